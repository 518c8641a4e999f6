import type { HorasLibresRespuesta } from '@barberia/shared';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { avisoActivo, elegirHora, elegirServicio, emailUnico, llenarContacto } from './support/agenda';
import { sinViolaciones } from './support/axe';
import { expect, test } from './support/fixtures';
import { soloLaRuta } from './support/rutas';

/**
 * Issue 22, «A flow that never strands a client», on a phone: the taps from /agenda to a booked hour, the
 * notice that never lands under a tap, the recovery when the hour is taken meanwhile, a grid that stays
 * current, the calendar by keyboard, and axe on every step.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The spec's one barber's free hours for a service length, as the hour screen reads them. */
async function horasLibres(request: APIRequestContext, duracion: number) {
  const { barberoId } = (await (await request.get('/api/config')).json()) as { barberoId: string };
  const res = await request.get(`/api/fechas/horas-libres/${barberoId}?duracion=${duracion}`);
  return ((await res.json()) as HorasLibresRespuesta).dias;
}

const mas = (hora: string, minutos: number) => {
  const total = Number(hora.slice(0, 2)) * 60 + Number(hora.slice(3)) + minutos;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/** Someone else books that hour through the API, as another client's browser would. */
async function otroClienteToma(
  request: APIRequestContext,
  hora: { fechaId: string; horaInicio: string; duracion: number; servicio: string },
) {
  const res = await request.put(`/api/fechas/${hora.fechaId}/agregar-hora-agendada`, {
    data: {
      horaInicio: hora.horaInicio,
      horaFin: mas(hora.horaInicio, hora.duracion),
      nombre: '@rapido',
      email: emailUnico('rapido'),
      servicio: hora.servicio,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const slotsDe = (page: Page) => page.getByRole('group', { name: 'Horas disponibles' }).getByRole('button');
const diaConFoco = (page: Page) =>
  page.evaluate(() => {
    const activo = document.activeElement;
    return activo?.classList.contains('react-calendar__month-view__days__day')
      ? (activo.querySelector('abbr')?.getAttribute('aria-label') ?? '')
      : null;
  });

test('from /agenda to a booked hour in at most 8 taps plus the two text fields, focus on each heading, axe clean', async ({
  page,
  api,
  request,
}) => {
  test.slow();
  const aviso = await avisoActivo(api, request);
  let toques = 0;
  const tocar = async (objetivo: Locator) => {
    toques++;
    await objetivo.tap();
  };

  await page.goto('/agenda');
  const modal = page.getByRole('dialog', { name: aviso.titulo });
  await expect(modal).toBeVisible();
  await sinViolaciones(page);
  await expect(modal.getByRole('button', { name: 'Entendido' })).toBeEnabled({ timeout: 5_000 });
  await tocar(modal.getByRole('button', { name: 'Entendido' }));
  await tocar(page.getByRole('link', { name: 'Ir a Agendar Hora' }));

  const servicios = page.getByRole('heading', { level: 1, name: 'Seleccione sus Servicios' });
  await expect(servicios).toBeFocused();
  await tocar(page.getByRole('button', { name: /^Corte de pelo/ }));
  await sinViolaciones(page);
  await tocar(page.getByRole('button', { name: 'Continuar' }));

  // The first day with free hours comes chosen: its hours are there without a tap.
  await expect(page.getByRole('heading', { level: 1, name: 'Seleccione su hora' })).toBeFocused();
  await expect(page.getByText('Fecha seleccionada:')).toBeVisible();
  await expect(page.locator('.react-calendar__tile--active')).toHaveClass(/dia-disponible/);
  await sinViolaciones(page);
  const slot = slotsDe(page).first();
  const horaInicio = ((await slot.textContent()) ?? '').trim().slice(0, 5);
  await tocar(slot);
  await tocar(page.getByRole('button', { name: 'Continuar' }));

  await expect(page.getByRole('heading', { level: 1, name: 'Datos de Contacto' })).toBeFocused();
  await page.getByLabel('Nombre').fill('@cliente.toques');
  await page.getByLabel('Correo electrónico').fill(emailUnico('toques'));
  await sinViolaciones(page);
  await tocar(page.getByRole('button', { name: 'Agendar', exact: true }));
  const confirmar = page.getByRole('alertdialog', { name: '¿Estás seguro/a de agendar esta hora?' });
  await expect(confirmar).toContainText(`${horaInicio} hrs`);
  await sinViolaciones(page);
  await tocar(confirmar.getByRole('button', { name: 'Confirmar' }));

  const exito = page.getByRole('dialog', { name: '¡Hora agendada!' });
  await expect(exito).toContainText(`a las ${horaInicio} hrs`);
  await sinViolaciones(page);
  expect(toques).toBeLessThanOrEqual(8);
});

test('the notice never opens under a tap already started, and still shows once the tap lands elsewhere', async ({
  page,
  api,
  request,
}) => {
  const aviso = await avisoActivo(api, request);
  // The notice's answer waits until the finger is down.
  let soltarAviso: () => void = () => undefined;
  const avisoRetenido = new Promise<void>((listo) => {
    soltarAviso = listo;
  });
  const rutaDelAviso = soloLaRuta('/api/avisos/active');
  await page.route(rutaDelAviso, async (route) => {
    await avisoRetenido;
    await route.continue();
  });

  const pulsarYSoltarAviso = async (objetivo: Locator) => {
    const caja = await objetivo.boundingBox();
    if (!caja) throw new Error('sin caja');
    await page.mouse.move(caja.x + caja.width / 2, caja.y + caja.height / 2);
    await page.mouse.down();
    const respuesta = page.waitForResponse('**/api/avisos/active');
    soltarAviso();
    await respuesta;
    // A few frames for the answer to reach the screen: the modal would be open by now.
    await page.evaluate(
      () =>
        new Promise((listo) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(listo, 100))),
        ),
    );
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await page.mouse.up();
  };

  // A tap on the way in lands where it was aimed: the booking starts, no modal in between.
  await page.goto('/agenda');
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  await pulsarYSoltarAviso(page.getByRole('link', { name: 'Ir a Agendar Hora' }));
  await expect(page).toHaveURL(/\/agenda\/servicios$/);

  // A tap that goes nowhere: the notice waits for it, then shows.
  await page.unroute(rutaDelAviso);
  const otraVez = new Promise<void>((listo) => {
    soltarAviso = listo;
  });
  await page.route(rutaDelAviso, async (route) => {
    await otraVez;
    await route.continue();
  });
  await page.goto('/agenda');
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  await pulsarYSoltarAviso(page.getByRole('heading', { level: 1, name: 'Agenda' }));
  await expect(page.getByRole('dialog', { name: aviso.titulo })).toBeVisible();
});

test('a press that began on the server’s HTML, before any script, also keeps the notice away until it lands', async ({
  page,
  api,
  request,
}) => {
  const aviso = await avisoActivo(api, request);
  // The app's code waits until the finger is down on the page the server drew.
  let soltarApp: () => void = () => undefined;
  const appRetenida = new Promise<void>((listo) => {
    soltarApp = listo;
  });
  await page.route('**/assets/arranque-*.js', async (route) => {
    await appRetenida;
    await route.continue();
  });
  await page.goto('/agenda', { waitUntil: 'commit' });
  const titulo = page.getByRole('heading', { level: 1, name: 'Agenda' });
  await expect(titulo).toBeVisible();
  const caja = await titulo.boundingBox();
  if (!caja) throw new Error('sin caja');
  await page.mouse.move(caja.x + caja.width / 2, caja.y + caja.height / 2);
  await page.mouse.down();

  // Now the app and the notice's code arrive (its answer came with the page), the finger still down.
  const modal = page.waitForResponse(/\/assets\/aviso-modal-.*\.js$/);
  soltarApp();
  await modal;
  await page.evaluate(
    () =>
      new Promise((listo) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(listo, 300))),
      ),
  );
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await page.mouse.up();
  await expect(page.getByRole('dialog', { name: aviso.titulo })).toBeVisible();
});

test('a day chosen by hand brings its hours into view with the focus on the first one', async ({ page }) => {
  await page.goto('/agenda/servicios');
  await elegirServicio(page, 'Corte de pelo');
  await expect(page.getByText('Fecha seleccionada:')).toBeVisible();
  // Another day with free hours (a full one has its waitlist instead, issue 42).
  const otroDia = page
    .getByRole('button', { name: /con horas disponibles/ })
    .and(page.locator(':not(.react-calendar__tile--active)'))
    .first();
  await otroDia.tap();
  const primera = slotsDe(page).first();
  await expect(primera).toBeFocused();
  await expect(primera).toBeInViewport();
});

test('the hour taken meanwhile: «Elegir otra hora» returns to that day with the nearest free hours, name and e-mail kept', async ({
  page,
  request,
}) => {
  const email = emailUnico('otra-hora');
  await page.goto('/agenda/servicios');
  await elegirServicio(page, 'Perfilado de barba');
  const elegida = await elegirHora(page);
  await llenarContacto(page, '@otra.hora', email);
  await page.getByRole('button', { name: 'Agendar', exact: true }).click();
  const confirmar = page.getByRole('alertdialog', { name: '¿Estás seguro/a de agendar esta hora?' });
  await expect(confirmar).toBeVisible();

  const borrador = JSON.parse((await page.evaluate(() => sessionStorage.getItem('agendarInfo'))) ?? '{}');
  await otroClienteToma(request, {
    fechaId: borrador.fechaSeleccionada,
    horaInicio: borrador.horaInicio,
    duracion: borrador.duracion,
    servicio: borrador.servicio,
  });

  await confirmar.getByRole('button', { name: 'Confirmar' }).click();
  const error = page.getByRole('alertdialog', { name: '¡Error al agendar!' });
  await expect(error).toContainText('Alguien tomó esa hora antes que tú. La hora ya está agendada.');
  const botones = error.getByRole('button');
  await expect(botones).toHaveText(['Elegir otra hora', 'Volver']);
  await sinViolaciones(page);
  await botones.first().tap();

  // The same day, refreshed: the taken hour is gone, the nearest ones are offered.
  await expect(page).toHaveURL(/\/agenda\/horas$/);
  await expect(page.getByText('Fecha seleccionada:')).toContainText(borrador.fechaSeleccionadaString);
  await expect(slotsDe(page).first()).toBeVisible();
  await expect(slotsDe(page).filter({ hasText: elegida.slot })).toHaveCount(0);
  const aviso = page.getByRole('heading', {
    name: `La hora de las ${elegida.horaInicio} hrs ya no está disponible`,
  });
  await expect(aviso).toBeFocused();
  const cercanas = page.getByRole('group', { name: 'Horas cercanas' }).getByRole('button');
  await expect(cercanas.first()).toBeVisible();
  await sinViolaciones(page);
  const cercana = ((await cercanas.first().textContent()) ?? '').trim();
  await cercanas.first().tap();
  await expect(
    slotsDe(page)
      .filter({ hasText: cercana.slice(0, 5) })
      .first(),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Continuar' }).tap();

  await expect(page.getByLabel('Nombre')).toHaveValue('@otra.hora');
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
  await page.getByRole('button', { name: 'Agendar', exact: true }).tap();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).tap();
  await expect(page.getByRole('dialog', { name: '¡Hora agendada!' })).toContainText(
    `a las ${cercana.slice(0, 5)} hrs`,
  );
});

test('the hour grid refreshes when the window gets the focus back and every 30 s while open', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await page.goto('/agenda/servicios');
  await elegirServicio(page, 'Afeitado clásico');
  await expect(page.getByText('Fecha seleccionada:')).toBeVisible();
  const duracion = Number(
    /Duración: (\d+) min/.exec((await page.getByText(/Duración:/).textContent()) ?? '')?.[1],
  );
  const servicio = 'Afeitado clásico';

  const tomarLaPrimera = async () => {
    const dia = (await horasLibres(request, duracion)).find((d) => d.horas.length > 0);
    const horaInicio = dia?.horas[0] ?? '';
    await expect(slotsDe(page).first()).toHaveText(new RegExp(`^${horaInicio}`));
    await otroClienteToma(request, { fechaId: dia?.fechaId ?? '', horaInicio, duracion, servicio });
    // Nothing tells the page yet.
    await expect(slotsDe(page).first()).toHaveText(new RegExp(`^${horaInicio}`));
    return horaInicio;
  };

  const primera = await tomarLaPrimera();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(slotsDe(page).filter({ hasText: new RegExp(`^${primera}`) })).toHaveCount(0);

  const segunda = await tomarLaPrimera();
  await page.clock.runFor(30_000);
  await expect(slotsDe(page).filter({ hasText: new RegExp(`^${segunda}`) })).toHaveCount(0);
});

