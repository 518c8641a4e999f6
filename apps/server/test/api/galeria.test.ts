import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type AppDePrueba, appDePrueba, BARBERO } from '../helpers/app.js';
import { BASES } from '../helpers/databases.js';

interface Foto {
  _id: string;
  alt: string;
  imagen: { src: string; ancho: number; alto: number };
}

const dataUrl = (bytes: Buffer, tipo = 'image/jpeg') => `data:${tipo};base64,${bytes.toString('base64')}`;

/** The admin's gallery editor (issue 25): upload, alt text, order and delete, on the demo's 29 photos. */
describe.each(BASES)('galería: el editor del admin (%s)', (base) => {
  let t: AppDePrueba;
  let admin: Record<string, string>;
  const galeria = async () => (await t.app.inject({ url: '/api/galeria' })).json<Foto[]>();
  const pedir = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
    t.app.inject({ method, url, headers, ...(payload && { payload }) });

  beforeAll(async () => {
    t = await appDePrueba(base);
    admin = { authorization: `Bearer ${await t.tokenDe(ADMIN)}` };
  });
  afterAll(() => t.close());

  it('a photo from a phone goes last, upright and resized, with its alt text', async () => {
    const antes = await galeria();
    expect(antes).toHaveLength(29);
    // A portrait phone photo stored sideways with its EXIF orientation (6: rotate 90°).
    const jpeg = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#6b4f2a' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await pedir('POST', '/api/galeria', {
      imagen: dataUrl(jpeg),
      alt: '  Degradado alto con diseño  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const foto = res.json<Foto>();
    expect(foto).toMatchObject({ alt: 'Degradado alto con diseño', imagen: { ancho: 2000, alto: 3000 } });
    const despues = await galeria();
    expect(despues).toHaveLength(30);
    expect(despues.at(-1)?._id).toBe(foto._id);
    // Served in the gallery's responsive sizes.
    const variante = await t.app.inject({ url: `${foto.imagen.src}/640.webp` });
    expect(variante.statusCode).toBe(200);
    expect((await sharp(variante.rawPayload).metadata()).width).toBe(640);
  });

  it('refuses what is not a photo, a photo too large, and a photo without alt text, saving nothing', async () => {
    const texto = dataUrl(Buffer.from('esto no es una foto'), 'image/png');
    const casos: [object, number, RegExp][] = [
      [{ imagen: texto, alt: 'Un corte' }, 400, /JPG, PNG, WebP o AVIF/],
      [{ imagen: dataUrl(Buffer.alloc(5 * 1024 * 1024 + 1, 1)), alt: 'Un corte' }, 413, /máximo es 5 MB/],
      [{ imagen: dataUrl(Buffer.from('x')), alt: '   ' }, 400, /El texto alternativo es obligatorio/],
      [{ alt: 'Un corte' }, 400, /La foto es obligatoria/],
    ];
    const antes = await galeria();
    for (const [cuerpo, estado, mensaje] of casos) {
      const res = await pedir('POST', '/api/galeria', cuerpo);
      expect(res.statusCode, res.body).toBe(estado);
      expect(res.json().msg).toMatch(mensaje);
    }
    expect(await galeria()).toEqual(antes);
  });

  it('only the admin edits it', async () => {
    const [primera] = await galeria();
    const barbero = { authorization: `Bearer ${await t.tokenDe(BARBERO)}` };
    expect((await pedir('PUT', `/api/galeria/${primera!._id}`, { alt: 'x' }, {})).statusCode).toBe(401);
    expect((await pedir('PUT', `/api/galeria/${primera!._id}`, { alt: 'x' }, barbero)).statusCode).toBe(403);
    expect((await pedir('DELETE', `/api/galeria/${primera!._id}`, undefined, barbero)).statusCode).toBe(403);
  });

  it('reorders the whole gallery at once, and refuses an order read before the gallery changed', async () => {
    const antes = await galeria();
    const ids = antes.map((f) => f._id);
    const invertido = [...ids].reverse();
    const res = await pedir('PUT', '/api/galeria/orden', { ids: invertido });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Foto[]>().map((f) => f._id)).toEqual(invertido);
    expect((await galeria()).map((f) => f._id)).toEqual(invertido);

    // A screen that missed a photo (or holds a deleted one) would drop or invent one: refused, nothing moved.
    for (const viejo of [
      invertido.slice(1),
      [...invertido.slice(1), '00000000-0000-4000-8000-000000000000'],
    ]) {
      const r = await pedir('PUT', '/api/galeria/orden', { ids: viejo });
      expect(r.statusCode).toBe(409);
      expect(r.json().msg).toBe(
        'La galería cambió mientras la ordenabas. Recarga la página y vuelve a ordenarla.',
      );
    }
    const repetido = await pedir('PUT', '/api/galeria/orden', {
      ids: [invertido[0], ...invertido.slice(0, -1)],
    });
    expect(repetido.statusCode).toBe(400);
    expect((await galeria()).map((f) => f._id)).toEqual(invertido);
  });

  it('changes the alt text and deletes a photo with its picture', async () => {
    const [primera, segunda] = await galeria();
    const editar = await pedir('PUT', `/api/galeria/${primera!._id}`, { alt: 'Perfilado de barba' });
    expect(editar.json()).toEqual({ msg: 'Texto de la foto actualizado.' });
    expect((await galeria())[0]?.alt).toBe('Perfilado de barba');

    const borrar = await pedir('DELETE', `/api/galeria/${segunda!._id}`);
    expect(borrar.json()).toEqual({ msg: 'Foto eliminada de la galería.' });
    expect((await galeria()).some((f) => f._id === segunda!._id)).toBe(false);
    // Its picture goes too: nothing else shows it.
    expect((await t.app.inject({ url: `${segunda!.imagen.src}/640.webp` })).statusCode).toBe(404);
    expect((await pedir('DELETE', `/api/galeria/${segunda!._id}`)).statusCode).toBe(404);
    expect((await pedir('PUT', `/api/galeria/${segunda!._id}`, { alt: 'x' })).statusCode).toBe(404);
  });
});
