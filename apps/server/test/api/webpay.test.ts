import { randomUUID } from 'node:crypto';
import {
  type CarritoCambiado,
  type CrearTransaccionRespuesta,
  MENSAJES,
  type Transaccion,
  type Venta,
} from '@barberia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { correosOutbox, productos, ventas } from '../../src/db/schema.js';
import { iniciarWebpaySimulado, type WebpaySimulado } from '../../src/simuladores/webpay/webpay-simulado.js';
import { ADMIN, type AppDePrueba, appDePrueba, LUNES_9AM } from '../helpers/app.js';
import { esError, esOk, pedidor } from '../helpers/back-office.js';
import { BASES } from '../helpers/databases.js';
import { decidirEnFormulario, proxyWebpay } from '../helpers/webpay.js';

const COMERCIO = '597055555532';
const LLAVE = '579B532A7440BB0C9079DED94D31EA1615BACEB56610332264630D42D0A36B1C';
const EMAIL = 'compradora@correo.cl';

describe.each(BASES)('Webpay Plus: del carrito a la venta pagada (%s)', (base) => {
  let t: AppDePrueba;
  let simulado: WebpaySimulado;
  let proxy: Awaited<ReturnType<typeof proxyWebpay>>;
  let pedir: ReturnType<typeof pedidor>;
  let admin: string;

  beforeAll(async () => {
    // The stand-in reads the test's clock, so the 5-minute form life moves with it.
    simulado = await iniciarWebpaySimulado({
      clock: () => t?.reloj.ahora ?? LUNES_9AM,
      commerceCode: COMERCIO,
      apiKey: LLAVE,
    });
    proxy = await proxyWebpay(simulado.url);
    t = await appDePrueba(base, { env: { WEBPAY_URL: proxy.url, WEBPAY_TIMEOUT_MS: '1500' } });
    pedir = pedidor(t);
    admin = await t.tokenDe(ADMIN);
  });
  afterAll(async () => {
    await t.close();
    await proxy.cerrar();
    await simulado.cerrar();
  });
  afterEach(() => {
    proxy.fallar(() => 'normal');
    t.reloj.ahora = LUNES_9AM;
  });

  async function producto(nombre: string, precio: number, stock: number) {
    const [fila] = await t.database.db
      .insert(productos)
      .values({
        nombre: `${nombre} ${randomUUID().slice(0, 6)}`,
        precioBase: precio,
        precioFinal: precio,
        stock,
      })
      .returning();
    return fila!;
  }
  const stockDe = async (id: string) =>
    (await t.database.db.select().from(productos).where(eq(productos.id, id)))[0]!.stock;
  const ventaDe = async (id: string) =>
    (await t.database.db.select().from(ventas).where(eq(ventas.id, id)))[0]!;
  const crear = (cuerpo: object) => pedir('POST', '/api/webpay/crear-transaccion', undefined, cuerpo);
  async function comprar(p: { id: string; precioFinal: number }, cantidad = 1) {
    return esOk<CrearTransaccionRespuesta>(
      crear({ total: p.precioFinal * cantidad, productos: [{ _id: p.id, cantidad }], email: EMAIL }),
    );
  }
  /** The browser lands on the return URL; the shop sends it to the result page. */
  async function volver(ruta: string, metodo: 'GET' | 'POST' = 'GET') {
    const [path, query = ''] = ruta.split('?');
    const res =
      metodo === 'GET'
        ? await t.app.inject({ method: 'GET', url: ruta })
        : await t.app.inject({
            method: 'POST',
            url: path!,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: query,
          });
    expect(res.statusCode, res.body).toBe(303);
    return res.headers.location as string;
  }

  it('approved: re-priced, stock reserved, committed once, PAGADO with code and card, receipt queued', async () => {
    // An afternoon: the receipt writes 14:05, never «2:05 p. m.» (issue 25).
    t.reloj.ahora = new Date('2026-11-23T17:05:00Z');
    const p = await producto('Cera mate', 8990, 5);
    const { ventaId, token, url } = await comprar(p, 2);
    expect(url).toBe(`${simulado.url}/webpayserver/initTransaction`);
    expect(await stockDe(p.id)).toBe(3);
    const pendiente = await ventaDe(ventaId);
    expect(pendiente).toMatchObject({ status: 'PENDIENTE', precioTotal: 17980, token, email: EMAIL });
    expect(pendiente.buyOrder.length).toBeLessThanOrEqual(26);
    // Short enough to read aloud: BM- and two groups of five, without I, L, O or U (issue 25).
    expect(pendiente.buyOrder).toMatch(/^BM-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);

    const retorno = await decidirEnFormulario(url, token, 'aprobar');
    expect(retorno).toBe(`/api/webpay/retorno?token_ws=${token}`);
    expect(await volver(retorno)).toBe(`/tienda/compra/${ventaId}`);

    const venta = await esOk<Venta>(pedir('GET', `/api/ventas/${ventaId}`));
    expect(venta).toMatchObject({
      status: 'PAGADO',
      precioTotal: 17980,
      card_number: '6623',
      medio: 'webpay',
      motivo_fallo: null,
    });
    expect(venta.authorization_code).toMatch(/^\d{6}$/);
    expect(venta.productos).toEqual([{ _id: p.id, nombre: p.nombre, cantidad: 2, precio: 8990 }]);
    expect(await stockDe(p.id)).toBe(3);
    const tx = await esOk<Transaccion>(pedir('GET', `/api/webpay/obtener-transaccion/${ventaId}`));
    expect(tx).toMatchObject({ status: 'PAGADO', amount: 17980, response_code: 0, card_number: '6623' });
    const recibos = (await t.database.db.select().from(correosOutbox)).filter((c) =>
      c.texto.includes(venta.buy_order),
    );
    expect(recibos).toHaveLength(1);
    expect(recibos[0]).toMatchObject({ para: EMAIL, asunto: expect.stringContaining('Comprobante') });
    expect(recibos[0]!.texto).toContain('$17.980');
    expect(recibos[0]!.texto).toContain('Fecha: lunes, 23 de noviembre de 2026 a las 14:05');
  });

  it('a repeated return (twice at once, then again by POST) commits once and answers from the database', async () => {
    const p = await producto('Pomada', 5000, 2);
    const { ventaId, token, url } = await comprar(p);
    const retorno = await decidirEnFormulario(url, token, 'aprobar');
    const antes = proxy.contar(`PUT /rswebpaytransaction/api/webpay/v1.2/transactions/${token}`);
    const destinos = await Promise.all([volver(retorno), volver(retorno), volver(retorno, 'POST')]);
    expect(new Set(destinos)).toEqual(new Set([`/tienda/compra/${ventaId}`]));
    expect(proxy.contar(`PUT /rswebpaytransaction/api/webpay/v1.2/transactions/${token}`) - antes).toBe(1);
    expect((await ventaDe(ventaId)).status).toBe('PAGADO');
    const recibos = (await t.database.db.select().from(correosOutbox)).filter((c) =>
      c.texto.includes(ventaId),
    );
    expect(recibos).toHaveLength(1);
  });

  it.each([
    ['rejected on the form (commit answers FAILED)', 'rechazar', 1, 'rechazado'],
    ['cancelled by the buyer (TBK_TOKEN + order + session: no commit)', 'anular', 0, 'sin-terminar'],
    ['the form timed out (only order + session: no commit)', 'expirar', 0, 'sin-terminar'],
  ] as const)('%s: FALLIDA and the stock comes back', async (_caso, accion, commits, motivo) => {
    const p = await producto('Shampoo', 6000, 1);
    const { ventaId, token, url } = await comprar(p);
    expect(await stockDe(p.id)).toBe(0);
    const retorno = await decidirEnFormulario(url, token, accion);
    expect(await volver(retorno)).toBe(`/tienda/compra/${ventaId}`);
    expect(proxy.contar(`PUT /rswebpaytransaction/api/webpay/v1.2/transactions/${token}`)).toBe(commits);
    const venta = await ventaDe(ventaId);
    expect(venta).toMatchObject({ status: 'FALLIDA', authorizationCode: null });
    // The buyer's page reads why, in the sale's public answer (issue 25).
    expect(await esOk<Venta>(pedir('GET', `/api/ventas/${ventaId}`))).toMatchObject({ motivo_fallo: motivo });
    expect(await stockDe(p.id)).toBe(1);
    // A late or repeated return changes nothing.
    expect(await volver(retorno)).toBe(`/tienda/compra/${ventaId}`);
    expect(await stockDe(p.id)).toBe(1);
  });

  it('an error page sends token_ws with TBK_TOKEN: aborted, never committed, even if the buyer had approved', async () => {
    const p = await producto('Bálsamo', 7000, 1);
    const { ventaId, token, url } = await comprar(p);
    await decidirEnFormulario(url, token, 'aprobar');
    const retorno = `/api/webpay/retorno?token_ws=${token}&TBK_TOKEN=${token}&TBK_ORDEN_COMPRA=x&TBK_ID_SESION=y`;
    expect(await volver(retorno)).toBe(`/tienda/compra/${ventaId}`);
    expect(proxy.contar(`PUT /rswebpaytransaction/api/webpay/v1.2/transactions/${token}`)).toBe(0);
    expect((await ventaDe(ventaId)).status).toBe('FALLIDA');
    expect(await stockDe(p.id)).toBe(1);
  });

  it('a forged cancel or timeout (wrong session id) cannot fail somebody else’s sale', async () => {
    const p = await producto('Peine', 3000, 1);
    const { ventaId, token } = await comprar(p);
    const v = await ventaDe(ventaId);
    await esError(
      pedir('GET', `/api/webpay/retorno?TBK_ORDEN_COMPRA=${v.buyOrder}&TBK_ID_SESION=adivinada`),
      404,
      MENSAJES.VENTA_NO_ENCONTRADA,
    );
    await esError(
      pedir(
        'GET',
        `/api/webpay/retorno?TBK_TOKEN=${token}&TBK_ORDEN_COMPRA=${v.buyOrder}&TBK_ID_SESION=otra`,
      ),
      404,
      MENSAJES.VENTA_NO_ENCONTRADA,
    );
    expect((await ventaDe(ventaId)).status).toBe('PENDIENTE');
  });

  it('a tampered total or a changed price is refused with the refreshed cart; nothing is reserved', async () => {
    const p = await producto('Aceite', 10000, 4);
    const antes = (await t.database.db.select().from(ventas)).length;
    const barato = await esError(
      crear({ total: 100, productos: [{ _id: p.id, cantidad: 2 }], email: EMAIL }),
      409,
      MENSAJES.CARRITO_CAMBIO,
    );
    expect(barato.json<CarritoCambiado>()).toMatchObject({
      code: 'CARRITO_CAMBIO',
      total: 20000,
      carrito: [{ _id: p.id, nombre: p.nombre, cantidad: 2, precio: 10000, stock: 4 }],
    });
    const demasiados = await esError(
      crear({ total: 50000, productos: [{ _id: p.id, cantidad: 5 }], email: EMAIL }),
      409,
      MENSAJES.CARRITO_CAMBIO,
    );
    expect(demasiados.json<CarritoCambiado>()).toMatchObject({ total: 40000, carrito: [{ cantidad: 4 }] });
    const borrado = await esError(
      crear({ total: 10000, productos: [{ _id: randomUUID(), cantidad: 1 }], email: EMAIL }),
      409,
      MENSAJES.CARRITO_CAMBIO,
    );
    expect(borrado.json<CarritoCambiado>()).toMatchObject({ carrito: [], total: 0 });
    expect(await stockDe(p.id)).toBe(4);
    expect((await t.database.db.select().from(ventas)).length).toBe(antes);
  });

  it('20 buyers race for the last unit: exactly one payable sale, 19 clear refusals, stock never below 0', async () => {
    const p = await producto('Última navaja', 15000, 1);
    const respuestas = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        crear({ total: 15000, productos: [{ _id: p.id, cantidad: 1 }], email: `c${i}@correo.cl` }),
      ),
    );
    const ok = respuestas.filter((r) => r.statusCode === 200);
    const no = respuestas.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(1);
    expect(no).toHaveLength(19);
    for (const r of no) expect([MENSAJES.SIN_STOCK, MENSAJES.CARRITO_CAMBIO]).toContain(r.json().msg);
    expect(await stockDe(p.id)).toBe(0);
    const conProducto = (await t.database.db.select().from(ventas)).filter((v) =>
      v.productos.some((l) => l._id === p.id),
    );
    expect(conProducto).toHaveLength(1);
    expect(conProducto[0]!.status).toBe('PENDIENTE');
  });

  it.each(['lento', 'caido'] as const)(
    'Webpay %s on create: a Spanish 503, no sale left behind, stock intact',
    async (falla) => {
      const p = await producto('Tónico', 4000, 2);
      const antes = (await t.database.db.select().from(ventas)).length;
      proxy.fallar((metodo) => (metodo === 'POST' ? falla : 'normal'));
      await esError(
        crear({ total: 4000, productos: [{ _id: p.id, cantidad: 1 }], email: EMAIL }),
        503,
        MENSAJES.WEBPAY_NO_DISPONIBLE,
      );
      expect(await stockDe(p.id)).toBe(2);
      expect((await t.database.db.select().from(ventas)).length).toBe(antes);
    },
  );

  it('commit times out after Webpay authorized: the status call decides PAGADO', async () => {
    const p = await producto('Cepillo', 9000, 1);
    const { ventaId, token, url } = await comprar(p);
    const retorno = await decidirEnFormulario(url, token, 'aprobar');
    proxy.fallar((metodo) => (metodo === 'PUT' ? 'responde-tarde' : 'normal'));
    expect(await volver(retorno)).toBe(`/tienda/compra/${ventaId}`);
    expect((await ventaDe(ventaId)).status).toBe('PAGADO');
    expect(await stockDe(p.id)).toBe(0);
  });

  it('commit and status both silent: PENDIENTE; the reconciliation settles it once Webpay answers', async () => {
    const p = await producto('Gel', 2500, 1);
    const { ventaId, token, url } = await comprar(p);
    const retorno = await decidirEnFormulario(url, token, 'aprobar');
    proxy.fallar((metodo) => (metodo === 'PUT' ? 'responde-tarde' : metodo === 'GET' ? 'lento' : 'normal'));
    expect(await volver(retorno)).toBe(`/tienda/compra/${ventaId}`);
    expect((await ventaDe(ventaId)).status).toBe('PENDIENTE');
    // Before the reservation runs out, the reconciliation leaves it alone.
    expect(await t.webpay.conciliar()).toEqual({ liquidadas: 0 });
    proxy.fallar(() => 'normal');
    t.reloj.ahora = new Date(LUNES_9AM.getTime() + 11 * 60_000);
    await t.webpay.conciliar();
    expect((await ventaDe(ventaId)).status).toBe('PAGADO');
    expect(await stockDe(p.id)).toBe(0);
  });

  it('reconciliation: a form abandoned past its window ends FALLIDA and frees the stock; paid ones stay', async () => {
    const p = await producto('Loción', 3500, 2);
    const abandonada = await comprar(p);
    const pagada = await comprar(p);
    await volver(await decidirEnFormulario(pagada.url, pagada.token, 'aprobar'));
    expect(await stockDe(p.id)).toBe(0);
    t.reloj.ahora = new Date(LUNES_9AM.getTime() + 11 * 60_000);
    const { liquidadas } = await t.webpay.conciliar();
    expect(liquidadas).toBeGreaterThanOrEqual(1);
    expect((await ventaDe(abandonada.ventaId)).status).toBe('FALLIDA');
    expect((await ventaDe(pagada.ventaId)).status).toBe('PAGADO');
    expect(await stockDe(p.id)).toBe(1);
    // The buyer who comes back late reads the settled sale.
    expect(await volver(`/api/webpay/retorno?token_ws=${abandonada.token}`)).toBe(
      `/tienda/compra/${abandonada.ventaId}`,
    );
    expect((await ventaDe(abandonada.ventaId)).status).toBe('FALLIDA');
  });

  it('reconciliation waits for the reservation: a sale still reaching Webpay (no token yet) is left alone', async () => {
    const p = await producto('Navaja', 8000, 0);
    const [enVuelo] = await t.database.db
      .insert(ventas)
      .values({
        email: EMAIL,
        productos: [{ _id: p.id, nombre: p.nombre, cantidad: 1, precio: 8000 }],
        precioTotal: 8000,
        status: 'PENDIENTE',
        buyOrder: `BM-${randomUUID().slice(0, 16)}`,
        sessionId: randomUUID(),
        fecha: LUNES_9AM,
        reservaHasta: new Date(LUNES_9AM.getTime() + 10 * 60_000),
      })
      .returning();
    await t.webpay.conciliar();
    expect((await ventaDe(enVuelo!.id)).status).toBe('PENDIENTE');
    expect(await stockDe(p.id)).toBe(0);
    t.reloj.ahora = new Date(LUNES_9AM.getTime() + 11 * 60_000);
    await t.webpay.conciliar();
    expect((await ventaDe(enVuelo!.id)).status).toBe('FALLIDA');
    expect(await stockDe(p.id)).toBe(1);
  });

  it('admin refund: Webpay reverses, the sale turns ANULADA and the stock returns; only once, only the admin', async () => {
    const p = await producto('Kit barba', 20000, 1);
    const { ventaId, token, url } = await comprar(p);
    await volver(await decidirEnFormulario(url, token, 'aprobar'));
    await esError(pedir('POST', `/api/ventas/${ventaId}/anular`), 401, MENSAJES.NO_AUTENTICADO);
    const anulada = await esOk<Venta>(pedir('POST', `/api/ventas/${ventaId}/anular`, admin));
    expect(anulada.status).toBe('ANULADA');
    expect(proxy.contar(`POST /rswebpaytransaction/api/webpay/v1.2/transactions/${token}/refunds`)).toBe(1);
    expect((await ventaDe(ventaId)).respuestaAnulacion).toEqual({ type: 'REVERSED' });
    expect(await stockDe(p.id)).toBe(1);
    await esError(pedir('POST', `/api/ventas/${ventaId}/anular`, admin), 409, MENSAJES.VENTA_NO_ANULABLE);
    expect(await stockDe(p.id)).toBe(1);
  });

  it('refund while Webpay is down: a Spanish 503 and the sale stays PAGADO', async () => {
    const p = await producto('Tijera', 12000, 1);
    const { ventaId, token, url } = await comprar(p);
    await volver(await decidirEnFormulario(url, token, 'aprobar'));
    proxy.fallar(() => 'caido');
    await esError(pedir('POST', `/api/ventas/${ventaId}/anular`, admin), 503, MENSAJES.WEBPAY_NO_DISPONIBLE);
    expect((await ventaDe(ventaId)).status).toBe('PAGADO');
    expect(await stockDe(p.id)).toBe(0);
  });

  it('cash sale by the admin: PAGADO at once with the same stock rules', async () => {
    const p = await producto('Cera brillo', 7500, 2);
    const venta = await esOk<Venta>(
      pedir('POST', '/api/ventas', admin, {
        email: 'local@correo.cl',
        productos: [{ _id: p.id, cantidad: 2 }],
      }),
      201,
    );
    expect(venta).toMatchObject({ status: 'PAGADO', medio: 'efectivo', precioTotal: 15000 });
    expect(await stockDe(p.id)).toBe(0);
    await esError(
      pedir('POST', '/api/ventas', admin, {
        email: 'local@correo.cl',
        productos: [{ _id: p.id, cantidad: 1 }],
      }),
      409,
      MENSAJES.CARRITO_CAMBIO,
    );
  });

  it('the summary: this month against last, 30 days of bars, best sellers', async () => {
    const r = await esOk<{
      mesActual: { total: number; cantidad: number };
      porDia: { dia: string; total: number }[];
      masVendidos: { nombre: string }[];
    }>(pedir('GET', '/api/ventas/resumen', admin));
    expect(r.porDia).toHaveLength(30);
    expect(r.porDia.at(-1)!.dia).toBe('2026-11-23');
    expect(r.mesActual.cantidad).toBeGreaterThan(0);
    expect(r.porDia.reduce((s, d) => s + d.total, 0)).toBeGreaterThan(0);
    expect(r.masVendidos.length).toBeGreaterThan(0);
  });

  it('bad input is a 4xx with a Spanish msg, never a 5xx', async () => {
    const p = await producto('Malo', 1000, 1);
    const casos: [string, string, object | undefined, number][] = [
      ['POST', '/api/webpay/crear-transaccion', {}, 400],
      ['POST', '/api/webpay/crear-transaccion', { total: 1000, productos: [], email: EMAIL }, 400],
      [
        'POST',
        '/api/webpay/crear-transaccion',
        { total: 1000, productos: [{ _id: p.id, cantidad: 1 }], email: 'no' },
        400,
      ],
      [
        'POST',
        '/api/webpay/crear-transaccion',
        { total: -5, productos: [{ _id: p.id, cantidad: 1 }], email: EMAIL },
        400,
      ],
      [
        'POST',
        '/api/webpay/crear-transaccion',
        { total: 1000, productos: [{ _id: p.id, cantidad: 0 }], email: EMAIL },
        400,
      ],
      [
        'POST',
        '/api/webpay/crear-transaccion',
        { total: 1000, productos: [{ _id: 'x', cantidad: 1 }], email: EMAIL },
        400,
      ],
      [
        'POST',
        '/api/webpay/crear-transaccion',
        {
          total: 2000,
          productos: [
            { _id: p.id, cantidad: 1 },
            { _id: p.id, cantidad: 1 },
          ],
          email: EMAIL,
        },
        400,
      ],
      ['GET', '/api/webpay/retorno', undefined, 400],
      ['GET', '/api/webpay/retorno?TBK_ORDEN_COMPRA=solo', undefined, 400],
      ['GET', `/api/webpay/retorno?token_ws=${'a'.repeat(64)}`, undefined, 404],
      ['GET', '/api/webpay/obtener-transaccion/no-es-uuid', undefined, 400],
      ['GET', `/api/webpay/obtener-transaccion/${randomUUID()}`, undefined, 404],
      ['GET', `/api/ventas/${randomUUID()}`, undefined, 404],
    ];
    for (const [metodo, url, cuerpo, status] of casos) {
      const res = await pedir(metodo as 'GET', url, undefined, cuerpo);
      expect(res.statusCode, `${metodo} ${url} ${res.body}`).toBe(status);
      expect(res.json().msg, url).toMatch(/[a-záéíóúñ]/i);
    }
    const texto = await t.app.inject({
      method: 'POST',
      url: '/api/webpay/crear-transaccion',
      headers: { 'content-type': 'application/json' },
      payload: '{"total":',
    });
    expect(texto.statusCode).toBe(400);
    expect(await stockDe(p.id)).toBe(1);
  });
});

