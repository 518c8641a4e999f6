import { MENSAJES, type Producto } from '@barberia/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { imagenes, productos } from '../../src/db/schema.js';
import { ADMIN, appDelBloque, BARBERO } from '../helpers/app.js';
import { esError, esOk, pedidor } from '../helpers/back-office.js';
import { BASES } from '../helpers/databases.js';

const dataUrl = (bytes: Buffer, tipo = 'image/png') => `data:${tipo};base64,${bytes.toString('base64')}`;
const foto = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

describe.each(BASES)('productos del admin: crear, editar y eliminar con imagen (%s)', (base) => {
  const t = appDelBloque(base);
  const pedir = pedidor(t);
  let admin: string;
  let barbero: string;
  let png: string;
  beforeAll(async () => {
    [admin, barbero] = await Promise.all([t.tokenDe(ADMIN), t.tokenDe(BARBERO)]);
    png = dataUrl(await foto(2400, 1600, '#7f1d1d'));
  });

  const PRODUCTO = {
    nombre: 'Cera de prueba',
    descripcion: 'Fijación fuerte.',
    precioBase: 10000,
    precioFinal: 8000,
    stock: 5,
  };
  const cuantos = async () => (await t.database.db.select({ id: productos.id }).from(productos)).length;
  const existeImagen = async (src: string) =>
    (
      await t.database.db
        .select({ id: imagenes.id })
        .from(imagenes)
        .where(eq(imagenes.id, src.split('/').at(-1)!))
    ).length > 0;

  it('POST con una imagen real: 201, la imagen se redimensiona a 2000 px y el descuento se calcula', async () => {
    const creado = await esOk<Producto>(
      pedir('POST', '/api/productos', admin, { ...PRODUCTO, img: png }),
      201,
    );
    expect(creado).toMatchObject({ ...PRODUCTO, descuento: -20 });
    expect(creado.img).toMatch(/^\/api\/imagenes\/[0-9a-f-]{36}$/);
    expect(creado.imagen).toEqual({ src: creado.img, ancho: 2000, alto: 1333 });
    const variante = await t.app.inject({ url: `${creado.img}/640.webp` });
    expect(variante.statusCode).toBe(200);
    expect((await sharp(variante.rawPayload).metadata()).width).toBe(640);
  });

  it('la imagen es obligatoria al crear y se valida por su contenido, no por su nombre', async () => {
    const antes = await cuantos();
    await esError(pedir('POST', '/api/productos', admin, PRODUCTO), 400, 'La imagen es obligatoria');
    await esError(
      pedir('POST', '/api/productos', admin, { ...PRODUCTO, img: '' }),
      400,
      'La imagen es obligatoria',
    );
    const texto = dataUrl(Buffer.from('esto es texto aunque diga ser un png'));
    await esError(
      pedir('POST', '/api/productos', admin, { ...PRODUCTO, img: texto }),
      400,
      MENSAJES.IMAGEN_INVALIDA,
    );
    const svg = dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'));
    await esError(
      pedir('POST', '/api/productos', admin, { ...PRODUCTO, img: svg }),
      400,
      MENSAJES.IMAGEN_INVALIDA,
    );
    await esError(
      pedir('POST', '/api/productos', admin, { ...PRODUCTO, img: 'imagen.png' }),
      400,
      MENSAJES.IMAGEN_INVALIDA,
    );
    // A JPEG labelled as PNG is still a picture: what counts is the content.
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#065f46' } })
      .jpeg()
      .toBuffer();
    const comoPng = await esOk<Producto>(
      pedir('POST', '/api/productos', admin, { ...PRODUCTO, nombre: 'Jpeg', img: dataUrl(jpeg) }),
      201,
    );
    expect(comoPng.imagen).toMatchObject({ ancho: 300, alto: 200 });
    expect(await cuantos()).toBe(antes + 1);
  });

  it('más de 5 MB: 413; el cuerpo de estas rutas admite hasta 8 MB, más es 413 igual', async () => {
    const grande = dataUrl(Buffer.alloc(5.5 * 1024 * 1024, 1));
    await esError(
      pedir('POST', '/api/productos', admin, { ...PRODUCTO, img: grande }),
      413,
      MENSAJES.IMAGEN_DEMASIADO_GRANDE,
    );
    const enorme = dataUrl(Buffer.alloc(6.5 * 1024 * 1024, 1));
    await esError(
      pedir('POST', '/api/productos', admin, { ...PRODUCTO, img: enorme }),
      413,
      MENSAJES.CUERPO_DEMASIADO_GRANDE,
    );
  });

  it('precio final mayor que el base: 400 con el mensaje; campos obligatorios', async () => {
    await esError(
      pedir('POST', '/api/productos', admin, { ...PRODUCTO, precioFinal: 12000, img: png }),
      400,
      'El precio final no puede ser mayor que el precio base',
    );
    await esError(pedir('POST', '/api/productos', admin, { img: png }), 400, 'El nombre es obligatorio.');
    await esError(
      pedir('POST', '/api/productos', admin, { ...PRODUCTO, stock: -1, img: png }),
      400,
      'El stock no puede ser negativo.',
    );
  });

  it('PUT: sin img conserva la imagen; con una nueva la reemplaza y borra la anterior', async () => {
    const creado = await esOk<Producto>(
      pedir('POST', '/api/productos', admin, { ...PRODUCTO, nombre: 'Editar', img: png }),
      201,
    );
    const url = `/api/productos/${creado._id}`;
    const sinImagen = await esOk<Producto>(
      pedir('PUT', url, admin, { ...PRODUCTO, nombre: 'Editado', precioFinal: 10000 }),
    );
    expect(sinImagen).toMatchObject({ nombre: 'Editado', precioFinal: 10000, descuento: 0, img: creado.img });

    const otra = dataUrl(await foto(800, 800, '#1e3a8a'));
    const conImagen = await esOk<Producto>(pedir('PUT', url, admin, { ...PRODUCTO, img: otra }));
    expect(conImagen.img).not.toBe(creado.img);
    expect(conImagen.imagen).toMatchObject({ ancho: 800, alto: 800 });
    expect(await existeImagen(creado.img!)).toBe(false);
    expect((await t.app.inject({ url: `${creado.img}/640.webp` })).statusCode).toBe(404);

    await esError(
      pedir('PUT', url, admin, { ...PRODUCTO, precioFinal: 20000 }),
      400,
      'El precio final no puede ser mayor que el precio base',
    );
    await esError(
      pedir('PUT', `/api/productos/${crypto.randomUUID()}`, admin, PRODUCTO),
      404,
      MENSAJES.PRODUCTO_NO_ENCONTRADO,
    );
  });

  it('DELETE borra el producto y su imagen; solo el admin escribe productos', async () => {
    const creado = await esOk<Producto>(
      pedir('POST', '/api/productos', admin, { ...PRODUCTO, nombre: 'Borrar', img: png }),
      201,
    );
    const url = `/api/productos/${creado._id}`;
    await esError(
      pedir('POST', '/api/productos', barbero, { ...PRODUCTO, img: png }),
      403,
      MENSAJES.SIN_PERMISO,
    );
    await esError(pedir('PUT', url, barbero, PRODUCTO), 403, MENSAJES.SIN_PERMISO);
    await esError(pedir('DELETE', url, barbero), 403, MENSAJES.SIN_PERMISO);
    await esError(pedir('DELETE', url), 401, MENSAJES.NO_AUTENTICADO);

    expect(await esOk(pedir('DELETE', url, admin))).toEqual({ msg: 'Producto eliminado.' });
    expect(await t.database.db.select().from(productos).where(eq(productos.id, creado._id))).toEqual([]);
    expect(await existeImagen(creado.img!)).toBe(false);
    await esError(pedir('DELETE', url, admin), 404, MENSAJES.PRODUCTO_NO_ENCONTRADO);
  });
});
