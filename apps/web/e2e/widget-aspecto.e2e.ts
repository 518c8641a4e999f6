import { expect, type Locator, type Page, test } from '@playwright/test';
import { abrirPlayground, agregarWidget, capturarAperturas } from './support/widget';

// With the clock here the playground's 'today+7' events are 2026-11-30, 11:00-11:45 in Santiago (-03:00).
const AHORA = new Date('2026-11-23T12:00:00-03:00');
const EVENTO = {
  name: 'Corte de pelo',
  startDate: 'today+7',
  startTime: '11:00',
  endTime: '11:45',
  timeZone: 'America/Santiago',
  location: 'Av. Pajaritos 1234, Maipú',
  options: '"Apple","Google","iCal","Microsoft365","Outlook.com","MicrosoftTeams","Yahoo"',
};
const VARIAS_FECHAS = JSON.stringify([
  { name: 'Clase 1: tijera y peine, con un nombre largo que no cabe', startDate: 'today+3' },
  { name: 'Clase 2: navaja', startDate: 'today+10' },
  { name: 'Clase 3: barba', startDate: 'today+17' },
  { name: 'Clase 4: degradado', startDate: 'today+24' },
]);

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: AHORA });
});

const boton = (widget: Locator) => widget.locator('.atcb-button').first();
const estilo = (locator: Locator, propiedad: string) =>
  locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), propiedad);

test('provider icons: Google Calendar in its brand colour, neutral outlines for the rest, nothing fetched', async ({
  page,
}) => {
  const pedidos: string[] = [];
  page.on('request', (r) => pedidos.push(r.url()));
  await abrirPlayground(page);
  const widget = page.locator('#lista-dropdown add-to-calendar-button');
  await boton(widget).click();
  const items = widget.getByRole('menuitem');
  await expect(items).toHaveCount(7);
  const google = widget.locator('.atcb-icon[data-icon=google] path');
  await expect(google).toHaveAttribute('fill', '#4285F4');
  expect((await google.getAttribute('d'))?.length).toBeGreaterThan(500);
  for (const opcion of ['apple', 'ical', 'ms365', 'outlookcom', 'msteams', 'yahoo']) {
    const trazo = widget.locator(`.atcb-icon[data-icon=${opcion}] path`);
    await expect(trazo, opcion).toHaveClass('atcb-outline');
    expect(await estilo(trazo, 'fill'), opcion).toBe('none');
  }
  // The spec's accent #1e90ff where it keeps 4.5:1 (dark); light keeps #1a5493 (decision 012).
  const acento = (id: string) => estilo(page.locator(`#${id} add-to-calendar-button .atcb`), '--atcb-accent');
  expect(await acento('estilo-default-oscuro')).toBe('#1e90ff');
  expect(await acento('estilo-default-claro')).toBe('#1a5493');
  // Icons are part of the element's code: no image, font or icon file is requested for them.
  expect(pedidos.filter((url) => !/\/widget(\/|$)|\/favicon/.test(new URL(url).pathname))).toEqual([]);
});

test('dimensions of the spec: button widths, breakpoints, modal width, submit width and one-line clamps', async ({
  page,
}) => {
  await abrirPlayground(page);
  expect(await estilo(boton(page.locator('#estilo-flat-claro add-to-calendar-button')), 'max-width')).toBe(
    '300px',
  );
  for (const nombre of ['round', 'neumorphism']) {
    const widget = page.locator(`#estilo-${nombre}-claro add-to-calendar-button`);
    expect(await estilo(boton(widget), 'max-width'), nombre).toBe('350px');
  }
  const tamanos = await agregarWidget(page, 'tamanos', { ...EVENTO, size: '0|5|10' });
  const contenedor = tamanos.locator('.atcb');
  const fechas = await agregarWidget(page, 'fechas', { ...EVENTO, dates: VARIAS_FECHAS, options: 'Google' });
  const submit = page.locator('#rsvp-en-linea add-to-calendar-button .atcb-submit');
  // Breakpoints 575 px and 991 px: large, medium and small font sizes, dialog and submit widths.
  for (const [ancho, fuente, minimoEnviar] of [
    [1280, '10px', '200px'],
    [991, '15px', '200px'],
    [576, '15px', '200px'],
    [575, '20px', '150px'],
  ] as const) {
    await page.setViewportSize({ width: ancho, height: 900 });
    expect(await estilo(contenedor, 'font-size'), `${ancho}`).toBe(fuente);
    expect(await estilo(submit, 'min-width'), `${ancho}`).toBe(minimoEnviar);
  }
  for (const [ancho, dialogo] of [
    [1280, 512],
    [576, 512],
    // Below 576 px: the window less 1em each side, within the browser's own margin for a modal dialog.
    [575, 575 - 38],
  ] as const) {
    await page.setViewportSize({ width: ancho, height: 900 });
    await boton(fechas).click();
    const modal = page.getByRole('dialog', { name: 'Este evento tiene varias fechas' });
    // 32em at the element's 16 px; below 576 px the window less 1em each side.
    expect((await modal.boundingBox())?.width, `${ancho}`).toBeCloseTo(dialogo, 0);
    const titular = modal.locator('.atcb-headline').first();
    const lugar = modal.locator('.atcb-where').first();
    for (const linea of [titular, lugar]) {
      expect(await estilo(linea, 'white-space')).toBe('nowrap');
      expect(await estilo(linea, 'text-overflow')).toBe('ellipsis');
      expect(await estilo(linea, 'overflow')).toBe('hidden');
    }
    // One line: as tall as its line height, whatever the length of the name.
    const caja = await titular.boundingBox();
    expect(caja?.height).toBeLessThan(30);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  }
});