describe('the Webpay stand-in keeps Transbank’s contract', () => {
  let simulado: WebpaySimulado;
  beforeAll(async () => {
    simulado = await iniciarWebpaySimulado({ clock: () => LUNES_9AM, commerceCode: COMERCIO, apiKey: LLAVE });
  });
  afterAll(() => simulado.cerrar());
  const api = `/rswebpaytransaction/api/webpay/v1.2/transactions`;
  const pedir = (metodo: string, ruta: string, cuerpo?: object, headers: Record<string, string> = {}) =>
    fetch(`${simulado.url}${ruta}`, {
      method: metodo,
      headers: {
        'Tbk-Api-Key-Id': COMERCIO,
        'Tbk-Api-Key-Secret': LLAVE,
        'Content-Type': 'application/json',
        ...headers,
      },
      body: cuerpo ? JSON.stringify(cuerpo) : undefined,
    });

  it('refuses wrong credentials with 401 and bad fields with 422 error_message', async () => {
    const sinLlave = await pedir(
      'POST',
      api,
      { buy_order: 'a', session_id: 'b', amount: 1, return_url: 'http://x.cl' },
      {
        'Tbk-Api-Key-Secret': 'otra',
      },
    );
    expect(sinLlave.status).toBe(401);
    const largo = await pedir('POST', api, {
      buy_order: 'x'.repeat(27),
      session_id: 'b',
      amount: 1,
      return_url: 'http://x.cl',
    });
    expect(largo.status).toBe(422);
    expect(await largo.json()).toEqual({ error_message: 'Invalid value for parameter: buy_order' });
    const monto = await pedir('POST', api, {
      buy_order: 'a',
      session_id: 'b',
      amount: 0,
      return_url: 'http://x.cl',
    });
    expect(((await monto.json()) as { error_message: string }).error_message).toContain('amount');
  });

  it('commit before the buyer acted, or twice, is a 422; status answers the committed transaction', async () => {
    const creada = await pedir('POST', api, {
      buy_order: 'BO1',
      session_id: 'S1',
      amount: 1000,
      return_url: 'http://x.cl/r',
    });
    const { token, url } = (await creada.json()) as { token: string; url: string };
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect((await pedir('PUT', `${api}/${token}`, {})).status).toBe(422);
    expect(await (await pedir('GET', `${api}/${token}`)).json()).toMatchObject({
      status: 'INITIALIZED',
      amount: 1000,
    });
    await decidirEnFormulario(url, token, 'aprobar');
    const commit = await (await pedir('PUT', `${api}/${token}`, {})).json();
    expect(commit).toMatchObject({ status: 'AUTHORIZED', response_code: 0, buy_order: 'BO1', amount: 1000 });
    const otra = await pedir('PUT', `${api}/${token}`, {});
    expect(otra.status).toBe(422);
    expect(((await otra.json()) as { error_message: string }).error_message).toMatch(/Invalid status/);
    expect(await (await pedir('GET', `${api}/${token}`)).json()).toMatchObject({ status: 'AUTHORIZED' });
    expect(await (await pedir('POST', `${api}/${token}/refunds`, { amount: 5000 })).json()).toMatchObject({
      error_message: 'Invalid value for parameter: amount',
    });
    expect(await (await pedir('POST', `${api}/${token}/refunds`, { amount: 400 })).json()).toMatchObject({
      type: 'NULLIFIED',
      nullified_amount: 400,
      balance: 600,
    });
  });
});
