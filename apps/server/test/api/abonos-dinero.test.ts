import type { Abono, IniciarAbonoRespuesta } from '@barberia/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { abonos, movimientosCredito, servicios } from '../../src/db/schema.js';
import { firmarTokenCliente } from '../../src/features/fechas/index.js';
import { urlParaRegistro } from '../../src/plugins/registro.js';
import { iniciarWebpaySimulado, type WebpaySimulado } from '../../src/simuladores/webpay/webpay-simulado.js';
import { fijarPolitica } from '../helpers/abonos.js';
import { type AppDePrueba, appDePrueba, LUNES_9AM } from '../helpers/app.js';
import { BASES, describeEnPostgres, type TipoBase } from '../helpers/databases.js';
import { acortarDia, anotada } from '../helpers/lista-espera.js';
import { agendar, cancelar, fechaDelDia } from '../helpers/reservas.js';

/**
 * Issue 41 (decision 051), through the API: credit comes back only as much as each deposit took and is
 * spent only with the mailbox's proof; unpaid holds are capped per address and per browser; a deposit's
 * page shows nothing personal to a stranger. «Corte de pelo» asks $2.000 here; the clock is Monday
 * 23 November 2026 at 9:00, Wednesday's hours are in time to cancel and Monday afternoon's are late.
 */
const COMERCIO = '597055555532';
const LLAVE = '579B532A7440BB0C9079DED94D31EA1615BACEB56610332264630D42D0A36B1C';
const SECRETO = new TextEncoder().encode('secreto-de-pruebas-con-al-menos-32-caracteres');
/** The demo day's 45-minute hours around its break (14:00–15:00), opening 11:00 and closing 20:30. */
const HORAS = ['11:00', '11:45', '12:30', '13:15', '15:45', '16:30', '17:15', '18:00', '18:45', '19:30'];

const hora = (horaInicio: string, email: string) => {
  const [h, m] = horaInicio.split(':').map(Number) as [number, number];
  const fin = h * 60 + m + 45;
  const horaFin = `${String(Math.floor(fin / 60)).padStart(2, '0')}:${String(fin % 60).padStart(2, '0')}`;
  return { horaInicio, horaFin, nombre: 'Bea Rojas', email, servicio: 'Corte de pelo' };
};

async function preparar(base: TipoBase, env: Record<string, string> = {}) {
  let t: AppDePrueba | undefined;
  const simulado: WebpaySimulado = await iniciarWebpaySimulado({
    clock: () => t?.reloj.ahora ?? LUNES_9AM,
    commerceCode: COMERCIO,
    apiKey: LLAVE,
  });
  t = await appDePrueba(base, {
    env: { WEBPAY_URL: simulado.url, WEBPAY_COMMERCE_CODE: COMERCIO, WEBPAY_API_KEY: LLAVE, ...env },
  });
  const app = t;
  await app.database.db
    .update(servicios)
    .set({ abonoTipo: 'monto', abonoValor: 2000 })
    .where(eq(servicios.servicio, 'Corte de pelo'));
  await fijarPolitica(app, { alCancelarTarde: 'credito' });
  const cerrar = async () => {
    await app.close();
    await simulado.cerrar();
  };
  return { t: app, cerrar };
}

/** The helpers every block uses on its own app. */
function conApp(t: () => AppDePrueba) {
  const db = () => t().database.db;
  return {
    /** A proof that came through the mailbox, as its «Ver Horas» link carries it. */
    delBuzon: (email: string) =>
      firmarTokenCliente(
        { tipo: 'correo', email },
        new Date('2027-01-01T00:00:00Z'),
        SECRETO,
        t().reloj.ahora,
      ),
    iniciar: (
      fechaId: string,
      r: ReturnType<typeof hora>,
      o: { prueba?: string; ip?: string; cookie?: string } = {},
    ) =>
      t().app.inject({
        method: 'POST',
        url: '/api/abonos',
        payload: { fechaId, hora: r },
        remoteAddress: o.ip ?? '127.0.0.1',
        headers: {
          ...(o.prueba && { 'x-token-cliente': o.prueba }),
          ...(o.cookie && { cookie: o.cookie }),
        },
      }),
    ver: async (id: string, prueba?: string) =>
      (
        await t().app.inject({
          url: `/api/abonos/${id}`,
          headers: prueba ? { 'x-token-cliente': prueba } : {},
        })
      ).json<Abono>(),
    saldo: async (email: string) => {
      const [fila] = await db()
        .select({ total: sql<number>`coalesce(sum(${movimientosCredito.monto}), 0)::int` })
        .from(movimientosCredito)
        .where(eq(movimientosCredito.email, email));
      return fila?.total ?? 0;
    },
    dar: (email: string, monto: number) =>
      db().insert(movimientosCredito).values({ email, tipo: 'apertura', monto }),
    pendientes: async () => (await db().select().from(abonos).where(eq(abonos.estado, 'PENDIENTE'))).length,
  };
}

