import { expect, type Page, test } from '@playwright/test';
import { sinViolaciones } from './support/axe';
import { ADMIN, BARBERO, iniciarSesion, sinDesbordeHorizontal } from './support/back-office';

const PANTALLAS = [
  { ruta: '/barbero', titulo: 'Inicio Barbero' },
  { ruta: '/barbero/agregar-fechas', titulo: 'Agregar Fechas' },
  { ruta: '/barbero/gestionar-fechas', titulo: 'Gestionar Fechas' },
  { ruta: '/barbero/calendario', titulo: 'Calendario' },
  { ruta: '/barbero/gestionar-servicios', titulo: 'Gestionar Servicios' },
  { ruta: '/barbero/perfil', titulo: 'Mi perfil' },
  { ruta: '/barbero/administrar', titulo: 'Administración' },
  { ruta: '/barbero/administrar/tienda', titulo: 'Datos de la barbería' },
  { ruta: '/barbero/administrar/servicios', titulo: 'Servicios' },
  { ruta: '/barbero/administrar/abonos', titulo: 'Abonos y cancelaciones' },
  { ruta: '/barbero/administrar/tipo-servicio', titulo: 'Tipos de servicio' },
  { ruta: '/barbero/administrar/productos', titulo: 'Productos' },
  { ruta: '/barbero/administrar/usuarios', titulo: 'Usuarios' },
  { ruta: '/barbero/administrar/acceso', titulo: 'Accesos' },
  { ruta: '/barbero/administrar/avisos', titulo: 'Avisos' },
  { ruta: '/barbero/administrar/ventas', titulo: 'Ventas' },
  { ruta: '/barbero/administrar/agenda', titulo: 'Agenda' },
] as const;

const CUENTA = [
  { ruta: '/login', titulo: 'Iniciar sesión' },
  { ruta: '/register', titulo: 'Registrate' },
  { ruta: '/olvidar-contraseña', titulo: 'Olvidé mi contraseña' },
] as const;

async function revisar(page: Page, ancho: number, ruta: string, titulo: string) {
  await page.goto(ruta);
  await expect(page.getByRole('heading', { level: 1, name: titulo, exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Cargando/ })).toHaveCount(0);
  await sinDesbordeHorizontal(page, ancho);
  await sinViolaciones(page);
  const nombre = ruta.replace(/^\//, '').replaceAll('/', '_') || 'inicio';
  await page.screenshot({ path: `test-results/pantallas/${nombre}-${ancho}.png`, fullPage: true });
}

for (const ancho of [360, 1280]) {
  test.describe(`${ancho} px`, () => {
    test.use({
      viewport: { width: ancho, height: 800 },
      ...(ancho === 360 && { hasTouch: true, isMobile: true }),
    });

    test('the account pages fit, pass axe and are screenshotted', async ({ page }) => {
      for (const { ruta, titulo } of CUENTA) await revisar(page, ancho, ruta, titulo);
    });

    // Five screens per test: each fits the time limit on a loaded machine, and the workers share them.
    for (let desde = 0; desde < PANTALLAS.length; desde += 5) {
      const grupo = PANTALLAS.slice(desde, desde + 5);
      test(`back-office screens ${grupo.map((p) => p.titulo).join(', ')} fit, pass axe and are screenshotted`, async ({
        page,
      }) => {
        await iniciarSesion(page, ADMIN);
        for (const { ruta, titulo } of grupo) await revisar(page, ancho, ruta, titulo);
      });
    }
  });
}

test.describe('the day carousel', () => {
  async function carrusel(page: Page) {
    await iniciarSesion(page, BARBERO);
    await page.goto('/barbero/gestionar-fechas');
    const region = page.getByRole('region', { name: 'Tus días' });
    await expect(region).toBeVisible();
    return region;
  }

  const visibles = (page: Page) => page.locator('.bo-carrusel__item:not([inert])');

  for (const [ancho, items] of [
    [360, 1],
    [800, 2],
    [1280, 4],
  ] as const) {
    test(`shows ${items} day(s) at ${ancho} px`, async ({ page }) => {
      await page.setViewportSize({ width: ancho, height: 800 });
      await carrusel(page);
      await expect(visibles(page)).toHaveCount(items);
      await visibles(page).first().getByRole('button').click();
      await expect(page.getByRole('form', { name: 'Horario del día' })).toBeVisible();
      await sinDesbordeHorizontal(page, ancho);
      await page.screenshot({ path: `test-results/pantallas/carrusel-${ancho}.png`, fullPage: true });
    });
  }

  test('a drag of 80 px or more turns the page, a shorter one does not, and it stops at the ends', async ({
    page,
  }) => {
    const region = await carrusel(page);
    const estado = region.locator('.bo-carrusel__estado');
    const antes = await estado.textContent();
    const caja = await region.locator('.bo-carrusel__ventana').boundingBox();
    if (!caja) throw new Error('sin ventana');
    const y = caja.y + caja.height / 2;
    const arrastrar = async (dx: number) => {
      await page.mouse.move(caja.x + caja.width / 2, y);
      await page.mouse.down();
      await page.mouse.move(caja.x + caja.width / 2 + dx / 2, y, { steps: 4 });
      await page.mouse.move(caja.x + caja.width / 2 + dx, y, { steps: 4 });
      await page.mouse.up();
    };
    await arrastrar(-60);
    await expect(estado).toHaveText(antes ?? '');
    await arrastrar(-120);
    await expect(estado).not.toHaveText(antes ?? '');
    await arrastrar(120);
    await expect(estado).toHaveText(antes ?? '');

    // Not infinite: Home reaches the first day and the previous button stops there.
    await region.getByRole('button', { name: 'Días siguientes' }).focus();
    await page.keyboard.press('Home');
    await expect(region.getByRole('button', { name: 'Días anteriores' })).toBeDisabled();
    await page.keyboard.press('End');
    await expect(region.getByRole('button', { name: 'Días siguientes' })).toBeDisabled();
  });
});
