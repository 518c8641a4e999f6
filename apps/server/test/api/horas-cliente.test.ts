import { type Fecha, MENSAJE_ENLACE_ENVIADO, MENSAJES } from '@barberia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correosOutbox } from '../../src/db/schema.js';
import { ADMIN, type AppDePrueba, appDelBloque, appDePrueba, LUNES_9AM } from '../helpers/app.js';
import { BASES } from '../helpers/databases.js';
import {
  agendar,
  cancelar,
  correosEnBandeja,
  fechaDelDia,
  horasDeEmail,
  tokenDelCorreo,
} from '../helpers/reservas.js';

interface Agendada {
  horaAgendada: { _id: string };
  tokenCliente: string;
}

const SIN_PRUEBA = { code: 'SIN_PRUEBA_DE_CORREO', msg: MENSAJES.SIN_PRUEBA_DE_CORREO };

/** Issue 9: only the owner of a booking or of its mailbox sees, cancels or moves it (decision 018). */
describe.each(BASES)('prueba de dueño en las acciones del cliente (%s)', (base) => {
  const t = appDelBloque(base);
  let fecha: Fecha;
  let deVictima: Agendada;
  beforeAll(async () => {
    fecha = await fechaDelDia(t, '2026-11-24');
    const res = await agendar(t, fecha._id, {
      horaInicio: '11:00',
      horaFin: '11:45',
      email: 'vic@correo.cl',
    });
    deVictima = res.json<Agendada>();
    await agendar(t, fecha._id, { horaInicio: '15:00', horaFin: '15:45', email: 'vic@correo.cl' });
  });

  const horasDe = async (email: string, token: string) =>
    (await horasDeEmail(t, email, token))
      .json<Fecha[]>()
      .flatMap((f) => f.horasAgendadas.map((h) => h.horaInicio));

  it('nadie cancela una hora ajena con la fecha y las horas que GET /api/fechas muestra a todos', async () => {
    const publica = (await t.app.inject({ url: '/api/fechas' })).json<Fecha[]>();
    expect(publica.find((f) => f._id === fecha._id)?.horasAgendadas.map((h) => h.horaInicio)).toContain(
      '11:00',
    );
    const sinPrueba = await cancelar(t, fecha._id, '11:00', '11:45');
    expect(sinPrueba.statusCode).toBe(403);
    expect(sinPrueba.json()).toMatchObject(SIN_PRUEBA);
    // The session of the admin is no client's proof, nor is an invented or tampered token.
    const admin = await t.tokenDe(ADMIN);
    const [cabeza, cuerpo] = deVictima.tokenCliente.split('.');
    for (const falso of [admin, 'x.y.z', `${cabeza}.${cuerpo}.firmaFalsa`]) {
      expect((await cancelar(t, fecha._id, '11:00', '11:45', falso)).statusCode).toBe(403);
    }
    // An attacker who books with their own address, or even with the victim's, gets a proof of that
    // one hour only: it never reaches the victim's other hours.
    const propia = await agendar(t, fecha._id, {
      horaInicio: '16:00',
      horaFin: '16:45',
      email: 'mal@correo.cl',
    });
    const conVictima = await agendar(t, fecha._id, {
      horaInicio: '17:00',
      horaFin: '17:45',
      email: 'vic@correo.cl',
    });
    for (const token of [propia.json<Agendada>().tokenCliente, conVictima.json<Agendada>().tokenCliente]) {
      const res = await cancelar(t, fecha._id, '11:00', '11:45', token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject(SIN_PRUEBA);
    }
    expect(await horasDe('vic@correo.cl', conVictima.json<Agendada>().tokenCliente)).toEqual(['17:00']);
    const sigue = (await fechaDelDia(t, '2026-11-24')).horasAgendadas.map((h) => h.horaInicio);
    expect(sigue).toContain('11:00');
  });

  it('la búsqueda por correo sin prueba no dice nada; la del dispositivo que agendó muestra su hora', async () => {
    for (const email of ['vic@correo.cl', 'nadie@correo.cl']) {
      const res = await horasDeEmail(t, email);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ ...SIN_PRUEBA });
    }
    // A proof for one address says nothing about another.
    const otra = await horasDeEmail(t, 'otra@correo.cl', deVictima.tokenCliente);
    expect(otra.statusCode).toBe(403);
    expect(await horasDe('VIC@correo.cl', deVictima.tokenCliente)).toEqual(['11:00']);
  });

  it('el enlace del correo de confirmación muestra todas las horas de ese correo y permite cancelar', async () => {
    const token = await tokenDelCorreo(t, 'vic@correo.cl');
    expect(await horasDe('vic@correo.cl', token)).toEqual(['11:00', '15:00', '17:00']);
    const res = await cancelar(t, fecha._id, '17:00', '17:45', token);
    expect(res.statusCode).toBe(200);
    expect(await horasDe('vic@correo.cl', token)).toEqual(['11:00', '15:00']);
  });

  it('«no hay horas» (404) solo a quien tiene prueba, y la prueba vence cuando termina la hora', async () => {
    const dia = await fechaDelDia(t, '2026-11-26');
    const res = await agendar(t, dia._id, { horaInicio: '12:00', horaFin: '12:45', email: 'una@correo.cl' });
    const { tokenCliente } = res.json<Agendada>();
    expect((await cancelar(t, dia._id, '12:00', '12:45', tokenCliente)).statusCode).toBe(200);
    const vacia = await horasDeEmail(t, 'una@correo.cl', tokenCliente);
    expect(vacia.statusCode).toBe(404);
    expect(vacia.json()).toMatchObject({ msg: 'No hay horas agendadas para este correo' });

    const otra = await agendar(t, dia._id, { horaInicio: '16:00', horaFin: '16:45', email: 'una@correo.cl' });
    const token = otra.json<Agendada>().tokenCliente;
    t.reloj.ahora = new Date('2026-11-26T19:46:00Z'); // 16:46 in Santiago: the hour is over
    try {
      expect((await horasDeEmail(t, 'una@correo.cl', token)).statusCode).toBe(403);
      expect((await cancelar(t, dia._id, '16:00', '16:45', token)).statusCode).toBe(403);
    } finally {
      t.reloj.ahora = LUNES_9AM;
    }
  });

  it('reagendar exige la prueba de la hora que se mueve', async () => {
    const dia = await fechaDelDia(t, '2026-11-25');
    const res = await agendar(t, dia._id, { horaInicio: '12:00', horaFin: '12:45', email: 'rea@correo.cl' });
    const mover = {
      horaInicio: '16:00',
      horaFin: '16:45',
      email: 'rea@correo.cl',
      reagendar: { fechaId: dia._id, horaInicio: '12:00', horaFin: '12:45' },
    };
    const sinPrueba = await agendar(t, dia._id, mover);
    expect(sinPrueba.statusCode).toBe(403);
    expect(sinPrueba.json()).toMatchObject(SIN_PRUEBA);
    const ajena = await agendar(t, dia._id, mover, deVictima.tokenCliente);
    expect(ajena.statusCode).toBe(403);
    const ok = await agendar(t, dia._id, mover, res.json<Agendada>().tokenCliente);
    expect(ok.statusCode).toBe(200);
    // The moved hour has a new id and a new proof; the old proof no longer finds anything.
    expect(await horasDe('rea@correo.cl', ok.json<Agendada>().tokenCliente)).toEqual(['16:00']);
    expect((await horasDeEmail(t, 'rea@correo.cl', res.json<Agendada>().tokenCliente)).statusCode).toBe(404);
  });

  it('«Ver Horas» sin prueba envía el enlace al correo y responde igual tenga o no horas', async () => {
    const pedir = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/fechas/enlace-horas-agendadas', payload: { email } });
    const con = await pedir('vic@correo.cl');
    const sin = await pedir('nadie@correo.cl');
    expect(con.statusCode).toBe(200);
    expect(sin.statusCode).toBe(200);
    expect(con.body).toBe(sin.body);
    expect(con.json()).toEqual({ msg: MENSAJE_ENLACE_ENVIADO });

    const token = await tokenDelCorreo(t, 'vic@correo.cl');
    expect(await horasDe('vic@correo.cl', token)).toEqual(['11:00', '15:00']);
    const [aNadie] = await correosEnBandeja(t, 'nadie@correo.cl');
    expect(aNadie?.texto).toContain('No encontramos horas agendadas con este correo.');
    expect(aNadie?.texto).not.toContain('#token=');
  });
});

