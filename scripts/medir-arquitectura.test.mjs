import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ciclosDe, medir, tabla, tablaDelDocumento } from './medir-arquitectura.mjs';

const DOC = fileURLToPath(new URL('../docs/arquitectura.md', import.meta.url));

describe('medir-arquitectura (issue 43): the architecture document says what the code is', () => {
  it('finds the groups of features that reach each other, and none in a chain', () => {
    expect(
      ciclosDe([
        ['a', 'b'],
        ['b', 'c'],
      ]),
    ).toEqual([]);
    expect(
      ciclosDe([
        ['a', 'b'],
        ['b', 'a'],
        ['c', 'a'],
      ]),
    ).toEqual([['a', 'b']]);
    expect(
      ciclosDe([
        ['x', 'y'],
        ['y', 'z'],
        ['z', 'x'],
        ['p', 'q'],
        ['q', 'p'],
      ]),
    ).toEqual([
      ['p', 'q'],
      ['x', 'y', 'z'],
    ]);
  });

  it('counts edges, cycles, public modules, buildApp and periodic tasks in a tree, tests apart', () => {
    const raiz = mkdtempSync(join(tmpdir(), 'arquitectura-'));
    const escribir = (ruta, texto) => {
      mkdirSync(dirname(join(raiz, ruta)), { recursive: true });
      writeFileSync(join(raiz, ruta), texto);
    };
    try {
      const f = 'apps/server/src/features';
      escribir(`${f}/a/a.service.ts`, "import { b } from '../b/index.js';\nimport { x } from './x.js';\n");
      escribir(`${f}/a/x.ts`, "export const x = () => import('../c/c.ts');\n");
      escribir(`${f}/b/index.ts`, "export { a } from '../a/a.service.js';\n");
      escribir(`${f}/c/c.ts`, "import { b } from '../b/index.js';\nimport { z } from 'zod';\n");
      escribir(`${f}/c/c.test.ts`, "import { a } from '../a/a.service.js';\ncrearTareaPeriodica('x');\n");
      escribir(
        'apps/server/src/app.ts',
        "export async function buildApp() {\n  const a = 1;\n  crearTareaPeriodica('y', 1, f, log);\n  return a;\n}\n",
      );
      escribir(
        'apps/server/src/lib/tarea-periodica.ts',
        'export function crearTareaPeriodica(nombre) {\n  return nombre;\n}\n',
      );
      escribir('apps/server/src/infra/index.ts', "crearTareaPeriodica('z', 1, g, log);\n");
      const m = medir(raiz);
      expect(m.pares).toEqual([
        ['a', 'b'],
        ['a', 'c'],
        ['b', 'a'],
        ['c', 'b'],
      ]);
      expect(m).toMatchObject({
        dependencias: 4,
        ciclos: [['a', 'b', 'c']],
        publicos: 1,
        buildApp: 5,
        tareas: 2,
      });
    } finally {
      rmSync(raiz, { recursive: true, force: true });
    }
  });

  it('docs/arquitectura.md keeps the measured table of today’s code', () => {
    expect(tablaDelDocumento(readFileSync(DOC, 'utf8'))).toBe(tabla(medir()));
  }, 60_000);
});
