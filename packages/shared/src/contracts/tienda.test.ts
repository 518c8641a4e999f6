import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIENDA_PREDETERMINADA } from '../domain/tienda.js';
import { type TiendaInput, tiendaSchema, tiendaSinInvisibles } from './tienda.js';

/** Every text of the shop a person writes, by its path; `varias`: a textarea, where a line break is fine. */
const TEXTOS: [ruta: string, lineas: 'una' | 'varias'][] = [
  ['nombre', 'una'],
  ['eslogan', 'varias'],
  ['direccion.calle', 'una'],
  ['direccion.comuna', 'una'],
  ['direccion.region', 'una'],
  ['redes.instagram', 'una'],
  ['redes.tiktok', 'una'],
  ['nuevasHoras', 'una'],
  ['fechaCambioDireccion', 'una'],
  ['inicio.eyebrow', 'una'],
  ['inicio.lead', 'varias'],
  ['sobreNosotros.titulo', 'una'],
  ['sobreNosotros.parrafos.0', 'varias'],
  ['desarrollador.nombre', 'una'],
  ['desarrollador.url', 'una'],
];

/** Characters a text may not hold anywhere (issue 41): what made /og.jpg answer 500, and their kin. */
const PROHIBIDOS: [nombre: string, caracter: string][] = [
  ['NUL', '\u0000'],
  ['SOH', '\u0001'],
  ['tabulación', '\t'],
  ['retorno de carro', '\r'],
  ['US (fin de C0)', '\u001f'],
  ['DEL', '\u007f'],
  ['NEL (C1)', '\u0085'],
  ['APC (fin de C1)', '\u009f'],
  ['no-carácter U+FDD0', '\ufdd0'],
  ['no-carácter U+FDEF', '\ufdef'],
  ['no-carácter U+FFFE', '\ufffe'],
  ['no-carácter U+FFFF', '\uffff'],
  ['no-carácter U+1FFFE', '\u{1fffe}'],
  ['no-carácter U+10FFFF', '\u{10ffff}'],
  ['sustituto alto suelto', '\ud800'],
  ['sustituto bajo suelto', '\udfff'],
];

function con(ruta: string, valor: (actual: string) => string): TiendaInput {
  const copia = JSON.parse(JSON.stringify(TIENDA_PREDETERMINADA)) as Record<string, unknown>;
  const partes = ruta.split('.');
  let nodo = copia as Record<string, unknown>;
  for (const p of partes.slice(0, -1)) nodo = nodo[p] as Record<string, unknown>;
  const ultima = partes.at(-1) as string;
  const actual = nodo[ultima] as string;
  // An empty optional text gets a valid one (a link keeps its https:// shape): only the change can be wrong.
  nodo[ultima] = valor(
    actual === '' ? (esEnlace(ruta) ? 'https://instagram.com/barberia' : 'Texto') : actual,
  );
  return copia as unknown as TiendaInput;
}

const esEnlace = (ruta: string) => ruta.startsWith('redes.') || ruta === 'desarrollador.url';

const errorEn = (datos: TiendaInput, ruta: string) => {
  const r = tiendaSchema.safeParse(datos);
  return r.success ? undefined : r.error.issues.find((i) => i.path.join('.') === ruta)?.message;
};

describe('the shop texts hold no invisible characters', () => {
  it.each(TEXTOS)('%s refuses controls, non-characters and lone surrogates, in Spanish', (ruta) => {
    for (const [nombre, c] of PROHIBIDOS) {
      const mensaje = errorEn(
        con(ruta, (v) => `${v.slice(0, 3)}${c}${v.slice(3)}`),
        ruta,
      );
      expect(mensaje, `${ruta} con ${nombre}`).toMatch(
        /no puede tener .*caracteres de control o no válidos\.$/,
      );
    }
  });

  it.each(TEXTOS)('%s: a line break only where the text has paragraphs', (ruta, lineas) => {
    const mensaje = errorEn(
      con(ruta, (v) => `${v.slice(0, 3)}\n${v.slice(3)}`),
      ruta,
    );
    if (lineas === 'varias') expect(mensaje).toBeUndefined();
    else expect(mensaje).toContain('no puede tener saltos de línea');
  });

  it('keeps what people do write: accents, «», ñ, emoji with joiners, Han, non-breaking spaces', () => {
    const nombre = 'Barbería «Ñandú» 💈 👨‍👩‍👧 理髮 Maipú';
    expect(tiendaSchema.parse({ ...TIENDA_PREDETERMINADA, nombre }).nombre).toBe(nombre);
  });

  it('any text with one forbidden character inserted anywhere is refused; without it, taken', () => {
    const prohibido = fc.oneof(
      fc.integer({ min: 0, max: 0x1f }).filter((n) => n !== 0x0a),
      fc.integer({ min: 0x7f, max: 0x9f }),
      fc.integer({ min: 0xfdd0, max: 0xfdef }),
      fc
        .integer({ min: 0, max: 0x10 })
        .chain((plano) => fc.constantFrom(plano * 0x10000 + 0xfffe, plano * 0x10000 + 0xffff)),
      fc.integer({ min: 0xd800, max: 0xdfff }),
    );
    // Whole code points, so that cutting the text never splits an emoji into lone surrogates itself.
    const letra = fc.constantFrom(...Array.from('abcñáéÉÜ«»💈-'));
    fc.assert(
      fc.property(
        fc.array(letra, { minLength: 1, maxLength: 20 }),
        prohibido,
        fc.nat(),
        fc.constantFrom(...TEXTOS.map(([r]) => r)),
        (letras, punto, donde, ruta) => {
          const i = donde % (letras.length + 1);
          const sucias = [...letras.slice(0, i), String.fromCodePoint(punto), ...letras.slice(i)];
          // Letters on both sides: a tab or a carriage return at either end is trimmed away, not refused.
          const valor = (t: string[]) => (esEnlace(ruta) ? `https://x.cl/${t.join('')}z` : `B${t.join('')}z`);
          expect(
            errorEn(
              con(ruta, () => valor(sucias)),
              ruta,
            ),
          ).toBeDefined();
          expect(
            errorEn(
              con(ruta, () => valor(letras)),
              ruta,
            ),
          ).toBeUndefined();
        },
      ),
    );
  });
});

describe('a record saved before the rule is read without those characters', () => {
  const en = (datos: unknown, ruta: string) =>
    ruta.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], datos) as string;

  it.each(TEXTOS)('%s: left out; a tab or break is a space, a break stays in paragraphs', (ruta, lineas) => {
    // A link cannot hold a space: only what is left out entirely is put in it.
    const sucio = esEnlace(ruta) ? '\u0001\ufffe\ud800' : '\u0001\ufffe\ud800\t\n';
    const limpio = esEnlace(ruta) ? '' : lineas === 'varias' ? ' \n' : ' ';
    const guardada = con(ruta, (v) => `${v.slice(0, 10)}${sucio}${v.slice(10)}`);
    const leida = tiendaSchema.safeParse(tiendaSinInvisibles(guardada));
    expect(leida.success, JSON.stringify(leida.error?.issues)).toBe(true);
    expect(en(leida.data, ruta)).toBe(en(guardada, ruta).replace(sucio, limpio).trim());
  });
});