test('timings and layers: list entrance 0.2 s (0.6 s neumorphism), overlay fade 0.15 s at z-index 14000000 over a sticky header', async ({
  page,
}) => {
  await abrirPlayground(page);
  // A host page's sticky header, high in its own stacking order.
  await page.evaluate(() => {
    const cabecera = document.createElement('header');
    cabecera.id = 'cabecera-fija';
    cabecera.textContent = 'Cabecera del sitio';
    Object.assign(cabecera.style, {
      position: 'sticky',
      top: '0',
      zIndex: '99999',
      background: '#ddd',
      height: '80px',
    });
    document.body.prepend(cabecera);
  });
  const widget = page.locator('#lista-overlay add-to-calendar-button');
  await boton(widget).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await boton(widget).click();
  const fondo = widget.locator('.atcb-bg');
  expect(await estilo(fondo, 'z-index')).toBe('14000000');
  expect(await estilo(fondo, 'animation-duration')).toBe('0.15s');
  expect(await estilo(widget.getByRole('menu'), 'animation-duration')).toBe('0.2s');
  // The overlay's dimmed background covers the header: a click there reaches the widget, not the header.
  expect(await page.evaluate(() => document.elementFromPoint(200, 40)?.tagName.toLowerCase())).toBe(
    'add-to-calendar-button',
  );
  await page.keyboard.press('Escape');

  const neu = page.locator('#estilo-neumorphism-claro add-to-calendar-button');
  await boton(neu).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  // Off any hover list the pointer may have opened on its way (hover trigger examples).
  await page.mouse.move(1, 1);
  await boton(neu).click();
  expect(await estilo(neu.getByRole('menu'), 'animation-duration')).toBe('0.6s');
  await page.keyboard.press('Escape');
  const varias = boton(page.locator('#varias-fechas add-to-calendar-button'));
  await varias.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.mouse.move(1, 1);
  await varias.click();
  await page.locator('#varias-fechas').getByRole('menuitem', { name: 'Google' }).click();
  const fondoDialogo = await page
    .getByRole('dialog', { name: 'Este evento tiene varias fechas' })
    .evaluate((el) => getComputedStyle(el, '::backdrop').animationDuration);
  expect(fondoDialogo).toBe('0.15s');
});

test('the page stops scrolling behind a dialog only when the dialog plus 150 px exceeds the window', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 1400 });
  await abrirPlayground(page);
  const fechas = await agregarWidget(page, 'fechas', { ...EVENTO, dates: VARIAS_FECHAS, options: 'Google' });
  const desborde = () => page.evaluate(() => document.documentElement.style.overflow);
  await boton(fechas).click();
  const modal = page.getByRole('dialog', { name: 'Este evento tiene varias fechas' });
  const alto = (await modal.boundingBox())?.height ?? 0;
  expect(alto + 150).toBeLessThan(1400);
  expect(await desborde()).toBe('');
  // The window shrinks below the dialog plus 150 px: locked 200 ms after the resizing stops.
  await page.setViewportSize({ width: 1280, height: Math.round(alto + 100) });
  await expect.poll(desborde).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  expect(await desborde()).toBe('');
  await boton(fechas).click();
  await expect(modal).toBeVisible();
  expect(await desborde()).toBe('hidden');
});