test('the calendar by keyboard alone: one tab stop, arrows, Home/End, PageUp/PageDown, Enter', async ({
  page,
}) => {
  await page.goto('/agenda/servicios');
  await elegirServicio(page, 'Corte de pelo');
  await expect(page.getByRole('heading', { level: 1, name: 'Seleccione su hora' })).toBeFocused();
  await expect(page.getByText('Fecha seleccionada:')).toBeVisible();
  const dias = page.locator('.react-calendar__month-view__days__day');
  await expect(dias.and(page.locator('[tabindex="0"]'))).toHaveCount(1);

  // Tab from the heading reaches the chosen day, once.
  let elegido: string | null = null;
  for (let i = 0; i < 10 && elegido === null; i++) {
    await page.keyboard.press('Tab');
    elegido = await diaConFoco(page);
  }
  expect(elegido).toBeTruthy();
  await expect(page.locator(':focus')).toHaveClass(/react-calendar__tile--active/);

  // Right and back; a week down and up; the week's ends.
  await page.keyboard.press('ArrowRight');
  const siguiente = await diaConFoco(page);
  expect(siguiente).toBeTruthy();
  expect(siguiente).not.toBe(elegido);
  await page.keyboard.press('ArrowLeft');
  expect(await diaConFoco(page)).toBe(elegido);
  await page.keyboard.press('End');
  const finDeSemana = await diaConFoco(page);
  await page.keyboard.press('Home');
  const inicioDeSemana = await diaConFoco(page);
  expect(finDeSemana).toBeTruthy();
  expect(inicioDeSemana).toBeTruthy();
  // A month on and back: the calendar follows the focus to the month it lands in.
  await page.keyboard.press('PageDown');
  expect(await diaConFoco(page)).toBeTruthy();
  await page.keyboard.press('PageUp');
  expect(await diaConFoco(page)).toBeTruthy();
  await expect(dias.and(page.locator('[tabindex="0"]'))).toHaveCount(1);

  // Back to the chosen day's neighbour, and Tab leaves the days at once: they are one stop.
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  const destino = await diaConFoco(page);
  await page.keyboard.press('Tab');
  expect(await diaConFoco(page)).toBeNull();
  await page.keyboard.press('Shift+Tab');
  expect(await diaConFoco(page)).toBe(destino);

  // Enter chooses it and takes the focus to its first hour; Enter takes that hour, then on to the contact.
  await page.keyboard.press('Enter');
  await expect(page.getByText('Fecha seleccionada:')).toBeVisible();
  const primera = slotsDe(page).first();
  await expect(primera).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(primera).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Continuar' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Datos de Contacto' })).toBeFocused();
});

