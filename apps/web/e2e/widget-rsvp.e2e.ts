import { expect, type Page, test } from '@playwright/test';

// The playground's examples start 'today+7': with the clock here, answers are open.
const AHORA = new Date('2026-11-23T12:00:00-03:00');

declare global {
  interface Window {
    __rsvp?: { name: string; detail: Record<string, unknown> }[];
  }
}

/** Records the widget's RSVP events (real DOM CustomEvents that leave the shadow root). */
async function abrirPlayground(page: Page) {
  await page.addInitScript(() => {
    window.__rsvp = [];
    for (const name of ['openRSVP', 'successRSVP']) {
      document.addEventListener(name, (event) => {
        window.__rsvp?.push({ name, detail: (event as CustomEvent).detail });
      });
    }
  });
  await page.clock.install({ time: AHORA });
  await page.goto('/widget');
  await expect(page.locator('add-to-calendar-button:not([atcb-last-event])')).toHaveCount(0);
}

const eventos = (page: Page) => page.evaluate(() => window.__rsvp ?? []);

/** Every request the widget makes to an RSVP server. */
function llamadasRsvp(page: Page): string[] {
  const llamadas: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/rsvp')) llamadas.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  return llamadas;
}

test('demo mode (no proKey): the inline form checks its rules, shows the demo success and sends nothing', async ({
  page,
}) => {
  const llamadas = llamadasRsvp(page);
  await abrirPlayground(page);
  const widget = page.locator('#rsvp-en-linea add-to-calendar-button');
  const form = widget.getByRole('form', { name: 'Inscríbete al taller' });
  await expect(form).toBeVisible();
  await expect(widget.getByText('Cupos limitados.')).toBeVisible();
  // maybe_option adds "Tal vez"; initial_confirmation chooses "Asistiré"; maxpp 3 shows the amount.
  const opciones = form.getByRole('group', { name: '¿Vas a asistir?' }).getByRole('radio');
  await expect(opciones).toHaveCount(3);
  await expect(form.getByRole('radio', { name: 'Asistiré', exact: true })).toBeChecked();
  await expect(form.getByRole('radio', { name: 'Tal vez' })).toBeVisible();
  await expect(form.getByLabel('Cantidad de personas')).toHaveValue('1');
  // The calendar options stay under the form.
  await expect(widget.getByRole('button', { name: 'Agregar al calendario' })).toBeVisible();
  expect(await eventos(page)).toContainEqual({
    name: 'openRSVP',
    detail: { identifier: 'rsvp-en-linea', trigger: 'inline' },
  });

  const enviar = form.getByRole('button', { name: 'Enviar respuesta' });
  await enviar.click();
  await expect(form.getByRole('alert')).toHaveText('No completaste todos los campos obligatorios.');
  const correo = form.getByLabel('Correo electrónico');
  await expect(correo).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Tu nombre')).toHaveAttribute('aria-invalid', 'true');
  await expect(correo).toBeFocused();
  // Invalid fields are red: border and label.
  await expect(correo).toHaveCSS('border-top-color', 'rgb(163, 38, 28)');

  await correo.fill('ana@correo');
  await form.getByLabel('Tu nombre').fill('Ana');
  await enviar.click();
  await expect(form.getByRole('alert')).toHaveText('Ingresa un correo válido.');
  await expect(form.getByLabel('Tu nombre')).toHaveAttribute('aria-invalid', 'false');

  await correo.fill('ana@correo.cl');
  await form.getByLabel('Cantidad de personas').fill('4');
  await enviar.click();
  await expect(form.getByRole('alert')).toHaveText('No completaste todos los campos obligatorios.');
  await expect(form.getByLabel('Cantidad de personas')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Cantidad de personas').fill('2');
  await form.getByRole('radio', { name: 'Tal vez' }).check();
  await enviar.click();
  const demo = widget.getByRole('status').filter({ hasText: 'demostración' });
  await expect(demo).toHaveText(
    'Modo de demostración: así se vería una respuesta enviada. No se envió nada.',
  );
  await expect(demo).toBeFocused();
  await expect(form).toBeHidden();
  expect(await eventos(page)).toContainEqual({
    name: 'successRSVP',
    detail: { identifier: 'rsvp-en-linea', status: 'undecided', amount: 2, result: 'demo' },
  });
  expect(llamadas).toEqual([]);

  // A demo remembers nothing: the next visit starts with the form again.
  await page.reload();
  await expect(
    page.locator('#rsvp-en-linea').getByRole('form', { name: 'Inscríbete al taller' }),
  ).toBeVisible();
  expect(llamadas).toEqual([]);
});

test('the RSVP button opens the form in a dialog: focus inside, status required, amount hidden, focus back on close', async ({
  page,
}) => {
  await abrirPlayground(page);
  const widget = page.locator('#rsvp-dialogo add-to-calendar-button');
  const abrir = widget.getByRole('button', { name: 'Inscribirme' });
  await abrir.click();
  const dialogo = page.getByRole('dialog', { name: 'Confirma tu asistencia' });
  await expect(dialogo).toBeVisible();
  expect((await eventos(page)).filter((e) => e.name === 'openRSVP').at(-1)).toEqual({
    name: 'openRSVP',
    detail: { identifier: 'rsvp-dialogo', trigger: 'click' },
  });
  // Nothing chosen (no initial_confirmation): focus starts on the first choice; no "Tal vez".
  await expect(dialogo.getByRole('radio', { name: 'Asistiré', exact: true })).toBeFocused();
  await expect(dialogo.getByRole('radio')).toHaveCount(2);
  await expect(dialogo.getByLabel('Cantidad de personas')).toBeHidden();
  await dialogo.getByLabel('Correo electrónico').fill('beto@correo.cl');
  await dialogo.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(dialogo.getByRole('alert')).toHaveText('No completaste todos los campos obligatorios.');
  await expect(dialogo.getByRole('radio', { name: 'Asistiré', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await dialogo.getByRole('radio', { name: 'No asistiré' }).check();
  await dialogo.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(dialogo.getByRole('status').filter({ hasText: 'demostración' })).toBeVisible();
  expect((await eventos(page)).at(-1)).toEqual({
    name: 'successRSVP',
    detail: { identifier: 'rsvp-dialogo', status: 'declined', amount: 1, result: 'demo' },
  });
  await page.keyboard.press('Escape');
  await expect(dialogo).toBeHidden();
  await expect(abrir).toBeFocused();
});

/** Gives a playground example a key, so it talks to this origin's /api/rsvp (answered by `page.route`). */
async function conClave(page: Page, id: string, clave: string) {
  await page
    .locator(`#${id} add-to-calendar-button`)
    .evaluate((el, k) => el.setAttribute('proKey', k), clave);
}

test('with a key: seats left from the count, waiting indicator, server errors 5, 6 and others, sent view kept per event', async ({
  page,
}) => {
  const clave = 'evento-prueba';
  let conteo = { total: 10, max: 12, expired: false, bookedOut: false };
  let respuesta: { status: number; body: unknown } | 'red' = { status: 409, body: { error: 6, msg: '' } };
  let conteoFalla = false;
  const cuerpos: unknown[] = [];
  // Each answer waits here until the test lets it go, so the sending state can be seen.
  const enEspera: (() => void)[] = [];
  const soltar = async () => {
    await expect.poll(() => enEspera.length).toBe(1);
    enEspera.shift()?.();
  };
  await page.route(
    (url) => url.pathname === `/api/rsvp/${clave}/count` && url.searchParams.get('prokey') === clave,
    (route) => (conteoFalla ? route.fulfill({ status: 500 }) : route.fulfill({ json: conteo })),
  );
  await page.route(
    (url) => url.pathname === `/api/rsvp/${clave}`,
    async (route) => {
      cuerpos.push(route.request().postDataJSON());
      expect(route.request().headers()['cache-control']).toBe('no-cache');
      await new Promise<void>((listo) => enEspera.push(listo));
      if (respuesta === 'red') await route.abort();
      else await route.fulfill({ status: respuesta.status, json: respuesta.body });
    },
  );
  await abrirPlayground(page);
  await conClave(page, 'rsvp-en-linea', clave);
  const widget = page.locator('#rsvp-en-linea add-to-calendar-button');
  const form = widget.getByRole('form', { name: 'Inscríbete al taller' });
  await expect(widget.getByText('Quedan 2 cupos.')).toBeVisible();

  await form.getByLabel('Cantidad de personas').fill('3');
  await form.getByLabel('Correo electrónico').fill('ana@correo.cl');
  await form.getByLabel('Tu nombre').fill(' <i>Ana</i> ');
  const enviar = form.getByRole('button', { name: 'Enviar respuesta' });
  await enviar.click();
  // Sending: the button gives way to the waiting indicator and the fields are locked.
  await expect(form.getByRole('status')).toHaveText('Enviando tu respuesta…');
  await expect(enviar).toBeHidden();
  await expect(form.getByLabel('Correo electrónico')).toBeDisabled();
  await soltar();
  await expect(form.getByRole('alert')).toHaveText(
    'Lo sentimos, no quedan cupos suficientes para 3 personas.',
  );
  await expect(form.getByLabel('Cantidad de personas')).toBeFocused();
  expect(cuerpos.at(-1)).toEqual({
    prokey: clave,
    language: 'es',
    status: 'confirmed',
    amount: 3,
    email: 'ana@correo.cl',
    payload: { nombre: 'Ana', novedades: 'false' },
  });

  respuesta = 'red';
  await enviar.click();
  await soltar();
  await expect(form.getByRole('alert')).toHaveText('No pudimos enviar tus datos. Inténtalo de nuevo.');
  // Too many answers waiting for their mail from this address: the form stays and says to wait.
  respuesta = { status: 429, body: { code: 'RSVP_PENDIENTES_POR_IP', msg: '' } };
  await enviar.click();
  await soltar();
  await expect(form.getByRole('alert')).toHaveText(
    'Hay demasiadas respuestas desde tu conexión esperando confirmación. Confirma las que enviaste por correo o inténtalo en unos minutos.',
  );
  await expect(enviar).toBeEnabled();
  respuesta = { status: 400, body: { error: 2, msg: 'El correo no es válido.' } };
  await enviar.click();
  await soltar();
  await expect(form.getByRole('alert')).toHaveText('Ingresa un correo válido.');
  await expect(form.getByLabel('Correo electrónico')).toBeFocused();

  respuesta = { status: 409, body: { error: 6, msg: '' } };
  await form.getByLabel('Cantidad de personas').fill('1');
  await enviar.click();
  await soltar();
  // Booked out for one person: closed.
  await expect(form.getByRole('alert')).toHaveText('Lo sentimos, no quedan cupos para este evento.');
  await expect(form.getByLabel('Correo electrónico')).toBeDisabled();
  await expect(enviar).toBeDisabled();

  // Expired, from the count: the form is closed from the start.
  conteo = { total: 0, max: 12, expired: true, bookedOut: false };
  await page.reload();
  await conClave(page, 'rsvp-en-linea', clave);
  await expect(form.getByRole('alert')).toHaveText('Las inscripciones para este evento están cerradas.');
  await expect(enviar).toBeDisabled();

  // A count that fails is ignored: the form works, without the seats line; the server may still say
  // it expired (error 5), which closes the form.
  conteoFalla = true;
  await page.reload();
  await conClave(page, 'rsvp-en-linea', clave);
  await expect(enviar).toBeEnabled();
  await expect(widget.getByText(/cupos?\./)).toHaveCount(0);
  const llenar = async () => {
    await form.getByLabel('Correo electrónico').fill('ana@correo.cl');
    await form.getByLabel('Tu nombre').fill('Ana');
  };
  await llenar();
  respuesta = { status: 410, body: { error: 5, msg: '' } };
  await enviar.click();
  await soltar();
  await expect(form.getByRole('alert')).toHaveText('Las inscripciones para este evento están cerradas.');
  await expect(enviar).toBeDisabled();

  await page.reload();
  await conClave(page, 'rsvp-en-linea', clave);
  await llenar();
  respuesta = { status: 200, body: { status: 'doi', msg: '' } };
  await enviar.click();
  await soltar();
  await expect(widget.getByRole('status').filter({ hasText: 'correo' })).toHaveText(
    'Te enviamos un correo: abre su enlace para confirmar tu inscripción.',
  );
  expect((await eventos(page)).at(-1)).toEqual({
    name: 'successRSVP',
    detail: { identifier: 'rsvp-en-linea', status: 'confirmed', amount: 1, result: 'doi' },
  });

  // Next visit: the already-sent view for this key only; "answer again" brings the form back.
  await page.reload();
  await conClave(page, 'rsvp-en-linea', clave);
  await expect(widget.getByText('Ya enviaste tu respuesta a este evento.')).toBeVisible();
  await conClave(page, 'rsvp-en-linea', 'otro-evento');
  await expect(form).toBeVisible();
  await conClave(page, 'rsvp-en-linea', clave);
  await widget.getByRole('button', { name: 'Responder de nuevo' }).click();
  await expect(form).toBeVisible();
  await expect(form.getByRole('radio', { name: 'Asistiré', exact: true })).toBeFocused();
  await page.reload();
  await conClave(page, 'rsvp-en-linea', clave);
  await expect(form).toBeVisible();
});
