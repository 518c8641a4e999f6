import type { Acceso, AccesoInput } from '@barberia/shared';
import type { Db } from '../../db/client.js';
import type { accesos } from '../../db/schema.js';
import { conflicto, noEncontrado, PG_UNIQUE_VIOLATION, traducirPg } from '../../plugins/app-error.js';
import { buscarUsuarioPorEmail } from '../auth/auth.repository.js';
import * as repo from './accesos.repository.js';

const accesoJson = (a: typeof accesos.$inferSelect): Acceso => ({ _id: a.id, email: a.email, rol: a.rol });

/** Who may register, and with which role (admin only). */
export function crearAccesosService(db: Db) {
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
        if (await buscarUsuarioPorEmail(tx, input.email)) throw conflicto('CORREO_CON_CUENTA');
        return repo
          .insertarAcceso(tx, input)
          .catch(traducirPg({ [PG_UNIQUE_VIOLATION]: conflicto('ACCESO_DUPLICADO') }));
      });
      return accesoJson(fila);
    },

    async eliminar(id: string) {
      if (!(await repo.eliminarAcceso(db, id))) throw noEncontrado('ACCESO_NO_ENCONTRADO');
      return { msg: 'Acceso eliminado.' };
    },
  };
}

export type AccesosService = ReturnType<typeof crearAccesosService>;
