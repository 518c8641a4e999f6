import type { ServicioInput } from '@barberia/shared';
import type { Executor } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, traducirPg } from '../../errors.js';
import { imagenPublica } from '../../infra/imagenes/guardar.js';
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
  abonoTipo: s.abono?.tipo ?? null,
  abonoValor: s.abono?.valor ?? null,
});

/** Left out, who performs it stays; given, exactly those (all existing users) perform it. */
async function fijarBarberos(tx: Executor, servicioId: string, barberos: readonly string[] | undefined) {
  if (!barberos) return;
  const unicos = [...new Set(barberos)];
  if ((await repo.contarUsuarios(tx, unicos)) !== unicos.length) throw new AppError('BARBERO_NO_ENCONTRADO');
  await repo.fijarBarberos(tx, servicioId, unicos);
}

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
        foto: b.foto ? imagenPublica(b.foto.id, b.foto.ancho, b.foto.alto) : null,
        servicios: b.servicios
          .map((bs) => servicioPublico(bs.servicio))
          .sort((x, y) => x.servicio.localeCompare(y.servicio, 'es')),
      })),

    /** The service and, when given, who performs it: one transaction, so never one without the other. */
    async crear(input: ServicioInput) {
      const id = await db
        .transaction(async (tx) => {
          const nuevo = await repo.crearServicio(tx, valores(input));
          await fijarBarberos(tx, nuevo, input.barberos);
          return nuevo;
        })
        .catch(traducir);
      return leer(id);
    },

    async actualizar(id: string, input: ServicioInput) {
      const ok = await db
        .transaction(async (tx) => {
          if (!(await repo.actualizarServicio(tx, id, valores(input)))) return false;
          await fijarBarberos(tx, id, input.barberos);
          return true;
        })
        .catch(traducir);
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
