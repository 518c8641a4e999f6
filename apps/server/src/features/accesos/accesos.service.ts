import type { Acceso, AccesoInput } from '@barberia/shared';
import type { accesos } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { AppError, PG_UNIQUE_VIOLATION, traducirPg } from '../../errors.js';
import { buscarUsuarioPorEmail } from '../usuarios/usuarios.repository.js';
import * as repo from './accesos.repository.js';

const accesoJson = (a: typeof accesos.$inferSelect): Acceso => ({ _id: a.id, email: a.email, rol: a.rol });

/** Who may register, and with which role (admin only). */
export function crearAccesosService({ db }: Pick<Deps, 'db'>) {
  return {
    async listar() {
      return (await repo.listarAccesos(db)).map(accesoJson);
    },

    /** The spec's shape: a list whose first item, if any, has the rol and _id registration uses. */
    async validar(email: string) {
      const acceso = await repo.buscarAccesoPorEmail(db, email);
      return acceso ? [accesoJson(acceso)] : [];
    },

    /** An e-mail that already has an account cannot be granted a second one. */
    async crear(input: AccesoInput) {
      const fila = await db.transaction(async (tx) => {
        if (await buscarUsuarioPorEmail(tx, input.email)) throw new AppError('CORREO_CON_CUENTA');
        return repo
          .insertarAcceso(tx, input)
          .catch(traducirPg({ [PG_UNIQUE_VIOLATION]: 'ACCESO_DUPLICADO' }));
      });
      return accesoJson(fila);
    },

    async eliminar(id: string) {
      if (!(await repo.eliminarAcceso(db, id))) throw new AppError('ACCESO_NO_ENCONTRADO');
      return { msg: 'Acceso eliminado.' };
    },
  };
}

export type AccesosService = ReturnType<typeof crearAccesosService>;
