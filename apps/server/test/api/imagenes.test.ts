import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bytesDeDataUrl, guardarImagen } from '../../src/infra/imagenes/guardar.js';
import { type AppDePrueba, appDePrueba } from '../helpers/app.js';
import { BASES } from '../helpers/databases.js';

describe.each(BASES)('imágenes redimensionadas por el servidor (%s)', (base) => {
  let t: AppDePrueba;
  let id: string;
  beforeAll(async () => {
    t = await appDePrueba(base);
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#b45309' } })
      .png()
      .toBuffer();
    ({ id } = await guardarImagen(t.database.db, png));
  });
  afterAll(() => t.close());

  it.each([
    ['avif', 'image/avif'],
    ['webp', 'image/webp'],
    ['jpeg', 'image/jpeg'],
  ])('sirve %s al ancho pedido, con caché inmutable', async (formato, tipo) => {
    const res = await t.app.inject({ url: `/api/imagenes/${id}/640.${formato}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(tipo);
    expect(res.headers['cache-control']).toContain('immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.width).toBe(640);
    expect(meta.height).toBe(320);
    // Second time it comes from the database, byte for byte the same.
    const otra = await t.app.inject({ url: `/api/imagenes/${id}/640.${formato}` });
    expect(otra.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('la maestra se limita a 2000 px y nunca se agranda', async () => {
    const res = await t.app.inject({ url: `/api/imagenes/${id}/1600.webp` });
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1600);
  });

  it('rechaza anchos fuera de la lista, formatos desconocidos e imágenes que no existen', async () => {
    expect((await t.app.inject({ url: `/api/imagenes/${id}/641.webp` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/imagenes/${id}/640.gif` })).statusCode).toBe(400);
    const nada = await t.app.inject({ url: '/api/imagenes/00000000-0000-4000-8000-000000000000/640.webp' });
    expect(nada.statusCode).toBe(404);
    expect(nada.json()).toMatchObject({ msg: 'Imagen no encontrada.' });
  });

  it('valida por el contenido: un texto con nombre de imagen no pasa', async () => {
    const falso = `data:image/png;base64,${Buffer.from('esto no es una imagen').toString('base64')}`;
    await expect(guardarImagen(t.database.db, bytesDeDataUrl(falso))).rejects.toMatchObject({
      code: 'IMAGEN_INVALIDA',
    });
    expect(() => bytesDeDataUrl('no es un data url')).toThrow();
    const svgComoPng = `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
    await expect(guardarImagen(t.database.db, bytesDeDataUrl(svgComoPng))).rejects.toMatchObject({
      code: 'IMAGEN_INVALIDA',
    });
  });

  it('rechaza más de 5 MB', () => {
    const grande = `data:image/jpeg;base64,${Buffer.alloc(6 * 1024 * 1024).toString('base64')}`;
    expect(() => bytesDeDataUrl(grande)).toThrow(
      expect.objectContaining({ code: 'IMAGEN_DEMASIADO_GRANDE' }),
    );
  });
});
