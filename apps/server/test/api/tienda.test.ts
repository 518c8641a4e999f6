import { randomUUID } from 'node:crypto';
import type { FotoGaleria, PrecioProducto, Producto } from '@barberia/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productos } from '../../src/db/schema.js';
import { PRODUCTOS_DEMO } from '../../src/seed/demo.js';
import { type AppDePrueba, appDePrueba } from '../helpers/app.js';
import { BASES } from '../helpers/databases.js';

const DESCONOCIDO = '00000000-0000-4000-8000-000000000000';

function esError(res: LightMyRequestResponse, status: number, msg?: string) {
  expect(res.statusCode, res.body).toBe(status);
  if (msg) expect(res.json()).toMatchObject({ msg });
}

describe.each(BASES)('tienda: productos y galería públicos (%s)', (base) => {
  let t: AppDePrueba;
  let lista: Producto[];
  beforeAll(async () => {
    t = await appDePrueba(base);
    lista = (await t.app.inject({ url: '/api/productos' })).json<Producto[]>();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as object });
  const porNombre = (nombre: string) => lista.find((p) => p.nombre === nombre)!;

  it('GET /api/productos lists every product, by name, with the fields of both spec documents', () => {
    expect(lista).toHaveLength(PRODUCTOS_DEMO.length);
    expect(lista.map((p) => p.nombre)).toEqual(
      [...lista.map((p) => p.nombre)].sort((a, b) => a.localeCompare(b, 'es')),
    );
    for (const p of lista) {
      expect(Object.keys(p).sort()).toEqual(
        [
          '_id',
          'descripcion',
          'descuento',
          'img',
          'imagen',
          'nombre',
          'precioBase',
          'precioFinal',
          'stock',
        ].sort(),
      );
      expect(p.img).toBe(p.imagen?.src);
      expect(p.imagen).toMatchObject({
        src: `/api/imagenes/${p.imagen?.src.split('/').pop()}`,
        ancho: 800,
        alto: 800,
      });
    }
  });

  it('descuento is the derived percentage: negative when discounted, 0 otherwise (spec §5)', () => {
    expect(porNombre('Cera mate')).toMatchObject({ precioBase: 9990, precioFinal: 8490, descuento: -15 });
    expect(porNombre('Aceite para barba').descuento).toBe(-20);
    expect(porNombre('Pomada brillante').descuento).toBe(0);
  });

  it('GET /api/productos/{id}: the product, a Spanish 404, a 400 for a malformed id', async () => {
    const cera = porNombre('Cera mate');
    const res = await t.app.inject({ url: `/api/productos/${cera._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(cera);
    esError(await t.app.inject({ url: `/api/productos/${DESCONOCIDO}` }), 404, 'Producto no encontrado.');
    esError(await t.app.inject({ url: '/api/productos/no-es-un-id' }), 400);
  });

  it('POST /api/productos/precios answers only the prices, and only for products that exist', async () => {
    const cera = porNombre('Cera mate');
    const res = await post('/api/productos/precios', { ids: [cera._id, DESCONOCIDO] });
    expect(res.statusCode).toBe(200);
    expect(res.json<PrecioProducto[]>()).toEqual([
      { _id: cera._id, precioBase: 9990, precioFinal: 8490, descuento: -15 },
    ]);
    expect((await post('/api/productos/precios', { ids: [] })).json()).toEqual([]);
  });

  it('POST /api/productos/cart-products gives the cart the products as they are now', async () => {
    const peine = porNombre('Peine de madera');
    const balsamo = porNombre('Bálsamo para barba');
    await t.database.db
      .update(productos)
      .set({ precioFinal: 3500, stock: 2 })
      .where(eq(productos.id, peine._id));
    const res = await post('/api/productos/cart-products', { ids: [peine._id, balsamo._id, DESCONOCIDO] });
    expect(res.statusCode).toBe(200);
    const actuales = res.json<Producto[]>();
    expect(actuales.map((p) => p.nombre)).toEqual(['Bálsamo para barba', 'Peine de madera']);
    expect(actuales.find((p) => p._id === peine._id)).toMatchObject({
      precioBase: 4990,
      precioFinal: 3500,
      descuento: -30,
      stock: 2,
    });
  });

  it.each([
    ['no body', undefined, 'DATOS_INVALIDOS', 'Entrada inválida: se esperaba objeto, recibido nulo'],
    ['ids missing', {}, 'DATOS_INVALIDOS', 'Entrada inválida: se esperaba arreglo, recibido indefinido'],
    [
      'ids not a list',
      { ids: 'x' },
      'DATOS_INVALIDOS',
      'Entrada inválida: se esperaba arreglo, recibido texto',
    ],
    ['a malformed id', { ids: ['no-es-un-id'] }, 'ID_INVALIDO', 'El identificador no es válido.'],
    [
      'more than 100 ids',
      { ids: Array.from({ length: 101 }, () => randomUUID()) },
      'DATOS_INVALIDOS',
      'Se pueden consultar hasta 100 productos a la vez.',
    ],
  ])('the list endpoints refuse %s with a Spanish 400', async (_caso, cuerpo, code, msg) => {
    for (const url of ['/api/productos/precios', '/api/productos/cart-products']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        ...(cuerpo === undefined ? {} : { payload: cuerpo }),
      });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ code, msg });
    }
  });

  it('anyone may read the shop: no token needed, a stale one does not matter', async () => {
    const conTokenViejo = await t.app.inject({
      url: '/api/productos',
      headers: { authorization: 'Bearer token-vencido' },
    });
    expect(conTokenViejo.statusCode).toBe(200);
  });

  it('GET /api/galeria: the 29 photos in order, each with its alt text and size', async () => {
    const res = await t.app.inject({ url: '/api/galeria' });
    expect(res.statusCode).toBe(200);
    const fotos = res.json<FotoGaleria[]>();
    expect(fotos).toHaveLength(29);
    expect(fotos.map((f) => f.alt)).toEqual(
      Array.from({ length: 29 }, (_, i) => `Trabajo de la barbería, foto ${i + 1} de 29`),
    );
    for (const f of fotos) {
      expect(Object.keys(f).sort()).toEqual(['_id', 'alt', 'imagen']);
      expect(f.imagen.src).toMatch(/^\/api\/imagenes\/[0-9a-f-]{36}$/);
      expect([900, 1200]).toContain(f.imagen.ancho);
    }
  });

  it('a gallery photo is served resized, in the format the page asks for', async () => {
    const [foto] = (await t.app.inject({ url: '/api/galeria' })).json<FotoGaleria[]>();
    const res = await t.app.inject({ url: `${foto!.imagen.src}/480.avif` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.width).toBe(480);
    expect(meta.height).toBe(Math.round((480 * foto!.imagen.alto) / foto!.imagen.ancho));
  });
});
