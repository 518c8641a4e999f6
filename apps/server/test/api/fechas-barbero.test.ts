import { type Evento, type Fecha, MENSAJES } from '@barberia/shared';
import { describe, expect, it } from 'vitest';
import { appDelBloque } from '../helpers/app.js';
import { cuentasDelBloque, esError, pedidor } from '../helpers/back-office.js';
import { BASES } from '../helpers/databases.js';
import { agendar, correosEnBandeja, fechaDelDia, horasDeEmail, tokenDelCorreo } from '../helpers/reservas.js';

const { NO_AUTENTICADO, SIN_PERMISO } = MENSAJES;

describe.each(BASES)('fechas, horas y calendario del barbero (%s)', (base) => {
  const t = appDelBloque(base);
  const pedir = pedidor(t);
  const cuentas = cuentasDelBloque(t);

  const crear = (payload: object, token = cuentas.barbero) => pedir('POST', '/api/fechas', token, payload);
  const reserva = (horaInicio: string, horaFin: string, nombre = 'Ana', email = 'ana@correo.cl') =>
    ({ horaInicio, horaFin, nombre, email }) as const;

  it('POST /api/fechas: 201 con la grilla de cuartos de hora y creadoPor; duplicado, horario inválido, ISO con offset', async () => {
    const res = await crear({ fecha: '2026-12-15', horaInicio: '10:00', horaFin: '12:00' });
    expect(res.statusCode, res.body).toBe(201);
    const fecha = res.json<Fecha>();
    expect(fecha.fecha.slice(0, 10)).toBe('2026-12-15');
    const cuartos = '10:00 10:15 10:30 10:45 11:00 11:15 11:30 11:45'.split(' ');
    expect(fecha.horas.map((h) => h.hora)).toEqual(cuartos);
    expect(fecha.horas.every((h) => h.habilitado)).toBe(true);
    expect(fecha).toMatchObject({ horaInicio: '10:00', horaFin: '12:00', horasAgendadas: [] });
    expect(fecha.creadoPor).toEqual({ _id: t.barberoId, nombre: 'Diego' });

    const dup = await crear({ fecha: '2026-12-15', horaInicio: '15:00', horaFin: '16:00' });
    await esError(dup, 409, 'Ya existe una fecha para ese día.');
    const alReves = await crear({ fecha: '2026-12-16', horaInicio: '12:00', horaFin: '10:00' });
    await esError(alReves, 400, 'La hora de término debe ser posterior a la hora de inicio.');
    await esError(
      crear({ fecha: '2026-12-16', horaInicio: '10:00', horaFin: '12:00' }, ''),
      401,
      NO_AUTENTICADO,
    );

    const iso = await crear({ fecha: '2026-12-20T00:00:00-03:00', horaInicio: '10:00', horaFin: '11:00' });
    expect(iso.statusCode).toBe(201);
    expect(iso.json<Fecha>().fecha.slice(0, 10)).toBe('2026-12-20');
    // 02:00 UTC on the 21st is still the 20th in Santiago: the same day, so a duplicate.
    const utc = await crear({ fecha: '2026-12-21T02:00:00Z', horaInicio: '10:00', horaFin: '11:00' });
    await esError(utc, 409, MENSAJES.FECHA_DUPLICADA);
    // The same day is free for another barber.
    const deOtro = await crear({ fecha: '2026-12-15', horaInicio: '10:00', horaFin: '12:00' }, cuentas.otro);
    expect(deOtro.statusCode).toBe(201);
  });

  it('PUT /api/fechas/{id}: cambia el horario salvo que una hora agendada quede fuera; DELETE pide confirmar', async () => {
    const fecha = (await crear({ fecha: '2026-12-17', horaInicio: '10:00', horaFin: '12:00' })).json<Fecha>();
    const url = `/api/fechas/${fecha._id}`;
    const cliente = reserva('10:00', '10:45', 'Ana', 'borrada@correo.cl');
    expect((await agendar(t, fecha._id, cliente)).statusCode).toBe(200);

    const fuera = MENSAJES.HORAS_FUERA_DEL_NUEVO_HORARIO;
    await esError(pedir('PUT', url, cuentas.barbero, { horaInicio: '10:30', horaFin: '12:00' }), 409, fuera);
    const descanso = { horaInicio: '10:00', horaFin: '12:00', descansoHora: '10:30', descansoDuracion: 30 };
    await esError(pedir('PUT', url, cuentas.barbero, descanso), 409, fuera);
    await esError(
      pedir('PUT', url, cuentas.otro, { horaInicio: '10:00', horaFin: '13:00' }),
      403,
      SIN_PERMISO,
    );
    await esError(
      pedir('PUT', url, undefined, { horaInicio: '10:00', horaFin: '13:00' }),
      401,
      NO_AUTENTICADO,
    );

    const ok = await pedir('PUT', url, cuentas.barbero, { horaInicio: '09:00', horaFin: '11:00' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Fecha>()).toMatchObject({ horaInicio: '09:00', horaFin: '11:00' });
    expect(ok.json<Fecha>().horas.map((h) => h.hora)).toHaveLength(8);
    expect(ok.json<Fecha>().horasAgendadas).toHaveLength(1);

    await esError(pedir('DELETE', url, cuentas.otro), 403, SIN_PERMISO);
    await esError(pedir('DELETE', url, cuentas.barbero), 409, MENSAJES.FECHA_CON_HORAS_AGENDADAS);
    const borrada = await pedir('DELETE', `${url}?confirmar=true`, cuentas.barbero);
    expect(borrada.statusCode).toBe(200);
    expect(borrada.json()).toEqual({ msg: expect.any(String), horasCanceladas: 1 });
    // The client is told: exactly one cancellation mail queued, beside the booking's confirmation.
    const correos = await correosEnBandeja(t, 'borrada@correo.cl');
    expect(correos.map((c) => c.asunto).sort()).toEqual([
      'Tu hora en Barbería Maipú fue cancelada',
      'Tu hora en Barbería Maipú ha sido agendada',
    ]);
    const cancelacion = correos.find((c) => c.asunto.endsWith('fue cancelada'));
    expect(cancelacion?.texto).toContain('Tu hora del jueves, 17 de diciembre de 2026 a las 10:00 hrs');
    const propias = (await pedir('GET', `/api/fechas/obtener-fechas/${t.barberoId}`)).json<Fecha[]>();
    expect(propias.map((f) => f._id)).not.toContain(fecha._id);
    // The client still holds the link of her confirmation mail: her hours are gone.
    const delCliente = await horasDeEmail(
      t,
      'borrada@correo.cl',
      await tokenDelCorreo(t, 'borrada@correo.cl'),
    );
    await esError(delCliente, 404, 'No hay horas agendadas para este correo');
    await esError(pedir('DELETE', url, cuentas.barbero), 404, MENSAJES.FECHA_NO_ENCONTRADA);
  });

  it('PUT …/hora/{hourId}/agendar|cancelar|eliminar: bloquea, libera y quita un cuarto de hora', async () => {
    const fecha = await fechaDelDia(t, '2026-11-26');
    const idDe = (hora: string) => fecha.horas.find((h) => h.hora === hora)!._id;
    const accion = (hora: string, a: string, token?: string) =>
      pedir('PUT', `/api/fechas/${fecha._id}/hora/${idDe(hora)}/${a}`, token);

    const bloqueada = await accion('16:15', 'agendar', cuentas.barbero);
    expect(bloqueada.statusCode).toBe(200);
    expect(bloqueada.json<Fecha>().horas.find((h) => h.hora === '16:15')?.habilitado).toBe(false);
    await esError(agendar(t, fecha._id, reserva('16:00', '16:45')), 409, 'La hora ya está agendada.');

    const liberada = await accion('16:15', 'cancelar', cuentas.barbero);
    expect(liberada.json<Fecha>().horas.find((h) => h.hora === '16:15')?.habilitado).toBe(true);
    expect((await agendar(t, fecha._id, reserva('16:00', '16:45'))).statusCode).toBe(200);

    const sinHora = await accion('18:00', 'eliminar', cuentas.barbero);
    expect(sinHora.statusCode).toBe(200);
    expect(sinHora.json<Fecha>().horas.map((h) => h.hora)).not.toContain('18:00');
    await esError(
      agendar(t, fecha._id, reserva('17:45', '18:30', 'Bea', 'bea@correo.cl')),
      409,
      MENSAJES.HORA_YA_AGENDADA,
    );
    await esError(accion('18:00', 'cancelar', cuentas.barbero), 404, MENSAJES.HORA_NO_ENCONTRADA);

    await esError(accion('19:00', 'agendar'), 401, NO_AUTENTICADO);
    await esError(accion('19:00', 'agendar', cuentas.otro), 403, SIN_PERMISO);
    expect((await accion('19:00', 'agendar', cuentas.admin)).statusCode).toBe(200);
  });

  it('los listados ocultan nombre y email de los clientes salvo al barbero; búsqueda por correo', async () => {
    const fecha = await fechaDelDia(t, '2026-11-24');
    expect(
      (await agendar(t, fecha._id, reserva('11:00', '11:45', 'Carla', 'Carla@Correo.cl'))).statusCode,
    ).toBe(200);
    expect(
      (await agendar(t, fecha._id, reserva('12:00', '12:45', 'Dino', 'dino@correo.cl'))).statusCode,
    ).toBe(200);
    const agendadas = async (url: string, token?: string) =>
      (await pedir('GET', url, token)).json<Fecha[]>().find((f) => f._id === fecha._id)!.horasAgendadas;

    const propias = `/api/fechas/obtener-fechas/${t.barberoId}`;
    for (const url of ['/api/fechas', propias, `/api/fechas/obtener-fechas-clientes/${t.barberoId}`]) {
      const anonimas = await agendadas(url);
      expect(anonimas).toHaveLength(2);
      for (const h of anonimas)
        expect(Object.keys(h).sort()).toEqual(['_id', 'horaFin', 'horaInicio', 'servicio']);
    }
    expect(await agendadas(propias, cuentas.barbero)).toMatchObject([
      { nombre: 'Carla', email: 'Carla@Correo.cl' },
      { nombre: 'Dino', email: 'dino@correo.cl' },
    ]);
    expect((await agendadas(propias, cuentas.otro))[0]).not.toHaveProperty('email');
    expect((await agendadas('/api/fechas', cuentas.admin))[0]).toHaveProperty('email', 'Carla@Correo.cl');

    const porCorreo = await horasDeEmail(t, 'carla@correo.cl', await tokenDelCorreo(t, 'Carla@Correo.cl'));
    expect(porCorreo.statusCode).toBe(200);
    const dias = porCorreo.json<Fecha[]>();
    expect(dias.map((f) => f._id)).toEqual([fecha._id]);
    expect(dias[0]!.horasAgendadas).toEqual([
      expect.objectContaining({ horaInicio: '11:00', nombre: 'Carla', email: 'Carla@Correo.cl' }),
    ]);
    await esError(horasDeEmail(t, 'nadie@correo.cl'), 403, MENSAJES.SIN_PRUEBA_DE_CORREO);
  });

  it('calendario: eventos ocupados para el público, completos para el barbero; crear, bloquear y eliminar', async () => {
    const url = `/api/google-calendar/${t.barberoId}`;
    const fecha = await fechaDelDia(t, '2026-11-27');
    expect((await agendar(t, fecha._id, reserva('17:00', '17:45', 'Eva', 'eva@correo.cl'))).statusCode).toBe(
      200,
    );
    const deReserva = (lista: Evento[]) =>
      lista.find((e) => e.start.dateTime === '2026-11-27T20:00:00.000Z')!;

    const publico = deReserva((await pedir('GET', url)).json<Evento[]>());
    expect(publico).toMatchObject({ summary: 'Ocupado', description: '' });
    const completo = deReserva((await pedir('GET', url, cuentas.barbero)).json<Evento[]>());
    expect(completo).toMatchObject({ summary: 'Eva - Corte de pelo', description: 'eva@correo.cl' });
    expect(completo.start.timeZone).toBe('America/Santiago');

    const evento = {
      summary: 'Trámite',
      description: 'Banco',
      start: { dateTime: '2026-11-27T12:00:00-03:00' },
      end: { dateTime: '2026-11-27T13:00:00-03:00' },
    };
    await esError(pedir('POST', url, undefined, evento), 401, NO_AUTENTICADO);
    await esError(pedir('POST', url, cuentas.otro, evento), 403, SIN_PERMISO);
    const creado = await pedir('POST', url, cuentas.barbero, evento);
    expect(creado.statusCode).toBe(201);
    expect(creado.json<Evento>()).toMatchObject({
      summary: 'Trámite',
      description: 'Banco',
      start: { dateTime: '2026-11-27T15:00:00.000Z', timeZone: 'America/Santiago' },
      end: { dateTime: '2026-11-27T16:00:00.000Z' },
    });
    await esError(agendar(t, fecha._id, reserva('12:30', '13:15')), 409, MENSAJES.HORA_YA_AGENDADA);

    const id = creado.json<Evento>().id;
    await esError(pedir('DELETE', `${url}/${id}`, cuentas.otro), 403, SIN_PERMISO);
    expect((await pedir('DELETE', `${url}/${id}`, cuentas.barbero)).statusCode).toBe(200);
    await esError(pedir('DELETE', `${url}/${id}`, cuentas.barbero), 404, MENSAJES.EVENTO_NO_ENCONTRADO);
    expect((await agendar(t, fecha._id, reserva('12:30', '13:15'))).statusCode).toBe(200);

    // By Santiago wall time: 12:00 on the 27th is 15:00 UTC (summer time, -03:00).
    const almuerzo = await pedir('POST', url, cuentas.barbero, {
      summary: 'Almuerzo',
      start: { dateTime: '2026-11-27T15:00:00Z' },
      end: { dateTime: '2026-11-27T15:30:00Z' },
    });
    expect(almuerzo.statusCode).toBe(201);
    const porHora = await pedir('DELETE', url, cuentas.barbero, { fecha: '2026-11-27', horaInicio: '12:00' });
    expect(porHora.statusCode, porHora.body).toBe(200);
    const quedan = (await pedir('GET', url, cuentas.barbero)).json<Evento[]>().map((e) => e.summary);
    expect(quedan).not.toContain('Almuerzo');
    expect(quedan).toContain('Ana - Corte de pelo');
    await esError(
      pedir('DELETE', url, cuentas.barbero, { fecha: '2026-11-27', horaInicio: '12:00' }),
      404,
      MENSAJES.EVENTO_NO_ENCONTRADO,
    );

    await esError(
      pedir('DELETE', `${url}/${completo.id}`, cuentas.barbero),
      409,
      MENSAJES.EVENTO_DE_HORA_AGENDADA,
    );
    const deHora = await pedir('DELETE', url, cuentas.barbero, { fecha: '2026-11-27', horaInicio: '17:00' });
    await esError(deHora, 409, MENSAJES.EVENTO_DE_HORA_AGENDADA);
  });

  it('GET /api/docs/json: documento OpenAPI con las rutas de reservas', async () => {
    const res = await pedir('GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths).toHaveProperty(['/api/fechas/{dateId}/agregar-hora-agendada']);
  });
});
