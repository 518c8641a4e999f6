import sharp, { type Metadata } from 'sharp';
import type { Executor } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { Formato } from './imagenes.repository.js';
import * as repo from './imagenes.repository.js';

/** The widths a page may ask for; srcset lists them. Anything else is refused, so no one can fill the cache. */
export const ANCHOS = [320, 480, 640, 960, 1280, 1600] as const;
export const FORMATOS: readonly Formato[] = ['avif', 'webp', 'jpeg'];
export const MAX_BYTES = 5 * 1024 * 1024;
const MAX_PIXELES = 8000 * 8000;
const ANCHO_MAESTRA = 2000;
const ACEPTADOS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif', 'tiff']);
const TIPOS: Record<Formato, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/** What the pages need to draw an image without layout shift. */
export interface ImagenPublica {
  src: string;
  ancho: number;
  alto: number;
}

export const imagenPublica = (id: string, ancho: number, alto: number): ImagenPublica => ({
  src: `/api/imagenes/${id}`,
  ancho,
  alto,
});

/** A data URL from a form, as bytes. What it really is gets decided by its content, not by its label. */
export function bytesDeDataUrl(dataUrl: string): Buffer {
  const m = /^data:[\w/+.-]*(;[\w=-]+)*;base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  if (!m?.[2]) throw new AppError('IMAGEN_INVALIDA');
  const bytes = Buffer.from(m[2], 'base64');
  if (bytes.length > MAX_BYTES) throw new AppError('IMAGEN_DEMASIADO_GRANDE');
  return bytes;
}

/**
 * Checks the picture by decoding it, turns it upright, and keeps a WebP master at most 2000 px wide.
 * Anything sharp cannot read, or that is not a picture format we accept, is refused.
 */
export async function guardarImagen(db: Executor, bytes: Buffer) {
  const maestra = await normalizarImagen(bytes);
  const id = await repo.insertarImagen(db, maestra);
  return { id, ancho: maestra.ancho, alto: maestra.alto };
}

export async function normalizarImagen(
  bytes: Buffer,
): Promise<{ datos: Buffer; ancho: number; alto: number }> {
  if (bytes.length > MAX_BYTES) throw new AppError('IMAGEN_DEMASIADO_GRANDE');
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_PIXELES }).metadata();
  } catch {
    throw new AppError('IMAGEN_INVALIDA');
  }
  if (!meta.format || !ACEPTADOS.has(meta.format)) throw new AppError('IMAGEN_INVALIDA');
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELES) throw new AppError('IMAGEN_DEMASIADO_GRANDE');
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELES })
    .rotate()
    .resize({ width: ANCHO_MAESTRA, withoutEnlargement: true })
    .webp({ quality: 88 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new AppError('IMAGEN_INVALIDA');
    });
  return { datos: data, ancho: info.width, alto: info.height };
}

export function crearImagenesService({ db }: Pick<Deps, 'db'>) {
  // Two requests for the same missing size share one encode.
  const enCurso = new Map<string, Promise<Buffer>>();

  async function generar(id: string, ancho: number, formato: Formato): Promise<Buffer> {
    const guardada = await repo.buscarVariante(db, id, ancho, formato);
    if (guardada) return guardada;
    const maestra = await repo.buscarMaestra(db, id);
    if (!maestra) throw new AppError('IMAGEN_NO_ENCONTRADA');
    const base = sharp(maestra.datos).resize({ width: ancho, withoutEnlargement: true });
    const datos = await (formato === 'avif'
      ? base.avif({ quality: 55, effort: 3 })
      : formato === 'webp'
        ? base.webp({ quality: 78 })
        : base.jpeg({ quality: 80, mozjpeg: true })
    ).toBuffer();
    await repo.guardarVariante(db, { imagenId: id, ancho, formato, datos });
    return datos;
  }

  return {
    async variante(id: string, ancho: number, formato: Formato) {
      const clave = `${id}/${ancho}/${formato}`;
      let trabajo = enCurso.get(clave);
      if (!trabajo) {
        trabajo = generar(id, ancho, formato).finally(() => enCurso.delete(clave));
        enCurso.set(clave, trabajo);
      }
      return { datos: await trabajo, tipo: TIPOS[formato] };
    },
  };
}

export type ImagenesService = ReturnType<typeof crearImagenesService>;
