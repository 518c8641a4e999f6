import type { Fecha } from '@barberia/shared';
import type { APIRequestContext } from '@playwright/test';
import { emailUnico } from '../support/agenda';
import { sinViolaciones } from '../support/axe';
import {
  aceptarExito,
  BARBERO,
  DISPOSITIVOS,
  diaSantiago,
  iniciarSesion,
  sinDesbordeHorizontal,
} from '../support/back-office';
import { type Api, expect, test } from '../support/fixtures';
import { SIMULADOR_WHATSAPP } from '../support/whatsapp';

const [telefono] = DISPOSITIVOS;
test.use(telefono.uso);

const sumarMinutos = (hhmm: string, minutos: number) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const total = h * 60 + m + minutos;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/** Now in Santiago as HH:MM, the clock the server's «Hoy» reads. */
const ahoraEnSantiago = () =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Santiago',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date());

/**
 * A client books «Corte de pelo» (45 minutes) on the demo barber's `dia`, through the public API, at the
 * first quarter hour from `desde` that is free; cancelled after the test. Undefined when the day is full or
 * over (today, late at night).
 */
async function reservarEl(
  request: APIRequestContext,
  api: Api,
  fecha: Fecha,
  cliente: { nombre: string; email: string; telefono: string },
  desde = '00:00',
) {
  for (const { hora, habilitado } of fecha.horas) {
    if (!habilitado || hora < desde) continue;
    const tramo = { horaInicio: hora, horaFin: sumarMinutos(hora, 45) };
    const res = await request.put(`/api/fechas/${fecha._id}/agregar-hora-agendada`, {
      data: { ...cliente, ...tramo, servicio: 'Corte de pelo', consentimientoWhatsapp: true },
    });
    if (!res.ok()) continue;
    const { tokenCliente } = (await res.json()) as { tokenCliente: string };
    api.alTerminar(() =>
      request.put(`/api/fechas/${fecha._id}/cancelar-hora-agendada`, {
        headers: { 'x-token-cliente': tokenCliente },
        data: tramo,
      }),
    );
    return tramo;
  }
  return undefined;
}

