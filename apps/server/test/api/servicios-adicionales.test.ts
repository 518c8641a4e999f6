import {
  type BarberoConServicios,
  type ExportacionDatosPersonales,
  type Fecha,
  formatearPrecio,
  type HorasLibresRespuesta,
  TIENDA_PREDETERMINADA,
} from '@barberia/shared';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  barberoServicios,
  eventosCalendario,
  horasAgendadas,
  horasAgendadasServicios,
} from '../../src/db/schema.js';
import { reservaDelEvento } from '../../src/infra/google/cola.repository.js';
import { SEGUNDO_BARBERO_DEMO } from '../../src/seed/demo.js';
import { ADMIN, type AppDePrueba, appDelBloque, BARBERO } from '../helpers/app.js';
import { esError } from '../helpers/back-office.js';
import { BASES, describeEnPostgres } from '../helpers/databases.js';
import { agendar, correosEnBandeja, fechaDelDia, reagendar, reservaHecha } from '../helpers/reservas.js';

/** Decision 037: several services in one booking, one block whose length and price are the sums. */
const DOS_BARBEROS = { env: { SEED_DEMO_BARBEROS: '2' } };

async function servicios(t: AppDePrueba) {
  const res = await t.app.inject({ url: '/api/servicios/obtener-servicios' });
  const lista = res.json<BarberoConServicios[]>();
  const diego = lista.find((b) => b.nombre === 'Diego')!;
  const id = (nombre: string) => diego.servicios.find((s) => s.servicio === nombre)!._id;
  return { lista, diego, id };
}

/** The day record of that barber for that day, as the client's list shows it. */
async function fechaDe(t: AppDePrueba, barberoId: string, dia: string): Promise<Fecha> {
  const res = await t.app.inject({ url: `/api/fechas/obtener-fechas-clientes/${barberoId}` });
  return res.json<Fecha[]>().find((f) => f.fecha.startsWith(dia))!;
}

/** Corte de pelo (45 min, $12.000) + Perfilado de barba (30 min, $7.000): 75 minutes, $19.000. */
const BLOQUE = 'Corte de pelo + Perfilado de barba';

