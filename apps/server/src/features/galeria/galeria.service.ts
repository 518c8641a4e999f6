import type { Deps } from '../../deps.js';
import { imagenPublica } from '../imagenes/imagenes.service.js';
import { listarGaleria } from './galeria.repository.js';

export function crearGaleriaService({ db }: Pick<Deps, 'db'>) {
  return {
    listar: async () =>
      (await listarGaleria(db)).map((f) => ({
        _id: f.id,
        alt: f.alt,
        imagen: imagenPublica(f.imagenId, f.ancho, f.alto),
      })),
  };
}

export type GaleriaService = ReturnType<typeof crearGaleriaService>;
