import { type AvisosBarbero, CONSENTIMIENTO_WHATSAPP_BARBERO } from '@barberia/shared';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { UsuarioSesion } from '../../infra/sesion.js';
import {
  otorgarConsentimiento,
  retirarConsentimiento,
  tieneConsentimiento,
} from '../../infra/whatsapp/cola.repository.js';
import { exigirDuenoOAdmin } from '../../plugins/auth.js';
import * as repo from './usuarios.repository.js';

/**
 * The barber's instant notices in /barbero/perfil (decision 036): the switch, and the phone with its
 * WhatsApp consent. The consent lives with the clients' ones, per number (decision 035): the queue reads it
 * when sending and a «BAJA» from that phone withdraws it.
 */
export function crearAvisosBarberoService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  async function leer(id: string) {
    const fila = await repo.leerAvisos(db, id);
    if (!fila) throw new AppError('USUARIO_NO_ENCONTRADO');
    const consentimientoWhatsapp = fila.telefono ? await tieneConsentimiento(db, fila.telefono) : false;
    return { ...fila, consentimientoWhatsapp };
  }

  return {
    async leer(usuario: UsuarioSesion, id: string) {
      exigirDuenoOAdmin(usuario, id);
      return leer(id);
    },

    async cambiar(usuario: UsuarioSesion, id: string, input: AvisosBarbero) {
      exigirDuenoOAdmin(usuario, id);
      await db.transaction(async (tx) => {
        const { telefono } = input;
        if (!(await repo.guardarAvisos(tx, id, input.avisosAlInstante, telefono)))
          throw new AppError('USUARIO_NO_ENCONTRADO');
        if (!telefono) return;
        // Ticked: given now (its text and time), unless the number already holds one; unticked: withdrawn.
        // A «BAJA» the phone itself wrote is not undone here: only its «ALTA» does that (issue 41).
        if (!input.consentimientoWhatsapp) await retirarConsentimiento(tx, telefono, clock(), 'perfil');
        else if (!(await tieneConsentimiento(tx, telefono)))
          await otorgarConsentimiento(tx, telefono, CONSENTIMIENTO_WHATSAPP_BARBERO, clock(), 'perfil');
      });
      const avisos = await leer(id);
      const msg = !avisos.avisosAlInstante
        ? 'Ya no recibirás avisos al instante.'
        : avisos.consentimientoWhatsapp
          ? 'Recibirás cada aviso por correo y por WhatsApp.'
          : input.consentimientoWhatsapp && avisos.telefono
            ? 'Recibirás cada aviso por correo: ese celular pidió no recibir WhatsApp (BAJA). Para volver a recibirlos, escribe ALTA desde él al WhatsApp de la barbería.'
            : 'Recibirás cada aviso por correo.';
      return { msg, ...avisos };
    },
  };
}

export type AvisosBarberoService = ReturnType<typeof crearAvisosBarberoService>;