test('a wrong e-mail is a Spanish message tied to its field, never a browser bubble', async ({ page }) => {
  await page.goto('/agenda/servicios');
  await elegirServicio(page, 'Corte de pelo');
  await elegirHora(page);
  await llenarContacto(page, '@cliente.correo', 'no-es-un-correo');
  await page.getByRole('button', { name: 'Agendar', exact: true }).tap();
  const email = page.getByLabel('Correo electrónico');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  const mensaje = (await page.locator('#contacto-email-error').textContent()) ?? '';
  expect(mensaje).toMatch(/correo/i);
  await expect(email).toHaveAccessibleDescription(mensaje);
  // The browser's own check never ran: the form is noValidate, the field is not :invalid-blocked.
  expect(await page.locator('form').evaluate((f: HTMLFormElement) => f.noValidate)).toBe(true);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await sinViolaciones(page);
});

test('«Ver Horas» with a mistyped address: the route’s Spanish message, tied to the field', async ({
  page,
}) => {
  await page.goto('/agenda/cancelar');
  const email = page.getByLabel('Correo electrónico');
  await email.fill('no-es-un-correo');
  await page.getByRole('button', { name: 'Ver Horas' }).tap();
  const mensaje = page.locator('#revisar-email-error');
  await expect(mensaje).toHaveText('El correo no es válido.');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/^El correo no es válido\./);
  await sinViolaciones(page);
});
