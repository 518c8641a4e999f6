import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { revisarRutas } from './rutas-falsas.mjs';

const SCRIPT = fileURLToPath(new URL('./rutas-falsas.mjs', import.meta.url));
/** The checker as `npm test` runs it (scripts/test.mjs), on `dir` instead of apps/web/e2e. */
const correr = (dir) => spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' });

/** The messages the checker gives for one snippet of a journey. */
const faltas = (codigo) => revisarRutas(codigo).faltas.map((f) => f.mensaje);

describe('rutas-falsas (decision 054)', () => {
  it.each([
    [
      'our API failing on its exact path',
      "await page.route(soloLaRuta('/api/productos'), (route) => route.abort('internetdisconnected'));",
    ],
    [
      'a 5xx of ours',
      `await page.route(soloLaRuta('/api/auth/perfil'), async (route) => {
        if (!ocupado) return route.continue();
        return route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
      });`,
    ],
    [
      'a 4xx of ours, on a path kept in a variable',
      `const cancelar = soloLaRuta(\`/api/fechas/\${id}/cancelar-hora-agendada\`);
      await page.route(cancelar, (route) => route.fulfill({ status: 409, json: { msg: 'No.' } }));
      await page.unroute(cancelar);`,
    ],
    [
      'a slow answer that is still the server’s',
      `await page.route(soloLaRuta('/api/avisos/active'), async (route) => {
        await retenido;
        if (route.request().method() !== 'GET') return route.fallback();
        await route.continue();
      });`,
    ],
    [
      'our own assets held back',
      "await page.route('**/assets/arranque-*.js', async (route) => { await r; await route.continue(); });",
    ],
    [
      'another host’s stand-in answering',
      "await context.route('https://calendar.google.com/**', (route) => route.fulfill({ json: { items: [] } }));",
    ],
    [
      'another host whose path has /api/ in it',
      "await page.route('https://maps.googleapis.com/maps/api/js**', (route) => route.abort());",
    ],
  ])('passes %s', (_caso, codigo) => {
    const { llamadas, faltas } = revisarRutas(codigo);
    expect(faltas).toEqual([]);
    expect(llamadas).toBe(1);
  });

  it.each([
    [
      'the faked «Hoy» of issue 41 (a regex on our API)',
      `await page.route(/\\/api\\/users\\/[^/]+\\/hoy$/, (ruta) => ruta.fulfill({ json: { horas: [] } }));`,
      'el patrón atrapa más que una ruta',
    ],
    [
      'a glob that also matches /api/api/…',
      `await page.route(\`**/api/horas-agendadas/\${id}/asistencia\`, (ruta) => ruta.abort());`,
      'el patrón atrapa más que una ruta',
    ],
    [
      'a relative path, which does not match its query strings',
      "await page.route('/api/servicios', (route) => route.abort());",
      'el patrón atrapa más que una ruta',
    ],
    [
      'our address written out from the base URL',
      `await page.route(\`\${base}/api/productos\`, (route) => route.abort());`,
      'el patrón atrapa más que una ruta',
    ],
    [
      'a catch-all',
      "await page.route('**/*', (route) => route.fulfill({ status: 200, body: '' }));",
      'el patrón atrapa más que una ruta',
    ],
    [
      'a regex that matches everything',
      'await browserContext.route(/.*/, (route) => route.abort());',
      'el patrón atrapa más que una ruta',
    ],
    [
      'a predicate',
      "await page.route((url) => url.pathname === '/api/rsvp/x', (route) => route.abort());",
      'no se puede leer el patrón',
    ],
    [
      'a success on the exact path',
      "await page.route(soloLaRuta('/api/servicios'), (route) => route.fulfill({ json: [] }));",
      'fulfill sin status (200): un éxito inventado',
    ],
    [
      'a 2xx written out',
      "await page.route(soloLaRuta('/api/x'), (route) => route.fulfill({ status: 201, body: '{}' }));",
      'fulfill con status 201: un éxito inventado',
    ],
    [
      'the server’s answer edited',
      `await page.route(soloLaRuta('/api/accesos'), async (route) => {
        const respuesta = await route.fetch();
        await route.fulfill({ response: respuesta, json: [] });
      });`,
      'fulfill con la respuesta del servidor editada',
    ],
    [
      'a status the checker cannot read',
      "await page.route(soloLaRuta('/api/rsvp/x'), (route) => route.fulfill({ status: r.status, json: r.body }));",
      'no es un número escrito',
    ],
    [
      'a request rewritten on its way',
      "await page.route(soloLaRuta('/api/x'), (route) => route.continue({ postData: '{}' }));",
      'continue con cambios',
    ],
    [
      'a handler passed by name',
      "await page.route(soloLaRuta('/api/x'), responder);",
      'escribe el manejador en la llamada',
    ],
    ['a HAR for the whole network', "await page.routeFromHAR('grabado.har');", 'routeFromHAR sin url'],
    [
      'a HAR for our API',
      "await page.routeFromHAR('grabado.har', { url: '**/api/**' });",
      'routeFromHAR sobre nuestra API',
    ],
  ])('fails %s', (_caso, codigo, mensaje) => {
    const encontradas = faltas(codigo);
    expect(encontradas).toHaveLength(1);
    expect(encontradas[0]).toContain(mensaje);
  });

  it('says where: the file and the line of the call', () => {
    const { faltas: [falta] = [] } = revisarRutas(
      "import { test } from './support/fixtures';\n\nawait page.route('**/api/x', (r) => r.abort());\n",
      'e2e/algo.e2e.ts',
    );
    expect(falta).toMatchObject({ archivo: 'e2e/algo.e2e.ts', linea: 3 });
  });

  // Two runs of the script, each loading TypeScript: seconds on a busy 2-core machine.
  it('fails on a folder with a made-up answer, naming it, and on one with no route call at all', {
    timeout: 30_000,
  }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'rutas-falsas-'));
    try {
      mkdirSync(join(dir, 'back-office'));
      writeFileSync(join(dir, 'vacio.e2e.ts'), "test('x', async () => {});\n");
      expect(correr(dir)).toMatchObject({ status: 1, stderr: expect.stringContaining('ninguna llamada') });
      writeFileSync(
        join(dir, 'back-office', 'hoy-falso.e2e.ts'),
        "await page.route('**/api/users/*/hoy', (r) => r.fulfill({ json: { horas: [] } }));\n",
      );
      const r = correr(dir);
      expect(r.status).toBe(1);
      expect(r.stderr).toContain('hoy-falso.e2e.ts:1: route: el patrón atrapa más que una ruta');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
