import type { EventoRsvp, EventoRsvpInput } from '@barberia/shared';
import { expect, type Page, test } from '@playwright/test';
import { emailUnico } from './support/agenda';
import { diaSantiago } from './support/back-office';
import { soloLaRuta } from './support/rutas';
import { tokenAdmin } from './support/tienda';

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

/** Gives a playground example a key (an event's id), so it talks to this origin's /api/rsvp. */
async function conClave(page: Page, id: string, clave: string) {
  await page
    .locator(`#${id} add-to-calendar-button`)
    .evaluate((el, k) => el.setAttribute('proKey', k), clave);
}

/** The widget example's event as the admin creates it (the same form fields), with `cambios`. */
const eventoDelTaller = (cambios: Partial<EventoRsvpInput>): EventoRsvpInput => ({
  name: `Taller ${Date.now().toString(36).slice(-5)}`,
  startDate: diaSantiago(30),
  startTime: '19:00',
  endTime: '21:00',
  max: 12,
  maxpp: 10,
  fields: [
    { type: 'text', name: 'nombre', label: 'Tu nombre', required: true },
    { type: 'checkbox', name: 'novedades', label: 'Quiero recibir novedades' },
  ],
  ...cambios,
});

/**
 * Decision 054: the count, the refusals the server can give and the opt-in success are the real server's, on
 * events made for the test (10 of 12 places taken, double opt-in; and one whose answers closed). What no
 * event can make on demand — a dropped connection, too many waiting answers from one address, the server
 * calling the address wrong, a last place taken meanwhile — is our API failing on that event's exact path.
 */
test('with a key: seats left from the count, waiting indicator, server errors 5, 6 and others, sent view kept per event', async ({
  page,
  request,
}) => {
  const token = await tokenAdmin(request);
  const comoAdmin = { authorization: `Bearer ${token}` };
  const crear = async (evento: EventoRsvpInput) => {
    const res = await request.post('/api/eventos', { headers: comoAdmin, data: evento });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as EventoRsvp;
  };
  const taller = await crear(eventoDelTaller({}));
  const cerrado = await crear(eventoDelTaller({ expires: `${diaSantiago(-1)} 12:00` }));
  try {
    // Ten places taken, then double opt-in: the next answer waits for its mail.
    const diez = await request.post(`/api/rsvp/${taller._id}`, {
      data: { status: 'confirmed', amount: 10, email: emailUnico('grupo'), payload: { nombre: 'Grupo' } },
    });
    expect(diez.ok(), await diez.text()).toBe(true);
    const { _id: _, ...datos } = taller;
    const conOptIn = await request.put(`/api/eventos/${taller._id}`, {
      headers: comoAdmin,
      data: { ...datos, doubleOptIn: true },
    });
    expect(conOptIn.ok(), await conOptIn.text()).toBe(true);
    await responderConClave(page, taller._id, cerrado._id);
  } finally {
    for (const { _id } of [taller, cerrado])
      await request.delete(`/api/eventos/${_id}`, { headers: comoAdmin });
  }
});