/** The list's direction and whether it is still being placed (unseen). */
const lugar = (widget: Locator) =>
  widget.locator('.atcb').evaluate((el) => ({
    abre: (el as HTMLElement).dataset.open,
    colocando: el.querySelector('.atcb-drop')?.hasAttribute('data-placing'),
  }));

test('the list is placed 5 ms after opening, again 200 ms after a resize and every 300 ms at most while scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await abrirPlayground(page);
  const widget = page.locator('#lista-dropdown add-to-calendar-button');
  await boton(widget).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.clock.pauseAt(new Date(AHORA.getTime() + 60_000));
  await boton(widget).click();
  expect(await lugar(widget)).toEqual({ abre: undefined, colocando: true });
  await page.clock.runFor(4);
  expect(await lugar(widget)).toEqual({ abre: undefined, colocando: true });
  await page.clock.runFor(2);
  expect(await lugar(widget)).toEqual({ abre: 'down', colocando: false });
  await expect(widget.getByRole('menuitem').first()).toBeFocused();

  // Scrolling brings the button near the window's bottom: placed at once, the list flips up.
  await page.clock.runFor(400);
  const desplazar = (px: number) =>
    page.evaluate((y) => {
      window.scrollBy(0, y);
      // The browser's own scroll event comes with the next frame; this one is now.
      window.dispatchEvent(new Event('scroll'));
    }, px);
  const hastaAbajo = await boton(widget).evaluate(
    (el) => el.getBoundingClientRect().bottom - innerHeight + 20,
  );
  await desplazar(hastaAbajo);
  expect((await lugar(widget)).abre).toBe('up');
  // Back to the middle within 300 ms of that: placed again only when 300 ms have passed.
  await desplazar(-hastaAbajo);
  await page.clock.runFor(250);
  expect((await lugar(widget)).abre).toBe('up');
  await page.clock.runFor(60);
  expect((await lugar(widget)).abre).toBe('down');

  // A window shortened to just below the button: placed again 200 ms after the last resize.
  const fondo = await boton(widget).evaluate((el) => Math.round(el.getBoundingClientRect().bottom + 20));
  // The browser sends its resize event when it gets to it: the 200 ms count from that event, not from the call.
  await page.evaluate(() => {
    const w = window as unknown as { redimensionada: Promise<void> };
    w.redimensionada = new Promise((listo) => addEventListener('resize', () => listo(), { once: true }));
  });
  await page.setViewportSize({ width: 1280, height: fondo });
  await page.evaluate(() => (window as unknown as { redimensionada: Promise<void> }).redimensionada);
  await page.clock.runFor(190);
  expect((await lugar(widget)).abre).toBe('down');
  await page.clock.runFor(20);
  expect((await lugar(widget)).abre).toBe('up');
});

