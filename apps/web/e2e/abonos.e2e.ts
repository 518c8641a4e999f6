import type { Fecha, PoliticaDeAbonosInput, Servicio } from '@barberia/shared';
import type { Locator, Page } from '@playwright/test';
import { emailUnico } from './support/agenda';
import { sinViolaciones } from './support/axe';
import {
  aceptarExito,
  diaSantiago,
  entrarComoAdmin,
  nombreDeDia,
  nuevaPagina,
  sinDesbordeHorizontal,
} from './support/back-office';
import { type Api, type Cuenta, expect, sufijo, test } from './support/fixtures';

/**
 * Deposits for bookings (issue 24, decision 044), on a phone: the admin asks a deposit for a service; a
 * client booking it sees the deposit and the policy, pays on the Webpay stand-in and lands on
 * /agenda/abono/{id} with the hour booked; cancelling in time gives the deposit back. A refused or
 * abandoned payment brings the client back with the reason, and the hour is free again.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const ANCHO = 390;
const PRECIO = 12000;
const ABONO = 5000;
const TELEFONO = '912345678';

/**
 * The new barber opens one day, three days from now (well beyond the policy's 24 hours, so a cancellation
 * gets the deposit back), 10:00 to 12:00; deleted with its bookings when the test ends.
 */
async function abrirDia(api: Api, barbero: Cuenta): Promise<{ dia: string; fechaId: string }> {
  const { token } = await api.pedir<{ token: { accessToken: string } }>('POST', '/api/auth/login', {
    email: barbero.email,
    password: barbero.password,
  });
  const dia = diaSantiago(3);
  await api.pedir(
    'POST',
    '/api/fechas',
    { fecha: dia, horaInicio: '10:00', horaFin: '12:00' },
    token.accessToken,
  );
  api.borrarAlTerminar(`/api/users/${barbero._id}?confirmar=true`);
  const suyas = await api.pedir<Fecha[]>('GET', `/api/fechas/obtener-fechas/${barbero._id}`);
  return { dia, fechaId: suyas.find((f) => f.fecha.startsWith(dia))?._id ?? '' };
}

/** The client's booking up to the deposit's dialog: the service, the day's 10:00, name, e-mail and phone. */
async function reservarHastaElAbono(page: Page, servicio: string, dia: string, email: string) {
  await page.goto('/agenda/servicios');
  const opcion = page.getByRole('button', { name: new RegExp(`^${servicio}`) });
  // The deposit beside the price, small, before choosing.
  await expect(opcion).toContainText('Abono $5.000');
  await opcion.click();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Seleccione su hora' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Seleccionar Día' })).toBeVisible();
  const tile = page.getByRole('button', { name: new RegExp(`^${nombreDeDia(dia)}`) });
  for (let mes = 0; mes < 2 && !(await tile.isVisible()); mes++) {
    await page.getByRole('button', { name: 'Siguiente' }).click();
  }
  await tile.click();
  await page
    .getByRole('group', { name: 'Horas disponibles' })
    .getByRole('button', { name: /^10:00/ })
    .click();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Datos de Contacto' })).toBeVisible();
  await page.getByLabel('Nombre').fill('Camila Rojas');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Teléfono celular (opcional)').fill(TELEFONO);
  return confirmarHastaElAbono(page);
}

/** «Agendar», «Confirmar»: the server answers that the hour asks for a deposit first. */
async function confirmarHastaElAbono(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Agendar', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: '¿Estás seguro/a de agendar esta hora?' })
    .getByRole('button', { name: 'Confirmar' })
    .click();
  const abono = page.getByRole('alertdialog', { name: 'Esta hora pide un abono' });
  await expect(abono).toBeVisible();
  return abono;
}

