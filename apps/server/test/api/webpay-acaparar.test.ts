import { randomUUID } from 'node:crypto';
import { type CrearTransaccionRespuesta, MENSAJES } from '@barberia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { productos, ventas } from '../../src/db/schema.js';
import { iniciarWebpaySimulado, type WebpaySimulado } from '../../src/simuladores/webpay/webpay-simulado.js';
import { type AppDePrueba, appDePrueba, LUNES_9AM } from '../helpers/app.js';
import { esError, esOk, pedidor } from '../helpers/back-office.js';
import { BASES, describeEnPostgres, type TipoBase } from '../helpers/databases.js';
import { decidirEnFormulario, proxyWebpay } from '../helpers/webpay.js';

/**
 * Issue 20, «Stock hoarding» (docs/decisions/023): units per checkout, pending checkouts per address and
 * per e-mail, an abandoned checkout freed at the end of its reservation, and a new checkout from the same
 * browser replacing its earlier one.
 */
const LIMITES = {
  WEBPAY_UNIDADES_POR_COMPRA: '5',
  WEBPAY_PENDIENTES_POR_IP: '2',
  WEBPAY_PENDIENTES_POR_CORREO: '2',
};

/** The app with Webpay's stand-in behind a proxy that can break calls, for one describe block. */
function tiendaDelBloque(base: TipoBase) {
  const s = {} as {
    t: AppDePrueba;
    simulado: WebpaySimulado;
    proxy: Awaited<ReturnType<typeof proxyWebpay>>;
  };
  beforeAll(async () => {
    s.simulado = await iniciarWebpaySimulado({
      clock: () => s.t?.reloj.ahora ?? LUNES_9AM,
      commerceCode: '597055555532',
      apiKey: '579B532A7440BB0C9079DED94D31EA1615BACEB56610332264630D42D0A36B1C',
    });
    s.proxy = await proxyWebpay(s.simulado.url);
    s.t = await appDePrueba(base, {
      env: { WEBPAY_URL: s.proxy.url, WEBPAY_TIMEOUT_MS: '1500', ...LIMITES },
    });
  });
  afterAll(async () => {
    await s.t.close();
    await s.proxy.cerrar();
    await s.simulado.cerrar();
  });
  afterEach(() => {
    s.proxy.fallar(() => 'normal');
    s.t.reloj.ahora = LUNES_9AM;
  });

  const db = () => s.t.database.db;
  return {
    s,
    async producto(stock: number, precio = 1000) {
      const [fila] = await db()
        .insert(productos)
        .values({
          nombre: `Cera ${randomUUID().slice(0, 8)}`,
          precioBase: precio,
          precioFinal: precio,
          stock,
        })
        .returning();
      return fila!;
    },
    stockDe: async (id: string) =>
      (await db().select().from(productos).where(eq(productos.id, id)))[0]!.stock,
    ventaDe: async (id: string) => (await db().select().from(ventas).where(eq(ventas.id, id)))[0]!,
    crear: (cuerpo: object, ip = '10.7.0.1') =>
      pedidor(s.t)('POST', '/api/webpay/crear-transaccion', undefined, cuerpo, ip),
    /** A checkout of `cantidad` units of one product. */
    compra(p: { id: string; precioFinal: number }, email: string, cantidad = 1, extra: object = {}) {
      return { total: p.precioFinal * cantidad, productos: [{ _id: p.id, cantidad }], email, ...extra };
    },
    en(minutos: number) {
      s.t.reloj.ahora = new Date(LUNES_9AM.getTime() + minutos * 60_000);
    },
  };
}

