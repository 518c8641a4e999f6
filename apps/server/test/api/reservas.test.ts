import { type Fecha, MENSAJES, MENSAJE_TELEFONO_INVALIDO as MENSAJES_TELEFONO } from '@barberia/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventosCalendario, horasAgendadas, servicios, usuarios } from '../../src/db/schema.js';
import { appDelBloque, LUNES_9AM } from '../helpers/app.js';
import { BASES } from '../helpers/databases.js';
import {
  agendar,
  cancelar,
  correosEnBandeja,
  fechaDelDia,
  horasDeEmail,
  reagendar,
  reservaHecha,
  tokenDelCorreo,
} from '../helpers/reservas.js';

describe.each(BASES)('agendar, reagendar y cancelar (%s)', (base) => {
  const t = appDelBloque(base);

  describe('teléfono opcional (decisión 030)', () => {
    const guardado = async (id: string) =>
      (await t.database.db.select().from(horasAgendadas).where(eq(horasAgendadas.id, id)))[0]?.telefono;

    it.each([
      ['+56 9 1234 5678', '11:00', '11:45', '+56912345678'],
      ['912345678', '11:45', '12:30', '+56912345678'],
      ['9 8765 4321', '12:30', '13:15', '+56987654321'],
      ['(9) 8765-4321', '15:00', '15:45', '+56987654321'],
    ])('%j se guarda en E.164', async (telefono, horaInicio, horaFin, e164) => {
      const fecha = await fechaDelDia(t, '2026-12-07');
      const email = `tel-${horaInicio.replace(':', '')}@correo.cl`;
      const { horaAgendada } = await reservaHecha(t, fecha._id, { horaInicio, horaFin, email, telefono });
      expect(await guardado(horaAgendada._id)).toBe(e164);
      // The client's own list and the confirmation mail show it.
      const [correo] = await correosEnBandeja(t, email);
      expect(correo?.texto).toContain(`Tu teléfono: +56 9 ${e164.slice(4, 8)} ${e164.slice(8)}`);
    });

    it.each([
      ['vacío', ''],
      ['nulo', null],
      ['ausente (la llamada de la especificación)', undefined],
    ])('%s: agenda sin teléfono', async (_, telefono) => {
      const fecha = await fechaDelDia(t, '2026-12-08');
      const horaInicio = telefono === '' ? '11:00' : telefono === null ? '11:45' : '12:30';
      const horaFin = telefono === '' ? '11:45' : telefono === null ? '12:30' : '13:15';
      const email = `sin-tel-${horaInicio.replace(':', '')}@correo.cl`;
      const { horaAgendada } = await reservaHecha(t, fecha._id, { horaInicio, horaFin, email, telefono });
      expect(await guardado(horaAgendada._id)).toBeNull();
      const [correo] = await correosEnBandeja(t, email);
      expect(correo?.texto).not.toContain('teléfono');
    });

    it.each([
      ['un fijo de Santiago', '+56 2 2123 4567'],
      ['un celular corto', '9 1234 567'],
      ['un número de otro país', '+1 202 555 0143'],
      ['texto', 'llámame'],
      ['un número JSON', 912345678],
    ])('rechaza %s con 400 y un mensaje en español, sin agendar', async (_, telefono) => {
      const fecha = await fechaDelDia(t, '2026-12-09');
      const res = await agendar(t, fecha._id, {
        horaInicio: '11:00',
        horaFin: '11:45',
        email: 'tel-malo@correo.cl',
        telefono: telefono as string,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ msg: MENSAJES_TELEFONO });
      const dia = await fechaDelDia(t, '2026-12-09');
      expect(dia.horasAgendadas).toEqual([]);
    });
  });

  const eventosDe = async (horaAgendadaId: string) =>
    t.database.db
      .select()
      .from(eventosCalendario)
      .where(eq(eventosCalendario.horaAgendadaId, horaAgendadaId));

  it('agenda una hora: la guarda, crea su evento y deja el correo de confirmación en la bandeja', async () => {
    const fecha = await fechaDelDia(t, '2026-11-24');
    const res = await agendar(t, fecha._id, {
      horaInicio: '11:00',
      horaFin: '11:45',
      nombre: '@juanito',
      email: 'juan@correo.cl',
    });
    expect(res.statusCode).toBe(200);
    const cuerpo = res.json<{ msg: string; horaAgendada: { _id: string }; fecha: Fecha }>();
    expect(cuerpo.msg).toBe('Hora agendada correctamente.');
    expect(cuerpo.fecha.horasAgendadas).toEqual([
      expect.objectContaining({ horaInicio: '11:00', horaFin: '11:45', servicio: 'Corte de pelo' }),
    ]);
    // Other clients never see who booked.
    expect(cuerpo.fecha.horasAgendadas[0]).not.toHaveProperty('email');
    const [evento] = await eventosDe(cuerpo.horaAgendada._id);
    expect(evento).toMatchObject({ summary: '@juanito - Corte de pelo', description: 'juan@correo.cl' });
    expect(evento?.inicio.toISOString()).toBe('2026-11-24T14:00:00.000Z');
    const correos = await correosEnBandeja(t, 'juan@correo.cl');
    expect(correos).toHaveLength(1);
    expect(correos[0]?.asunto).toMatch(/ha sido agendada/);
    expect(correos[0]?.texto).toMatch(
      /http:\/\/barberia\.test\/agenda\/cancelar\/juan%40correo\.cl#token=\S+/,
    );
  });

  it.each([
    ['fuera del horario', '20:00', '20:45', 422, 'La hora está fuera del horario de atención de ese día.'],
    ['antes de abrir', '10:30', '11:15', 422, 'La hora está fuera del horario de atención de ese día.'],
    ['en el descanso', '13:30', '14:15', 422, 'La hora coincide con el descanso del barbero.'],
    ['con otra duración', '12:00', '12:30', 422, 'La duración de la hora no coincide con la del servicio.'],
  ])('rechaza una hora %s', async (_caso, horaInicio, horaFin, status, msg) => {
    const fecha = await fechaDelDia(t, '2026-11-28');
    const res = await agendar(t, fecha._id, { horaInicio, horaFin });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ msg });
  });

  it('rechaza una hora solapada con otra y acepta la contigua (11:45 no choca con la que termina a las 11:45)', async () => {
    const fecha = await fechaDelDia(t, '2026-12-01');
    const primera = { horaInicio: '11:00', horaFin: '11:45', email: 'primera@correo.cl' };
    expect((await agendar(t, fecha._id, primera)).statusCode).toBe(200);
    const solapada = await agendar(t, fecha._id, { horaInicio: '11:30', horaFin: '12:15' });
    expect(solapada.statusCode).toBe(409);
    expect(solapada.json()).toMatchObject({ msg: 'La hora ya está agendada.' });
    expect((await agendar(t, fecha._id, { horaInicio: '11:45', horaFin: '12:30' })).statusCode).toBe(200);
  });

  it('exige un servicio que exista y que el barbero realice', async () => {
    const fecha = await fechaDelDia(t, '2026-11-28');
    const inexistente = await agendar(t, fecha._id, {
      horaInicio: '16:00',
      horaFin: '16:45',
      servicio: 'Tatuaje',
    });
    expect(inexistente.statusCode).toBe(404);
    expect(inexistente.json()).toMatchObject({ msg: 'Servicio no encontrado.' });
    // A service of the shop that this barber does not do.
    await t.database.db.insert(servicios).values({ servicio: 'Alisado', precio: 20000, duracion: 45 });
    const ajeno = await agendar(t, fecha._id, { horaInicio: '16:00', horaFin: '16:45', servicio: 'Alisado' });
    expect(ajeno.statusCode).toBe(422);
    expect(ajeno.json()).toMatchObject({
      code: 'SERVICIO_NO_REALIZADO',
      msg: MENSAJES.SERVICIO_NO_REALIZADO,
    });
  });

  it('respeta los 30 minutos de anticipación el mismo día y no agenda en el pasado', async () => {
    const hoy = await fechaDelDia(t, '2026-11-23'); // ahora: lunes 09:00 en Santiago
    try {
      t.reloj.ahora = new Date('2026-11-23T14:40:00Z'); // 11:40
      const pronto = await agendar(t, hoy._id, { horaInicio: '12:00', horaFin: '12:45' });
      expect(pronto.statusCode).toBe(422);
      expect(pronto.json()).toMatchObject({ code: 'ANTICIPACION_INSUFICIENTE' });
      t.reloj.ahora = new Date('2026-11-23T14:30:00Z'); // 11:30: exactly 30 minutes before
      expect((await agendar(t, hoy._id, { horaInicio: '12:00', horaFin: '12:45' })).statusCode).toBe(200);
      t.reloj.ahora = new Date('2026-11-24T03:00:00Z'); // Tuesday 00:00: Monday is now past
      const pasado = await agendar(t, hoy._id, { horaInicio: '17:00', horaFin: '17:45' });
      expect(pasado.json()).toMatchObject({ code: 'FECHA_PASADA' });
    } finally {
      t.reloj.ahora = LUNES_9AM;
    }
  });

  it('una fecha inexistente responde «Fecha no encontrada.»', async () => {
    const res = await agendar(t, '00000000-0000-4000-8000-000000000000', {
      horaInicio: '12:00',
      horaFin: '12:45',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ msg: 'Fecha no encontrada.' });
  });

  it('reagendar agenda la nueva hora y quita la anterior en una transacción', async () => {
    const fecha = await fechaDelDia(t, '2026-11-25');
    const original = await agendar(t, fecha._id, {
      horaInicio: '15:00',
      horaFin: '15:45',
      email: 'rea@correo.cl',
    });
    const token = original.json<{ tokenCliente: string }>().tokenCliente;
    await agendar(t, fecha._id, { horaInicio: '17:00', horaFin: '17:45', email: 'otro@correo.cl' });
    const reagendar = { fechaId: fecha._id, horaInicio: '15:00', horaFin: '15:45' };

    // The new hour is taken: nothing changes, the old booking stays.
    const fallo = await agendar(
      t,
      fecha._id,
      {
        horaInicio: '17:00',
        horaFin: '17:45',
        email: 'rea@correo.cl',
        reagendar,
      },
      token,
    );
    expect(fallo.statusCode).toBe(409);
    let horas = (await fechaDelDia(t, '2026-11-25')).horasAgendadas.map((h) => h.horaInicio).sort();
    expect(horas).toEqual(['15:00', '17:00']);

    // Moving by 15 minutes overlaps the old hour itself: allowed, since the old one goes away.
    const ok = await agendar(
      t,
      fecha._id,
      {
        horaInicio: '15:15',
        horaFin: '16:00',
        email: 'rea@correo.cl',
        reagendar,
      },
      token,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ msg: 'Hora reagendada correctamente.' });
    horas = (await fechaDelDia(t, '2026-11-25')).horasAgendadas.map((h) => h.horaInicio).sort();
    expect(horas).toEqual(['15:15', '17:00']);
  });

  it('no se puede reagendar la hora de otro correo', async () => {
    const fecha = await fechaDelDia(t, '2026-12-02');
    const ajena = { horaInicio: '17:00', horaFin: '17:45', email: 'duena@correo.cl' };
    expect((await agendar(t, fecha._id, ajena)).statusCode).toBe(200);
    // The intruder holds a real proof, of an hour of their own: it does not cover the owner's hour.
    const propia = await agendar(t, fecha._id, {
      horaInicio: '19:00',
      horaFin: '19:45',
      email: 'intruso@correo.cl',
    });
    const res = await reagendar(
      t,
      {
        fechaId: fecha._id,
        horaInicio: '17:00',
        horaFin: '17:45',
        token: propia.json<{ tokenCliente: string }>().tokenCliente,
      },
      { fechaId: fecha._id, horaInicio: '18:00', horaFin: '18:45', email: 'intruso@correo.cl' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'REAGENDAR_OTRO_CORREO' });
    expect((await fechaDelDia(t, '2026-12-02')).horasAgendadas.map((h) => h.horaInicio)).toEqual([
      '17:00',
      '19:00',
    ]);
  });

  it('reagendar a otro día: la hora se muda de día, su evento también, y el correo dice «reagendada»', async () => {
    const antes = await fechaDelDia(t, '2026-12-03');
    const despues = await fechaDelDia(t, '2026-12-04');
    const email = 'muda@correo.cl';
    const vieja = await reservaHecha(t, antes._id, { horaInicio: '12:00', horaFin: '12:45', email });
    const viejaId = vieja.horaAgendada._id;
    expect(await eventosDe(viejaId)).toHaveLength(1);

    const res = await reagendar(
      t,
      {
        fechaId: antes._id,
        horaInicio: '12:00',
        horaFin: '12:45',
        token: vieja.tokenCliente,
      },
      { fechaId: despues._id, horaInicio: '16:00', horaFin: '16:45', email },
    );
    expect(res.statusCode, res.body).toBe(200);
    const nuevaId = res.json<{ horaAgendada: { _id: string } }>().horaAgendada._id;
    expect((await fechaDelDia(t, '2026-12-03')).horasAgendadas).toEqual([]);
    expect((await fechaDelDia(t, '2026-12-04')).horasAgendadas.map((h) => h.horaInicio)).toEqual(['16:00']);
    expect(await eventosDe(viejaId)).toHaveLength(0);
    const [evento] = await eventosDe(nuevaId);
    expect(evento?.inicio.toISOString()).toBe('2026-12-04T19:00:00.000Z');
    const correos = await correosEnBandeja(t, email);
    expect(correos.map((c) => c.asunto).sort()).toEqual([
      'Tu hora en Barbería Maipú ha sido agendada',
      'Tu hora en Barbería Maipú ha sido reagendada',
    ]);
    expect(correos.find((c) => c.asunto.endsWith('reagendada'))?.texto).toContain(
      'viernes, 4 de diciembre de 2026',
    );
  });

  it('cancelar quita la hora y su evento juntos, y la hora vuelve a ofrecerse', async () => {
    const fecha = await fechaDelDia(t, '2026-11-26');
    const { horaAgendada, tokenCliente } = await reservaHecha(t, fecha._id, {
      horaInicio: '12:00',
      horaFin: '12:45',
      email: 'cancela@correo.cl',
    });
    const id = horaAgendada._id;
    expect(await eventosDe(id)).toHaveLength(1);

    const cancelada = await cancelar(t, fecha._id, '12:00', '12:45', tokenCliente);
    expect(cancelada.statusCode).toBe(200);
    expect(cancelada.json<{ fecha: Fecha }>().fecha.horasAgendadas).toEqual([]);
    expect(await eventosDe(id)).toHaveLength(0);
    expect(await t.database.db.select().from(horasAgendadas).where(eq(horasAgendadas.id, id))).toHaveLength(
      0,
    );

    const otraVez = await cancelar(t, fecha._id, '12:00', '12:45', tokenCliente);
    expect(otraVez.statusCode).toBe(404);
    expect(otraVez.json()).toMatchObject({ msg: 'Hora no encontrada.' });
    expect((await agendar(t, fecha._id, { horaInicio: '12:00', horaFin: '12:45' })).statusCode).toBe(200);
  });

  it('la búsqueda por correo muestra solo las horas de ese correo, sin importar mayúsculas', async () => {
    const fecha = await fechaDelDia(t, '2026-12-05');
    await reservaHecha(t, fecha._id, { horaInicio: '11:00', horaFin: '11:45', email: 'busca@correo.cl' });
    expect(
      (await agendar(t, fecha._id, { horaInicio: '12:00', horaFin: '12:45', email: 'otra@correo.cl' }))
        .statusCode,
    ).toBe(200);
    const token = await tokenDelCorreo(t, 'busca@correo.cl');
    const res = await horasDeEmail(t, 'BUSCA@correo.cl', token);
    expect(res.statusCode).toBe(200);
    const fechas = res.json<Fecha[]>();
    expect(fechas.flatMap((f) => f.horasAgendadas.map((h) => h.email))).toEqual(['busca@correo.cl']);
    // Another address's hours are not shown with busca's proof, nor to anyone without proof.
    const ajena = await horasDeEmail(t, 'otra@correo.cl', token);
    expect(ajena.statusCode).toBe(403);
    expect(ajena.json()).toMatchObject({ msg: MENSAJES.SIN_PRUEBA_DE_CORREO });
    expect((await horasDeEmail(t, 'otra@correo.cl')).statusCode).toBe(403);
  });

  it('un barbero inactivo no recibe reservas ni ofrece fechas', async () => {
    const fecha = await fechaDelDia(t, '2026-11-27');
    await t.database.db.update(usuarios).set({ activo: false }).where(eq(usuarios.id, t.barberoId));
    try {
      const res = await agendar(t, fecha._id, { horaInicio: '12:00', horaFin: '12:45' });
      expect(res.statusCode).toBe(409);
      const fechas = await t.app.inject({ url: `/api/fechas/obtener-fechas-clientes/${t.barberoId}` });
      expect(fechas.json()).toEqual([]);
    } finally {
      await t.database.db.update(usuarios).set({ activo: true }).where(eq(usuarios.id, t.barberoId));
    }
  });
});