test('branding: under the list after 500 ms (above it for a drop-up), fixed in a dialog on windows over 1000 px, never with hideBranding', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await abrirPlayground(page);
  const origen = new URL(page.url()).origin;
  await page.clock.pauseAt(new Date(AHORA.getTime() + 60_000));
  const abajo = page.locator('#lista-dropdown-static add-to-calendar-button');
  await boton(abajo).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await boton(abajo).click();
  const marca = abajo.getByRole('link', { name: 'Botón de calendario de Barbería Maipú' });
  await page.clock.runFor(499);
  await expect(marca).toBeHidden();
  await page.clock.runFor(2);
  await expect(marca).toBeVisible();
  await expect(marca).toHaveAttribute('href', `${origen}/widget`);
  // The list's entrance (a CSS transition, on real time, not the page's clock) may still be moving it on a
  // busy machine: both boxes are read again until it has settled.
  await expect(async () => {
    const lista = await abajo.getByRole('menu').boundingBox();
    expect((await marca.boundingBox())?.y).toBeGreaterThanOrEqual((lista?.y ?? 0) + (lista?.height ?? 0) - 1);
  }).toPass({ timeout: 5000 });
  await page.keyboard.press('Escape');

  const arriba = page.locator('#lista-dropup-static add-to-calendar-button');
  await boton(arriba).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await boton(arriba).click();
  await page.clock.runFor(510);
  const marcaArriba = arriba.getByRole('link', { name: 'Botón de calendario de Barbería Maipú' });
  await expect(marcaArriba).toBeVisible();
  await expect(async () => {
    const listaArriba = await arriba.getByRole('menu').boundingBox();
    const caja = await marcaArriba.boundingBox();
    expect((caja?.y ?? 0) + (caja?.height ?? 0)).toBeLessThanOrEqual((listaArriba?.y ?? 0) + 1);
  }).toPass({ timeout: 5000 });
  await page.keyboard.press('Escape');

  const modal = page.locator('#lista-modal add-to-calendar-button');
  await boton(modal).click();
  await page.clock.runFor(510);
  const dialogo = page.getByRole('dialog', { name: 'Agregar al calendario' });
  const fija = dialogo.getByRole('link', { name: 'Botón de calendario de Barbería Maipú' });
  await expect(fija).toBeVisible();
  expect(await estilo(fija, 'position')).toBe('fixed');
  // Read again until the dialog's entrance has settled: while it runs, the link is placed against the moving
  // dialog, not the window (it was read 385 px off on a fast run).
  await expect(async () => {
    const caja = await fija.boundingBox();
    expect((caja?.x ?? 0) + (caja?.width ?? 0)).toBeCloseTo(1280 - 40, 0);
    expect((caja?.y ?? 0) + (caja?.height ?? 0)).toBeCloseTo(800 - 10, 0);
  }).toPass({ timeout: 5000 });
  await page.keyboard.press('Escape');

  // Neither dimension above 1000 px: no fixed link. hideBranding: no link at all.
  await page.setViewportSize({ width: 1000, height: 800 });
  await boton(modal).click();
  await page.clock.runFor(510);
  await expect(dialogo).toBeVisible();
  await expect(dialogo.getByRole('link')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.clock.resume();
  const sinMarca = await agregarWidget(page, 'sin-marca', { ...EVENTO, hideBranding: '' });
  await boton(sinMarca).click();
  await page.waitForTimeout(600);
  await expect(sinMarca.getByRole('menu')).toBeVisible();
  await expect(sinMarca.getByRole('link')).toHaveCount(0);
});

test('share-buttons row of the thank-you dialog: e-mail, copy and the device share sheet', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await capturarAperturas(page);
  await page.addInitScript(() => {
    const compartidos: unknown[] = [];
    Object.defineProperty(navigator, 'share', {
      value: (datos: unknown) => {
        compartidos.push(datos);
        return Promise.resolve();
      },
    });
    (window as unknown as { compartidos: unknown[] }).compartidos = compartidos;
  });
  await abrirPlayground(page);
  const widget = page.locator('#agradecimiento add-to-calendar-button');
  await boton(widget).click();
  await widget.getByRole('menuitem', { name: 'Google' }).click();
  const fila = page
    .getByRole('dialog', { name: '¡Nos vemos pronto!' })
    .getByRole('group', { name: 'Compartir…' });
  await expect(fila.getByRole('link', { name: 'Compartir por correo' })).toBeVisible();
  await expect(fila.getByRole('button', { name: 'Copiar enlace' })).toBeVisible();
  await fila.getByRole('button', { name: 'Compartir…' }).click();
  expect(await page.evaluate(() => (window as unknown as { compartidos: unknown[] }).compartidos)).toEqual([
    { url: 'https://barberia.example/agenda' },
  ]);
  expect(await estilo(fila, 'justify-content')).toBe('center');
});

/** The JSON-LD scripts the page holds, parsed. */
const datosEnriquecidos = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => ({
      dentro: s.parentElement?.id ?? '',
      datos: JSON.parse(s.textContent ?? 'null'),
    })),
  );

