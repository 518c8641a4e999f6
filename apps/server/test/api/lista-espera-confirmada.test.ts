import { type EntradaEspera, MENSAJES, type Servicio } from '@barberia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listaEspera, ofertasEspera } from '../../src/db/schema.js';
import { type AppDePrueba, appDePrueba } from '../helpers/app.js';
import { BASES, describeEnPostgres } from '../helpers/databases.js';
import {
  acortarDia,
  confirmar,
  confirmarDesdeCorreo,
  enlaceDeConfirmacion,
  unirse,
  ver,
} from '../helpers/lista-espera.js';
import { cancelar, fechaDelDia, reservaHecha } from '../helpers/reservas.js';

/**
 * Decision 053: fake entries must not keep freed hours from real clients. An entry takes part only once
 * the joining mail's link confirms it, one client address holds at most LISTA_ESPERA_POR_IP entries, and a
 * day is full for a request only when not even its shortest service fits. Days are cut to one 45-minute
 * hour (11:00–11:45), filled by one booking; the clock is Monday 23 November 2026 at 9:00 in Santiago.
 */
const ATACANTE = '203.0.113.7';
const OTRO_ATACANTE = '203.0.113.8';
const conIp = (n: number) => `198.51.100.${n}`;

/** A day cut to 11:00–11:45 and booked: full for «Corte de pelo»; the booking's proof to cancel it. */
async function diaLleno(t: AppDePrueba, dia: string) {
  const fechaId = (await fechaDelDia(t, dia))._id;
  await acortarDia(t, fechaId, '11:45');
  const { tokenCliente } = await reservaHecha(t, fechaId, {
    horaInicio: '11:00',
    horaFin: '11:45',
    email: `ocupa-${dia}@correo.cl`,
  });
  return { fechaId, tokenCliente };
}

const anotarse = async (t: AppDePrueba, fechaId: string, email: string, ip: string) => {
  const res = await unirse(t, fechaId, email, 'Persona', ip);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ entrada: EntradaEspera; tokenEspera: string }>();
};