test('«Hoy» on a phone: today’s bookings in order with the next one highlighted, then tomorrow’s, a confirmed one marked, the client’s phone at hand; the switch below, labelled; no axe violation', async ({
  page,
  api,
  request,
}) => {
  // Two bookings, a WhatsApp round trip and the screen.
  test.slow();
  const {
    _id: barberoId,
    token: { accessToken },
  } = await api.pedir<{ _id: string; token: { accessToken: string } }>('POST', '/api/auth/login', BARBERO);
  // The demo's days are Monday to Saturday: on a Saturday the barber opens Sunday for this test.
  let fechas = await api.pedir<Fecha[]>('GET', `/api/fechas/obtener-fechas-clientes/${barberoId}`);
  if (!fechas.some((f) => f.fecha.startsWith(diaSantiago(1)))) {
    const domingo = { fecha: diaSantiago(1), horaInicio: '10:00', horaFin: '18:00' };
    const creada = await api.pedir<Fecha>('POST', '/api/fechas', domingo, accessToken);
    api.borrarAlTerminar(`/api/fechas/${creada._id}?confirmar=true`);
    fechas = [...fechas, creada];
  }
  const deDia = (d: string) => fechas.find((f) => f.fecha.startsWith(d));
  const numero = `9${String(Date.now()).slice(-8)}`;
  const manana = { nombre: 'Rocío Mañana', email: emailUnico('hoy-manana'), telefono: numero };
  const tramoManana = await reservarEl(request, api, deDia(diaSantiago(1))!, manana);
  expect(tramoManana, 'el día de mañana del barbero de prueba tiene horas libres').toBeDefined();
  // Today only if the shop's day is not over yet (the suite may run at night).
  const fechaHoy = deDia(diaSantiago(0));
  const hoy = {
    nombre: 'Tomás Hoy',
    email: emailUnico('hoy-hoy'),
    telefono: `9${String(Date.now() + 3).slice(-8)}`,
  };
  const tramoHoy = fechaHoy
    ? await reservarEl(request, api, fechaHoy, hoy, sumarMinutos(ahoraEnSantiago(), 60))
    : undefined;

  // Tomorrow's client presses «Confirmo» on the WhatsApp confirmation.
  await expect
    .poll(
      async () => {
        const mensajes = (await (await request.get(`${SIMULADOR_WHATSAPP}/mensajes`)).json()) as {
          id: string;
          para: string;
          plantilla?: string;
        }[];
        const confirmacion = mensajes.find(
          (m) => m.para === `56${numero}` && m.plantilla === 'barberia_hora_agendada',
        );
        if (!confirmacion) return 0;
        const res = await request.post(`${SIMULADOR_WHATSAPP}/presionar`, {
          form: { wamid: confirmacion.id, indice: '0' },
          maxRedirects: 0,
        });
        return res.status();
      },
      { timeout: 20_000 },
    )
    .toBe(303);

  await iniciarSesion(page, BARBERO);
  const seccionHoy = page.getByRole('region', { name: /^Hoy/ });
  const seccionManana = page.getByRole('region', { name: /^Mañana/ });
  await expect(seccionHoy).toBeVisible();

  const deManana = seccionManana.getByRole('listitem').filter({ hasText: manana.nombre });
  await expect(deManana).toContainText(`${tramoManana!.horaInicio}–${tramoManana!.horaFin}`);
  await expect(deManana).toContainText('Corte de pelo');
  await expect(deManana).toContainText('✓ Confirmada');
  const visible = `+56 9 ${numero.slice(1, 5)} ${numero.slice(5)}`;
  await expect(
    deManana.getByRole('link', { name: `Llamar a ${manana.nombre} al ${visible}` }),
  ).toHaveAttribute('href', `tel:+56${numero}`);
  await expect(deManana.getByRole('link', { name: /^WhatsApp a Rocío Mañana/ })).toHaveAttribute(
    'href',
    `https://wa.me/56${numero}`,
  );

  if (tramoHoy) {
    const deHoy = seccionHoy.getByRole('listitem').filter({ hasText: hoy.nombre });
    await expect(deHoy).toContainText('Sin confirmar');
    // In order; the one under way or next is highlighted, and every one before it has ended.
    const horas = await seccionHoy.locator('.hoy__reloj').allTextContents();
    expect(horas).toEqual([...horas].sort());
    const marcada = seccionHoy.locator('li[aria-current="true"]');
    await expect(marcada).toHaveCount(1);
    await expect(marcada).toContainText(/Siguiente|En curso/);
    const indice = await seccionHoy
      .getByRole('listitem')
      .evaluateAll((items) => items.findIndex((li) => li.getAttribute('aria-current') === 'true'));
    const ahora = ahoraEnSantiago();
    for (const anterior of horas.slice(0, indice)) expect(anterior.slice(-5) <= ahora).toBe(true);
    expect(tramoHoy.horaInicio >= (horas[indice] ?? '').slice(0, 5)).toBe(true);
  } else {
    await expect(seccionHoy).toBeVisible();
  }

  // The Activo switch, labelled, below today's and tomorrow's bookings; the spec's menu after it.
  const interruptor = page.getByRole('switch', { name: 'Recibir reservas' });
  await expect(interruptor).toBeVisible();
  await expect(page.getByText('Activo', { exact: true })).toBeVisible();
  const [finManana, alto] = await Promise.all([seccionManana.boundingBox(), interruptor.boundingBox()]);
  expect(alto!.y).toBeGreaterThan(finManana!.y + finManana!.height - 1);
  await expect(page.getByRole('link', { name: /Agregar Fechas/ })).toBeVisible();

  await sinDesbordeHorizontal(page, telefono.ancho);
  await sinViolaciones(page);
});

test('the profile’s instant notices: on by default; a phone with the WhatsApp box is saved; switched off it stays off', async ({
  page,
  api,
}) => {
  const { _id: barberoId } = await api.pedir<{ _id: string }>('POST', '/api/auth/login', BARBERO);
  const ruta = `/api/users/${barberoId}/avisos`;
  const antes = await api.pedir<object>('GET', ruta);
  api.alTerminar(() => api.pedir('PUT', ruta, antes));
  await iniciarSesion(page, BARBERO);
  await page.goto('/barbero/perfil');
  const seccion = page.getByRole('region', { name: 'Avisos al instante' });
  const interruptor = seccion.getByRole('switch', {
    name: 'Avisarme al instante de cada reserva, cambio y cancelación',
  });
  await expect(interruptor).toHaveAttribute('aria-checked', 'true');

  // The box without a phone: the form says what is missing, nothing is sent.
  const celular = seccion.getByLabel('Tu celular para WhatsApp (opcional)');
  await celular.fill('');
  await seccion.getByRole('checkbox', { name: /Acepto recibir por WhatsApp un aviso/ }).check();
  await seccion.getByRole('button', { name: 'Guardar celular' }).click();
  await expect(seccion.getByText('Para recibir avisos por WhatsApp, escribe tu celular.')).toBeVisible();
  await celular.fill('9 8765 4321');
  await seccion.getByRole('button', { name: 'Guardar celular' }).click();
  await aceptarExito(page, 'Recibirás cada aviso por correo y por WhatsApp.');

  await interruptor.click();
  await expect(interruptor).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(interruptor).toHaveAttribute('aria-checked', 'false');
  await expect(celular).toHaveValue('987654321');
  expect(await api.pedir('GET', ruta)).toEqual({
    avisosAlInstante: false,
    telefono: '+56987654321',
    consentimientoWhatsapp: true,
  });
  await sinViolaciones(page);
});
