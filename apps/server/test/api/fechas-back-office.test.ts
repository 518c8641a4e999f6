import {
  type Evento,
  type Fecha,
  type FechasRangoRespuesta,
  type HabilitarHoraRespuesta,
  MENSAJES,
} from '@barberia/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { correosOutbox } from '../../src/db/schema.js';
import { appConSmtpDelBloque, LUNES_9AM } from '../helpers/app.js';
import { cuentasDelBloque, esError, esOk, fechaCreada, pedidor } from '../helpers/back-office.js';
import { BASES } from '../helpers/databases.js';
import { agendar, fechaDelDia } from '../helpers/reservas.js';

const { SIN_PERMISO, NO_AUTENTICADO } = MENSAJES;
const HORARIO = { horaInicio: '10:00', horaFin: '18:00', descansoHora: '13:00', descansoDuracion: 60 };

describe.each(BASES)('fechas del barbero: rango, pasadas y habilitar una hora (%s)', (base) => {
  const { t, smtp } = appConSmtpDelBloque(base);
  const pedir = pedidor(t);
  const cuentas = cuentasDelBloque(t);

  const rango = (payload: object, token = cuentas.barbero) =>
    pedir('POST', '/api/fechas/rango', token, payload);
  const diasDe = async (barberoId: string) =>
    (await esOk<Fecha[]>(pedir('GET', `/api/fechas/obtener-fechas/${barberoId}`))).map((f) =>
      f.fecha.slice(0, 10),
    );

  describe('POST /api/fechas/rango', () => {
    it('crea un día por cada lunes a sábado del rango, con el horario y el descanso, en una respuesta 201', async () => {
      const res = await esOk<FechasRangoRespuesta>(
        rango({ desde: '2026-12-14', hasta: '2026-12-20', ...HORARIO }),
        201,
      );
      expect(res.msg).toBe('Fechas creadas satisfactoriamente');
      expect(res.fechas.map((f) => f.fecha.slice(0, 10))).toEqual([
        '2026-12-14',
        '2026-12-15',
        '2026-12-16',
        '2026-12-17',
        '2026-12-18',
        '2026-12-19',
      ]);
      for (const f of res.fechas) {
        expect(f).toMatchObject({
          ...HORARIO,
          horasAgendadas: [],
          creadoPor: { _id: t.barberoId, nombre: 'Diego' },
        });
        expect(f.horas).toHaveLength(32);
      }
      const cliente = await esOk<Fecha[]>(pedir('GET', `/api/fechas/obtener-fechas-clientes/${t.barberoId}`));
      expect(cliente.map((f) => f._id)).toEqual(expect.arrayContaining(res.fechas.map((f) => f._id)));

      const domingos = await esOk<FechasRangoRespuesta>(
        rango({ desde: '2026-12-21', hasta: '2027-01-03', dias: [0], ...HORARIO }),
        201,
      );
      expect(domingos.fechas.map((f) => f.fecha.slice(0, 10))).toEqual(['2026-12-27', '2027-01-03']);
    });

    it('un día repetido: 409 que lo nombra, y no se crea ninguno (todo o nada)', async () => {
      const antes = await diasDe(t.barberoId);
      const res = await esError(
        rango({ desde: '2026-12-17', hasta: '2026-12-24', ...HORARIO }),
        409,
        'Ya existe una fecha para jueves, 17 de diciembre de 2026; viernes, 18 de diciembre de 2026; sábado, 19 de diciembre de 2026. No se creó ninguna.',
      );
      expect(res.json()).toMatchObject({ code: 'FECHAS_DUPLICADAS_EN_RANGO' });
      expect(await diasDe(t.barberoId)).toEqual(antes);
      expect(antes).not.toContain('2026-12-21');
      // The same days are free for another barber: each barber has their own.
      await esOk(rango({ desde: '2026-12-17', hasta: '2026-12-24', ...HORARIO }, cuentas.otro), 201);
    });

    it('soloFaltantes: crea solo los días que faltan, deja los existentes como estaban y los lista', async () => {
      const existente = await esOk<FechasRangoRespuesta>(
        rango({ desde: '2027-02-10', hasta: '2027-02-10', horaInicio: '10:00', horaFin: '12:00' }),
        201,
      );
      const res = await esOk<FechasRangoRespuesta>(
        rango({ desde: '2027-02-08', hasta: '2027-02-13', ...HORARIO, soloFaltantes: true }),
        201,
      );
      expect(res.msg).toBe(
        'Fechas creadas satisfactoriamente. Se crearon 5 fechas nuevas; 1 ya existía y quedó como estaba.',
      );
      expect(res.omitidas).toEqual(['2027-02-10']);
      expect(res.fechas.map((f) => f.fecha.slice(0, 10))).toEqual([
        '2027-02-08',
        '2027-02-09',
        '2027-02-11',
        '2027-02-12',
        '2027-02-13',
      ]);
      const todas = await esOk<Fecha[]>(pedir('GET', `/api/fechas/obtener-fechas/${t.barberoId}`));
      const del10 = todas.filter((f) => f.fecha.startsWith('2027-02-10'));
      expect(del10).toHaveLength(1);
      expect(del10[0]).toMatchObject({ _id: existente.fechas[0]!._id, horaFin: '12:00' });

      // Nothing left to create: 409 in words, and nothing changes.
      const antes = await diasDe(t.barberoId);
      const nada = await esError(
        rango({ desde: '2027-02-08', hasta: '2027-02-13', ...HORARIO, soloFaltantes: true }),
        409,
        MENSAJES.RANGO_YA_CREADO,
      );
      expect(nada.json()).toMatchObject({ code: 'RANGO_YA_CREADO' });
      expect(await diasDe(t.barberoId)).toEqual(antes);

      // Without it, the spec's all-or-none still holds, and the answer lists no omitted day.
      const todo = await esOk<FechasRangoRespuesta>(
        rango({ desde: '2027-02-15', hasta: '2027-02-15', ...HORARIO, soloFaltantes: false }),
        201,
      );
      expect(todo).toMatchObject({ msg: 'Fechas creadas satisfactoriamente', omitidas: [] });
    });

    it('soloFaltantes con dos rangos que se solapan a la vez: ambos crean lo suyo y ningún día queda repetido', async () => {
      const a = { desde: '2027-02-22', hasta: '2027-02-27', ...HORARIO, soloFaltantes: true };
      const b = { desde: '2027-02-25', hasta: '2027-03-03', ...HORARIO, soloFaltantes: true };
      const [ra, rb] = await Promise.all([rango(a), rango(b)]);
      expect([ra.statusCode, rb.statusCode], `${ra.body} ${rb.body}`).toEqual([201, 201]);
      const creados = [ra, rb].flatMap((r) =>
        r.json<FechasRangoRespuesta>().fechas.map((f) => f.fecha.slice(0, 10)),
      );
      const tramo = (await diasDe(t.barberoId)).filter((d) => d >= '2027-02-22' && d <= '2027-03-03');
      expect(tramo).toEqual([
        '2027-02-22',
        '2027-02-23',
        '2027-02-24',
        '2027-02-25',
        '2027-02-26',
        '2027-02-27',
        '2027-03-01',
        '2027-03-02',
        '2027-03-03',
      ]);
      expect([...creados].sort()).toEqual(tramo);
    });

    it('dos rangos que se solapan a la vez: uno entero, el otro nada', async () => {
      const a = { desde: '2027-01-04', hasta: '2027-01-09', ...HORARIO };
      const b = { desde: '2027-01-08', hasta: '2027-01-16', ...HORARIO };
      const [ra, rb] = await Promise.all([rango(a), rango(b)]);
      expect([ra.statusCode, rb.statusCode].sort()).toEqual([201, 409]);
      const ganador = ra.statusCode === 201 ? ra : rb;
      const creados = ganador.json<FechasRangoRespuesta>().fechas.map((f) => f.fecha.slice(0, 10));
      const enero = (await diasDe(t.barberoId)).filter((d) => d.startsWith('2027-01-') && d >= '2027-01-04');
      expect(enero).toEqual(creados);
    });

    it('validación: campos obligatorios, fin antes del inicio, más de 92 días, sin días elegidos, días pasados', async () => {
      await esError(rango({}), 400, 'La hora de inicio es obligatoria.');
      const sinFechas = await esError(rango({ ...HORARIO }), 400, 'La fecha de inicio es obligatoria.');
      expect(sinFechas.json<{ errores: { campo: string }[] }>().errores.map((e) => e.campo)).toEqual([
        'desde',
        'hasta',
      ]);
      await esError(
        rango({ desde: '2026-12-20', hasta: '2026-12-10', ...HORARIO }),
        400,
        'La fecha de término debe ser igual o posterior a la fecha de inicio.',
      );
      await esError(
        rango({ ...HORARIO, desde: '2026-12-01', hasta: '2027-03-10' }),
        400,
        'El rango no puede superar los 92 días.',
      );
      await esError(
        rango({
          ...HORARIO,
          desde: '2027-02-01',
          hasta: '2027-02-05',
          horaInicio: '18:00',
          horaFin: '10:00',
        }),
        400,
        'La hora de término debe ser posterior a la hora de inicio.',
      );
      await esError(
        rango({ ...HORARIO, desde: '2027-02-01', hasta: '2027-02-05', dias: [] }),
        400,
        'Elige al menos un día de la semana.',
      );
      await esError(
        rango({ ...HORARIO, desde: '2027-02-07', hasta: '2027-02-07' }),
        400,
        MENSAJES.RANGO_SIN_DIAS,
      );
      await esError(
        rango({ ...HORARIO, desde: '2026-11-20', hasta: '2026-11-21' }),
        400,
        MENSAJES.RANGO_EN_EL_PASADO,
      );
      await esError(rango({ ...HORARIO, desde: '2027-02-01', hasta: '2027-02-05' }, ''), 401, NO_AUTENTICADO);
    });
  });

  describe('DELETE /api/fechas/pasadas', () => {
    it('borra los días anteriores a hoy del que llama, con sus horas pasadas; hoy y los de otros quedan', async () => {
      // Last Thursday the barber opened Friday and a client booked it.
      t.reloj.ahora = new Date('2026-11-19T12:00:00Z');
      let viernesId: string;
      try {
        const viernes = await fechaCreada(t, cuentas.barbero, '2026-11-20', '10:00', '12:00');
        viernesId = viernes._id;
        expect((await agendar(t, viernes._id, { horaInicio: '10:00', horaFin: '10:45' })).statusCode).toBe(
          200,
        );
        await fechaCreada(t, cuentas.otro, '2026-11-20', '10:00', '12:00');
        // Saturday too, created while it was still ahead (a past day cannot be created).
        await fechaCreada(t, cuentas.barbero, '2026-11-21', '10:00', '12:00');
      } finally {
        t.reloj.ahora = LUNES_9AM;
      }

      await esError(pedir('DELETE', '/api/fechas/pasadas'), 401, NO_AUTENTICADO);
      expect(await esOk(pedir('DELETE', '/api/fechas/pasadas', cuentas.barbero))).toEqual({
        msg: 'Se eliminaron 2 fechas pasadas.',
        eliminadas: 2,
      });
      const propios = await diasDe(t.barberoId);
      expect(propios).not.toContain('2026-11-20');
      expect(propios).toContain('2026-11-23');
      expect(await diasDe(cuentas.otroId)).toContain('2026-11-20');
      await esError(
        pedir('PUT', `/api/fechas/${viernesId}`, cuentas.barbero, { horaInicio: '10:00', horaFin: '11:00' }),
        404,
        MENSAJES.FECHA_NO_ENCONTRADA,
      );
      expect(await esOk(pedir('DELETE', '/api/fechas/pasadas', cuentas.barbero))).toEqual({
        msg: 'No hay fechas pasadas para eliminar.',
        eliminadas: 0,
      });
    });
  });

  describe('PUT /api/fechas/{dateId}/habilitar-hora', () => {
    const habilitar = (fechaId: string, payload: object, token = cuentas.barbero) =>
      pedir('PUT', `/api/fechas/${fechaId}/habilitar-hora`, token, payload);

    it('quita la hora y su evento, y el cliente recibe el correo con el motivo', async () => {
      const fecha = await fechaDelDia(t, '2026-11-24');
      const hora = { horaInicio: '11:00', horaFin: '11:45' };
      expect(
        (await agendar(t, fecha._id, { ...hora, nombre: 'Ana', email: 'ana@correo.cl' })).statusCode,
      ).toBe(200);
      await t.outbox.procesar();

      await esError(habilitar(fecha._id, { ...hora, motivo: '   ' }), 400, 'Debes indicar el motivo');
      await esError(habilitar(fecha._id, hora), 400, 'Debes indicar el motivo');
      await esError(habilitar(fecha._id, { ...hora, motivo: 'x' }, cuentas.otro), 403, SIN_PERMISO);
      await esError(habilitar(fecha._id, { ...hora, motivo: 'x' }, ''), 401, NO_AUTENTICADO);
      await esError(
        habilitar(fecha._id, { horaInicio: '12:00', horaFin: '12:45', motivo: 'x' }),
        404,
        MENSAJES.HORA_AGENDADA_NO_ENCONTRADA,
      );

      const res = await esOk<HabilitarHoraRespuesta>(
        habilitar(fecha._id, { ...hora, motivo: 'El barbero tuvo una emergencia familiar.' }),
      );
      expect(res).toMatchObject({ correoEnviado: true, email: 'ana@correo.cl' });
      expect(res.fecha.horasAgendadas.map((h) => h.horaInicio)).not.toContain('11:00');
      const correo = smtp.recibidos.find(
        (c) => c.para.includes('ana@correo.cl') && c.asunto.includes('cancelada'),
      );
      expect(correo?.texto).toContain('Motivo: El barbero tuvo una emergencia familiar.');
      expect(correo?.texto).toContain('martes, 24 de noviembre de 2026 a las 11:00 hrs');
      // Issue 25: the mail offers to book again, with the link.
      expect(correo?.texto).toContain(
        '¿Quieres otra hora? Agenda de nuevo, eligiendo el día y la hora que te acomoden: http://barberia.test/agenda',
      );

      const eventos = await esOk<Evento[]>(
        pedir('GET', `/api/google-calendar/${t.barberoId}`, cuentas.barbero),
      );
      expect(eventos.map((e) => e.summary)).not.toContain('Ana - Corte de pelo');
      // The hour is free again.
      expect((await agendar(t, fecha._id, { ...hora, email: 'otra@correo.cl' })).statusCode).toBe(200);
      // The admin may do it too.
      const delAdmin = await esOk<HabilitarHoraRespuesta>(
        habilitar(fecha._id, { ...hora, motivo: 'Local cerrado.' }, cuentas.admin),
      );
      expect(delAdmin.email).toBe('otra@correo.cl');
    });

    it('con el SMTP caído: la hora queda libre, correoEnviado false, y el correo llega cuando vuelve', async () => {
      const fecha = await fechaDelDia(t, '2026-11-25');
      const hora = { horaInicio: '16:00', horaFin: '16:45' };
      expect(
        (await agendar(t, fecha._id, { ...hora, nombre: 'Beto', email: 'beto@correo.cl' })).statusCode,
      ).toBe(200);
      await t.outbox.procesar();
      await smtp.detener();
      try {
        const res = await esOk<HabilitarHoraRespuesta>(
          habilitar(fecha._id, { ...hora, motivo: 'Corte de luz en el local.' }),
        );
        expect(res).toMatchObject({ correoEnviado: false, email: 'beto@correo.cl' });
        expect(res.msg).toContain('beto@correo.cl');
        expect(res.fecha.horasAgendadas).toHaveLength(0);
        const [fila] = await t.database.db
          .select()
          .from(correosOutbox)
          .where(eq(correosOutbox.para, 'beto@correo.cl'))
          .orderBy(correosOutbox.creadoEn)
          .then((filas) => filas.filter((f) => f.texto.includes('Motivo')));
        expect(fila).toMatchObject({ estado: 'pendiente', intentos: 1 });
        expect(fila?.ultimoError).toBeTruthy();
      } finally {
        await smtp.iniciar();
      }
      t.reloj.ahora = new Date(LUNES_9AM.getTime() + 31_000);
      try {
        // The client's mail, and the barber's own notice of what they did (decision 036).
        expect(await t.outbox.procesar()).toEqual({ enviados: 2, fallidos: 0 });
      } finally {
        t.reloj.ahora = LUNES_9AM;
      }
      const llegado = smtp.recibidos.filter(
        (c) => c.para.includes('beto@correo.cl') && c.texto.includes('Motivo'),
      );
      expect(llegado).toHaveLength(1);
      expect(llegado[0]!.texto).toContain('Motivo: Corte de luz en el local.');
    });
  });
});
