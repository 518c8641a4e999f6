import type { Deps } from '../../deps.js';
import {
  AppError,
  PG_FOREIGN_KEY_VIOLATION,
  PG_RESTRICT_VIOLATION,
  PG_UNIQUE_VIOLATION,
  traducirPg,
} from '../../errors.js';
import { servicioPublico } from '../servicios/index.js';
import * as repo from './tipo-servicio.repository.js';

const tipo = (t: { id: string; nombre: string }) => ({ _id: t.id, nombre: t.nombre });

const traducir = traducirPg({
  [PG_UNIQUE_VIOLATION]: 'TIPO_SERVICIO_DUPLICADO',
  [PG_FOREIGN_KEY_VIOLATION]: 'TIPO_SERVICIO_EN_USO',
  [PG_RESTRICT_VIOLATION]: 'TIPO_SERVICIO_EN_USO',
});

export function crearTipoServicioService({ db }: Pick<Deps, 'db'>) {
  return {
    listar: async () => (await repo.listarTipos(db)).map(tipo),

    conServicios: async () =>
      (await repo.listarTiposConServicios(db)).map((t) => ({
        ...tipo(t),
        servicios: t.servicios.map(servicioPublico),
      })),

    crear: async (nombre: string) => tipo(await repo.crearTipo(db, nombre).catch(traducir)),

    async actualizar(id: string, nombre: string) {
      const fila = await repo.actualizarTipo(db, id, nombre).catch(traducir);
      if (!fila) throw new AppError('TIPO_SERVICIO_NO_ENCONTRADO');
      return tipo(fila);
    },

    /** The database refuses to delete a type that still has services (ON DELETE RESTRICT). */
    async eliminar(id: string) {
      const eliminado = await repo.eliminarTipo(db, id).catch(traducir);
      if (!eliminado) throw new AppError('TIPO_SERVICIO_NO_ENCONTRADO');
      return { msg: 'Tipo de servicio eliminado.' };
    },
  };
}

export type TipoServicioService = ReturnType<typeof crearTipoServicioService>;
