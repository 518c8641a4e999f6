import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { type CorreoNuevo, encolarCorreo } from '../../infra/correo/bandeja.repository.js';
import type { UsuarioSesion } from '../../infra/sesion.js';
import { esClienteDe } from './correos.repository.js';

export function crearCorreosService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  return {
    /**
     * POST /api/correos: the admin writes to anyone; a barber only to clients with a booked hour with them
     * (issue 20: any barber could send anything from the shop's address to anyone). Queued, not sent
     * here: the outbox delivers it and retries until the mail server accepts it.
     */
    async encolar(usuario: UsuarioSesion, correo: CorreoNuevo) {
      if (usuario.rol !== 'admin' && !(await esClienteDe(db, usuario.id, correo.para))) {
        throw new AppError('CORREO_SOLO_A_TUS_CLIENTES');
      }
      await encolarCorreo(db, correo, clock());
      return { msg: 'Correo en cola de envío.' };
    },
  };
}

export type CorreosService = ReturnType<typeof crearCorreosService>;
