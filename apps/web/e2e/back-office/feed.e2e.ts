import ICAL from 'ical.js';
import { emailUnico } from '../support/agenda';
import { aceptarExito, BARBERO, iniciarSesion } from '../support/back-office';
import { expect, test } from '../support/fixtures';

interface FechaCliente {
  _id: string;
  fecha: string;
}

test('the barber copies the feed link in the profile, it serves the calendar, and a new link makes the old one 404', async ({
  page,
  request,
}) => {
  // A booking on the last open day, late, where no other journey books: the feed must show it.
  const { barberoId } = await (await request.get('/api/config')).json();
  const fechas: FechaCliente[] = await (
    await request.get(`/api/fechas/obtener-fechas-clientes/${barberoId}`)
  ).json();
  const ultima = fechas.sort((a, b) => a.fecha.localeCompare(b.fecha)).at(-1)!;
  const email = emailUnico('feed');
  const reserva = await request.put(`/api/fechas/${ultima._id}/agregar-hora-agendada`, {
    data: { nombre: 'Cliente Feed', email, servicio: 'Corte de pelo', horaInicio: '19:00', horaFin: '19:45' },
  });
  expect(reserva.status(), await reserva.text()).toBe(200);
  const { tokenCliente } = await reserva.json();

  try {
    await iniciarSesion(page, BARBERO);
    await page.goto('/barbero/perfil');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const seccion = page.getByRole('region', { name: 'Tu agenda en tu calendario' });
    await expect(seccion.getByRole('button', { name: 'Suscribirse al calendario' })).toBeVisible();

    await seccion.getByRole('button', { name: 'Copiar enlace' }).click();
    await expect(seccion.getByRole('status')).toHaveText('✅ Enlace copiado!');
    const enlace = await page.evaluate(() => navigator.clipboard.readText());
    expect(enlace).toMatch(/\/api\/calendario\/[0-9a-f-]{36}\/[\w-]{43}\.ics$/);
    await expect(seccion.getByLabel('Enlace del calendario')).toHaveValue(enlace);

    // What a calendar app gets from the copied address: a private calendar holding the booking.
    const feed = await request.get(enlace);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['cache-control']).toContain('private');
    const calendario = new ICAL.Component(ICAL.parse(await feed.text()));
    const resumenes = calendario.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e).summary);
    expect(resumenes).toContain('Cliente Feed - Corte de pelo');

    await seccion.getByRole('button', { name: 'Generar enlace nuevo' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Generar enlace nuevo' }).click();
    await aceptarExito(page, 'el enlace anterior dejó de funcionar');
    await expect(seccion.getByLabel('Enlace del calendario')).not.toHaveValue(enlace);
    const nuevo = await seccion.getByLabel('Enlace del calendario').inputValue();
    expect((await request.get(enlace)).status()).toBe(404);
    expect((await request.get(nuevo)).status()).toBe(200);
  } finally {
    await request.put(`/api/fechas/${ultima._id}/cancelar-hora-agendada`, {
      headers: { 'x-token-cliente': tokenCliente },
      data: { horaInicio: '19:00', horaFin: '19:45' },
    });
  }
});