describe.each(BASES)('varios servicios en una hora (%s)', (base) => {
  const t = appDelBloque(base);

  it('books corte + barba as one 75-minute block: answer, day, mail, .ics and feed name both', async () => {
    const { id } = await servicios(t);
    const fecha = await fechaDelDia(t, '2026-11-25');
    const email = 'bloque@correo.cl';
    const r = await reservaHecha(t, fecha._id, {
      horaInicio: '11:00',
      horaFin: '12:15',
      email,
      nombre: 'Bruno',
      serviciosAdicionales: [id('Perfilado de barba')],
    });
    expect(r.horaAgendada).toMatchObject({
      servicio: 'Corte de pelo',
      serviciosAdicionales: ['Perfilado de barba'],
    });
    const dia = await fechaDelDia(t, '2026-11-25');
    expect(dia.horasAgendadas).toEqual([
      expect.objectContaining({
        horaInicio: '11:00',
        horaFin: '12:15',
        servicio: 'Corte de pelo',
        serviciosAdicionales: ['Perfilado de barba'],
      }),
    ]);
    // The whole block is taken: an hour inside its second service is refused by the exclusion rules.
    await esError(
      agendar(t, fecha._id, { horaInicio: '11:45', horaFin: '12:30', email: 'otro@correo.cl' }),
      409,
      'La hora ya está agendada.',
    );

    const [correo] = await correosEnBandeja(t, email);
    expect(correo!.texto).toContain(`Servicio: ${BLOQUE} (${formatearPrecio(19000)})`);
    const ics = ICAL.parse(correo!.adjuntos[0]!.contenido);
    const evento = new ICAL.Event(new ICAL.Component(ics).getFirstSubcomponent('vevent')!);
    expect(evento.summary).toBe(`${BLOQUE} - ${TIENDA_PREDETERMINADA.nombre}`);
    expect(evento.endDate.subtractDate(evento.startDate).toSeconds()).toBe(75 * 60);

    // The barber's own calendar event and feed, and the Google event's text.
    const [fila] = await t.database.db.select().from(horasAgendadas).where(eq(horasAgendadas.email, email));
    const [propio] = await t.database.db
      .select()
      .from(eventosCalendario)
      .where(eq(eventosCalendario.horaAgendadaId, fila!.id));
    expect(propio!.summary).toBe(`Bruno - ${BLOQUE}`);
    await t.database.db
      .update(horasAgendadas)
      .set({ googleCalendarId: 'cal@test', googleEventoId: 'evento1' })
      .where(eq(horasAgendadas.id, fila!.id));
    expect((await reservaDelEvento(t.database.db, 'cal@test', 'evento1'))?.servicio).toBe(BLOQUE);
    const barbero = await t.tokenDe(BARBERO);
    const enlace = await t.app.inject({
      url: `/api/users/${t.barberoId}/feed-calendario`,
      headers: { authorization: `Bearer ${barbero}` },
    });
    const feed = await t.app.inject({
      url: enlace.json<{ url: string }>().url.replace(/^https?:\/\/[^/]+/, ''),
    });
    expect(feed.body.replace(/\r\n /g, '')).toContain(`SUMMARY:Bruno - ${BLOQUE}`);

    // The personal-data export lists the add-on.
    const admin = await t.tokenDe(ADMIN);
    const exportado = await t.app.inject({
      method: 'POST',
      url: '/api/admin/datos-personales/exportar',
      headers: { authorization: `Bearer ${admin}` },
      payload: { email },
    });
    expect(exportado.json<ExportacionDatosPersonales>().horasAgendadas[0]).toMatchObject({
      servicio: 'Corte de pelo',
      serviciosAdicionales: ['Perfilado de barba'],
    });

    // The barber's «Hoy» screen, the day before: the block by name.
    const antesHoy = t.reloj.ahora;
    t.reloj.ahora = new Date('2026-11-24T15:00:00Z');
    const hoy = await t.app.inject({
      url: `/api/users/${t.barberoId}/hoy`,
      headers: { authorization: `Bearer ${await t.tokenDe(BARBERO)}` },
    });
    t.reloj.ahora = antesHoy;
    expect(hoy.statusCode, hoy.body).toBe(200);
    expect(hoy.json<{ horas: { email: string; servicio: string }[] }>().horas).toContainEqual(
      expect.objectContaining({ email, servicio: BLOQUE }),
    );

    // The reminder a day before names the block too (its claim reads the name in its RETURNING).
    const antes = t.reloj.ahora;
    t.reloj.ahora = new Date('2026-11-24T15:00:00Z');
    await t.recordatorios.procesar();
    t.reloj.ahora = antes;
    const recordatorio = (await correosEnBandeja(t, email)).find((c) => c.asunto.startsWith('Recordatorio'));
    expect(recordatorio?.texto).toContain(`Servicio: ${BLOQUE}\n`);
    expect(recordatorio?.texto).toContain('Hora: 11:00 a 12:15 hrs');
  });

  it('the block must be the sums: a main-service length, an unknown, repeated or duplicated add-on are refused', async () => {
    const { id } = await servicios(t);
    const fecha = await fechaDelDia(t, '2026-11-26');
    const barba = id('Perfilado de barba');
    const base = { horaInicio: '11:00', horaFin: '12:15', email: 'mal@correo.cl' };
    await esError(
      agendar(t, fecha._id, { ...base, horaFin: '11:45', serviciosAdicionales: [barba] }),
      422,
      'La duración de la hora no coincide con la del servicio.',
    );
    await esError(
      agendar(t, fecha._id, { ...base, serviciosAdicionales: ['9b2e4c1a-0000-4000-8000-000000000000'] }),
      404,
      'Servicio no encontrado.',
    );
    await esError(
      agendar(t, fecha._id, { ...base, horaFin: '12:30', serviciosAdicionales: [id('Corte de pelo')] }),
      400,
      'Un servicio se repite en la hora.',
    );
    await esError(
      agendar(t, fecha._id, { ...base, horaFin: '11:45', serviciosAdicionales: [barba, barba] }),
      400,
      'Un servicio se repite en la hora.',
    );
    await esError(
      agendar(t, fecha._id, { ...base, serviciosAdicionales: 'barba' as unknown as string[] }),
      400,
      'Los servicios adicionales no son válidos.',
    );
    expect((await fechaDelDia(t, '2026-11-26')).horasAgendadas).toEqual([]);
    // An empty list is the spec's one-service booking.
    const sola = await reservaHecha(t, fecha._id, { ...base, horaFin: '11:45', serviciosAdicionales: [] });
    expect(sola.horaAgendada).not.toHaveProperty('serviciosAdicionales');
  });

  it('a reschedule moves the whole block with its services; the old add-ons go with the old hour', async () => {
    const { id } = await servicios(t);
    const desde = await fechaDelDia(t, '2026-11-27');
    const hacia = await fechaDelDia(t, '2026-11-28');
    const cliente = { nombre: 'Rita', email: 'rita@correo.cl' };
    const barba = id('Perfilado de barba');
    const hecha = await reservaHecha(t, desde._id, {
      horaInicio: '16:00',
      horaFin: '17:15',
      ...cliente,
      serviciosAdicionales: [barba],
    });
    const res = await reagendar(
      t,
      { fechaId: desde._id, horaInicio: '16:00', horaFin: '17:15', token: hecha.tokenCliente },
      {
        fechaId: hacia._id,
        horaInicio: '12:00',
        horaFin: '13:15',
        ...cliente,
        serviciosAdicionales: [barba],
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await fechaDelDia(t, '2026-11-27')).horasAgendadas).toEqual([]);
    const movida = (await fechaDelDia(t, '2026-11-28')).horasAgendadas;
    expect(movida).toEqual([
      expect.objectContaining({
        horaInicio: '12:00',
        horaFin: '13:15',
        serviciosAdicionales: ['Perfilado de barba'],
      }),
    ]);
    // One add-on row in the whole table for this client: the old block's went with it (ON DELETE CASCADE).
    const filas = await t.database.db
      .select({ hora: horasAgendadasServicios.horaAgendadaId })
      .from(horasAgendadasServicios)
      .innerJoin(horasAgendadas, eq(horasAgendadas.id, horasAgendadasServicios.horaAgendadaId))
      .where(eq(horasAgendadas.email, cliente.email));
    expect(filas).toEqual([{ hora: movida[0]!._id }]);
    expect(movida[0]!._id).not.toBe(hecha.horaAgendada._id);
    const correos = await correosEnBandeja(t, cliente.email);
    const reagendada = correos.find((c) => c.asunto.includes('reagendada'))!;
    expect(reagendada.texto).toContain(`Servicio: ${BLOQUE} (${formatearPrecio(19000)})`);
    expect(reagendada.texto).toContain('Hora: 12:00 a 13:15 hrs');
    // Cancelling names the whole block too.
    const cancelada = await t.app.inject({
      method: 'PUT',
      url: `/api/fechas/${hacia._id}/cancelar-hora-agendada`,
      headers: { 'x-token-cliente': res.json<{ tokenCliente: string }>().tokenCliente },
      payload: { horaInicio: '12:00', horaFin: '13:15' },
    });
    expect(cancelada.statusCode, cancelada.body).toBe(200);
    const aviso = (await correosEnBandeja(t, cliente.email)).find((c) => c.texto.includes('fue cancelada'))!;
    expect(aviso.texto).toContain(`(${BLOQUE})`);
  });
  it('a service booked only as an add-on of a future hour cannot be deleted either', async () => {
    const { id } = await servicios(t);
    const fecha = await fechaDelDia(t, '2026-11-30');
    const admin = { authorization: `Bearer ${await t.tokenDe(ADMIN)}` };
    const borrar = (servicioId: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/servicios/${servicioId}`, headers: admin });
    // Cejas only as the add-on of a 30 + 45 minute block.
    await reservaHecha(t, fecha._id, {
      horaInicio: '12:00',
      horaFin: '13:15',
      servicio: 'Corte niño',
      email: 'nino@correo.cl',
      serviciosAdicionales: [id('Corte y cejas')],
    });
    await esError(
      borrar(id('Corte y cejas')),
      409,
      'No se puede eliminar un servicio con horas agendadas futuras.',
    );
  });
});

describe.each(BASES)('servicios adicionales con dos barberos (%s)', (base) => {
  const t = appDelBloque(base, DOS_BARBEROS);

  it('a barber who does not perform an add-on is refused with a Spanish 400; «Cualquiera» books one who does all', async () => {
    const { lista, diego, id } = await servicios(t);
    const matias = lista.find((b) => b.nombre === SEGUNDO_BARBERO_DEMO.nombre)!;
    const martes = await fechaDe(t, matias._id, '2026-11-24');
    // Afeitado clásico (45 min) is Diego's alone.
    const afeitado = id('Afeitado clásico');
    await esError(
      agendar(t, martes._id, { horaInicio: '12:00', horaFin: '13:30', serviciosAdicionales: [afeitado] }),
      400,
      'El barbero no realiza uno de los servicios agregados a la hora.',
    );
    // «Cualquiera»'s hours with that add-on are Diego's alone, for the block's length.
    const url = `/api/fechas/horas-libres?servicio=${id('Corte de pelo')}&duracion=90&adicionales=${afeitado}`;
    const union = await t.app.inject({ url });
    const suyas = await t.app.inject({ url: `/api/fechas/horas-libres/${diego._id}?duracion=90` });
    expect(union.json<HorasLibresRespuesta>()).toEqual(suyas.json<HorasLibresRespuesta>());
    const sinAdicional = await t.app.inject({
      url: `/api/fechas/horas-libres?servicio=${id('Corte de pelo')}&duracion=90`,
    });
    expect(sinAdicional.body).not.toBe(union.body);
    // At 12:00 both are free; only Diego does the whole block, though Matías has fewer bookings.
    const r = await agendar(t, martes._id, {
      horaInicio: '12:00',
      horaFin: '13:30',
      barbero: 'cualquiera',
      serviciosAdicionales: [afeitado],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json<{ fecha: Fecha }>().fecha.creadoPor.nombre).toBe('Diego');
    // Once Diego stops doing Degradado, Degradado (Matías's) + Afeitado (Diego's) is nobody's block.
    await t.database.db
      .delete(barberoServicios)
      .where(
        and(eq(barberoServicios.usuarioId, diego._id), eq(barberoServicios.servicioId, id('Degradado'))),
      );
    await esError(
      agendar(t, martes._id, {
        horaInicio: '16:00',
        horaFin: '17:30',
        barbero: 'cualquiera',
        servicio: 'Degradado',
        serviciosAdicionales: [afeitado],
      }),
      400,
      'Ningún barbero realiza todos esos servicios en una misma hora.',
    );
    await esError(t.app.inject({ url: `${url},nada` }), 400, 'El identificador no es válido.');
  });
});

// Only PostgreSQL runs these requests side by side (PGlite serialises them, so they would pass anyway).
describeEnPostgres('bloques de varios servicios concurrentes (postgres)', () => {
  const t = appDelBloque('postgres');

  it('20 overlapping corte + barba blocks at once: exactly one wins, 19 hear «La hora ya está agendada.»', async () => {
    const { id } = await servicios(t);
    const fecha = await fechaDelDia(t, '2026-11-25');
    const barba = id('Perfilado de barba');
    // 75-minute blocks starting 11:00, 11:15, 11:30 or 11:45: every two of them overlap.
    const inicios = ['11:00', '11:15', '11:30', '11:45'];
    const fin = (h: string) => {
      const m = Number(h.slice(0, 2)) * 60 + Number(h.slice(3)) + 75;
      return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    };
    const respuestas = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const horaInicio = inicios[i % inicios.length]!;
        return agendar(t, fecha._id, {
          horaInicio,
          horaFin: fin(horaInicio),
          email: `p${i}@correo.cl`,
          serviciosAdicionales: [barba],
        });
      }),
    );
    expect(respuestas.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const rechazos = respuestas.filter((r) => r.statusCode === 409);
    expect(rechazos).toHaveLength(19);
    for (const r of rechazos) expect(r.json()).toMatchObject({ code: 'HORA_YA_AGENDADA' });
    const dia = await fechaDelDia(t, '2026-11-25');
    expect(dia.horasAgendadas).toHaveLength(1);
    expect(dia.horasAgendadas[0]!.serviciosAdicionales).toEqual(['Perfilado de barba']);
    expect(await t.database.db.select().from(horasAgendadasServicios)).toHaveLength(1);
  });
});
