import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { correosOutbox, usuarios } from '../../src/db/schema.js';
import { appConSmtpDelBloque } from '../helpers/app.js';
import { BASES } from '../helpers/databases.js';
import { agendar, cancelar, fechaDelDia, reagendar, reservaHecha } from '../helpers/reservas.js';

describe.each(BASES)('bandeja de salida con un servidor SMTP real (%s)', (base) => {
  const { t, smtp } = appConSmtpDelBloque(base);
  // These tests count the clients' mails: the barber's own notice of each booking (decision 036) is off.
  beforeAll(async () => {
    await t.database.db.update(usuarios).set({ avisosAlInstante: false }).where(eq(usuarios.id, t.barberoId));
  });

  const pendientes = async () =>
    (await t.database.db.select().from(correosOutbox)).filter((c) => c.estado === 'pendiente');

  it('entrega la confirmación de una reserva', async () => {
    const fecha = await fechaDelDia(t, '2026-11-24');
    await reservaHecha(t, fecha._id, {
      horaInicio: '11:00',
      horaFin: '11:45',
      email: 'ana@correo.cl',
      nombre: 'Ana',
    });
    expect(await t.outbox.procesar()).toEqual({ enviados: 1, fallidos: 0 });
    const correo = smtp.recibidos.find((c) => c.para.includes('ana@correo.cl'));
    expect(correo?.asunto).toBe('Tu hora en Barbería Maipú ha sido agendada');
    expect(correo?.texto).toContain('Hora: 11:00 a 11:45 hrs');
    expect(correo?.texto).toContain('martes, 24 de noviembre de 2026');
    expect(await pendientes()).toEqual([]);
  });

  it('con el SMTP caído la reserva se guarda igual; el correo se reintenta y llega cuando vuelve', async () => {
    await smtp.detener();
    const fecha = await fechaDelDia(t, '2026-11-24');
    const reservas = await Promise.all(
      ['12:00', '15:00', '16:00'].map((h, i) =>
        agendar(t, fecha._id, {
          horaInicio: h,
          horaFin: `${String(Number(h.slice(0, 2))).padStart(2, '0')}:45`,
          email: `caida${i}@correo.cl`,
        }),
      ),
    );
    expect(reservas.map((r) => r.statusCode)).toEqual([200, 200, 200]);

    expect(await t.outbox.procesar()).toEqual({ enviados: 0, fallidos: 3 });
    const tras1 = await pendientes();
    expect(tras1).toHaveLength(3);
    expect(tras1.every((c) => c.intentos === 1 && c.ultimoError)).toBe(true);
    // Not due yet: the next attempt waits (30 s after the first failure).
    expect(await t.outbox.procesar()).toEqual({ enviados: 0, fallidos: 0 });

    t.reloj.ahora = new Date(t.reloj.ahora.getTime() + 31_000);
    expect(await t.outbox.procesar()).toEqual({ enviados: 0, fallidos: 3 });
    expect((await pendientes()).every((c) => c.intentos === 2)).toBe(true);

    await smtp.iniciar();
    t.reloj.ahora = new Date(t.reloj.ahora.getTime() + 61_000);
    expect(await t.outbox.procesar()).toEqual({ enviados: 3, fallidos: 0 });
    expect(await pendientes()).toEqual([]);
    for (const i of [0, 1, 2]) {
      expect(smtp.recibidos.filter((c) => c.para.includes(`caida${i}@correo.cl`))).toHaveLength(1);
    }
    const enviados = await t.database.db
      .select()
      .from(correosOutbox)
      .where(eq(correosOutbox.estado, 'enviado'));
    expect(enviados.every((c) => c.enviadoEn !== null)).toBe(true);
  });
});

