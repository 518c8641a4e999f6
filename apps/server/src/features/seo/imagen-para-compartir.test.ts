import { TIENDA_PREDETERMINADA, vistaDeTienda } from '@barberia/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { altParaCompartir, IMAGEN_PARA_COMPARTIR, svgParaCompartir } from './imagen-para-compartir';

describe('the shared-link picture', () => {
  const tienda = vistaDeTienda({
    ...TIENDA_PREDETERMINADA,
    nombre: 'Barbería & Café',
    horario: TIENDA_PREDETERMINADA.horario.map((d, i) =>
      i === 6 ? { ...d, abierto: true, abre: '10:00', cierra: '14:00' } : d,
    ),
  });
  const svg = svgParaCompartir(tienda);

  it('is drawn at the size Open Graph previews use', () => {
    expect(svg).toContain(`width="${IMAGEN_PARA_COMPARTIR.ancho}" height="${IMAGEN_PARA_COMPARTIR.alto}"`);
  });

  it("says the shop, the invitation to book, the address and the hours, from the shop's stored facts", () => {
    expect(svg).toContain('>Barbería &amp; Café<');
    expect(svg).toContain('>Agenda tu hora en línea<');
    expect(svg).toContain(tienda.direccion.calle);
    expect(svg).toContain('Lunes a Sábado: 11:00 a 20:30 · Domingo: 10:00 a 14:00');
  });

  it('describes itself in its alt text', () => {
    expect(altParaCompartir(tienda)).toContain('Barbería & Café');
    expect(altParaCompartir(tienda)).toContain(tienda.direccion.comuna);
  });
});

describe('the shared-link picture of a name saved before the shop texts refused invisible characters', () => {
  // What made /og.jpg answer 500 (issue 41): XML cannot hold them, and sharp refused the SVG.
  it.each([
    ['a C0 control', '\u0001'],
    ['a backspace', '\u0008'],
    ['a C1 control', '\u0085'],
    ['U+FFFE', '\ufffe'],
    ['U+FFFF', '\uffff'],
    ['U+FDD0', '\ufdd0'],
    ['a lone surrogate', '\ud800'],
  ])('with %s is still drawn, without it', async (_nombre, caracter) => {
    const tienda = vistaDeTienda({ ...TIENDA_PREDETERMINADA, nombre: `Barbería${caracter} Maipú` });
    const svg = svgParaCompartir(tienda);
    expect(svg).toContain('>Barbería Maipú<');
    const info = await sharp(Buffer.from(svg)).jpeg().toBuffer({ resolveWithObject: true });
    expect(info.info).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });
});
