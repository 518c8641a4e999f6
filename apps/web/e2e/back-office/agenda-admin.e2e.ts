import { formatearFechaCompleta, formatearFechaLarga, type Servicio } from '@barberia/shared';
import type { APIRequestContext } from '@playwright/test';
import { emailUnico } from '../support/agenda';
import {
  ADMIN,
  BARBERO,
  diaSantiago,
  iniciarSesion,
  nuevaPagina,
  sinDesbordeHorizontal,
} from '../support/back-office';
import { type Api, type Cuenta, expect, registrarBarbero, sufijo, test } from '../support/fixtures';

/** A quarter hour of today (Santiago) at least 45 minutes ahead, past the 30-minute booking lead; null late at night. */
function cuartoLibreDeHoy(ahora = new Date()): string | null {
  const hora = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Santiago',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(ahora);
  const [h, m] = hora.split(':').map(Number);
  const minutos = Math.ceil(((h ?? 0) * 60 + (m ?? 0) + 45) / 15) * 15;
  // Both bookings (30 minutes each, one after the other) must end by 23:45, the day's last quarter.
  if (minutos + 60 > 23 * 60 + 45) return null;
  return `${String(Math.floor(minutos / 60)).padStart(2, '0')}:${String(minutos % 60).padStart(2, '0')}`;
}

const mas30 = (hora: string) => {
  const [h, m] = hora.split(':').map(Number);
  const t = (h ?? 0) * 60 + (m ?? 0) + 30;
  return `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
};

/** A barber with a day open on `dia` and one booking of a beard trim at `hora`, cleaned up after the test. */
async function barberoConReserva(
  api: Api,
  request: APIRequestContext,
  cuenta: Pick<Cuenta, 'email' | 'password'>,
  barberoId: string,
  hora: string,
  cliente: string,
  dia: string,
) {
  const login = await request.post('/api/auth/login', { data: cuenta });
  const token = ((await login.json()) as { token: { accessToken: string } }).token.accessToken;
  const fecha = await api.pedir<{ _id: string }>(
    'POST',
    '/api/fechas',
    { fecha: dia, horaInicio: '00:00', horaFin: '23:45' },
    token,
  );
  // Runs before the account's own deletion: a barber with a future booking is only deleted with confirmar.
  api.borrarAlTerminar(`/api/fechas/${fecha._id}?confirmar=true`);
  const servicios = await api.pedir<Servicio[]>('GET', '/api/servicios');
  const barba = servicios.find((s) => s.servicio === 'Perfilado de barba');
  await api.pedir('POST', `/api/users/servicios/${barberoId}/${barba?._id}`);
  await api.pedir('PUT', `/api/fechas/${fecha._id}/agregar-hora-agendada`, {
    horaInicio: hora,
    horaFin: mas30(hora),
    nombre: cliente,
    email: emailUnico('agenda-admin'),
    servicio: 'Perfilado de barba',
  });
}

test("the admin sees every barber's bookings side by side for today, filters one, the week, and one column on a phone", async ({
  page,
  api,
  request,
  barberoNuevo,
}) => {
  const hoy = diaSantiago(0);
  // Late at night (after about 22:45 in Santiago) no hour of today can still be booked: the bookings go to
  // tomorrow, reached with «Día siguiente», and everything else is checked the same.
  const cuarto = cuartoLibreDeHoy();
  const dia = cuarto ? hoy : diaSantiago(1);
  const hora = cuarto ?? '10:00';

  // Two barbers with a booking each today: the fixture's and one more, registered the same way.
  const otra = await registrarBarbero(api, request, {
    email: emailUnico('barbera'),
    password: 'clave-barbera-123',
    nombre: `Rosa ${sufijo()}`,
  });
  await barberoConReserva(api, request, barberoNuevo, barberoNuevo._id, hora, 'Cliente de Tomás', dia);
  await barberoConReserva(api, request, otra, otra._id, mas30(hora), 'Cliente de Rosa', dia);

  await iniciarSesion(page, ADMIN);
  await page.getByRole('link', { name: /Administrar/ }).click();
  await page.getByRole('link', { name: /Agenda/ }).click();
  await expect(page).toHaveURL(/\/barbero\/administrar\/agenda$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  // Today in Santiago by default, in es-CL.
  await expect(page.getByRole('heading', { level: 2, name: formatearFechaCompleta(hoy) })).toBeVisible();
  if (dia !== hoy) await page.getByRole('button', { name: 'Día siguiente' }).click();

  const tomas = page.getByRole('region', { name: barberoNuevo.nombre });
  const rosa = page.getByRole('region', { name: otra.nombre });
  await expect(tomas).toContainText(`${hora} – ${mas30(hora)}`);
  await expect(tomas).toContainText('Perfilado de barba');
  await expect(tomas).toContainText('Cliente de Tomás');
  await expect(tomas).toContainText('Libre');
  await expect(rosa).toContainText(`${mas30(hora)} – ${mas30(mas30(hora))}`);
  await expect(rosa).toContainText('Cliente de Rosa');
  // Side by side: the same row, different columns.
  const [a, b] = [await tomas.boundingBox(), await rosa.boundingBox()];
  expect(a?.y).toBe(b?.y);
  expect(a?.x).not.toBe(b?.x);

  // The barber filter keeps one column, and the address remembers it.
  await page.getByLabel('Barbero', { exact: true }).selectOption({ label: otra.nombre });
  await expect(tomas).toHaveCount(0);
  await expect(rosa).toContainText('Cliente de Rosa');
  await expect(page).toHaveURL(new RegExp(`barbero=${otra._id}`));

  // The week view: Monday to Sunday around today, today's booking under today's heading.
  await page.getByRole('button', { name: 'Semana', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Semana del / })).toBeVisible();
  await expect(rosa.getByRole('heading', { level: 4 })).toHaveCount(7);
  await expect(rosa.getByRole('heading', { level: 4, name: formatearFechaLarga(dia) })).toBeVisible();
  await expect(rosa).toContainText('Cliente de Rosa');
  await page.getByLabel('Barbero', { exact: true }).selectOption({ label: 'Todos los barberos' });
  await page.getByRole('button', { name: 'Día', exact: true }).click();
  await expect(tomas).toBeVisible();

  // On a phone: one column at a time, chosen in the switcher, and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const selector = page.getByRole('navigation', { name: 'Barbero en pantalla' });
  await selector.getByRole('button', { name: barberoNuevo.nombre }).click();
  await expect(tomas).toBeVisible();
  await expect(rosa).toBeHidden();
  await selector.getByRole('button', { name: otra.nombre }).click();
  await expect(rosa).toContainText('Cliente de Rosa');
  await expect(tomas).toBeHidden();
  await expect(page.locator('.agenda-columna:visible')).toHaveCount(1);
  await sinDesbordeHorizontal(page, 390);

  // Printed: every column, without the panel's bar, the controls or the switcher.
  await page.emulateMedia({ media: 'print' });
  await expect(tomas).toBeVisible();
  await expect(rosa).toBeVisible();
  await expect(selector).toBeHidden();
  await expect(page.getByLabel('Barbero', { exact: true })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Administración' })).toBeHidden();
  await expect(page.getByRole('link', { name: /Mi perfil/ })).toBeHidden();
});

test('a barber cannot open the shop agenda', async ({ browser }) => {
  const page = await nuevaPagina(browser);
  await iniciarSesion(page, BARBERO);
  await page.goto('/barbero/administrar/agenda');
  await expect(page).toHaveURL(/\/barbero$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio Barbero' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toHaveCount(0);
});
