import type { ServicioInput } from '@barberia/shared';
import type { Deps } from '../../deps.js';
import { AppError, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, traducirPg } from '../../errors.js';
import { servicioConTipo, servicioPublico } from './servicios.mapper.js';
import * as repo from './servicios.repository.js';

const traducir = traducirPg({
  [PG_UNIQUE_VIOLATION]: 'SERVICIO_DUPLICADO',
  [PG_FOREIGN_KEY_VIOLATION]: 'TIPO_SERVICIO_NO_ENCONTRADO',
});

const valores = (s: ServicioInput) => ({
  servicio: s.servicio,
  precio: s.precio,
  duracion: s.duracion,
  tipoId: s.tipo ?? null,
  descripcion: s.descripcion,
});

export function crearServiciosService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  async function leer(id: string) {
    const s = await repo.buscarServicio(db, id);
    if (!s) throw new AppError('SERVICIO_NO_ENCONTRADO');
    return servicioConTipo(s);
  }

  return {
    listar: async () => (await repo.listarServicios(db)).map(servicioConTipo),

    /** Active barbers with the services they perform, by name: what a client may book. */
    barberosConServicios: async () =>
      (await repo.listarBarberosConServicios(db)).map((b) => ({
        _id: b.id,
        nombre: b.nombre,
        servicios: b.servicios
          .map((bs) => servicioPublico(bs.servicio))
          .sort((x, y) => x.servicio.localeCompare(y.servicio, 'es')),
      })),

    async crear(input: ServicioInput) {
      return leer(await repo.crearServicio(db, valores(input)).catch(traducir));
    },

    async actualizar(id: string, input: ServicioInput) {
      const ok = await repo.actualizarServicio(db, id, valores(input)).catch(traducir);
      if (!ok) throw new AppError('SERVICIO_NO_ENCONTRADO');
      return leer(id);
    },

    async eliminar(id: string) {
      // Clients who booked it still expect it: delete only once no future hour uses it.
      const eliminado = await db.transaction(async (tx) => {
        if (await repo.tieneHorasFuturas(tx, id, clock())) throw new AppError('SERVICIO_CON_HORAS');
        return repo.eliminarServicio(tx, id);
      });
      if (!eliminado) throw new AppError('SERVICIO_NO_ENCONTRADO');
      return { msg: 'Servicio eliminado.' };
    },
  };
}

export type ServiciosService = ReturnType<typeof crearServiciosService>;
