import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formaUsted, revisarVoz, textosDe } from './voz-tu.mjs';

describe('voz-tu (issue 42): the product adds texts in tú', () => {
  it.each([
    ['Ingrese su correo electrónico', 'Ingrese'],
    ['¿Está seguro/a de cancelar esta hora?', 'Está seguro/a'],
    ['Por favor, inténtelo más tarde.', 'inténtelo'],
    ['Si no puede asistir, contáctenos.', 'contáctenos'],
    ['Usted tiene una hora agendada', 'Usted'],
    ['Le recordamos su hora de mañana', 'Le recordamos'],
    ['Elija un barbero', 'Elija'],
    ['Vuelva a intentarlo', 'Vuelva'],
  ])('refuses «%s»', (texto, forma) => {
    expect(formaUsted(texto)).toBe(forma);
  });

  it.each([
    'Ingresa tu correo electrónico',
    '¿Estás seguro/a de cancelar esta hora?',
    'Anotarme en su lista de espera',
    'Revisa DATABASE_URL y que el servidor acepte conexiones.',
    'Se responde 503 hasta que vuelva',
    'Alguien tomó esa hora antes que tú.',
    'Cierre de caja',
    'El barbero puede cancelar su hora',
  ])('lets «%s» through', (texto) => {
    expect(formaUsted(texto)).toBeNull();
  });

  it('reads string literals, templates and JSX text, not import paths', () => {
    const textos = textosDe(
      [
        "import x from './seleccione';",
        "const a = 'Uno';",
        // A template with a placeholder, as the source would have it (split, so this file holds none).
        ['const b = `Hola $', '{n}, chao`;'].join(''),
        'const c = <p>',
        '  Texto   de JSX',
        '</p>;',
      ].join('\n'),
    ).map((t) => [t.linea, t.texto]);
    expect(textos).toEqual([
      [2, 'Uno'],
      [3, 'Hola … , chao'],
      [5, 'Texto de JSX'],
    ]);
  });

  it('allows a spec text only word for word, and flags one the code no longer says', () => {
    const raiz = mkdtempSync(join(tmpdir(), 'voz-'));
    try {
      for (const c of [
        'apps/web/src',
        'apps/server/src',
        'packages/shared/src',
        'packages/add-to-calendar/src',
      ])
        mkdirSync(join(raiz, c), { recursive: true });
      writeFileSync(
        join(raiz, 'apps/web/src/pagina.tsx'),
        "export const A = <h1>Seleccione su hora</h1>;\nexport const B = 'Seleccione su barbero';\n",
      );
      const { faltas } = revisarVoz(raiz, ['Seleccione su hora', 'Seleccione sus Servicios']);
      expect(faltas).toEqual([
        'apps/web/src/pagina.tsx:2: «Seleccione» trata de usted: «Seleccione su barbero»',
        'scripts/voz-tu-spec.json: «Seleccione sus Servicios» ya no está en el código (o ya no trata de usted): quítalo.',
      ]);
    } finally {
      rmSync(raiz, { recursive: true, force: true });
    }
  });

  it("finds no usted form in the product outside the spec's own texts", () => {
    const { textos, faltas } = revisarVoz();
    expect(faltas).toEqual([]);
    expect(textos.length).toBeGreaterThan(1000);
  }, 60_000);
});