describe.each(BASES)('límites de la búsqueda y del enlace (%s)', (base) => {
  let t: AppDePrueba;
  beforeAll(async () => {
    t = await appDePrueba(base, {
      env: { RATE_LIMIT_RESERVAS: '3', RATE_LIMIT_ENLACE: '100', RATE_LIMIT_ENLACE_CUENTA: '2' },
    });
  });
  afterAll(() => t.close());

  it('la búsqueda por correo tiene un límite por dirección', async () => {
    const estados = [];
    for (let i = 0; i < 4; i++) estados.push((await horasDeEmail(t, `p${i}@correo.cl`)).statusCode);
    expect(estados).toEqual([403, 403, 403, 429]);
  });

  it('un mismo buzón recibe a lo más RATE_LIMIT_ENLACE_CUENTA enlaces cada 15 minutos', async () => {
    const pedir = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/fechas/enlace-horas-agendadas', payload: { email } });
    const estados = [];
    for (let i = 0; i < 3; i++) estados.push((await pedir('Buzon@correo.cl')).statusCode);
    estados.push((await pedir('otro-buzon@correo.cl')).statusCode);
    expect(estados).toEqual([200, 200, 429, 200]);
    const enviados = await t.database.db.select().from(correosOutbox);
    expect(enviados.filter((c) => c.para.toLowerCase() === 'buzon@correo.cl')).toHaveLength(2);
  });
});