/** The stand-in's form (Webpay simulado) with the deposit's amount, and one of its buttons. */
async function responderEnWebpay(page: Page, boton: 'Aprobar' | 'Rechazar' | 'Anular compra') {
  await expect(page.getByRole('heading', { name: 'Webpay simulado' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('$5.000');
  await page.getByRole('button', { name: boton }).click();
  await expect(page).toHaveURL(/\/agenda\/abono\/[0-9a-f-]{36}$/);
}

test('the admin asks a deposit for a service; a client pays it with Webpay, sees the hour, and cancelling in time gets it back', async ({
  page,
  browser,
  api,
  barberoNuevo,
}) => {
  test.slow();
  const servicio = `Corte con abono ${sufijo()}`;
  const { dia } = await abrirDia(api, barberoNuevo);

  // The admin, on another device: the service with a fixed deposit, performed by the new barber.
  const admin = await nuevaPagina(browser);
  await entrarComoAdmin(admin, 'Servicios');
  await admin.getByLabel('Servicio', { exact: true }).fill(servicio);
  await admin.getByLabel('Precio (CLP)').fill(String(PRECIO));
  await admin.getByLabel('Duración (min)').fill('30');
  const deposito = admin.getByRole('group', { name: 'Abono', exact: true });
  await expect(deposito.getByRole('radio', { name: 'Sin abono' })).toBeChecked();
  await deposito.getByRole('radio', { name: 'Monto fijo' }).check();
  // The shared schema's message, under the field, before anything is sent.
  await deposito.getByLabel('Monto del abono (CLP)').fill('20');
  await admin
    .getByRole('group', { name: 'Barberos que lo realizan' })
    .getByRole('checkbox', { name: barberoNuevo.nombre })
    .check();
  await admin.getByRole('button', { name: 'Crear servicio' }).click();
  await expect(deposito.getByText('El abono mínimo que acepta Webpay es de $50.')).toBeVisible();
  await expect(deposito.getByLabel('Monto del abono (CLP)')).toBeFocused();
  await deposito.getByLabel('Monto del abono (CLP)').fill(String(ABONO));
  await admin.getByRole('button', { name: 'Crear servicio' }).click();
  await aceptarExito(admin, 'Servicio creado correctamente');
  await api.borrarAlTerminarElCreado<Servicio>('/api/servicios', (s) => s.servicio === servicio);
  await expect(admin.getByRole('article', { name: servicio })).toContainText('Abono $5.000');
  await sinViolaciones(admin);
  await admin.context().close();

  // The client, on a phone: the deposit and the policy before paying.
  const email = emailUnico('abono');
  let dialogo = await reservarHastaElAbono(page, servicio, dia, email);
  await expect(dialogo).toContainText('$5.000');
  await expect(dialogo).toContainText(
    'Si cancelas con al menos 24 horas de anticipación, te lo devolvemos completo',
  );
  await expect(dialogo.getByRole('button', { name: 'Pagar abono con Webpay' })).toBeVisible();
  await sinDesbordeHorizontal(page, ANCHO);
  await sinViolaciones(page);
  // «Volver» leaves the contact data as typed; nothing was booked.
  await dialogo.getByRole('button', { name: 'Volver' }).click();
  await expect(dialogo).toBeHidden();
  await expect(page.getByLabel('Nombre')).toHaveValue('Camila Rojas');
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
  await expect(page.getByLabel('Teléfono celular (opcional)')).toHaveValue(TELEFONO);
  dialogo = await confirmarHastaElAbono(page);
  await dialogo.getByRole('button', { name: 'Pagar abono con Webpay' }).click();
  await responderEnWebpay(page, 'Aprobar');

  const titulo = page.getByRole('heading', { level: 1, name: '¡Hora agendada!' });
  await expect(titulo).toBeVisible();
  await expect(titulo).toBeFocused();
  // Focused for screen readers, with no gold box drawn around it (issue 42).
  await expect(titulo).toHaveCSS('box-shadow', 'none');
  const main = page.getByRole('main');
  await expect(main).toContainText(`Tu hora de ${servicio} quedó agendada`);
  await expect(main).toContainText('a las 10:00 hrs');
  await expect(main).toContainText(barberoNuevo.nombre);
  await expect(main).toContainText('Abono pagado: $5.000');
  await expect(main).toContainText('Si cancelas con al menos 24 horas de anticipación');
  await sinDesbordeHorizontal(page, ANCHO);
  await sinViolaciones(page);

  // «Ver mis horas» opens the hour on this device without asking for a link (the deposit's client token).
  await main.getByRole('link', { name: 'Ver mis horas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Horas Agendadas' })).toBeVisible();
  const tarjeta = page.getByRole('article').filter({ hasText: servicio });
  await expect(tarjeta).toContainText('10:00 - 10:30');

  // Cancelled three days ahead, inside the policy's window: the deposit goes back, and the page says so.
  await tarjeta.getByRole('button', { name: 'Cancelar Hora' }).click();
  await page
    .getByRole('alertdialog', { name: '¿Estás seguro/a de cancelar esta hora?' })
    .getByRole('button', { name: 'Sí, cancelar' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Hora cancelada' })).toContainText(
    'te devolvemos tu abono de $5.000',
  );
  await expect(page.getByText('No hay horas agendadas para este correo')).toBeVisible();
  await sinViolaciones(page);
});

for (const [boton, porQue] of [
  ['Rechazar', 'Webpay rechazó el pago'],
  ['Anular compra', 'No terminaste el pago'],
] as const) {
  test(`a deposit left unpaid (${boton}) brings the client back with the reason, and the hour is free again`, async ({
    page,
    api,
    barberoNuevo,
  }) => {
    const servicio = `Perfilado con abono ${sufijo()}`;
    const { dia, fechaId } = await abrirDia(api, barberoNuevo);
    await api.pedir('POST', '/api/servicios', {
      servicio,
      precio: PRECIO,
      duracion: 30,
      abono: { tipo: 'monto', valor: ABONO },
      barberos: [barberoNuevo._id],
    });
    await api.borrarAlTerminarElCreado<Servicio>('/api/servicios', (s) => s.servicio === servicio);

    const dialogo = await reservarHastaElAbono(page, servicio, dia, emailUnico('sin-pagar'));
    await dialogo.getByRole('button', { name: 'Pagar abono con Webpay' }).click();
    await responderEnWebpay(page, boton);

    const titulo = page.getByRole('heading', { level: 1, name: 'El pago no se realizó' });
    await expect(titulo).toBeVisible();
    await expect(titulo).toBeFocused();
    const main = page.getByRole('main');
    await expect(main).toContainText(porQue);
    await expect(main).toContainText('No se hizo ningún cobro.');
    await sinDesbordeHorizontal(page, ANCHO);
    await sinViolaciones(page);

    // Nothing booked on the server…
    const suyas = await api.pedir<Fecha[]>('GET', `/api/fechas/obtener-fechas/${barberoNuevo._id}`);
    expect(suyas.find((f) => f._id === fechaId)?.horasAgendadas ?? []).toEqual([]);
    // …and «Elegir otra hora» opens the same day, where 10:00 is free again.
    await main.getByRole('button', { name: 'Elegir otra hora' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Seleccione su hora' })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Horas disponibles' }).getByRole('button', { name: /^10:00/ }),
    ).toBeVisible();
  });
}

test('the admin reads and changes the deposit policy; the shared schema’s messages come first', async ({
  page,
  api,
}) => {
  const antes = await api.pedir<PoliticaDeAbonosInput>('GET', '/api/abonos/politica');
  api.alTerminar(() => api.pedir('PUT', '/api/abonos/politica', antes));
  await entrarComoAdmin(page, 'Abonos y cancelaciones');
  const ventana = page.getByLabel('Horas de anticipación para cancelar con devolución');
  const minutos = page.getByLabel('Minutos para pagar');
  await expect(ventana).toHaveValue(String(antes.ventanaHoras));
  await expect(minutos).toHaveValue(String(antes.minutosParaPagar));
  await expect(page.getByLabel('Inasistencias desde las que se pide abono (0 = nunca)')).toHaveValue(
    String(antes.inasistenciasParaAbono),
  );
  await expect(page.getByLabel('Abono para esos clientes (% del precio)')).toHaveValue(
    String(antes.porcentajePorInasistencias),
  );
  const tarde = page.getByRole('group', { name: 'Si cancelan tarde o no vienen' });
  // The site's gold, not the browser's blue (issue 42).
  for (const opcion of await tarde.getByRole('radio').all()) {
    await expect(opcion).toHaveCSS('accent-color', 'rgb(212, 175, 55)');
  }
  await expect(
    tarde.getByRole('radio', {
      name: antes.alCancelarTarde === 'retener' ? 'La barbería conserva el abono' : /^Queda como crédito/,
    }),
  ).toBeChecked();
  await sinDesbordeHorizontal(page, ANCHO);
  await sinViolaciones(page);

  await minutos.fill('3');
  await page.getByRole('button', { name: 'Guardar política' }).click();
  await expect(page.getByText('El tiempo para pagar debe ser de al menos 6 minutos')).toBeVisible();
  await expect(minutos).toBeFocused();
  await minutos.fill('15');
  await ventana.fill('48');
  await tarde.getByRole('radio', { name: 'Queda como crédito para su próxima hora' }).check();
  await page.getByRole('button', { name: 'Guardar política' }).click();
  await expect(page.getByRole('form', { name: 'Política de abonos' }).getByRole('status')).toBeVisible();
  await expect
    .poll(() => api.pedir<PoliticaDeAbonosInput>('GET', '/api/abonos/politica'))
    .toMatchObject({ ventanaHoras: 48, minutosParaPagar: 15, alCancelarTarde: 'credito' });
  await page.reload();
  await expect(ventana).toHaveValue('48');
  await expect(tarde.getByRole('radio', { name: 'Queda como crédito para su próxima hora' })).toBeChecked();

  // What deposits kept shows beside the no-shows in the sales summary.
  await page.goto('/barbero/administrar/ventas');
  await expect(page.getByText(/^Monto retenido por abonos: \$[\d.]+/)).toBeVisible();
  await sinViolaciones(page);
});

test('a waitlist offer for a service with a deposit is paid from its link, and the hour is booked', async ({
  page,
  api,
  request,
  smtp,
  barberoNuevo,
}) => {
  test.slow();
  const servicio = `Afeitado con abono ${sufijo()}`;
  // The services first: their clean-up then runs after the barber's, which takes the booked hour with it.
  await api.pedir('POST', '/api/servicios', {
    servicio,
    precio: PRECIO,
    duracion: 120,
    abono: { tipo: 'monto', valor: ABONO },
    barberos: [barberoNuevo._id],
  });
  await api.borrarAlTerminarElCreado<Servicio>('/api/servicios', (s) => s.servicio === servicio);
  // The day (10:00–12:00) filled by a two-hour service without a deposit, booked by someone else.
  const relleno = `Relleno ${sufijo()}`;
  await api.pedir('POST', '/api/servicios', {
    servicio: relleno,
    precio: 1000,
    duracion: 120,
    barberos: [barberoNuevo._id],
  });
  await api.borrarAlTerminarElCreado<Servicio>('/api/servicios', (s) => s.servicio === relleno);
  const { fechaId } = await abrirDia(api, barberoNuevo);
  const ocupa = await request.put(`/api/fechas/${fechaId}/agregar-hora-agendada`, {
    data: {
      horaInicio: '10:00',
      horaFin: '12:00',
      nombre: 'Ocupa',
      email: emailUnico('ocupa'),
      servicio: relleno,
    },
  });
  expect(ocupa.ok(), await ocupa.text()).toBe(true);
  const { tokenCliente } = (await ocupa.json()) as { tokenCliente: string };

  // Camila waits for that day; the hour frees, and the waitlist holds it for her and mails the link.
  const email = emailUnico('espera-abono');
  const unida = await request.post('/api/lista-espera', {
    data: { fechaId, servicio, nombre: 'Camila Rojas', email },
  });
  expect(unida.status(), await unida.text()).toBe(201);
  // She confirms her place from the joining mail's link (decision 053): only then does she get offers.
  const confirma = (c: { asunto: string }) => c.asunto.startsWith('Confirma tu lugar en la lista de espera');
  await expect.poll(() => smtp.para(email).some(confirma), { timeout: 20_000 }).toBe(true);
  const inscripcion = smtp.para(email).findLast(confirma);
  await page.goto(/\/agenda\/espera\/[0-9a-f-]+#token=\S+/.exec(inscripcion?.texto ?? '')?.[0] ?? '');
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Listo: quedaste en la lista de espera',
  );
  const cancelada = await request.put(`/api/fechas/${fechaId}/cancelar-hora-agendada`, {
    data: { horaInicio: '10:00', horaFin: '12:00' },
    headers: { 'X-Token-Cliente': tokenCliente },
  });
  expect(cancelada.ok(), await cancelada.text()).toBe(true);
  await expect
    .poll(() => smtp.para(email).some((c) => c.asunto.startsWith('Se liberó una hora para ti')), {
      timeout: 20_000,
    })
    .toBe(true);
  const correo = smtp.para(email).findLast((c) => c.asunto.startsWith('Se liberó una hora para ti'));
  const enlace = /\/agenda\/espera\/[0-9a-f-]+#token=\S+/.exec(correo?.texto ?? '')?.[0] ?? '';

  await page.goto(enlace);
  await expect(page.getByRole('heading', { name: 'Se liberó una hora para ti' })).toBeVisible();
  await page.getByRole('button', { name: 'Agendar esta hora' }).click();
  // Its service asks for a deposit: the same dialog as the agenda's, then Webpay.
  const dialogo = page.getByRole('alertdialog', { name: 'Esta hora pide un abono' });
  await expect(dialogo).toContainText('$5.000');
  await expect(dialogo).toContainText('Si cancelas con al menos');
  await sinViolaciones(page);
  await dialogo.getByRole('button', { name: 'Pagar abono con Webpay' }).click();
  await responderEnWebpay(page, 'Aprobar');
  await expect(page.getByRole('heading', { level: 1, name: '¡Hora agendada!' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Abono pagado: $5.000');

  const suyas = await api.pedir<Fecha[]>('GET', `/api/fechas/obtener-fechas/${barberoNuevo._id}`);
  const horas = suyas.find((f) => f._id === fechaId)?.horasAgendadas ?? [];
  expect(horas.map((h) => [h.horaInicio, h.email])).toEqual([['10:00', email]]);
});

test('the deposit and the policy show before «Agendar»; the cancel question says what becomes of the deposit, as the page and the mail then do', async ({
  page,
  api,
  smtp,
  barberoNuevo,
}) => {
  test.slow();
  // Issue 42: on a phone the deposit appeared only after «Confirmar», and the cancel question did not say
  // whether it would be refunded, kept or credited.
  const antes = await api.pedir<PoliticaDeAbonosInput>('GET', '/api/abonos/politica');
  api.alTerminar(() => api.pedir('PUT', '/api/abonos/politica', antes));
  await api.pedir('PUT', '/api/abonos/politica', { ...antes, ventanaHoras: 24, alCancelarTarde: 'retener' });
  const servicio = `Degradado con abono ${sufijo()}`;
  // The service first: its clean-up then runs after the barber's, which takes a booked hour with it.
  await api.pedir('POST', '/api/servicios', {
    servicio,
    precio: PRECIO,
    duracion: 30,
    abono: { tipo: 'monto', valor: ABONO },
    barberos: [barberoNuevo._id],
  });
  await api.borrarAlTerminarElCreado<Servicio>('/api/servicios', (s) => s.servicio === servicio);
  const { dia } = await abrirDia(api, barberoNuevo);
  const politica =
    'Esta hora pide un abono de $5.000, que se descuenta del precio. Si cancelas con al menos 24 horas de anticipación, te lo devolvemos completo; si cancelas después o no vienes, la barbería lo conserva.';

  // The service step: the policy comes into view with the chosen service; the bar adds the deposit.
  await page.goto('/agenda/servicios');
  await page.getByRole('button', { name: new RegExp(`^${servicio}`) }).tap();
  await expect(page.getByText(politica)).toBeInViewport();
  await expect(page.locator('.step-actions__resumen')).toHaveText(
    `${servicio} · 30 min · $12.000 · Abono $5.000`,
  );
  await page.getByRole('button', { name: 'Continuar' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Seleccione su hora' })).toBeVisible();
  const horas = page.getByRole('group', { name: 'Horas disponibles' });
  if (!(await horas.isVisible()))
    await page.getByRole('button', { name: new RegExp(`^${nombreDeDia(dia)}`) }).tap();
  await horas.getByRole('button', { name: /^10:00/ }).tap();
  await page.getByRole('button', { name: 'Continuar' }).tap();

  // «Tu reserva», before «Agendar»: the price, the deposit and the policy.
  await expect(page.getByRole('heading', { level: 1, name: 'Datos de Contacto' })).toBeVisible();
  const resumen = page.getByRole('region', { name: 'Tu reserva' });
  await expect(resumen.getByRole('definition').filter({ hasText: '$5.000' })).toBeVisible();
  await expect(resumen.getByText('Abono', { exact: true })).toBeVisible();
  await expect(resumen.getByText(politica)).toBeVisible();
  await sinDesbordeHorizontal(page, ANCHO);
  await sinViolaciones(page);
  const email = emailUnico('abono-antes');
  await page.getByLabel('Nombre').fill('Camila Rojas');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Agendar', exact: true }).tap();
  // The confirm question says it too, before «Confirmar».
  const confirmar = page.getByRole('alertdialog', { name: '¿Estás seguro/a de agendar esta hora?' });
  await expect(confirmar.getByText(politica)).toBeVisible();
  await confirmar.getByRole('button', { name: 'Confirmar', exact: true }).tap();
  await page
    .getByRole('alertdialog', { name: 'Esta hora pide un abono' })
    .getByRole('button', { name: 'Pagar abono con Webpay' })
    .tap();
  await responderEnWebpay(page, 'Aprobar');
  await page.getByRole('main').getByRole('link', { name: 'Ver mis horas' }).tap();
  const tarjeta = page.getByRole('article').filter({ hasText: servicio });

  // Three days ahead, inside the 24 hours: the question says the deposit goes back.
  await tarjeta.getByRole('button', { name: 'Cancelar Hora' }).tap();
  const pregunta = page.getByRole('alertdialog', { name: '¿Estás seguro/a de cancelar esta hora?' });
  await expect(pregunta).toContainText(
    'Si cancelas ahora, te devolvemos tu abono de $5.000 al medio con que lo pagaste',
  );
  await sinViolaciones(page);
  await pregunta.getByRole('button', { name: 'No, volver' }).tap();

  // The admin asks 30 days and makes late deposits credit: the same hour is now late, and it says so.
  await api.pedir('PUT', '/api/abonos/politica', { ...antes, ventanaHoras: 720, alCancelarTarde: 'credito' });
  await page.reload();
  await tarjeta.getByRole('button', { name: 'Cancelar Hora' }).tap();
  const credito = 'tu abono de $5.000 queda como crédito para tu próxima hora.';
  await expect(pregunta).toContainText(
    `Ya pasó el plazo para cancelar con devolución (720 horas antes de la hora): si cancelas, ${credito}`,
  );
  await pregunta.getByRole('button', { name: 'Sí, cancelar' }).tap();
  // The page and the mail then say the same.
  const dicho = `Como cancelaste fuera del plazo, ${credito}`;
  await expect(page.getByRole('status').filter({ hasText: 'Hora cancelada' })).toContainText(dicho);
  const cancelada = (c: { asunto: string }) => c.asunto.endsWith('fue cancelada');
  await expect.poll(() => smtp.para(email).some(cancelada), { timeout: 20_000 }).toBe(true);
  expect(smtp.para(email).findLast(cancelada)?.texto).toContain(dicho);
});