describe.each(BASES)('lista de espera confirmada (%s)', (base) => {
  let t: AppDePrueba;
  beforeAll(async () => {
    t = await appDePrueba(base, { env: { LISTA_ESPERA_MAXIMO: '2', LISTA_ESPERA_POR_IP: '3' } });
  });
  afterAll(() => t.close());

  it('unconfirmed entries neither fill the list nor get the freed hour; only the joining mail confirms', async () => {
    const { fechaId, tokenCliente } = await diaLleno(t, '2026-11-25');
    // A visitor fills the two places with addresses of others, first in line.
    const falsas = [
      await anotarse(t, fechaId, 'falsa1@correo.cl', ATACANTE),
      await anotarse(t, fechaId, 'falsa2@correo.cl', ATACANTE),
    ];
    expect(falsas[0]!.entrada).toMatchObject({ confirmada: false, delante: 0 });
    // The join's own answer is no proof of the mailbox.
    const sinCorreo = await confirmar(t, falsas[0]!.entrada._id, falsas[0]!.tokenEspera);
    expect(sinCorreo.statusCode).toBe(403);
    expect(sinCorreo.json()).toMatchObject({ code: 'CONFIRMAR_ESPERA_POR_CORREO' });

    // Real clients still get in, and the joining mail's link confirms them.
    const ana = await anotarse(t, fechaId, 'ana@correo.cl', conIp(1));
    const listo = await confirmarDesdeCorreo(t, 'ana@correo.cl');
    expect(listo.msg).toBe(
      'Listo: quedaste en la lista de espera del miércoles, 25 de noviembre. Si se libera una hora para ti, te escribiremos.',
    );
    expect(listo.entrada).toMatchObject({ confirmada: true, delante: 0 });
    await anotarse(t, fechaId, 'beto@correo.cl', conIp(2));
    await confirmarDesdeCorreo(t, 'beto@correo.cl');
    // Opened twice, the link keeps the place as it was.
    expect((await confirmarDesdeCorreo(t, 'ana@correo.cl')).entrada.delante).toBe(0);

    // Two confirmed: the list is full, for a new client and for a late confirmation alike.
    const tercera = await unirse(t, fechaId, 'carla@correo.cl', 'Carla', conIp(3));
    expect(tercera.statusCode).toBe(409);
    expect(tercera.json()).toMatchObject({ code: 'LISTA_DE_ESPERA_LLENA' });
    const { id, token } = await enlaceDeConfirmacion(t, 'falsa1@correo.cl');
    const tarde = await confirmar(t, id, token);
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json()).toMatchObject({ code: 'LISTA_DE_ESPERA_LLENA' });

    // The freed hour goes to the first confirmed person, not to the fake entries ahead of her.
    expect((await cancelar(t, fechaId, '11:00', '11:45', tokenCliente)).statusCode).toBe(200);
    expect(await t.listaEspera.procesar()).toEqual({ ofrecidas: 1 });
    const [oferta, ...otras] = await t.database.db.select().from(ofertasEspera);
    expect(otras).toHaveLength(0);
    expect(oferta!.entradaId).toBe(ana.entrada._id);

    // An hour later the unconfirmed entries are gone (Ana's hold lapsed too, decision 043), and their links say so.
    t.reloj.ahora = new Date(t.reloj.ahora.getTime() + 60 * 60_000);
    await t.listaEspera.procesar();
    const quedan = await t.database.db.select().from(listaEspera).where(eq(listaEspera.dia, '2026-11-25'));
    expect(quedan.map((e) => e.email)).toEqual(['beto@correo.cl']);
    expect((await ver(t, falsas[1]!.entrada._id, falsas[1]!.tokenEspera)).statusCode).toBe(404);
  });

  it('one address holds LISTA_ESPERA_POR_IP entries: the next is 429 until one stops counting', async () => {
    t.reloj.ahora = new Date('2026-11-23T12:00:00Z');
    const { fechaId } = await diaLleno(t, '2026-11-26');
    for (const n of [1, 2, 3]) await anotarse(t, fechaId, `ip${n}@correo.cl`, ATACANTE);
    const cuarta = await unirse(t, fechaId, 'ip4@correo.cl', 'Persona', ATACANTE);
    expect(cuarta.statusCode).toBe(429);
    expect(cuarta.json()).toMatchObject({ code: 'ESPERAS_POR_IP', msg: MENSAJES.ESPERAS_POR_IP });
    // Until the first unconfirmed one's time to confirm ends.
    expect(cuarta.headers['retry-after']).toBe('3600');
    // Another address is not held back.
    await anotarse(t, fechaId, 'otra@correo.cl', conIp(9));

    // Confirmed entries keep counting; the unconfirmed ones stop when they go.
    await confirmarDesdeCorreo(t, 'ip1@correo.cl');
    t.reloj.ahora = new Date(t.reloj.ahora.getTime() + 60 * 60_000);
    await t.listaEspera.procesar();
    await anotarse(t, fechaId, 'ip4@correo.cl', ATACANTE);
    await anotarse(t, fechaId, 'ip5@correo.cl', ATACANTE);
    const sexta = await unirse(t, fechaId, 'ip6@correo.cl', 'Persona', ATACANTE);
    expect(sexta.statusCode).toBe(429);
    // The address is kept on the entry only while it is on a list.
    const conIpGuardada = await t.database.db.select().from(listaEspera).where(eq(listaEspera.ip, ATACANTE));
    expect(conIpGuardada.map((e) => e.email).sort()).toEqual([
      'ip1@correo.cl',
      'ip4@correo.cl',
      'ip5@correo.cl',
    ]);
  });

  it('a new joining replaces an unconfirmed entry of the same address, so a stranger cannot keep its owner out', async () => {
    t.reloj.ahora = new Date('2026-11-23T12:00:00Z');
    const { fechaId } = await diaLleno(t, '2026-11-27');
    await anotarse(t, fechaId, 'duena@correo.cl', OTRO_ATACANTE);
    const propia = await anotarse(t, fechaId, 'duena@correo.cl', conIp(4));
    await confirmarDesdeCorreo(t, 'duena@correo.cl');
    const filas = await t.database.db.select().from(listaEspera).where(eq(listaEspera.dia, '2026-11-27'));
    expect(filas.map((e) => [e.id, e.ip])).toEqual([[propia.entrada._id, conIp(4)]]);
    // Confirmed, it is hers: another joining with her address is refused.
    const otra = await unirse(t, fechaId, 'DUENA@correo.cl', 'Otra', OTRO_ATACANTE);
    expect(otra.json()).toMatchObject({ code: 'YA_EN_LISTA_DE_ESPERA' });
  });

  it('a day is full for a request only when not even its shortest service fits', async () => {
    t.reloj.ahora = new Date('2026-11-23T12:00:00Z');
    const barba = (await t.app.inject({ url: '/api/servicios' }))
      .json<Servicio[]>()
      .find((s) => s.servicio === 'Perfilado de barba')!;
    const fechaId = (await fechaDelDia(t, '2026-11-24'))._id;
    // 11:00–12:30 with 11:00–11:45 booked: 45 free minutes, too few for «Corte de pelo» + «Perfilado de barba».
    await acortarDia(t, fechaId, '12:30');
    await reservaHecha(t, fechaId, { horaInicio: '11:00', horaFin: '11:45', email: 'c1@correo.cl' });
    const bloque = { serviciosAdicionales: [barba._id] };
    const temprano = await unirse(t, fechaId, 'largo@correo.cl', 'Largo', conIp(5), bloque);
    expect(temprano.statusCode).toBe(409);
    expect(temprano.json()).toMatchObject({
      code: 'HAY_HORAS_LIBRES',
      msg: 'Ese día todavía tiene horas libres para Perfilado de barba, aunque no para todo lo que elegiste: agenda con menos servicios en vez de esperar.',
    });
    await reservaHecha(t, fechaId, { horaInicio: '11:45', horaFin: '12:30', email: 'c2@correo.cl' });
    const lleno = await unirse(t, fechaId, 'largo@correo.cl', 'Largo', conIp(5), bloque);
    expect(lleno.statusCode, lleno.body).toBe(201);
  });
});

describeEnPostgres('lista de espera: tope por IP con peticiones en paralelo (postgres)', () => {
  let t: AppDePrueba;
  afterAll(() => t?.close());

  it('ten joins at once from one address, on several days: exactly LISTA_ESPERA_POR_IP get in', async () => {
    t = await appDePrueba('postgres', { env: { LISTA_ESPERA_POR_IP: '3' } });
    const dias = [await diaLleno(t, '2026-11-25'), await diaLleno(t, '2026-11-26')];
    const respuestas = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        unirse(t, dias[i % 2]!.fechaId, `p${i}@correo.cl`, 'Persona', ATACANTE),
      ),
    );
    const codigos = respuestas.map((r) => r.statusCode).sort();
    expect(codigos).toEqual([201, 201, 201, 429, 429, 429, 429, 429, 429, 429]);
    expect(await t.database.db.select().from(listaEspera).where(eq(listaEspera.ip, ATACANTE))).toHaveLength(
      3,
    );
  });
});
