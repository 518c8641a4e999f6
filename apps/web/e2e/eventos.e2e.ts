import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ADMIN, diaSantiago, iniciarSesion } from './support/back-office';
import { iniciarSmtp } from './support/smtp';

let smtp: Awaited<ReturnType<typeof iniciarSmtp>>;

test.beforeAll(async () => {
  smtp = await iniciarSmtp();
});

test.afterAll(async () => {
  await smtp?.detener();
});

/**
 * Issue 13, back office and server: the admin creates an event with 3 places and double opt-in; a
 * visitor answers for 2 (the widget's POST), confirms from the e-mail's link on the event's page; a
 * second visitor asking for 2 is told it is booked out; the admin sees the RSVP and exports it.
 */
test('evento con 3 cupos y doble opt-in: inscribir, confirmar por correo, agotado, lista y CSV', async ({
  page,
  browser,
  request,
}) => {
  const nombre = `Taller ${Date.now().toString(36).slice(-5)}`;
  await iniciarSesion(page, ADMIN);
  await page.goto('/barbero/administrar');
  await page.getByRole('link', { name: /^Eventos/ }).click();
  await page.getByLabel('Nombre', { exact: true }).fill(nombre);
  await page.getByLabel('Fecha').fill(diaSantiago(10));
  await page.getByLabel('Hora de inicio').fill('19:00');
  await page.getByLabel('Hora de término').fill('21:00');
  await page.getByLabel('Total de cupos').fill('3');
  await page.getByLabel('Máximo de personas por inscripción').fill('2');
  await page.getByLabel(/doble opt-in/).check();
  await page.getByRole('button', { name: 'Agregar campo' }).click();
  await page.getByLabel('Nombre interno del campo 1').fill('nombre');
  await page.getByLabel('Etiqueta del campo 1').fill('Tu nombre');
  await page.getByRole('button', { name: 'Crear evento' }).click();
  const exito = page.getByRole('dialog');
  await expect(exito).toContainText('Evento creado correctamente');
  await exito.getByRole('button', { name: 'Aceptar' }).click();

  const tarjeta = page.getByRole('article', { name: nombre });
  const enlace = await tarjeta.getByRole('link', { name: 'Página pública' }).getAttribute('href');
  const id = /\/eventos\/([0-9a-f-]{36})$/.exec(enlace ?? '')?.[1];
  expect(id).toBeTruthy();

  // The visitor's answer, as the widget sends it.
  const email = `ana.${Date.now()}@correo.cl`;
  const respuesta = await request.post(`/api/rsvp/${id}`, {
    data: { status: 'confirmed', amount: 2, email, payload: { nombre: ' <b>Ana</b> ' }, language: 'es' },
  });
  expect(await respuesta.json()).toMatchObject({ status: 'doi' });
  await expect.poll(() => smtp.para(email).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const correo = smtp.para(email).at(-1)!;
  expect(correo.asunto).toBe(`Confirma tu inscripción a ${nombre}`);
  const link = /http:\/\/\S+\/eventos\/\S+\?confirmar=[\w-]+/.exec(correo.texto)?.[0];
  expect(link).toBeTruthy();

  const visitante = await browser.newPage();
  await visitante.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(visitante.getByRole('heading', { level: 1, name: nombre })).toBeVisible();
  await expect(visitante.getByRole('status').filter({ hasText: 'inscripción' })).toHaveText(
    '¡Listo! Tu inscripción quedó confirmada.',
  );
  await expect(visitante.getByText('Queda 1 cupo.')).toBeVisible();
  await expect(visitante).toHaveURL(new RegExp(`/eventos/${id}$`));
  const ld = JSON.parse(
    (await visitante.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}',
  );
  expect(ld).toMatchObject({ '@type': 'Event', name: nombre, maximumAttendeeCapacity: 3 });
  await visitante.close();

  const segundo = await request.post(`/api/rsvp/${id}`, {
    data: { status: 'confirmed', amount: 2, email: `beto.${Date.now()}@correo.cl` },
  });
  expect(segundo.status()).toBe(409);
  expect(await segundo.json()).toMatchObject({
    error: 6,
    msg: 'No quedan cupos suficientes para este evento.',
  });

  await page.getByRole('button', { name: `Ver inscripciones de ${nombre}` }).click();
  const fila = page.getByRole('row', { name: new RegExp(email.replace('.', '\\.')) });
  await expect(fila).toContainText('Confirmada');
  await expect(fila).toContainText('nombre: Ana');
  await expect(page.getByText(/2 de 3 cupos tomados/)).toBeVisible();
  await expect(page.locator('.bo-fragmento')).toContainText(`proKey="${id}"`);
  const [descarga] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  const csv = await readFile((await descarga.path())!, 'utf8');
  expect(csv).toContain('"email","status","amount","confirmado","fecha","nombre"');
  expect(csv).toContain(`"${email}","confirmed","2","sí"`);
});
