import sharp from 'sharp';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { Formato } from '../../infra/imagenes/imagenes.repository.js';
import * as repo from '../../infra/imagenes/imagenes.repository.js';

/** The widths a page may ask for; srcset lists them. Anything else is refused, so no one can fill the cache. */
export const ANCHOS = [320, 480, 640, 960, 1280, 1600] as const;
export const FORMATOS: readonly Formato[] = ['avif', 'webp', 'jpeg'];
const TIPOS: Record<Formato, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

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
