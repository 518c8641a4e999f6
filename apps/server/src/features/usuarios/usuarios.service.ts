import type { FotoBarberoRespuesta, Usuario, UsuarioInput } from '@barberia/shared';
import type { Deps } from '../../deps.js';
import { AppError, PG_UNIQUE_VIOLATION, traducirPg } from '../../errors.js';
import { encolarCorreo } from '../../infra/correo/bandeja.repository.js';
import { encolarLugares } from '../../infra/google/encolar.js';
import { bytesDeDataUrl, imagenPublica, normalizarImagen } from '../../infra/imagenes/guardar.js';
import { insertarImagen } from '../../infra/imagenes/imagenes.repository.js';
import type { UsuarioSesion } from '../../infra/sesion.js';
import { exigirDuenoOAdmin } from '../../plugins/auth.js';
import { avisarPorWhatsapp, correoCancelacion } from '../fechas/index.js';
import { servicioConTipo } from '../servicios/index.js';
import * as repo from './usuarios.repository.js';

export type UsuariosDeps = Pick<Deps, 'db' | 'clock' | 'zona' | 'publicUrl' | 'tienda'>;

type FilaUsuario = NonNullable<Awaited<ReturnType<typeof repo.buscarUsuario>>>;
const usuarioJson = (u: FilaUsuario): Usuario => ({
  _id: u.id,
  nombre: u.nombre,
  email: u.email,
  activo: u.activo,
  rol: u.rol,
  servicios: u.servicios,
});

/** Barbers and admins: the admin manages everyone; a barber their own services and status. */
export function crearUsuariosService({ db, clock, zona, publicUrl, tienda }: UsuariosDeps) {
  async function leer(id: string) {
    const u = await repo.buscarUsuario(db, id);
    if (!u) throw new AppError('USUARIO_NO_ENCONTRADO');
    return usuarioJson(u);
  }
  async function servicios(id: string) {
    return (await repo.serviciosDeUsuario(db, id)).map(servicioConTipo);
  }
  async function exigirUsuarioYServicio(usuarioId: string, servicioId: string) {
    if (!(await repo.buscarUsuario(db, usuarioId))) throw new AppError('USUARIO_NO_ENCONTRADO');
    if (!(await repo.existeServicio(db, servicioId))) throw new AppError('SERVICIO_NO_ENCONTRADO');
  }

  async function foto(id: string): Promise<FotoBarberoRespuesta> {
    const f = await repo.fotoDeUsuario(db, id);
    if (f === undefined) throw new AppError('USUARIO_NO_ENCONTRADO');
    return { foto: f ? imagenPublica(f.id, f.ancho, f.alto) : null };
  }

  return {
    async foto(sesion: UsuarioSesion, id: string) {
      exigirDuenoOAdmin(sesion, id);
      return foto(id);
    },

    /**
     * The barber's photo for the public barber choice: checked by content and resized with sharp before
     * any transaction opens (as the products' pictures); the old one is removed.
     */
    async cambiarFoto(sesion: UsuarioSesion, id: string, img: string) {
      exigirDuenoOAdmin(sesion, id);
      const maestra = await normalizarImagen(bytesDeDataUrl(img));
      await db.transaction(async (tx) => {
        const usuario = await repo.bloquearFotoDeUsuario(tx, id);
        if (!usuario) throw new AppError('USUARIO_NO_ENCONTRADO');
        await repo.cambiarFoto(tx, id, await insertarImagen(tx, maestra), usuario.fotoId);
      });
      return foto(id);
    },

    async listar() {
      return (await repo.listarUsuarios(db)).map(usuarioJson);
    },

    async leer(sesion: UsuarioSesion, id: string) {
      exigirDuenoOAdmin(sesion, id);
      return leer(id);
    },

    async servicios(sesion: UsuarioSesion, id: string) {
      exigirDuenoOAdmin(sesion, id);
      if (!(await repo.buscarUsuario(db, id))) throw new AppError('USUARIO_NO_ENCONTRADO');
      return servicios(id);
    },

    async agregarServicio(sesion: UsuarioSesion, usuarioId: string, servicioId: string) {
      exigirDuenoOAdmin(sesion, usuarioId);
      await exigirUsuarioYServicio(usuarioId, servicioId);
      // A service deleted in between is a foreign-key violation: the same 404.
      await repo
        .agregarServicio(db, usuarioId, servicioId)
        .catch(traducirPg({ '23503': 'SERVICIO_NO_ENCONTRADO' }));
      return { msg: 'Servicio agregado.', servicios: await servicios(usuarioId) };
    },

    async quitarServicio(sesion: UsuarioSesion, usuarioId: string, servicioId: string) {
      exigirDuenoOAdmin(sesion, usuarioId);
      await exigirUsuarioYServicio(usuarioId, servicioId);
      await repo.quitarServicio(db, usuarioId, servicioId);
      return { msg: 'Servicio quitado.', servicios: await servicios(usuarioId) };
    },

    async alternarEstado(sesion: UsuarioSesion, id: string) {
      exigirDuenoOAdmin(sesion, id);
      const activo = await repo.alternarActivo(db, id);
      if (activo === undefined) throw new AppError('USUARIO_NO_ENCONTRADO');
      return { msg: activo ? 'Usuario activado.' : 'Usuario desactivado.', activo };
    },

    async actualizar(id: string, input: UsuarioInput) {
      const ok = await repo
        .actualizarUsuario(db, id, input)
        .catch(traducirPg({ [PG_UNIQUE_VIOLATION]: 'CORREO_CON_CUENTA' }));
      if (!ok) throw new AppError('USUARIO_NO_ENCONTRADO');
      return leer(id);
    },

    /**
     * Never silently drops a client's booking: with future bookings the admin must confirm, and then
     * every client is told by mail. Nobody deletes their own account (the last admin stays).
     */
    async eliminar(sesion: UsuarioSesion, id: string, confirmar: boolean) {
      if (sesion.id === id) throw new AppError('NO_PUEDES_ELIMINARTE');
      const canceladas = await db.transaction(async (tx) => {
        const barbero = await repo.bloquearUsuario(tx, id);
        if (!barbero) throw new AppError('USUARIO_NO_ENCONTRADO');
        const futuras = await repo.horasFuturasDeBarbero(tx, id, clock());
        if (futuras.length > 0 && !confirmar) throw new AppError('USUARIO_CON_HORAS_FUTURAS');
        const datosTienda = await tienda(tx);
        for (const { hora, dia } of futuras) {
          await encolarCorreo(
            tx,
            correoCancelacion({ ...hora, dia }, { publicUrl, ahora: clock(), zona, tienda: datosTienda }),
            clock(),
          );
          // On WhatsApp too for those who consented; the barber leaves the shop, so no notice to them
          // (decision 036).
          await avisarPorWhatsapp(tx, 'cancelacion', { ...hora, dia, barbero: barbero.nombre }, clock());
        }
        // Their Google events of those hours go too (the queue row outlives the barber).
        await encolarLugares(
          tx,
          id,
          futuras.map((f) => f.hora),
          clock(),
        );
        await repo.eliminarUsuario(tx, id);
        return futuras.length;
      });
      return { msg: 'Usuario eliminado.', horasCanceladas: canceladas };
    },
  };
}

export type UsuariosService = ReturnType<typeof crearUsuariosService>;
