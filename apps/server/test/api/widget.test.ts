import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TIENDA_PREDETERMINADA, vistaDeTienda } from '@barberia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seccionesDelPlayground } from '../../src/features/widget/widget-ejemplos.js';
import { ADMIN, type AppDePrueba, appDePrueba } from '../helpers/app.js';

/** A built widget in miniature: the fixed entry and one hashed chunk. */
function bundleDePrueba(): string {
  const dir = mkdtempSync(join(tmpdir(), 'widget-'));
  mkdirSync(join(dir, 'chunks'));
  writeFileSync(join(dir, 'add-to-calendar-button.js'), "import './chunks/element-abc123.js';\n");
  writeFileSync(
    join(dir, 'chunks', 'element-abc123.js'),
    'customElements.define("x-y", class extends HTMLElement {});',
  );
  return dir;
}

describe('/widget', () => {
  let prueba: AppDePrueba;
  let sinBundle: AppDePrueba;
  beforeAll(async () => {
    prueba = await appDePrueba('pglite', { env: { WIDGET_DIST: bundleDePrueba() } });
    sinBundle = await appDePrueba('pglite', {
      env: { WIDGET_DIST: mkdtempSync(join(tmpdir(), 'sin-widget-')) },
    });
  });
  afterAll(async () => {
    await prueba.close();
    await sinBundle.close();
  });

  it('serves the bundle to any site: CORS *, cross-origin resource policy, short cache', async () => {
    const res = await prueba.app.inject({ method: 'GET', url: '/widget/add-to-calendar-button.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body).toContain('./chunks/element-abc123.js');
  });

  it('serves hashed chunks for a year, and only chunk names', async () => {
    const res = await prueba.app.inject({ method: 'GET', url: '/widget/chunks/element-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const falta = await prueba.app.inject({ method: 'GET', url: '/widget/chunks/otro-999.js' });
    expect(falta.statusCode).toBe(404);
    expect(falta.json()).toMatchObject({ code: 'RUTA_NO_ENCONTRADA' });
    for (const url of [
      '/widget/chunks/..%2f..%2fpackage.json',
      '/widget/chunks/%2e%2e%2fadd-to-calendar-button.js',
    ]) {
      const intento = await prueba.app.inject({ method: 'GET', url });
      expect(intento.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(intento.statusCode, url).toBeLessThan(500);
      expect(intento.body, url).not.toContain('import');
    }
  });

  it('answers 404 JSON, not a crash, when the bundle was not built', async () => {
    const res = await sinBundle.app.inject({ method: 'GET', url: '/widget/add-to-calendar-button.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'RUTA_NO_ENCONTRADA' });
  });

  it('draws the playground under a strict CSP: no inline script or style, not indexed, every example', async () => {
    const res = await prueba.app.inject({ method: 'GET', url: '/widget' });
    expect(res.statusCode).toBe(200);
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const html = res.body;
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect([...html.matchAll(/<script\b[^>]*>/g)].every((m) => m[0].includes(' src='))).toBe(true);
    expect(html).not.toMatch(/<style\b| style=/);
    const ejemplos = seccionesDelPlayground(vistaDeTienda(TIENDA_PREDETERMINADA)).flatMap((s) => s.ejemplos);
    expect(html.match(/<add-to-calendar-button\n/g)).toHaveLength(ejemplos.length);
    for (const { id } of ejemplos) expect(html).toContain(`id="codigo-${id}"`);
    // The snippet is the drawn markup, escaped: the copied code is exactly what the page runs.
    expect(html).toContain("&lt;add-to-calendar-button\n  name='Corte de pelo - Barbería Maipú'");
    expect(html).toContain('http://barberia.test/widget/add-to-calendar-button.js');
  });

  it("shows the shop's stored name and address in its examples, and a new address on the next view (issue 42)", async () => {
    const inicial = (await prueba.app.inject({ method: 'GET', url: '/widget' })).body;
    expect(inicial).toContain("location='Av. Los Pajaritos 2145, local 3, Maipú, Región Metropolitana'");
    expect(inicial).not.toContain('Pajaritos 1234');
    const admin = { authorization: `Bearer ${await prueba.tokenDe(ADMIN)}` };
    const cambiada = {
      ...TIENDA_PREDETERMINADA,
      nombre: 'Barbería Los Héroes',
      direccion: { ...TIENDA_PREDETERMINADA.direccion, calle: 'Av. 5 de Abril 100' },
    };
    const guardada = await prueba.app.inject({
      method: 'PUT',
      url: '/api/tienda',
      headers: admin,
      payload: cambiada,
    });
    expect(guardada.statusCode).toBe(200);
    const html = (await prueba.app.inject({ method: 'GET', url: '/widget' })).body;
    // Every example with an address: the booking-like ones and the multi-date course alike.
    const direcciones = [...html.matchAll(/^ {2}location='([^']*)'$/gm)].map((m) => m[1]);
    expect(direcciones.length).toBeGreaterThan(10);
    expect(new Set(direcciones)).toEqual(new Set(['Av. 5 de Abril 100, Maipú, Región Metropolitana']));
    expect(html).toContain("name='Corte de pelo - Barbería Los Héroes'");
    const guardadaDeVuelta = await prueba.app.inject({
      method: 'PUT',
      url: '/api/tienda',
      headers: admin,
      payload: TIENDA_PREDETERMINADA,
    });
    expect(guardadaDeVuelta.statusCode).toBe(200);
  });
});
