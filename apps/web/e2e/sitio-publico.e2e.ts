import {
  conTienda,
  PAGINA_NO_ENCONTRADA,
  PAGINAS,
  type Pagina,
  type RutaPublica,
  TIENDA_PREDETERMINADA,
  vistaDeTienda,
} from '@barberia/shared';
import { elegirHora, elegirServicio } from './support/agenda';
import { hastaQueNadaSeMueva, retenerLaApp } from './support/app';
import { expect, test } from './support/fixtures';
import { soloLaRuta } from './support/rutas';
import { ANCHOS, sinViolaciones } from './support/tienda';

/** A page's title as the server writes it: the seeded shop's facts in place of `{tienda}` (issue 25). */
const tituloDe = (pagina: Pagina) => conTienda(pagina, vistaDeTienda(TIENDA_PREDETERMINADA)).titulo;

interface Esperado {
  /** The address visited, when the path has a parameter or the page a query. */
  visita?: string;
  h1: string;
  pie: boolean;
  contenido?: string;
  imagen?: string;
}

/**
 * What every public page of RUTAS_PUBLICAS shows: its heading and what proves its content arrived. A
 * page added there without its line here does not compile; null: it needs a booking draft (tested below).
 */
const ESPERADO: Record<RutaPublica, Esperado | null> = {
  '/': { h1: 'Barbería Maipú', pie: true },
  '/servicios': { h1: 'Nuestros Servicios', pie: true, contenido: 'Corte de pelo' },
  '/galeria': { h1: 'Galería', pie: true, imagen: 'Trabajo de la barbería, foto 1 de 29' },
  '/ubicacion': { h1: 'Ubicación', pie: true, contenido: 'Código postal 9250000' },
  '/tienda': { h1: 'Productos', pie: true, contenido: 'Cera mate' },
  '/carrito': { h1: 'Tu carrito', pie: true, contenido: 'Tu carrito está vacío.' },
  '/tienda/compra/:id': {
    visita: '/tienda/compra/00000000-0000-4000-8000-000000000000',
    h1: 'Tu compra',
    pie: true,
    contenido: 'No encontramos esta compra.',
  },
  '/agenda': { visita: '/agenda?show=no', h1: 'Agenda', pie: true, contenido: 'Nuestros Servicios' },
  '/agenda/servicios': { h1: 'Seleccione sus Servicios', pie: false, contenido: 'Corte de pelo' },
  '/agenda/horas': null,
  '/agenda/contacto': null,
  '/agenda/cancelar': { h1: 'Revisar Hora', pie: false },
  '/agenda/cancelar/:email': {
    visita: '/agenda/cancelar/nadie%40correo.cl',
    h1: 'Horas Agendadas',
    pie: false,
  },
  // Without the mailed link's proof the page says how a review is left.
  '/agenda/resena/:id': {
    visita: '/agenda/resena/00000000-0000-4000-8000-000000000000',
    h1: '¿Cómo te fue?',
    pie: false,
    contenido: 'Este enlace venció o no es el de tu visita.',
  },
  // Without the mailed link's proof the page says where the link is (issue 24).
  '/agenda/espera/:id': {
    visita: '/agenda/espera/00000000-0000-4000-8000-000000000000',
    h1: 'Lista de espera',
    pie: false,
    contenido: 'Este enlace no es el de tu lugar en la lista de espera.',
  },
  // Webpay's return for a booking's deposit (issue 24): an unknown id says so.
  '/agenda/abono/:id': {
    visita: '/agenda/abono/00000000-0000-4000-8000-000000000000',
    h1: 'Tu abono',
    pie: false,
    contenido: 'No encontramos este pago.',
  },
  '/agenda/ubicacion': { h1: 'Ubicación', pie: false, contenido: 'Código postal 9250000' },
  '/agenda/legal': { h1: 'Términos y Condiciones', pie: false },
  '/eventos/:id': {
    visita: '/eventos/00000000-0000-4000-8000-000000000000',
    h1: 'Evento no encontrado',
    pie: true,
  },
};

const PAGINAS_PUBLICAS = [
  ...Object.entries(ESPERADO).flatMap(([ruta, e]) => (e ? [{ ...e, ruta: e.visita ?? ruta }] : [])),
  { ruta: '/no-existe', h1: 'Página no encontrada', pie: true },
] as (Esperado & { ruta: string })[];

