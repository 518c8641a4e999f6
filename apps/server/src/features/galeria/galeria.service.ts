import {
  type FotoGaleriaEditar,
  type FotoGaleriaInput,
  fotoGaleriaEditar,
  fotoGaleriaInput,
  type OrdenGaleriaInput,
  ordenGaleriaInput,
} from '@barberia/shared';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { bytesDeDataUrl, imagenPublica, normalizarImagen } from '../../infra/imagenes/guardar.js';
import { eliminarImagenSinUso, insertarImagen } from '../../infra/imagenes/imagenes.repository.js';
import * as repo from './galeria.repository.js';

/**
 * The gallery page's photos (spec §2: the demo's 29) and the admin's editor (issue 25): upload, alt
 * text, order and delete. The page is drawn with GET /api/galeria's answer, so a change shows on the
 * next view of /galeria on every instance (features/seo/datos-en-el-html).
 */
export function crearGaleriaService({ db }: Pick<Deps, 'db'>) {
  async function listar() {
    return (await repo.listarGaleria(db)).map((f) => ({
      _id: f.id,
      alt: f.alt,
      imagen: imagenPublica(f.imagenId, f.ancho, f.alto),
    }));
  }

  return {
    listar,

    async agregar(input: FotoGaleriaInput) {
      const { imagen, alt } = fotoGaleriaInput.parse(input);
      // Decoded, checked by content and resized before the transaction: sharp is slow, locks should not be.
      const maestra = await normalizarImagen(bytesDeDataUrl(imagen));
      // The new photo as the list would show it, without reading the whole gallery back.
      return db.transaction(async (tx) => {
        const imagenId = await insertarImagen(tx, maestra);
        const id = await repo.insertarFoto(tx, imagenId, alt);
        return { _id: id, alt, imagen: imagenPublica(imagenId, maestra.ancho, maestra.alto) };
      });
    },

    async editar(id: string, input: FotoGaleriaEditar) {
      const { alt } = fotoGaleriaEditar.parse(input);
      if (!(await repo.cambiarAlt(db, id, alt))) throw new AppError('FOTO_NO_ENCONTRADA');
      return { msg: 'Texto de la foto actualizado.' };
    },

    /** The whole new order; refused when the gallery changed since the admin's screen read it. */
    async ordenar(input: OrdenGaleriaInput) {
      const { ids } = ordenGaleriaInput.parse(input);
      await db.transaction(async (tx) => {
        const actuales = new Set((await repo.bloquearIds(tx)).map((f) => f.id));
        if (actuales.size !== ids.length || ids.some((id) => !actuales.has(id)))
          throw new AppError('ORDEN_DE_GALERIA_DESACTUALIZADO');
        await repo.ordenar(tx, ids);
      });
      return listar();
    },

    async eliminar(id: string) {
      await db.transaction(async (tx) => {
        const fila = await repo.eliminarFoto(tx, id);
        if (!fila) throw new AppError('FOTO_NO_ENCONTRADA');
        await eliminarImagenSinUso(tx, fila.imagenId);
      });
      return { msg: 'Foto eliminada de la galería.' };
    },
  };
}

export type GaleriaService = ReturnType<typeof crearGaleriaService>;
