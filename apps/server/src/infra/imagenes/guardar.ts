import sharp, { type Metadata } from 'sharp';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../errors.js';
import * as repo from './imagenes.repository.js';

/**
 * An uploaded picture, from the form's data URL to the master the site keeps: shared by every feature that
 * takes photos (products, the gallery). The sizes and formats served from it are features/imagenes.
 */
export const MAX_BYTES = 5 * 1024 * 1024;
const MAX_PIXELES = 8000 * 8000;
const ANCHO_MAESTRA = 2000;
const ACEPTADOS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif', 'tiff']);

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