async function responderConClave(page: Page, clave: string, claveCerrada: string) {
  const email = emailUnico('ana');
  /** How our API fails the next answer; `null`: the server answers it. */
  let falla: 'red' | 'demasiadas' | 'correo' | 'agotado' | null = null;
  const cuerpos: unknown[] = [];
  // Each answer waits here until the test lets it go, so the sending state can be seen.
  const enEspera: (() => void)[] = [];
  const soltar = async () => {
    await expect.poll(() => enEspera.length).toBe(1);
    enEspera.shift()?.();
  };
  await page.route(soloLaRuta(`/api/rsvp/${clave}`), async (route) => {
    cuerpos.push(route.request().postDataJSON());
    expect(route.request().headers()['cache-control']).toBe('no-cache');
    await new Promise<void>((listo) => enEspera.push(listo));
    if (falla === 'red') return route.abort();
    if (falla === 'demasiadas')
      return route.fulfill({ status: 429, json: { code: 'RSVP_PENDIENTES_POR_IP', msg: '' } });
    if (falla === 'correo')
      return route.fulfill({ status: 400, json: { error: 2, msg: 'El correo no es válido.' } });
    if (falla === 'agotado') return route.fulfill({ status: 409, json: { error: 6, msg: '' } });
    return route.continue();
  });
  await page.route(soloLaRuta(`/api/rsvp/${claveCerrada}`), async (route) => {
    await new Promise<void>((listo) => enEspera.push(listo));
    return route.continue();
  });
  await abrirPlayground(page);
  await conClave(page, 'rsvp-en-linea', clave);
  const widget = page.locator('#rsvp-en-linea add-to-calendar-button');
  const form = widget.getByRole('form', { name: 'Inscríbete al taller' });
  await expect(widget.getByText('Quedan 2 cupos.')).toBeVisible();

  await form.getByLabel('Cantidad de personas').fill('3');
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Tu nombre').fill(' <i>Ana</i> ');
  const enviar = form.getByRole('button', { name: 'Enviar respuesta' });
  await enviar.click();
  // Sending: the button gives way to the waiting indicator and the fields are locked.
  await expect(form.getByRole('status')).toHaveText('Enviando tu respuesta…');
  await expect(enviar).toBeHidden();
  await expect(form.getByLabel('Correo electrónico')).toBeDisabled();
  await soltar();
  // The server's own refusal: 3 do not fit in the 2 places left.
  await expect(form.getByRole('alert')).toHaveText(
    'Lo sentimos, no quedan cupos suficientes para 3 personas.',
  );
  await expect(form.getByLabel('Cantidad de personas')).toBeFocused();
  expect(cuerpos.at(-1)).toEqual({
    prokey: clave,
    language: 'es',
    status: 'confirmed',
    amount: 3,
    email,
    payload: { nombre: 'Ana', novedades: 'false' },
  });

  falla = 'red';
  await enviar.click();
  await soltar();
  await expect(form.getByRole('alert')).toHaveText('No pudimos enviar tus datos. Inténtalo de nuevo.');
  // Too many answers waiting for their mail from this address: the form stays and says to wait.
  falla = 'demasiadas';
  await enviar.click();
  await soltar();
  await expect(form.getByRole('alert')).toHaveText(
    'Hay demasiadas respuestas desde tu conexión esperando confirmación. Confirma las que enviaste por correo o inténtalo en unos minutos.',
  );
  await expect(enviar).toBeEnabled();
  falla = 'correo';
  await enviar.click();
  await soltar();
  await expect(form.getByRole('alert')).toHaveText('Ingresa un correo válido.');
  await expect(form.getByLabel('Correo electrónico')).toBeFocused();

  falla = 'agotado';
  await form.getByLabel('Cantidad de personas').fill('1');
  await enviar.click();
  await soltar();
  // Booked out for one person: closed.
  await expect(form.getByRole('alert')).toHaveText('Lo sentimos, no quedan cupos para este evento.');
  await expect(form.getByLabel('Correo electrónico')).toBeDisabled();
  await expect(enviar).toBeDisabled();

  // Expired, from the count of an event whose answers closed: the form is closed from the start.
  await page.reload();
  await conClave(page, 'rsvp-en-linea', claveCerrada);
  await expect(form.getByRole('alert')).toHaveText('Las inscripciones para este evento están cerradas.');
  await expect(enviar).toBeDisabled();

  // A count that fails is ignored: the form works, without the seats line; the server may still say
  // it expired (error 5), which closes the form.
  await page.route(soloLaRuta(`/api/rsvp/${claveCerrada}/count`), (route) => route.fulfill({ status: 500 }));
  await page.reload();
  await conClave(page, 'rsvp-en-linea', claveCerrada);
  await expect(enviar).toBeEnabled();
  await expect(widget.getByText(/cupos?\./)).toHaveCount(0);
  const llenar = async () => {
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByLabel('Tu nombre').fill('Ana');
  };
  await llenar();
  await enviar.click();
  await soltar();
  await expect(form.getByRole('alert')).toHaveText('Las inscripciones para este evento están cerradas.');
  await expect(enviar).toBeDisabled();

  await page.reload();
  await conClave(page, 'rsvp-en-linea', clave);
  await llenar();
  falla = null;
  await enviar.click();
  await soltar();
  // The server's answer: the place waits for the confirmation mail (double opt-in).
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
}
