import type { Aviso, AvisoInput } from '@barberia/shared';
import type { avisos } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import * as repo from './avisos.repository.js';

export const aviso = (a: typeof avisos.$inferSelect): Aviso => ({
  _id: a.id,
  titulo: a.titulo,
  contenido: a.contenido,
  isActivo: a.isActivo,
});

export function crearAvisosService({ db }: Pick<Deps, 'db'>) {
  return {
    listar: async () => (await repo.listarAvisos(db)).map(aviso),
    activo: async () => {
      const a = await repo.avisoActivo(db);
      return a ? aviso(a) : null;
    },
    crear: (input: AvisoInput) =>
      db.transaction(async (tx) => {
        if (input.isActivo) await repo.desactivarOtros(tx, null);
        return aviso(await repo.crearAviso(tx, { ...input, isActivo: input.isActivo ?? false }));
      }),
    actualizar: (id: string, input: AvisoInput) =>
      db.transaction(async (tx) => {
        if (input.isActivo) await repo.desactivarOtros(tx, id);
        const fila = await repo.actualizarAviso(tx, id, input);
        if (!fila) throw new AppError('AVISO_NO_ENCONTRADO');
        return aviso(fila);
      }),
    /** Flips isActivo and answers the whole list, which replaces the page's list (spec §4). */
    cambiarEstado: (id: string) =>
      db.transaction(async (tx) => {
        const actual = await repo.buscarAviso(tx, id);
        if (!actual) throw new AppError('AVISO_NO_ENCONTRADO');
        if (!actual.isActivo) await repo.desactivarOtros(tx, id);
        await repo.actualizarAviso(tx, id, { isActivo: !actual.isActivo });
        return (await repo.listarAvisos(tx)).map(aviso);
      }),
    eliminar: async (id: string) => {
      if (!(await repo.eliminarAviso(db, id))) throw new AppError('AVISO_NO_ENCONTRADO');
      return { msg: 'Aviso eliminado.' };
    },
  };
}

export type AvisosService = ReturnType<typeof crearAvisosService>;