for (const ancho of ANCHOS) {
  test.describe(`public pages on ${ancho.nombre} (${ancho.width} px)`, () => {
    test.use({ viewport: { width: ancho.width, height: ancho.height } });

    for (const p of PAGINAS_PUBLICAS) {
      test(`${p.ruta}: its heading, title, layout and no axe violation`, async ({ page }) => {
        const errores: string[] = [];
        page.on('pageerror', (e) => errores.push(e.message));
        // React adopts the server's HTML (arranque.tsx): a page it cannot match is drawn again and
        // reported as error #418 (production build); a boundary the server left unfinished as #419; an
        // inline script in the server's HTML is refused by the CSP. This catches all three.
        page.on('console', (m) => {
          const texto = m.text();
          if (
            m.type() === 'error' &&
            /hydrat|react\.dev\/errors\/4(18|19|21|22|23|25)|Content Security Policy/i.test(texto)
          ) {
            errores.push(texto);
          }
        });
        const res = await page.goto(p.ruta);
        expect(res?.status()).toBe(p.ruta === '/no-existe' ? 404 : 200);
        await expect(page.getByRole('heading', { level: 1, name: p.h1, exact: true })).toBeVisible();
        if (p.contenido) await expect(page.getByText(p.contenido).first()).toBeAttached();
        if (p.imagen) await expect(page.getByRole('img', { name: p.imagen })).toBeAttached();

        const ruta = decodeURIComponent(p.ruta.split('?')[0] ?? '/');
        const pagina = (PAGINAS as Record<string, (typeof PAGINAS)[keyof typeof PAGINAS] | undefined>)[ruta];
        if (pagina) await expect(page).toHaveTitle(tituloDe(pagina));
        if (p.ruta === '/no-existe') await expect(page).toHaveTitle(tituloDe(PAGINA_NO_ENCONTRADA));

        // The layout of spec §2: header with the menu entries, the footer except on the booking steps.
        await expect(page.getByRole('navigation', { name: 'Principal', includeHidden: true })).toBeAttached();
        await expect(page.getByRole('contentinfo')).toHaveCount(p.pie ? 1 : 0);
        await expect(page.getByRole('complementary', { name: 'Aviso' })).toHaveCount(
          ruta.startsWith('/agenda') ? 1 : 0,
        );

        // Nothing wider than the screen: a phone never scrolls sideways.
        const desborde = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(desborde).toBeLessThanOrEqual(0);

        await sinViolaciones(page);
        // React has adopted the page (its code and data have arrived) before judging it.
        await page.waitForLoadState('networkidle');
        expect(errores).toEqual([]);
      });
    }

    test('the booking steps with a draft (hour and contact) have no axe violation', async ({ page }) => {
      await page.goto('/agenda/servicios');
      await elegirServicio(page, 'Perfilado de barba');
      await expect(page.getByRole('heading', { name: 'Seleccionar Día' })).toBeVisible();
      await sinViolaciones(page);
      await elegirHora(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Datos de Contacto' })).toBeVisible();
      await sinViolaciones(page);
    });

    test('the notice modal on /agenda has no axe violation', async ({ page }) => {
      await page.goto('/agenda');
      const modal = page.getByRole('dialog');
      await expect(modal).toBeVisible();
      await sinViolaciones(page);
    });
  });
}

test('the footer shows address, e-mail, hours, social links, the map and the developer credit', async ({
  page,
}) => {
  await page.goto('/servicios');
  const pie = page.getByRole('contentinfo');
  await expect(pie).toContainText('Av. Los Pajaritos 2145, local 3');
  await expect(pie).toContainText('Código postal 9250000');
  await expect(pie.getByRole('link', { name: 'contacto@barberiamaipu.cl' })).toHaveAttribute(
    'href',
    'mailto:contacto@barberiamaipu.cl',
  );
  await expect(pie).toContainText('Lunes a Sábado');
  await expect(pie).toContainText('11:00 a 20:30');
  for (const red of ['Instagram', 'WhatsApp', 'TikTok']) {
    await expect(pie.getByRole('link', { name: red })).toHaveAttribute('href', /^https:\/\//);
  }
  await expect(pie).toContainText('Sitio desarrollado por');
  // Google's map is a third-party page: it loads when asked for, as a lazy iframe with a title.
  await expect(pie.locator('iframe')).toHaveCount(0);
  const mapa = pie.getByTitle('Mapa de Barbería Maipú en Maipú');
  // The footer is React's once its chunk is in and its boundary hydrated; a tap before that does nothing
  // (decision 009), so the visitor taps again; a tap that landed late has already swapped the button
  // for the map, so it is not looked for again.
  await expect(async () => {
    if ((await mapa.count()) === 0) {
      await pie.getByRole('button', { name: /Ver mapa/ }).click({ timeout: 1000 });
    }
    await expect(mapa).toBeAttached({ timeout: 1000 });
  }).toPass();
  await expect(mapa).toHaveAttribute('loading', 'lazy');
  await expect(mapa).toBeFocused();
});

test('the /agenda banner slides in and rests within 5 s: nothing on the page moves forever', async ({
  page,
}) => {
  await page.goto('/agenda?show=no');
  const aviso = page.getByRole('complementary', { name: 'Aviso' });
  await expect(aviso).toHaveText(`✂ ${TIENDA_PREDETERMINADA.nuevasHoras}`);
  // The page has its services: the loading spinner, the one thing that turns until then, is gone.
  await expect(page.getByText('Corte de pelo').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Cargando' })).toHaveCount(0);
  // WCAG 2.2.2 asks for a pause control only for motion longer than 5 s; every animation here ends before.
  const duraciones = await page.evaluate(() =>
    document.getAnimations().map((a) => a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY),
  );
  for (const fin of duraciones) expect(fin).toBeLessThanOrEqual(5000);
  // The banner's own entrance, read from its style: on a slow machine it may have ended before the list above.
  const texto = aviso.getByText(TIENDA_PREDETERMINADA.nuevasHoras);
  const entrada = await texto.evaluate((el) => {
    const estilo = getComputedStyle(el);
    return {
      nombre: estilo.animationName,
      segundos: Number.parseFloat(estilo.animationDuration) + Number.parseFloat(estilo.animationDelay),
      veces: estilo.animationIterationCount,
    };
  });
  expect(entrada.nombre).toBe('marquee');
  expect(entrada.veces).not.toBe('infinite');
  expect(entrada.segundos * Number(entrada.veces)).toBeLessThanOrEqual(5);
  await hastaQueNadaSeMueva(page);
  // At rest the whole notice is on screen.
  const caja = await texto.boundingBox();
  expect(caja?.x).toBeGreaterThanOrEqual(0);
  expect((caja?.x ?? 0) + (caja?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
});

test('the server sends each page its own head before any script runs', async ({ request }) => {
  const html = await (await request.get('/galeria')).text();
  expect(html).toContain(`<title>${tituloDe(PAGINAS['/galeria'])}</title>`);
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/galeria" \/>/);
  expect(html).toContain('"@type":"BarberShop"');
  expect((await request.get('/sitemap.xml')).ok()).toBe(true);
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
});

test('a route change scrolls to the top; the back link goes to the previous page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/agenda/cancelar');
  await page.goto('/galeria');
  await expect(page.getByRole('img', { name: 'Trabajo de la barbería, foto 29 de 29' })).toBeAttached();
  // The footer is React's once its own chunk has arrived; a link followed before that is a plain reload.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Términos y condiciones' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Términos y Condiciones' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // Spec §2: a back link whose target is '#' goes to the previous page…
  await page.getByRole('link', { name: 'Volver' }).click();
  await expect(page).toHaveURL(/\/galeria$/);
  // …also when that page was loaded whole (a link followed before the app took the page over)…
  const origen = new URL(page.url()).origin;
  await page.goto('/agenda/legal', { referer: `${origen}/galeria` });
  await page.getByRole('link', { name: 'Volver' }).click();
  await expect(page).toHaveURL(/\/galeria$/);
  // …and, with no previous page of this visit, to the start instead of leaving the site.
  await page.goto('/agenda/legal');
  await page.getByRole('link', { name: 'Volver' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the gallery shows 29 photos: one column on a phone, three on a large screen', async ({ page }) => {
  const columnas = async () =>
    page.evaluate(() => {
      const lados = [...document.querySelectorAll('.galeria__foto')].map(
        (f) => f.getBoundingClientRect().left,
      );
      return new Set(lados.map(Math.round)).size;
    });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/galeria');
  await expect(page.locator('.galeria__foto')).toHaveCount(29);
  expect(await columnas()).toBe(1);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await columnas()).toBe(3);
  // Responsive pictures: AVIF and WebP sources, a JPEG fallback, sizes, no shift while they load.
  const primera = page.locator('.galeria__foto picture').first();
  await expect(primera.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\/320\.avif 320w/);
  await expect(primera.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\/960\.webp 960w/);
  const img = primera.locator('img');
  await expect(img).toHaveAttribute('width', /^\d+$/);
  await expect(img).toHaveAttribute('height', /^\d+$/);
  await expect(img).toHaveAttribute('sizes', /.+/);
  await expect(img).toHaveAttribute('decoding', 'async');
  await expect(page.locator('.galeria__foto img').last()).toHaveAttribute('loading', 'lazy');
});

test('a link followed before the app has arrived moves within it once it has, without reloading', async ({
  page,
}) => {
  const soltar = await retenerLaApp(page);
  await page.goto('/ubicacion');
  await page.evaluate(() => {
    (window as { mismaCarga?: boolean }).mismaCarga = true;
  });
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Galería' }).click();
  await expect(page).toHaveURL(/\/ubicacion$/);
  soltar();
  await expect(page).toHaveURL(/\/galeria$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Galería' })).toBeVisible();
  expect(await page.evaluate(() => (window as { mismaCarga?: boolean }).mismaCarga)).toBe(true);
});

test('a failed fetch shows the empty state and logs the error, never a blank page', async ({ page }) => {
  const errores: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errores.push(m.text());
  });
  await page.route(soloLaRuta('/api/productos'), (route) => route.abort('internetdisconnected'));
  await page.route(soloLaRuta('/api/servicios'), (route) => route.abort('internetdisconnected'));
  // The server draws /tienda and /servicios with their data: the browser asks for it on the way there.
  await page.goto('/ubicacion');
  const menu = page.getByRole('navigation', { name: 'Principal' });
  await menu.getByRole('link', { name: 'Tienda' }).click();
  await expect(page.getByText('Oops! Aún no tenemos productos, vuelve más tarde.')).toBeVisible();
  await menu.getByRole('link', { name: 'Servicios' }).click();
  await expect(page.getByText('Oops! Aún no tenemos servicios, vuelve más tarde.')).toBeVisible();
  expect(errores.some((e) => e.includes('Error al obtener los productos'))).toBe(true);
  expect(errores.some((e) => e.includes('Error al obtener los servicios'))).toBe(true);
});
