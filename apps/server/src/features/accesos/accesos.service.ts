import { randomBytes } from 'node:crypto';
import type { Acceso, AccesoInput, InvitacionCreada } from '@barberia/shared';
import type { Executor } from '../../db/client.js';
import type { accesos } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { AppError, PG_UNIQUE_VIOLATION, traducirPg } from '../../errors.js';
import { encolarCorreo } from '../../infra/correo/bandeja.repository.js';
import { hashRefreshToken } from '../../infra/sesion.js';
import { buscarUsuarioPorEmail } from '../../infra/usuarios.repository.js';
import * as repo from './accesos.repository.js';
import { correoInvitacion, enlaceInvitacion } from './correo-invitacion.js';

const accesoJson = (a: typeof accesos.$inferSelect): Acceso => ({
  _id: a.id,
  email: a.email,
  rol: a.rol,
  expiraEn: a.expiraEn.toISOString(),
});

/** 256 random bits: a fast hash is enough to store it (the same sha256 as refresh tokens). */
export const hashInvitacion = hashRefreshToken;

export type AccesosDeps = Pick<Deps, 'db' | 'clock' | 'publicUrl' | 'tienda'> & { diasInvitacion: number };

/**
 * Who may register, and with which role (admin only): each entry is an invitation whose single-use
 * token goes to the invited mailbox through the outbox (docs/decisions/020).
 */
export function crearAccesosService({ db, clock, publicUrl, tienda, diasInvitacion }: AccesosDeps) {
  /** A fresh token, its hash for the row, the mail in the same transaction, and the link for the admin. */
  async function invitar(
    tx: Executor,
    guardar: (tokenHash: string, expiraEn: Date) => Promise<typeof accesos.$inferSelect | undefined>,
  ): Promise<InvitacionCreada> {
    const token = randomBytes(32).toString('base64url');
    const fila = await guardar(
      hashInvitacion(token),
      new Date(clock().getTime() + diasInvitacion * 86_400_000),
    );
    if (!fila) throw new AppError('ACCESO_NO_ENCONTRADO');
    const enlace = enlaceInvitacion(publicUrl, token);
    await encolarCorreo(tx, correoInvitacion(fila, enlace, diasInvitacion, await tienda(tx)), clock());
    return { ...accesoJson(fila), enlace };
  }

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
    crear(input: AccesoInput) {
      return db.transaction(async (tx) => {
        if (await buscarUsuarioPorEmail(tx, input.email)) throw new AppError('CORREO_CON_CUENTA');
        return invitar(tx, (tokenHash, expiraEn) =>
          repo
            .insertarAcceso(tx, { ...input, tokenHash, expiraEn })
            .catch(traducirPg({ [PG_UNIQUE_VIOLATION]: 'ACCESO_DUPLICADO' })),
        );
      });
    },

    /** A new link (the old one stops working) and a new expiry, mailed again: for a lost or expired one. */
    reenviar(id: string) {
      return db.transaction((tx) =>
        invitar(tx, (tokenHash, expiraEn) => repo.renovarToken(tx, id, tokenHash, expiraEn)),
      );
    },

    async eliminar(id: string) {
      if (!(await repo.eliminarAcceso(db, id))) throw new AppError('ACCESO_NO_ENCONTRADO');
      return { msg: 'Acceso eliminado.' };
    },
  };
}

export type AccesosService = ReturnType<typeof crearAccesosService>;
