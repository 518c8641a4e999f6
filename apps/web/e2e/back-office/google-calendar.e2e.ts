import { type GoogleSimulado, iniciarGoogleSimulado } from '../../../server/test/helpers/google-simulado';
import { emailUnico } from '../support/agenda';
import { BARBERO, diaSantiago, diasConUnCorteALas11, iniciarSesion } from '../support/back-office';
import { expect, test } from '../support/fixtures';
import { GOOGLE_PUERTO_E2E, GOOGLE_TOKEN_E2E } from '../support/google';

const CALENDARIO = 'barberia-e2e@group.calendar.google.com';

let google: GoogleSimulado;
test.beforeAll(async () => {
  google = await iniciarGoogleSimulado({ port: GOOGLE_PUERTO_E2E, token: GOOGLE_TOKEN_E2E });
  google.crearCalendario(CALENDARIO);
});
test.afterAll(() => google.cerrar());

test("a barber connects a Google calendar in the profile and a client's booking appears in it", async ({
  page,
  browser,
  api,
}) => {
  test.slow();
  const dia = diaSantiago(47);
  const cliente = { nombre: '@cliente.google', email: emailUnico('google') };
  const { _id: barberoId } = await api.pedir<{ _id: string }>('POST', '/api/auth/login', BARBERO);
  api.alTerminar(() => api.pedir('DELETE', `/api/users/${barberoId}/google-calendar`));

  // The barber pastes a calendar Google does not let the shop into, reads why, then the shared one.
  await iniciarSesion(page, BARBERO);
  await page.goto('/barbero/perfil');
  const panel = page.getByRole('region', { name: 'Calendario de Google' });
  await expect(panel.getByRole('status')).toContainText('sin conectar');
  await panel.getByLabel('ID del calendario').fill('otro@group.calendar.google.com');
  await panel.getByRole('button', { name: 'Conectar calendario' }).click();
  await expect(panel.getByRole('alert')).toContainText('Google no encuentra ese calendario');
  await panel.getByLabel('ID del calendario').fill(CALENDARIO);
  await panel.getByRole('button', { name: 'Conectar calendario' }).click();
  await expect(panel.getByRole('status')).toContainText('Estado: conectado');
  await expect(panel.getByRole('status')).toContainText(CALENDARIO);

  // A new day, and a client books its first hour on the public site.
  await page.goto('/barbero');
  await diasConUnCorteALas11(page, browser, api, barberoId, [dia], cliente);

  // The queue carries it to the barber's calendar: local time in Santiago, the client's e-mail.
  await expect
    .poll(() => google.eventos(CALENDARIO).find((e) => e.description === cliente.email))
    .toMatchObject({
      summary: `${cliente.nombre} - Corte de pelo`,
      start: { dateTime: `${dia}T11:00:00`, timeZone: 'America/Santiago' },
      end: { dateTime: `${dia}T11:45:00`, timeZone: 'America/Santiago' },
    });
});