test('rich data: one schema.org Event per element, redrawn with it, none with hideRichData, gone with the element', async ({
  page,
}) => {
  await abrirPlayground(page);
  // The page's own JSON-LD, outside any widget. Not a count of all scripts: the playground's widgets add
  // theirs a moment after they are drawn (the builder is a chunk of its own), and a count read then was one
  // short (CI, stop 38).
  const dePagina = () =>
    page.evaluate(
      () =>
        [...document.querySelectorAll('script[type="application/ld+json"]')].filter(
          (s) => s.parentElement?.localName !== 'add-to-calendar-button',
        ).length,
    );
  const deLaPagina = await dePagina();
  const widget = await agregarWidget(page, 'con-datos', {
    ...EVENTO,
    organizer: 'Barbería Maipú|hola@barberia.cl',
  });
  await expect
    .poll(async () => (await datosEnriquecidos(page)).filter((d) => d.dentro === 'con-datos'))
    .toEqual([
      {
        dentro: 'con-datos',
        datos: {
          '@context': 'https://schema.org',
          '@type': 'Event',
          name: 'Corte de pelo',
          startDate: '2026-11-30T11:00:00-03:00',
          endDate: '2026-11-30T11:45:00-03:00',
          eventStatus: 'https://schema.org/EventScheduled',
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          location: { '@type': 'Place', name: EVENTO.location, address: EVENTO.location },
          organizer: { '@type': 'Person', name: 'Barbería Maipú', email: 'hola@barberia.cl' },
        },
      },
    ]);
  await widget.evaluate((el) => {
    el.setAttribute('name', 'Corte y barba');
    el.setAttribute('location', 'https://meet.example/barberia');
  });
  await expect
    .poll(async () =>
      (await datosEnriquecidos(page)).filter((d) => d.dentro === 'con-datos').map((d) => d.datos.name),
    )
    .toEqual(['Corte y barba']);
  const online = (await datosEnriquecidos(page)).find((d) => d.dentro === 'con-datos')?.datos;
  expect(online.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
  expect(online.location).toEqual({ '@type': 'VirtualLocation', url: 'https://meet.example/barberia' });
  await agregarWidget(page, 'sin-datos', { ...EVENTO, hideRichData: '' });
  await widget.evaluate((el) => el.remove());
  await expect
    .poll(async () =>
      (await datosEnriquecidos(page)).filter((d) => d.dentro === 'con-datos' || d.dentro === 'sin-datos'),
    )
    .toEqual([]);
  expect(await dePagina()).toBe(deLaPagina);
});

test('Japanese, Korean, Chinese and right-to-left layouts, with English texts (screenshots looked at)', async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await abrirPlayground(page);
  for (const idioma of ['ja', 'ko', 'zh', 'ar', 'he']) {
    const widget = await agregarWidget(page, `idioma-${idioma}`, {
      ...EVENTO,
      language: idioma,
      trigger: 'click',
      dates: VARIAS_FECHAS,
      options: 'Google, Outlook.com',
    });
    const contenedor = widget.locator('.atcb');
    await expect(contenedor).toHaveAttribute('lang', idioma);
    await expect(boton(widget)).toHaveAccessibleName('Add to Calendar');
    const rtl = idioma === 'ar' || idioma === 'he';
    await expect(contenedor).toHaveAttribute('dir', rtl ? 'rtl' : 'ltr');
    if (!rtl) expect(await estilo(contenedor, 'font-family')).toContain('Hiragino Sans');
    if (idioma === 'ko') expect(await estilo(contenedor, 'word-break')).toBe('keep-all');
    if (idioma === 'ja') expect(await estilo(contenedor, 'line-break')).toBe('strict');
    await boton(widget).click();
    const lista = widget.getByRole('menu');
    await expect(lista).toBeVisible();
    const icono = await lista.locator('.atcb-icon').first().boundingBox();
    const texto = await lista.locator('.atcb-label').first().boundingBox();
    // The icon leads the label: on its left, or on its right in a right-to-left language.
    expect(rtl ? (icono?.x ?? 0) > (texto?.x ?? 0) : (icono?.x ?? 0) < (texto?.x ?? 0)).toBe(true);
    await page.screenshot({ path: info.outputPath(`lista-${idioma}.png`) });
    await lista.getByRole('menuitem', { name: 'Google' }).click();
    const dialogo = page.getByRole('dialog', { name: 'This is an event series' });
    await expect(dialogo).toBeVisible();
    const caja = await dialogo.boundingBox();
    const cerrar = await dialogo.getByRole('button', { name: 'Close' }).boundingBox();
    const centro = (caja?.x ?? 0) + (caja?.width ?? 0) / 2;
    expect(rtl ? (cerrar?.x ?? 0) < centro : (cerrar?.x ?? 0) > centro).toBe(true);
    // CJK dates carry their own characters (日, 일): the day badge holds them without overflowing.
    const insignia = dialogo.locator('.atcb-badge').first();
    expect(await insignia.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await page.screenshot({ path: info.outputPath(`fechas-${idioma}.png`) });
    await page.keyboard.press('Escape');
  }
});
