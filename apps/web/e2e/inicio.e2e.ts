import type { Producto } from '@barberia/shared';
import { expect, test } from '@playwright/test';
import { soloLaRuta } from './support/rutas';
import { type adminDeProductos, adminParaElArchivo, recorrerHastaAbajo } from './support/tienda';

// The product count is changed for real (as the admin would) and put back at the end.
test.describe.configure({ mode: 'serial' });

const CARRUSEL = { name: 'Productos para tu pelo y tu barba' };
const SERVICIOS = { name: 'Lo que hacemos' };

let admin: ReturnType<typeof adminDeProductos>;
let cerrar: () => Promise<void>;
const quitados: Producto[] = [];

test.beforeAll(async ({ playwright }, testInfo) => {
  ({ productos: admin, cerrar } = await adminParaElArchivo({ playwright }, testInfo));
});

test.afterAll(async () => {
  for (const p of quitados) {
    await admin.crear({
      nombre: p.nombre,
      descripcion: p.descripcion,
      precioBase: p.precioBase,
      precioFinal: p.precioFinal,
      stock: p.stock,
    });
  }
  await cerrar();
});

/** Removes products until exactly `n` are left, remembering them to put them back. */
async function dejarProductos(n: number) {
  const lista = await admin.listar();
  for (const p of lista.slice(n)) {
    await admin.eliminar(p._id);
    quitados.push(p);
  }
  expect(await admin.listar()).toHaveLength(n);
}

test('the home: hero first, then the sections as the visitor scrolls (lazy)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Barbería Maipú' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Agenda tu hora' })).toHaveAttribute(
    'href',
    '/agenda',
  );
  // Below the fold nothing has loaded yet: not the reviews, not the gallery.
  await expect(page.getByRole('heading', { name: 'Lo que dicen nuestros clientes' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Nuestro trabajo' })).toHaveCount(0);

  await recorrerHastaAbajo(page);
  for (const titulo of [
    'Una barbería de barrio, con oficio',
    'Lo que dicen nuestros clientes',
    'Nuestro trabajo',
  ]) {
    await expect(page.getByRole('heading', { name: titulo })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Ver la galería completa' })).toHaveAttribute(
    'href',
    '/galeria',
  );
});

test('more than 3 products: the carousel; exactly 3: no carousel (spec §2)', async ({ page }) => {
  await dejarProductos(4);
  await page.goto('/');
  await recorrerHastaAbajo(page);
  const carrusel = page.getByRole('region', CARRUSEL);
  await expect(carrusel).toBeVisible();
  await expect(carrusel.getByRole('listitem')).toHaveCount(4);
  // A card opens the product modal there too.
  const [primero] = await admin.listar();
  await carrusel.getByRole('button', { name: primero?.nombre }).click();
  await expect(page.getByRole('dialog', { name: primero?.nombre })).toBeVisible();
  await page.keyboard.press('Escape');

  await dejarProductos(3);
  await page.reload();
  await recorrerHastaAbajo(page);
  await expect(page.getByRole('heading', { name: 'Nuestro trabajo' })).toBeVisible();
  await expect(page.getByRole('heading', CARRUSEL)).toHaveCount(0);
  // The shop still lists the three.
  await page.goto('/tienda');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(3);
});

test('services: the home section only when they can be shown; /servicios says when there are none', async ({
  page,
}) => {
  await page.goto('/');
  await recorrerHastaAbajo(page);
  const seccion = page.getByRole('region', SERVICIOS);
  await expect(seccion).toBeVisible();
  await expect(seccion.getByRole('link', { name: 'Agendar Hora' })).toHaveAttribute('href', '/agenda');

  // The catalogue cannot be emptied under the booking journeys that share this server (and services with
  // booked hours cannot be deleted): our API failing on that path instead, which the pages treat as an empty
  // list (servicios-grid.tsx). A made-up empty answer would be a success the server never gave (decision 054).
  await page.route(soloLaRuta('/api/servicios'), (route) =>
    route.fulfill({ status: 503, json: { msg: 'El servidor está ocupado.', code: 'SERVIDOR_SOBRECARGADO' } }),
  );
  await page.reload();
  await recorrerHastaAbajo(page);
  await expect(page.getByRole('heading', { name: 'Nuestro trabajo' })).toBeVisible();
  await expect(page.getByRole('heading', SERVICIOS)).toHaveCount(0);

  // The server draws /servicios with its data: the browser's own request answers on the way there.
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Servicios' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuestros Servicios' })).toBeVisible();
  await expect(page.getByText('Oops! Aún no tenemos servicios, vuelve más tarde.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Agendar Hora' })).toHaveAttribute('href', '/agenda');
});

test('the shop shows a loading state while the products arrive', async ({ page }) => {
  let soltar: () => void = () => {};
  const esperando = new Promise<void>((r) => {
    soltar = r;
  });
  await page.route(soloLaRuta('/api/productos'), async (route) => {
    await esperando;
    await route.continue();
  });
  await page.goto('/ubicacion');
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Tienda' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cargando productos…' })).toBeAttached();
  soltar();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});

// Last: every product is deleted for real (afterAll puts them back).
test('no products at all: the shop says so', async ({ page }) => {
  await dejarProductos(0);
  // The server draws /tienda with its products: the browser's own request answers on the way there.
  await page.goto('/ubicacion');
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Tienda' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();
  await expect(page.getByText('Oops! Aún no tenemos productos, vuelve más tarde.')).toBeVisible();
  // And as the server draws it.
  await page.goto('/tienda');
  await expect(page.getByText('Oops! Aún no tenemos productos, vuelve más tarde.')).toBeVisible();
});
