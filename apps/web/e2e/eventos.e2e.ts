import { readFile } from 'node:fs/promises';
import { sinViolaciones } from './support/axe';
import { ADMIN, diaSantiago, iniciarSesion } from './support/back-office';
import { expect, test } from './support/fixtures';
import { iniciarSmtp } from './support/smtp';

let smtp: Awaited<ReturnType<typeof iniciarSmtp>>;

test.beforeAll(async () => {
  smtp = await iniciarSmtp();
});

test.afterAll(async () => {
  await smtp?.detener();
});

/**
 * Issue 13, through the widget: the admin creates an event with 3 places and double opt-in; a visitor
 * answers for 2 with the widget's inline form on the event's public page, gets the opt-in mail at the
 * loopback SMTP server and confirms from its link; a second visitor asking for 2 is told it is booked
 * out; the first visitor, back on the page, sees the already-sent view; the admin sees the RSVP and
 * exports it.
 */
test('evento con 3 cupos y doble opt-in: inscribir con el widget, confirmar por correo, agotado, ya enviado, lista y CSV', async ({
  page,
  browser,
}) => {
  // Three browsers (admin and two visitors) and a mail round trip: more than the default minute on a
  // busy machine.
  test.setTimeout(150_000);
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

  // Each visitor is a browser of their own: the widget remembers an answer in that browser's storage.
  const ana = await (await browser.newContext()).newPage();
  const confirmaciones: string[] = [];
  ana.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/rsvp/confirmar')) confirmaciones.push(r.url());
  });
  await ana.goto(`/eventos/${id}`);
  await expect(ana.getByRole('heading', { level: 1, name: nombre })).toBeVisible();
  const formularioAna = ana.getByRole('form', { name: 'Confirma tu asistencia' });
  await expect(ana.getByText('Quedan 3 cupos.')).toBeVisible();
  await expect(formularioAna.getByRole('radio', { name: 'Asistiré', exact: true })).toBeChecked();
  await formularioAna.getByLabel('Cantidad de personas').fill('2');
  const email = `ana.${Date.now()}@correo.cl`;
  await formularioAna.getByLabel('Correo electrónico').fill(email);
  await formularioAna.getByLabel('Tu nombre').fill(' <b>Ana</b> ');
  await formularioAna.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(ana.getByRole('status').filter({ hasText: 'correo' })).toHaveText(
    'Te enviamos un correo: abre su enlace para confirmar tu inscripción.',
  );

  await expect.poll(() => smtp.para(email).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const correo = smtp.para(email).at(-1)!;
  expect(correo.asunto).toBe(`Confirma tu inscripción a ${nombre}`);
  const link = /http:\/\/\S+\/eventos\/\S+\?confirmar=[\w-]+/.exec(correo.texto)?.[0];
  expect(link).toBeTruthy();
  await ana.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(ana.getByRole('status').filter({ hasText: 'inscripción quedó' })).toHaveText(
    '¡Listo! Tu inscripción quedó confirmada.',
  );
  await expect(ana).toHaveURL(new RegExp(`/eventos/${id}$`));
  // One POST per link: a page that re-sent it on every render spent the address's RSVP budget.
  expect(confirmaciones).toHaveLength(1);
  // The event's JSON-LD arrives after the first view (its own chunk), beside the shop's in <head>.
  const jsonLd = ana.locator('script[type="application/ld+json"]');
  await expect
    .poll(async () =>
      (await jsonLd.allTextContents()).map((t) => JSON.parse(t)).find((x) => x['@type'] === 'Event'),
    )
    .toMatchObject({ '@type': 'Event', name: nombre, maximumAttendeeCapacity: 3 });

  // One place is left: a second visitor asking for two is told so, in the plural.
  const beto = await (await browser.newContext()).newPage();
  await beto.goto(`/eventos/${id}`);
  const formularioBeto = beto.getByRole('form', { name: 'Confirma tu asistencia' });
  await expect(beto.getByText('Queda 1 cupo.')).toBeVisible();
  await formularioBeto.getByLabel('Cantidad de personas').fill('2');
  await formularioBeto.getByLabel('Correo electrónico').fill(`beto.${Date.now()}@correo.cl`);
  await formularioBeto.getByLabel('Tu nombre').fill('Beto');
  await formularioBeto.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(formularioBeto.getByRole('alert')).toHaveText(
    'Lo sentimos, no quedan cupos suficientes para 2 personas.',
  );
  await expect(formularioBeto.getByLabel('Cantidad de personas')).toBeFocused();

  // Ana comes back: the widget remembers she answered, and offers to answer again.
  await ana.goto(`/eventos/${id}`);
  await expect(ana.getByText('Ya enviaste tu respuesta a este evento.')).toBeVisible();
  await expect(ana.getByRole('button', { name: 'Responder de nuevo' })).toBeVisible();
  await expect(ana.getByRole('form', { name: 'Confirma tu asistencia' })).toBeHidden();
  await ana.context().close();
  await beto.context().close();

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

/** Issue 42, item 10: on a phone, the event's RSVP card wears the dark site's colours, not a white sheet. */
test.describe('the event page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the RSVP card is dark like the page around it', async ({ page, api }) => {
    const evento = await api.pedir<{ _id: string }>('POST', '/api/eventos', {
      name: `Charla ${Date.now().toString(36).slice(-5)}`,
      startDate: diaSantiago(12),
      startTime: '19:00',
      endTime: '20:30',
      max: 10,
    });
    api.borrarAlTerminar(`/api/eventos/${evento._id}`);
    await page.goto(`/eventos/${evento._id}`);
    await expect(page.getByRole('form', { name: 'Confirma tu asistencia' })).toBeVisible();
    const fondo = await page
      .locator('.atcb-rsvp')
      .first()
      .evaluate(
        (el) =>
          getComputedStyle(el)
            .backgroundColor.match(/[\d.]+/g)
            ?.slice(0, 3)
            .map(Number) ?? [],
      );
    expect(fondo, 'el fondo de la tarjeta de inscripción').toHaveLength(3);
    // Dark: no channel above a third of white (the page's own background is #0e0e0f).
    for (const canal of fondo) expect(canal).toBeLessThan(85);
    await sinViolaciones(page);
  });
});
