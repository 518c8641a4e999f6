import { type Fecha, formatearFechaLarga, type HoraAgendada, type Servicio } from '@barberia/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { emailUnico } from './support/agenda';
import { sinViolaciones } from './support/axe';
import { diaSantiago, nombreDeDia } from './support/back-office';
import { type Api, type Cuenta, expect, test } from './support/fixtures';
import { SIMULADOR_WHATSAPP } from './support/whatsapp';

/**
 * The waitlist of a full day (issue 24, decision 043), on a phone: a new barber's only day is booked, a
 * client joins its waitlist from the hour step and confirms from the joining mail's link (decision 053);
 * the booking is cancelled, the server holds the freed hour for them and mails the link, and they book it
 * with one tap. Then: leaving the list from its link.
 * The waitlist's task runs every LISTA_ESPERA_INTERVAL_MS (playwright.config.ts), half a second here.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const CORTE = 'Corte de pelo';

interface DiaLleno {
  dia: string;
  fechaId: string;
  /** The booking that fills it, with the client's own proof to cancel it. */
  reserva: { horaInicio: string; horaFin: string; tokenCliente: string };
}

/**
 * The new barber performs «Corte de pelo» (45 minutes) and opens one day, two days from now, 11:00 to
 * 12:00; a client books 11:00 through the API, which leaves no other start for the service that day.
 */