describe.each(BASES)('abonos: dinero y pruebas (%s)', (base) => {
  let t: AppDePrueba;
  let cerrar: () => Promise<void>;
  let miercoles: string;
  const h = conApp(() => t);
  beforeAll(async () => {
    ({ t, cerrar } = await preparar(base, {
      ABONOS_PENDIENTES_POR_IP: '3',
      ABONOS_PENDIENTES_POR_DISPOSITIVO: '2',
    }));
    miercoles = (await fechaDelDia(t, '2026-11-25'))._id;
  });
  afterAll(() => cerrar());
  afterEach(() => {
    t.reloj.ahora = LUNES_9AM;
  });

  it('one credit spent by two deposits, both cancelled in time, comes back once: no credit from nothing', async () => {
    const email = 'ciclo@correo.cl';
    await h.dar(email, 5000);
    const prueba = await h.delBuzon(email);
    const pagados: Abono[] = [];
    for (const inicio of ['11:00', '11:45']) {
      const res = await h.iniciar(miercoles, hora(inicio, email), { prueba });
      expect(res.statusCode, res.body).toBe(201);
      // Credit paid it all: no Webpay.
      expect(res.json<IniciarAbonoRespuesta>()).toMatchObject({ token: null, url: null });
      pagados.push(await h.ver(res.json<IniciarAbonoRespuesta>().abonoId));
    }
    expect(await h.saldo(email)).toBe(1000);
    for (const [i, inicio] of ['11:00', '11:45'].entries()) {
      const r = hora(inicio, email);
      const res = await cancelar(t, miercoles, r.horaInicio, r.horaFin, pagados[i]!.tokenCliente!);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await h.saldo(email)).toBe(5000);
  });

  it('spends credit only with a proof that came through the mailbox; the quote shows none without it', async () => {
    const email = 'sin-prueba@correo.cl';
    await h.dar(email, 5000);
    const cotizada = await agendar(t, miercoles, hora('12:30', email));
    expect(cotizada.json()).toMatchObject({ abono: { monto: 2000, credito: 0, aPagar: 2000 } });
    // A booking's own proof proves the device, not the mailbox.
    const otra = await h.iniciar(miercoles, hora('12:30', email));
    expect(otra.statusCode, otra.body).toBe(201);
    expect(otra.json<IniciarAbonoRespuesta>().url).toBeTruthy();
    expect(await h.saldo(email)).toBe(5000);
    expect(
      (
        await t.database.db
          .select()
          .from(abonos)
          .where(eq(abonos.id, otra.json<IniciarAbonoRespuesta>().abonoId))
      )[0],
    ).toMatchObject({ credito: 0, monto: 2000 });
  });

  it('caps the unpaid holds of one address and of one browser; they count again once their time ends', async () => {
    const antes = await h.pendientes();
    const ip = '203.0.113.7';
    for (const i of [0, 1, 2]) {
      const res = await h.iniciar(miercoles, hora(HORAS[3 + i]!, `ip${i}@correo.cl`), { ip });
      expect(res.statusCode, res.body).toBe(201);
    }
    const cuarta = await h.iniciar(miercoles, hora(HORAS[6]!, 'ip3@correo.cl'), { ip });
    expect(cuarta.statusCode).toBe(429);
    expect(cuarta.json()).toMatchObject({ code: 'ABONOS_PENDIENTES' });
    expect(Number(cuarta.headers['retry-after'])).toBeGreaterThanOrEqual(60);
    expect(await h.pendientes()).toBe(antes + 3);

    // One browser, its mark kept, from two addresses: the third hold waits.
    const primera = await h.iniciar(miercoles, hora(HORAS[7]!, 'nav0@correo.cl'), { ip: '198.51.100.1' });
    expect(primera.statusCode, primera.body).toBe(201);
    const cookie = String(primera.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toMatch(/^dispositivo_abono=/);
    expect(String(primera.headers['set-cookie'])).toMatch(/HttpOnly/i);
    const segunda = await h.iniciar(miercoles, hora(HORAS[8]!, 'nav1@correo.cl'), {
      ip: '198.51.100.2',
      cookie,
    });
    expect(segunda.statusCode, segunda.body).toBe(201);
    const tercera = await h.iniciar(miercoles, hora(HORAS[9]!, 'nav2@correo.cl'), {
      ip: '198.51.100.3',
      cookie,
    });
    expect(tercera.statusCode).toBe(429);

    // Ten minutes later the holds lapsed: the address may hold hours again.
    t.reloj.ahora = new Date(LUNES_9AM.getTime() + 11 * 60_000);
    const despues = await h.iniciar(miercoles, hora(HORAS[6]!, 'ip4@correo.cl'), { ip });
    expect(despues.statusCode, despues.body).toBe(201);
    // Who held it is not kept once a hold is settled.
    await t.abonos.procesar();
    const resueltas = await t.database.db
      .select()
      .from(abonos)
      .where(and(eq(abonos.estado, 'FALLIDA')));
    expect(resueltas.filter((a) => a.ip !== null || a.dispositivo !== null)).toEqual([]);
  });

  it('a waitlist entry its mail confirmed pays its deposit with its credit: the mailbox proved the address', async () => {
    const martes = (await fechaDelDia(t, '2026-11-24'))._id;
    await acortarDia(t, martes, '11:45');
    const ocupada = await agendar(t, martes, { ...hora('11:00', 'otra@correo.cl'), servicio: 'Degradado' });
    expect(ocupada.statusCode, ocupada.body).toBe(200);
    const email = 'espera-credito@correo.cl';
    await h.dar(email, 2000);
    const { entrada, tokenEspera } = await anotada(t, martes, email);
    const cliente = ocupada.json<{ tokenCliente: string }>().tokenCliente;
    expect((await cancelar(t, martes, '11:00', '11:45', cliente)).statusCode).toBe(200);
    expect(await t.listaEspera.procesar()).toEqual({ ofrecidas: 1 });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/lista-espera/${entrada._id}/abonar`,
      headers: { 'x-token-espera': tokenEspera },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<IniciarAbonoRespuesta>()).toMatchObject({ token: null, url: null });
    expect(await h.saldo(email)).toBe(0);
  });

  it("hands the hour's proof out once; later the page shows a stranger nothing personal, and logs hide its id", async () => {
    const email = 'pagina@correo.cl';
    await h.dar(email, 2000);
    const jueves = (await fechaDelDia(t, '2026-11-26'))._id;
    const res = await h.iniciar(jueves, hora('19:30', email), { prueba: await h.delBuzon(email) });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<IniciarAbonoRespuesta>().abonoId;
    const primera = await h.ver(id);
    expect(primera).toMatchObject({ estado: 'PAGADO', email, nombre: 'Bea Rojas' });
    expect(primera.tokenCliente).toBeTruthy();
    const extrano = await h.ver(id);
    expect(extrano).toMatchObject({ estado: 'PAGADO', email: null, nombre: null, tokenCliente: null });
    expect(JSON.stringify(extrano)).not.toContain(email);
    // The device that got the proof sends it and sees its booking again.
    expect(await h.ver(id, primera.tokenCliente!)).toMatchObject({ email, nombre: 'Bea Rojas' });
    expect(urlParaRegistro(`/api/abonos/${id}`)).toBe('/api/abonos/[oculto]');
    expect(urlParaRegistro(`/agenda/abono/${id}?x=1`)).toBe('/agenda/abono/[oculto]?x=1');
    expect(urlParaRegistro('/api/abonos/politica')).toBe('/api/abonos/politica');
  });
});

describeEnPostgres('abonos: dinero en paralelo (postgres)', () => {
  let t: AppDePrueba;
  let cerrar: () => Promise<void>;
  const h = conApp(() => t);
  beforeAll(async () => {
    ({ t, cerrar } = await preparar('postgres', { ABONOS_PENDIENTES_POR_IP: '3' }));
  });
  afterAll(() => cerrar());

  it('3 cancellations in time and 3 late, at once, of deposits paid with credit leave the ledger balanced', async () => {
    const email = 'paralelo@correo.cl';
    await h.dar(email, 12_000);
    const prueba = await h.delBuzon(email);
    const dias = [
      { id: (await fechaDelDia(t, '2026-11-25'))._id, horas: HORAS.slice(0, 3) },
      // Monday afternoon: inside the 24 hours, so cancelling is late and the deposit becomes credit.
      { id: (await fechaDelDia(t, '2026-11-23'))._id, horas: HORAS.slice(6, 9) },
    ];
    const hechos: { fechaId: string; r: ReturnType<typeof hora>; token: string }[] = [];
    for (const dia of dias)
      for (const inicio of dia.horas) {
        const r = hora(inicio, email);
        const res = await h.iniciar(dia.id, r, { prueba });
        expect(res.statusCode, res.body).toBe(201);
        const vista = await h.ver(res.json<IniciarAbonoRespuesta>().abonoId);
        expect(vista).toMatchObject({ estado: 'PAGADO', credito: 2000 });
        hechos.push({ fechaId: dia.id, r, token: vista.tokenCliente! });
      }
    expect(await h.saldo(email)).toBe(0);
    const respuestas = await Promise.all(
      hechos.map((x) => cancelar(t, x.fechaId, x.r.horaInicio, x.r.horaFin, x.token)),
    );
    expect(respuestas.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    // In time: each gives back the $2.000 it took; late: each deposit's $2.000 becomes credit.
    expect(await h.saldo(email)).toBe(12_000);
    const filas = await t.database.db.select().from(abonos).where(eq(abonos.email, email));
    expect(filas.map((a) => a.estado).sort()).toEqual([
      'CREDITO',
      'CREDITO',
      'CREDITO',
      'REEMBOLSADO',
      'REEMBOLSADO',
      'REEMBOLSADO',
    ]);
  });

  it('parallel deposits never spend more credit than there is', async () => {
    const email = 'gasta@correo.cl';
    await h.dar(email, 2000);
    const prueba = await h.delBuzon(email);
    // Four days, so four day locks: only the credit's own turn keeps them from spending it twice.
    const dias = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
    const ids = await Promise.all(dias.map(async (d) => (await fechaDelDia(t, d))._id));
    await Promise.all(
      ids.map((fechaId, i) => h.iniciar(fechaId, hora('17:15', email), { prueba, ip: `10.1.0.${i}` })),
    );
    const filas = await t.database.db.select().from(abonos).where(eq(abonos.email, email));
    expect(filas.reduce((s, a) => s + a.credito, 0)).toBeLessThanOrEqual(2000);
    expect(await h.saldo(email)).toBeGreaterThanOrEqual(0);
    expect(await h.saldo(email)).toBe(
      2000 - filas.filter((a) => a.estado !== 'FALLIDA').reduce((s, a) => s + a.credito, 0),
    );
  });

  it('ten holds at once from one address, on five days (five day locks): exactly the cap is held', async () => {
    const dias = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
    const ids = await Promise.all(dias.map(async (d) => (await fechaDelDia(t, d))._id));
    const respuestas = await Promise.all(
      ids.flatMap((fechaId, d) =>
        ['18:45', '19:30'].map((inicio, i) =>
          h.iniciar(fechaId, hora(inicio, `diez${d}-${i}@correo.cl`), { ip: '192.0.2.50' }),
        ),
      ),
    );
    const codigos = respuestas.map((r) => r.statusCode);
    expect(codigos.filter((c) => c === 201)).toHaveLength(3);
    expect(codigos.filter((c) => c === 429)).toHaveLength(7);
  });
});