describe.each(BASES)('la hora como .ics adjunto en los correos del cliente (%s)', (base) => {
  const { t, smtp } = appConSmtpDelBloque(base);

  /** The one VEVENT of an attached .ics as ical.js reads it, plus the calendar's METHOD. */
  function leerIcs(contenido: string) {
    const calendario = new ICAL.Component(ICAL.parse(contenido));
    const vevent = calendario.getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('el .ics no trae un VEVENT');
    const evento = new ICAL.Event(vevent);
    return {
      metodo: calendario.getFirstPropertyValue('method'),
      uid: evento.uid,
      resumen: evento.summary,
      lugar: evento.location,
      inicio: evento.startDate.toJSDate().toISOString(),
      fin: evento.endDate.toJSDate().toISOString(),
      estado: vevent.getFirstPropertyValue('status'),
      secuencia: vevent.getFirstPropertyValue('sequence'),
      descripcion: String(vevent.getFirstPropertyValue('description')),
    };
  }

  it('la confirmación trae la hora en America/Santiago y la cancelación la quita con el mismo uid', async () => {
    // 2026-11-24 is in Chilean summer time (-03), so 11:00 local is 14:00 UTC.
    const fecha = await fechaDelDia(t, '2026-11-24');
    const res = await reservaHecha(t, fecha._id, {
      horaInicio: '11:00',
      horaFin: '11:45',
      email: 'ics@correo.cl',
      nombre: 'Ana',
    });
    const id = res.horaAgendada._id;
    await t.outbox.procesar();

    const [confirmacion] = smtp.para('ics@correo.cl');
    expect(confirmacion?.adjuntos).toHaveLength(1);
    const adjunto = confirmacion?.adjuntos[0];
    expect(adjunto).toMatchObject({ nombre: 'hora-barberia.ics', tipo: 'text/calendar', metodo: 'PUBLISH' });
    // Sent as base64 so the .ics keeps its CRLF line ends (the parser below normalizes them away).
    const base64 = /filename=hora-barberia\.ics\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/.exec(
      confirmacion?.crudo ?? '',
    )?.[1];
    const bytes = Buffer.from(base64?.replace(/\r\n/g, '') ?? '', 'base64').toString('utf8');
    expect(bytes).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*\r\nEND:VCALENDAR\r\n$/);
    expect(bytes.replace(/\r\n/g, '')).not.toContain('\n');
    const agendada = leerIcs(adjunto?.contenido ?? '');
    expect(agendada).toMatchObject({
      metodo: 'PUBLISH',
      uid: id,
      resumen: 'Corte de pelo - Barbería Maipú',
      inicio: '2026-11-24T14:00:00.000Z',
      fin: '2026-11-24T14:45:00.000Z',
      estado: 'CONFIRMED',
      secuencia: 0,
    });
    expect(agendada.lugar).toContain('Maipú');
    expect(agendada.descripcion).toContain('/agenda/cancelar/ics%40correo.cl');

    const { tokenCliente } = res;
    expect((await cancelar(t, fecha._id, '11:00', '11:45', tokenCliente)).statusCode).toBe(200);
    await t.outbox.procesar();
    const cancelacion = smtp.para('ics@correo.cl')[1];
    expect(cancelacion?.asunto).toBe('Tu hora en Barbería Maipú fue cancelada');
    expect(cancelacion?.adjuntos[0]).toMatchObject({ nombre: 'hora-barberia.ics', metodo: 'CANCEL' });
    expect(leerIcs(cancelacion?.adjuntos[0]?.contenido ?? '')).toMatchObject({
      metodo: 'CANCEL',
      uid: id,
      inicio: '2026-11-24T14:00:00.000Z',
      estado: 'CANCELLED',
      secuencia: 1,
    });
  });

  it('al reagendar, la confirmación agrega la nueva hora y cancela la anterior por su uid', async () => {
    const fecha = await fechaDelDia(t, '2026-11-24');
    const primera = await reservaHecha(t, fecha._id, {
      horaInicio: '16:00',
      horaFin: '16:45',
      email: 'rea-ics@correo.cl',
    });
    const idAnterior = primera.horaAgendada._id;
    const nueva = await reagendar(
      t,
      {
        fechaId: fecha._id,
        horaInicio: '16:00',
        horaFin: '16:45',
        token: primera.tokenCliente,
      },
      { fechaId: fecha._id, horaInicio: '17:00', horaFin: '17:45', email: 'rea-ics@correo.cl' },
    );
    expect(nueva.statusCode).toBe(200);
    const idNuevo = nueva.json<{ horaAgendada: { _id: string } }>().horaAgendada._id;
    await t.outbox.procesar();

    const reagendada = smtp.para('rea-ics@correo.cl').find((c) => c.asunto.includes('reagendada'));
    expect(reagendada?.adjuntos.map((a) => [a.nombre, a.metodo])).toEqual([
      ['hora-barberia.ics', 'PUBLISH'],
      ['hora-anterior-cancelada.ics', 'CANCEL'],
    ]);
    expect(leerIcs(reagendada?.adjuntos[0]?.contenido ?? '')).toMatchObject({
      uid: idNuevo,
      inicio: '2026-11-24T20:00:00.000Z',
      estado: 'CONFIRMED',
    });
    expect(leerIcs(reagendada?.adjuntos[1]?.contenido ?? '')).toMatchObject({
      metodo: 'CANCEL',
      uid: idAnterior,
      inicio: '2026-11-24T19:00:00.000Z',
      estado: 'CANCELLED',
      secuencia: 1,
    });
  });
});
