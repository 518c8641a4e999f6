import type { Producto } from '@barberia/shared';
import {
  type APIRequestContext,
  expect,
  type Page,
  type PlaywrightWorkerArgs,
  type TestInfo,
} from '@playwright/test';
import { sinViolaciones as sinViolacionesAxe } from './axe';
import { ADMIN, pngDePrueba } from './back-office';

/** The widths every public page is checked at: a small phone and a laptop. */
export const ANCHOS = [
  { nombre: 'teléfono', width: 360, height: 780 },
  { nombre: 'escritorio', width: 1280, height: 800 },
] as const;

/** The shop's pages are held to WCAG 2.1 A/AA and axe's best practices too (sinViolaciones of support/axe). */
export const sinViolaciones = (page: Page) =>
  sinViolacionesAxe(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);

/**
 * An API client of its own for a whole file (beforeAll's `request` fixture dies with the hook), logged in
 * as the admin through the real login: the e2e server seeds ADMIN (playwright.config.ts).
 */
export async function adminParaElArchivo(
  { playwright }: Pick<PlaywrightWorkerArgs, 'playwright'>,
  testInfo: TestInfo,
) {
  const contexto = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  return {
    productos: adminDeProductos(contexto, await tokenAdmin(contexto)),
    cerrar: () => contexto.dispose(),
  };
}

/** The admin's token, through the real login. */
export async function tokenAdmin(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { token: { accessToken: string } }).token.accessToken;
}

export interface NuevoProducto {
  nombre: string;
  descripcion?: string;
  precioBase: number;
  precioFinal: number;
  stock: number;
}

/** The shop's data changed the way the admin changes it: through the API. */
export function adminDeProductos(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const img = `data:image/png;base64,${pngDePrueba(64).toString('base64')}`;
  return {
    async listar(): Promise<Producto[]> {
      return (await request.get('/api/productos')).json();
    },
    async crear(p: NuevoProducto): Promise<Producto> {
      const res = await request.post('/api/productos', { headers, data: { descripcion: '', ...p, img } });
      expect(res.status(), await res.text()).toBe(201);
      return res.json();
    },
    async editar(id: string, p: NuevoProducto): Promise<Producto> {
      const res = await request.put(`/api/productos/${id}`, { headers, data: { descripcion: '', ...p } });
      expect(res.ok(), await res.text()).toBe(true);
      return res.json();
    },
    async eliminar(id: string) {
      const res = await request.delete(`/api/productos/${id}`, { headers });
      expect(res.ok(), await res.text()).toBe(true);
    },
    /** Creates it afresh: a product left with that name by an earlier run is deleted first. */
    async crearDeNuevo(p: NuevoProducto): Promise<Producto> {
      const viejo = (await this.listar()).find((q) => q.nombre === p.nombre);
      if (viejo) await this.eliminar(viejo._id);
      return this.crear(p);
    },
    /** Deletes it unless a test did already. */
    async eliminarSiQueda(id: string) {
      if ((await this.listar()).some((p) => p._id === id)) await this.eliminar(id);
    },
  };
}

/**
 * Scrolls down in steps, as a person would, so the lazy sections come near the screen and load; stops
 * once at the bottom and the page has stopped growing.
 */
export async function recorrerHastaAbajo(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The sections load as they scroll into view, once React has adopted the page (after its first paint).
  await page.waitForLoadState('networkidle');
  let altoAnterior = 0;
  for (let i = 0; i < 60; i++) {
    const { abajo, alto } = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      const alto = document.documentElement.scrollHeight;
      return { abajo: window.scrollY + window.innerHeight >= alto - 2, alto };
    });
    // Two frames: the scroll has been painted and the lazy sections' observers have fired.
    await page.evaluate(
      () => new Promise((listo) => requestAnimationFrame(() => requestAnimationFrame(listo))),
    );
    if (abajo && alto === altoAnterior) break;
    altoAnterior = alto;
  }
}

/** The header's cart link, whose name ends with the count: "Carrito (3 productos)". */
export function enlaceCarrito(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Carrito/ });
}
