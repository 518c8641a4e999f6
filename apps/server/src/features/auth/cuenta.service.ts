import { randomBytes } from 'node:crypto';
import { MENSAJES_CUENTA, type RegistroInput } from '@barberia/shared';
import type { Executor } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError, PG_UNIQUE_VIOLATION, traducirPg } from '../../errors.js';
import { encolarCorreo } from '../../infra/correo/bandeja.repository.js';
import { hashRefreshToken } from '../../infra/sesion.js';
import * as usuarios from '../../infra/usuarios.repository.js';
import { hashContrasena } from '../../lib/contrasenas.js';
import { eliminarAcceso, hashInvitacion, tomarAccesoPorToken } from '../accesos/index.js';
import * as repo from './auth.repository.js';
import {
  correoRestablecer,
  correoSinCuenta,
  enlaceRestablecer,
  MINUTOS_ENLACE,
} from './correo-restablecer.js';
import * as enlaces from './restablecimientos.repository.js';

export type CuentaDeps = Pick<Deps, 'db' | 'clock' | 'publicUrl' | 'tienda'>;

/** The same sha256 as refresh tokens: the token is 256 random bits, so a fast hash is enough. */
const hashToken = hashRefreshToken;

/** Registration by invitation, logout, and the forgotten-password link (docs/decisions/005). */
export function crearCuentaService({ db, clock, publicUrl, tienda }: CuentaDeps) {
  /** The link's row if it can still be used; a readable refusal otherwise. */
  async function enlaceVigente(tx: Executor, id: string, token: string, bloquear: boolean) {
    const fila = await enlaces.buscarRestablecimiento(tx, hashToken(token), bloquear);
    if (!fila || fila.usuarioId !== id || fila.usadoEn) throw new AppError('ENLACE_INVALIDO');
    if (fila.expiraEn.getTime() <= clock().getTime()) throw new AppError('ENLACE_VENCIDO');
    const usuario = await usuarios.buscarUsuarioPorId(tx, id);
    if (!usuario) throw new AppError('ENLACE_INVALIDO');
    return { fila, usuario };
  }

  return {
    /**
     * Only with a live invitation token for that same e-mail; the role is the invitation's, whatever the
     * body says. Unknown, expired, used or someone else's token: one answer, the spec's
     * CORREO_SIN_ACCESO, so nobody learns whether an e-mail was invited (docs/decisions/020).
     */
    async registrar(input: RegistroInput) {
      // Hash outside the transaction: argon2 is slow on purpose, the row lock should not be.
      const passwordHash = await hashContrasena(input.password);
      await db.transaction(async (tx) => {
        const acceso = await tomarAccesoPorToken(tx, hashInvitacion(input.invitacion));
        const vigente =
          acceso &&
          acceso.expiraEn.getTime() > clock().getTime() &&
          acceso.email.toLowerCase() === input.email.toLowerCase();
        if (!vigente) throw new AppError('CORREO_SIN_ACCESO');
        await usuarios
          .insertarUsuario(tx, { nombre: input.nombre, email: acceso.email, rol: acceso.rol, passwordHash })
          .catch(traducirPg({ [PG_UNIQUE_VIOLATION]: 'CORREO_CON_CUENTA' }));
        await eliminarAcceso(tx, acceso.id);
      });
      return { msg: MENSAJES_CUENTA.registrado };
    },

    /** Ends that session everywhere it was renewed: the token's whole family. Unknown tokens say nothing. */
    async logout(refreshToken: string) {
      await db.transaction(async (tx) => {
        const fila = await repo.tomarRefreshToken(tx, hashRefreshToken(refreshToken));
        if (fila) await repo.revocarFamilia(tx, fila.familia, clock());
      });
      return { msg: MENSAJES_CUENTA.sesionCerrada };
    },

    /**
     * Always the same answer, in the same time: both branches look the e-mail up, open one transaction
     * and queue one mail (the link, or a note that the address has no account), so neither the text nor
     * the timing tells whether the e-mail has an account.
     */
    async olvido(email: string) {
      const usuario = await usuarios.buscarUsuarioPorEmail(db, email);
      const ahora = clock();
      const token = randomBytes(32).toString('base64url');
      const expiraEn = new Date(ahora.getTime() + MINUTOS_ENLACE * 60_000);
      const datosTienda = await tienda();
      const correo = usuario
        ? correoRestablecer(usuario, enlaceRestablecer(publicUrl, usuario.id, token), datosTienda)
        : correoSinCuenta(email, publicUrl, datosTienda);
      await db.transaction(async (tx) => {
        await enlaces.renovarRestablecimiento(tx, email, { tokenHash: hashToken(token), expiraEn, ahora });
        await encolarCorreo(tx, correo, ahora);
      });
      return { msg: MENSAJES_CUENTA.correoEnviado };
    },

    async verificarEnlace(id: string, token: string) {
      const { usuario } = await enlaceVigente(db, id, token, false);
      return { email: usuario.email };
    },

    /** New password, the link used up, and every open session of that user closed. */
    async restablecer(id: string, token: string, password: string) {
      const passwordHash = await hashContrasena(password);
      await db.transaction(async (tx) => {
        const { fila } = await enlaceVigente(tx, id, token, true);
        const ahora = clock();
        await enlaces.cambiarPasswordHash(tx, id, passwordHash);
        await enlaces.marcarRestablecimientoUsado(tx, fila.id, ahora);
        await enlaces.revocarSesiones(tx, id, ahora);
      });
      return { msg: MENSAJES_CUENTA.contrasenaCambiada };
    },
  };
}

export type CuentaService = ReturnType<typeof crearCuentaService>;