describe.each(BASES)('Webpay: nadie acapara el stock (%s)', (base) => {
  const x = tiendaDelBloque(base);

  it('una compra en línea reserva a lo más WEBPAY_UNIDADES_POR_COMPRA unidades, sumando sus líneas', async () => {
    const [a, b] = [await x.producto(20), await x.producto(20)];
    const cuerpo = (n: number, m: number) => ({
      total: 1000 * (n + m),
      productos: [
        { _id: a.id, cantidad: n },
        { _id: b.id, cantidad: m },
      ],
      email: 'mucho@correo.cl',
    });
    const res = await esError(
      x.crear(cuerpo(3, 3)),
      422,
      'Una compra en línea admite hasta 5 unidades en total. Quita algunas de tu carrito o cómpralas en la barbería.',
    );
    expect(res.json()).toMatchObject({ code: 'COMPRA_DEMASIADAS_UNIDADES' });
    expect([await x.stockDe(a.id), await x.stockDe(b.id)]).toEqual([20, 20]);
    await esOk(x.crear(cuerpo(3, 2)));
    expect([await x.stockDe(a.id), await x.stockDe(b.id)]).toEqual([17, 18]);
  });

  it('una dirección tiene a lo más WEBPAY_PENDIENTES_POR_IP compras esperando pago; pagar o anular libera su cupo', async () => {
    const p = await x.producto(10);
    const ip = '10.7.1.1';
    const primera = await esOk<CrearTransaccionRespuesta>(x.crear(x.compra(p, 'ip1@correo.cl'), ip));
    x.en(2);
    await esOk(x.crear(x.compra(p, 'ip2@correo.cl'), ip));
    const tercera = await esError(
      x.crear(x.compra(p, 'ip3@correo.cl'), ip),
      429,
      MENSAJES.COMPRAS_PENDIENTES,
    );
    expect(tercera.json()).toMatchObject({ code: 'COMPRAS_PENDIENTES' });
    // The first reservation ends at minute 10: 8 minutes from now.
    expect(tercera.headers['retry-after']).toBe('480');
    expect(await x.stockDe(p.id)).toBe(8);
    // The address is held back, not the shop: another buyer buys.
    await esOk(x.crear(x.compra(p, 'ip3@correo.cl'), '10.7.1.2'));
    // The buyer cancels on Webpay's form: that checkout ends and its place is free again.
    const retorno = await decidirEnFormulario(primera.url, primera.token, 'anular');
    expect((await x.s.t.app.inject({ url: retorno })).statusCode).toBe(303);
    expect(await x.ventaDe(primera.ventaId)).toMatchObject({ status: 'FALLIDA', ip: null });
    await esOk(x.crear(x.compra(p, 'ip4@correo.cl'), ip));
  });

  it('un correo tiene a lo más WEBPAY_PENDIENTES_POR_CORREO compras esperando pago, desde cualquier dirección', async () => {
    const p = await x.producto(10);
    await esOk(x.crear(x.compra(p, 'mismo@correo.cl'), '10.7.2.1'));
    await esOk(x.crear(x.compra(p, 'Mismo@Correo.cl'), '10.7.2.2'));
    await esError(x.crear(x.compra(p, 'mismo@correo.cl'), '10.7.2.3'), 429, MENSAJES.COMPRAS_PENDIENTES);
    expect(await x.stockDe(p.id)).toBe(8);
  });

  it('una compra abandonada sin volver de Webpay (que sigue diciendo INITIALIZED) libera su stock al acabar su reserva, sin renovarla', async () => {
    const p = await x.producto(1);
    const { ventaId } = await esOk<CrearTransaccionRespuesta>(x.crear(x.compra(p, 'se-fue@correo.cl')));
    await esError(x.crear(x.compra(p, 'siguiente@correo.cl'), '10.7.3.1'), 409, MENSAJES.CARRITO_CAMBIO);
    x.en(9);
    await x.s.t.webpay.conciliar();
    expect((await x.ventaDe(ventaId)).status).toBe('PENDIENTE');
    x.en(10);
    await x.s.t.webpay.conciliar();
    expect(await x.ventaDe(ventaId)).toMatchObject({ status: 'FALLIDA', reservaHasta: null, ip: null });
    expect(await x.stockDe(p.id)).toBe(1);
    // The shop is usable again: the next buyer gets the unit.
    await esOk(x.crear(x.compra(p, 'siguiente@correo.cl'), '10.7.3.1'));
  });

  it('una compra nueva del mismo navegador reemplaza la anterior: la anterior termina y su stock sirve a la nueva', async () => {
    const p = await x.producto(1);
    const ip = '10.7.4.1';
    const antes = await esOk<CrearTransaccionRespuesta>(x.crear(x.compra(p, 'vuelve@correo.cl'), ip));
    // Back from Webpay with the browser's button, the buyer pays again for the same last unit.
    const nueva = await esOk<CrearTransaccionRespuesta>(
      x.crear(x.compra(p, 'vuelve@correo.cl', 1, { reemplaza: antes.ventaId }), ip),
    );
    expect(await x.ventaDe(antes.ventaId)).toMatchObject({ status: 'FALLIDA', ip: null });
    expect(await x.ventaDe(nueva.ventaId)).toMatchObject({ status: 'PENDIENTE' });
    expect(await x.stockDe(p.id)).toBe(0);
    // Paying the replaced form afterwards charges nothing: the shop never commits it.
    const retorno = await decidirEnFormulario(antes.url, antes.token, 'aprobar');
    const commits = () =>
      x.s.proxy.contar(`PUT /rswebpaytransaction/api/webpay/v1.2/transactions/${antes.token}`);
    expect((await x.s.t.app.inject({ url: retorno })).statusCode).toBe(303);
    expect(commits()).toBe(0);
    expect((await x.ventaDe(antes.ventaId)).status).toBe('FALLIDA');
    // An id that is not a pending checkout (settled, unknown) replaces nothing.
    await esOk(
      x.crear(x.compra(await x.producto(1), 'otro@correo.cl', 1, { reemplaza: antes.ventaId }), '10.7.4.2'),
    );
    await esOk(
      x.crear(x.compra(await x.producto(1), 'otro2@correo.cl', 1, { reemplaza: randomUUID() }), '10.7.4.3'),
    );
    expect((await x.ventaDe(nueva.ventaId)).status).toBe('PENDIENTE');
  });

  it('reemplazar no anula un pago que Webpay ya autorizó; con Webpay mudo la anterior espera a la conciliación', async () => {
    const p = await x.producto(3);
    const ip = '10.7.5.1';
    const pagada = await esOk<CrearTransaccionRespuesta>(x.crear(x.compra(p, 'paga@correo.cl'), ip));
    const retorno = await decidirEnFormulario(pagada.url, pagada.token, 'aprobar');
    // The commit reaches Webpay but its answer is lost, and so is the status: the sale stays PENDIENTE.
    x.s.proxy.fallar((metodo) =>
      metodo === 'PUT' ? 'responde-tarde' : metodo === 'GET' ? 'lento' : 'normal',
    );
    expect((await x.s.t.app.inject({ url: retorno })).statusCode).toBe(303);
    expect((await x.ventaDe(pagada.ventaId)).status).toBe('PENDIENTE');
    // Webpay still silent: replacing leaves it for the reconciliation, and the new checkout goes on.
    x.s.proxy.fallar((metodo) => (metodo === 'GET' ? 'lento' : 'normal'));
    const segunda = await esOk<CrearTransaccionRespuesta>(
      x.crear(x.compra(p, 'paga@correo.cl', 1, { reemplaza: pagada.ventaId }), ip),
    );
    expect((await x.ventaDe(pagada.ventaId)).status).toBe('PENDIENTE');
    // Webpay answers again: it reports the first one paid, so replacing it keeps it paid.
    x.s.proxy.fallar(() => 'normal');
    await esOk(x.crear(x.compra(p, 'paga@correo.cl', 1, { reemplaza: pagada.ventaId }), ip));
    expect((await x.ventaDe(pagada.ventaId)).status).toBe('PAGADO');
    expect((await x.ventaDe(segunda.ventaId)).status).toBe('PENDIENTE');
    expect(await x.stockDe(p.id)).toBe(0);
  });

  it('entradas inválidas del reemplazo: 400 en español, nunca 5xx', async () => {
    const p = await x.producto(1);
    const res = await x.crear(x.compra(p, 'malo@correo.cl', 1, { reemplaza: 'no-es-uuid' }), '10.7.6.1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      msg: 'El identificador no es válido.',
      code: 'ID_INVALIDO',
      errores: [{ campo: 'reemplaza', msg: 'El identificador no es válido.' }],
    });
    expect(await x.stockDe(p.id)).toBe(1);
  });
});

describeEnPostgres('Webpay: compras en paralelo (postgres)', () => {
  const x = tiendaDelBloque('postgres');

  it('10 compras a la vez desde una dirección: exactamente 2 reservan; el stock baja solo por ellas', async () => {
    const p = await x.producto(50);
    const respuestas = await Promise.all(
      Array.from({ length: 10 }, (_, i) => x.crear(x.compra(p, `par${i}@correo.cl`), '10.8.0.1')),
    );
    const estados = respuestas.map((r) => r.statusCode);
    expect(estados.filter((s) => s === 200)).toHaveLength(2);
    expect(estados.filter((s) => s === 429)).toHaveLength(8);
    expect(await x.stockDe(p.id)).toBe(48);
  });

  it('10 compras a la vez con un correo desde 10 direcciones: exactamente 2 reservan', async () => {
    const p = await x.producto(50);
    const respuestas = await Promise.all(
      Array.from({ length: 10 }, (_, i) => x.crear(x.compra(p, 'uno@correo.cl'), `10.8.1.${i + 1}`)),
    );
    expect(respuestas.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(await x.stockDe(p.id)).toBe(48);
  });
});
