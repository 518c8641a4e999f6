import type { Deps } from '../../deps.js';
import { type CorreoNuevo, encolarCorreo } from './correos.repository.js';

export function crearCorreosService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  return {
    /** Queued, not sent here: the outbox delivers it and retries until the mail server accepts it. */
    async encolar(correo: CorreoNuevo) {
      await encolarCorreo(db, correo, clock());
      return { msg: 'Correo en cola de envío.' };
    },
  };
}

export type CorreosService = ReturnType<typeof crearCorreosService>;