async function diaLleno(api: Api, request: APIRequestContext, barbero: Cuenta): Promise<DiaLleno> {
  const servicios = await api.pedir<Servicio[]>('GET', '/api/servicios');
  const corte = servicios.find((s) => s.servicio === CORTE);
  await api.pedir('POST', `/api/users/servicios/${barbero._id}/${corte?._id}`);
  const { token } = await api.pedir<{ token: { accessToken: string } }>('POST', '/api/auth/login', {
    email: barbero.email,
    password: barbero.password,
  });
  const dia = diaSantiago(2);
  await api.pedir(
    'POST',
    '/api/fechas',
    { fecha: dia, horaInicio: '11:00', horaFin: '12:00' },
    token.accessToken,
  );
  // Deleted with its bookings and waitlist (the fixture's own delete would refuse a barber with future hours).
  api.borrarAlTerminar(`/api/users/${barbero._id}?confirmar=true`);
  const suyas = await api.pedir<Fecha[]>('GET', `/api/fechas/obtener-fechas/${barbero._id}`);
  const fechaId = suyas.find((f) => f.fecha.startsWith(dia))?._id ?? '';
  const res = await request.put(`/api/fechas/${fechaId}/agregar-hora-agendada`, {
    data: {
      horaInicio: '11:00',
      horaFin: '11:45',
      nombre: '@ocupa.la.hora',
      email: emailUnico('ocupa'),
      servicio: CORTE,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { tokenCliente } = (await res.json()) as { tokenCliente: string };
  return { dia, fechaId, reserva: { horaInicio: '11:00', horaFin: '11:45', tokenCliente } };
}

/** «Corte de pelo» with the new barber, up to his hour step. */
async function horasDelBarbero(page: Page, barbero: Cuenta) {
  await page.goto('/agenda/servicios');
  await page.getByRole('button', { name: /^Corte de pelo/ }).tap();
  await page
    .getByRole('group', { name: 'Elige tu barbero' })
    .getByRole('radio', { name: barbero.nombre })
    .check();
  await page.getByRole('button', { name: 'Continuar' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Seleccione su hora' })).toBeVisible();
  // The calendar arrives after the page's heading (its own chunk): only then can the month be read.
  await expect(page.getByRole('heading', { name: 'Seleccionar Día' })).toBeVisible();
}

/** A full day's tile: selectable, marked «Lleno» in words, not grey like a closed day (issue 42). */
async function tileLleno(page: Page, dia: string) {
  const tile = page.getByRole('button', { name: `${nombreDeDia(dia)} lleno, con lista de espera` });
  // The calendar opens on the month of the day it shows: the full day may be in the one after or before.
  for (const mes of ['Siguiente', 'Siguiente', 'Anterior', 'Anterior', 'Anterior']) {
    if (await tile.isVisible()) break;
    const boton = page.getByRole('button', { name: mes });
    if (await boton.isEnabled()) await boton.tap();
  }
  await expect(tile).toBeEnabled();
  await expect(tile).toContainText('Lleno');
  return tile;
}

/**
 * His hour step when his only day is full: no day shown, the full one named with its waitlist one tap away
 * (issue 42), and the calendar says which day it is.
 */
async function abrirDiaLleno(page: Page, barbero: Cuenta, dia: string) {
  await horasDelBarbero(page, barbero);
  await expect(page.getByText('Elige un día en el calendario para ver sus horas.')).toBeVisible();
  await tileLleno(page, dia);
  await expect(page.getByText('Lleno · lista de espera')).toBeVisible();
  await page.getByRole('button', { name: 'Anotarme en la lista' }).tap();
  await expect(page.getByText('No hay horas disponibles para esta fecha')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lista de espera' }).getByLabel('Nombre')).toBeFocused();
}

/** The path and fragment of the waitlist link in the last mail to `email` whose subject matches. */
async function enlaceDelCorreo(
  smtp: { para: (e: string) => { asunto: string; texto: string }[] },
  email: string,
  asunto: RegExp,
) {
  await expect
    .poll(() => smtp.para(email).some((c) => asunto.test(c.asunto)), { timeout: 20_000 })
    .toBe(true);
  const correo = smtp.para(email).findLast((c) => asunto.test(c.asunto));
  const enlace = /\/agenda\/espera\/[0-9a-f-]+#token=\S+/.exec(correo?.texto ?? '')?.[0];
  expect(enlace, correo?.texto).toBeTruthy();
  return { enlace: enlace ?? '', correo };
}

test('a client joins a full day’s waitlist, gets the freed hour by mail and books it with one tap', async ({
  page,
  api,
  request,
  smtp,
  barberoNuevo,
}) => {
  test.slow();
  const { dia, fechaId, reserva } = await diaLleno(api, request, barberoNuevo);
  const email = emailUnico('espera');

  await abrirDiaLleno(page, barberoNuevo, dia);
  const lista = page.getByRole('region', { name: 'Lista de espera' });
  await expect(lista).toContainText(
    'si se libera una hora, te la guardamos un rato y te escribimos para que la agendes',
  );
  // The shared schema's own messages, beside the fields, before anything is sent.
  await lista.getByRole('button', { name: 'Avisarme si se libera una hora' }).click();
  await expect(lista.getByLabel('Nombre')).toBeFocused();
  await expect(lista.getByLabel('Nombre')).toHaveAttribute('aria-invalid', 'true');
  await lista.getByLabel('Nombre').fill('Rosa Pérez');
  await lista.getByLabel('Correo').fill(email);
  // A phone unique to this run, with the WhatsApp box that shows only beside it.
  const casilla = lista.getByRole('checkbox', { name: /Acepto recibir por WhatsApp/ });
  await expect(casilla).toHaveCount(0);
  const numero = `9${String(Date.now()).slice(-8)}`;
  await lista.getByLabel('Teléfono celular (opcional)').fill(numero);
  await casilla.check();
  await sinViolaciones(page);
  await lista.getByRole('button', { name: 'Avisarme si se libera una hora' }).click();
  const listo = lista.getByRole('status');
  await expect(listo).toHaveText(
    new RegExp(
      `^Te enviamos un correo a ${email}: abre su enlace para confirmar tu lugar en la lista de espera del .+\\. Sin confirmar no te ofreceremos horas\\.$`,
    ),
  );
  await expect(lista.getByRole('button', { name: 'Avisarme si se libera una hora' })).toHaveCount(0);
  await sinViolaciones(page);

  // The joining mail's link is the confirmation: the page it opens says so, and her place.
  const { enlace: confirmacion } = await enlaceDelCorreo(
    smtp,
    email,
    /^Confirma tu lugar en la lista de espera/,
  );
  await page.goto(confirmacion);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    /^Listo: quedaste en la lista de espera del .+\. Si se libera una hora para ti, te escribiremos\.$/,
  );
  await expect(page.getByRole('main')).toContainText('Eres la primera persona de la lista.');
  await sinViolaciones(page);

  // The client who held 11:00 cancels it, with their own proof, as the booked-hours page does.
  const cancelada = await request.put(`/api/fechas/${fechaId}/cancelar-hora-agendada`, {
    data: { horaInicio: reserva.horaInicio, horaFin: reserva.horaFin },
    headers: { 'X-Token-Cliente': reserva.tokenCliente },
  });
  expect(cancelada.ok(), await cancelada.text()).toBe(true);

  const { enlace, correo } = await enlaceDelCorreo(smtp, email, /^Se liberó una hora para ti/);
  const horaInicio = /a las (\d\d:\d\d)$/.exec(correo?.asunto ?? '')?.[1] ?? '';
  // The same offer on the client's WhatsApp (the stand-in's page), with the same link.
  const telefono = await page.context().newPage();
  const mensaje = telefono
    .getByRole('listitem')
    .filter({ hasText: `+56${numero}` })
    .first();
  await expect(async () => {
    await telefono.goto(SIMULADOR_WHATSAPP);
    await expect(mensaje).toContainText('se liberó una hora de Corte de pelo', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(mensaje).toContainText(`a las ${horaInicio} con ${barberoNuevo.nombre}`);
  await expect(mensaje).toContainText(enlace.split('#')[0] ?? '');
  await telefono.close();
  await page.goto(enlace);
  // The proof leaves the address bar at once.
  await expect(page).toHaveURL(/\/agenda\/espera\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'Se liberó una hora para ti' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    new RegExp(
      `a las ${horaInicio} con ${barberoNuevo.nombre} \\(${CORTE}\\)\\. Te la guardamos hasta las \\d\\d:\\d\\d\\.`,
    ),
  );
  await sinViolaciones(page);
  await page.getByRole('button', { name: 'Agendar esta hora' }).click();
  const exito = page.getByRole('main').getByRole('status');
  await expect(exito).toContainText('Hora agendada correctamente.');
  await expect(exito).toContainText(`a las ${horaInicio} hrs`);
  await sinViolaciones(page);

  // Booked on the server, under the client's name…
  const suyas = await api.pedir<Fecha[]>('GET', `/api/fechas/obtener-fechas/${barberoNuevo._id}`);
  const horas = suyas.find((f) => f._id === fechaId)?.horasAgendadas ?? [];
  expect(horas.map((h: HoraAgendada) => [h.horaInicio, h.email])).toEqual([[horaInicio, email]]);
  // …and this device may see it without asking for a link: the booking's proof was kept.
  await exito.getByRole('link', { name: 'Ver mis horas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Horas Agendadas' })).toBeVisible();
  await expect(page.getByRole('article')).toContainText(`${horaInicio} - `);
});

test('a client leaves the waitlist from the link of the mail, and the link then says so', async ({
  page,
  api,
  request,
  smtp,
  barberoNuevo,
}) => {
  const { fechaId } = await diaLleno(api, request, barberoNuevo);
  const email = emailUnico('sale');
  const unirse = await request.post('/api/lista-espera', {
    data: { fechaId, servicio: CORTE, nombre: 'Pablo Soto', email },
  });
  expect(unirse.status(), await unirse.text()).toBe(201);

  const { enlace } = await enlaceDelCorreo(smtp, email, /^Confirma tu lugar en la lista de espera/);
  const ruta = enlace.split('#')[0] ?? '';

  // Without the mailed proof (another tab) the page only says where the link is.
  const sinPrueba = await page.context().newPage();
  await sinPrueba.goto(ruta);
  await expect(sinPrueba.getByRole('alert')).toContainText('Ábrelo desde el correo');
  await sinPrueba.close();

  await page.goto(enlace);
  await expect(page).toHaveURL(new RegExp(`${ruta}$`));
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Listo: quedaste en la lista de espera',
  );
  await expect(page.getByRole('heading', { name: /^Estás en la lista de espera del / })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Eres la primera persona de la lista.');
  await expect(page.getByRole('button', { name: 'Agendar esta hora' })).toHaveCount(0);
  await sinViolaciones(page);

  await page.getByRole('button', { name: 'Salir de la lista de espera' }).click();
  // The server's answer, and the way back to the agenda.
  const fuera = page.getByRole('main').getByRole('status');
  await expect(fuera).toContainText('Saliste de la lista de espera.');
  await expect(fuera.getByRole('link', { name: 'Ver horas disponibles' })).toHaveAttribute('href', '/agenda');
  await expect(page.getByRole('button', { name: 'Salir de la lista de espera' })).toHaveCount(0);

  // Opened again (the tab kept the proof), the entry is gone: the server's own sentence.
  await page.reload();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Ya no estás en esta lista de espera',
  );
  await sinViolaciones(page);
});

test('a full day before the first free one is marked «Lleno» and its waitlist is one tap from the hour step', async ({
  page,
  api,
  request,
  barberoNuevo,
}) => {
  const { dia } = await diaLleno(api, request, barberoNuevo);
  // A second day, the next one, still free: the hour step opens on it.
  const libre = diaSantiago(3);
  const { token } = await api.pedir<{ token: { accessToken: string } }>('POST', '/api/auth/login', {
    email: barberoNuevo.email,
    password: barberoNuevo.password,
  });
  await api.pedir(
    'POST',
    '/api/fechas',
    { fecha: libre, horaInicio: '11:00', horaFin: '12:00' },
    token.accessToken,
  );

  await horasDelBarbero(page, barberoNuevo);
  await expect(page.getByText('Fecha seleccionada:')).toContainText(formatearFechaLarga(libre));
  // The day it skipped is named, and marked in the calendar; a day without a record stays closed.
  const aviso = page.getByText(
    new RegExp(
      `^${formatearFechaLarga(dia)}: lleno, con lista de espera\\. Te mostramos el primer día con horas\\.$`,
      'i',
    ),
  );
  await expect(aviso).toBeVisible();
  await tileLleno(page, dia);
  // Tomorrow has no record of his: closed, not choosable (when the month on screen shows it).
  const cerrado = page.getByRole('button', { name: nombreDeDia(diaSantiago(1)), exact: true });
  if (await cerrado.isVisible()) await expect(cerrado).toBeDisabled();
  await sinViolaciones(page);

  // One tap: the full day, its waitlist, the focus in its first field.
  await page.getByRole('button', { name: 'Anotarme en la lista' }).tap();
  await expect(page.getByText('Fecha seleccionada:')).toContainText(formatearFechaLarga(dia));
  const lista = page.getByRole('region', { name: 'Lista de espera' });
  await expect(lista.getByLabel('Nombre')).toBeFocused();
  await expect(lista.getByLabel('Nombre')).toBeInViewport();
  await expect(aviso).toHaveCount(0);
});
