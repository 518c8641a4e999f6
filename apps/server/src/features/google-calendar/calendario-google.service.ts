import { type CalendarioGoogle, type CalendarioGoogleInput, MENSAJES } from '@barberia/shared';
import type { Deps } from '../../deps.js';
import { AppError, PG_UNIQUE_VIOLATION, traducirPg } from '../../errors.js';
import { encolarLugares } from '../../infra/google/encolar.js';
import { type CalendarioGoogle as ClienteGoogle, GoogleError } from '../../infra/google/google.client.js';
import type { UsuarioSesion } from '../../infra/sesion.js';
import { buscarUsuarioPorId } from '../../infra/usuarios.repository.js';
import { exigirDuenoOAdmin } from '../../plugins/auth.js';
import * as repo from './calendario-google.repository.js';

export interface CalendarioGoogleDeps extends Pick<Deps, 'db' | 'clock'> {
  google: ClienteGoogle | null;
}

type Estado = CalendarioGoogle['estado'];

/** What Google's answer to the check means for the barber, in Spanish. */
function resultado(calendarId: string | null, estado: Estado, cuenta: string | null): CalendarioGoogle {
  const compartir = cuenta ? ` (${cuenta})` : '';
  const msg: Record<Estado, string> = {
    conectado: 'Calendario conectado: tus reservas aparecen en él y sus compromisos cierran esas horas.',
    sin_calendario: 'No tienes un calendario de Google conectado.',
    no_compartido: MENSAJES.GOOGLE_CALENDARIO_NO_COMPARTIDO.replace('servicio', `servicio${compartir}`),
    no_encontrado: MENSAJES.GOOGLE_CALENDARIO_NO_ENCONTRADO.replace('servicio.', `servicio${compartir}.`),
    no_disponible: MENSAJES.GOOGLE_NO_DISPONIBLE,
    no_configurado: MENSAJES.GOOGLE_NO_CONFIGURADO,
  };
  return { calendarId, estado, msg: msg[estado], cuenta };
}

const CODIGO: Partial<Record<Estado, ConstructorParameters<typeof AppError>[0]>> = {
  no_compartido: 'GOOGLE_CALENDARIO_NO_COMPARTIDO',
  no_encontrado: 'GOOGLE_CALENDARIO_NO_ENCONTRADO',
  no_disponible: 'GOOGLE_NO_DISPONIBLE',
  no_configurado: 'GOOGLE_NO_CONFIGURADO',
};

/** Each barber connects the Google calendar they shared with the shop's service account (`/barbero/perfil`). */
export function crearCalendarioGoogleService({ db, clock, google }: CalendarioGoogleDeps) {
  async function comprobar(calendarId: string): Promise<Estado> {
    if (!google) return 'no_configurado';
    try {
      await google.comprobar(calendarId);
      return 'conectado';
    } catch (error) {
      if (!(error instanceof GoogleError)) throw error;
      // Google answers 404 for a calendar that exists but is not shared with the account, too.
      if (error.status === 404) return 'no_encontrado';
      if (error.status === 403) return 'no_compartido';
      return 'no_disponible';
    }
  }

  async function barbero(usuario: UsuarioSesion, barberoId: string) {
    exigirDuenoOAdmin(usuario, barberoId);
    const b = await buscarUsuarioPorId(db, barberoId);
    if (!b) throw new AppError('BARBERO_NO_ENCONTRADO');
    return b;
  }

  /** Saves the calendar (or none) and moves the bookings that have not ended there, through the queue. */
  async function fijar(barberoId: string, calendarId: string | null) {
    await db
      .transaction(async (tx) => {
        await repo.fijarCalendario(tx, barberoId, calendarId);
        const lugares = await repo.moverReservasFuturas(tx, barberoId, calendarId, clock());
        await encolarLugares(tx, barberoId, lugares, clock());
      })
      .catch(traducirPg({ [PG_UNIQUE_VIOLATION]: 'GOOGLE_CALENDARIO_DE_OTRO' }));
  }

  const cuenta = google?.cuenta ?? null;
  return {
    async leer(usuario: UsuarioSesion, barberoId: string) {
      const b = await barbero(usuario, barberoId);
      if (!b.googleCalendarId) return resultado(null, google ? 'sin_calendario' : 'no_configurado', cuenta);
      return resultado(b.googleCalendarId, await comprobar(b.googleCalendarId), cuenta);
    },

    /** Only a calendar Google lets us reach is saved; otherwise the barber reads why, and nothing changes. */
    async conectar(usuario: UsuarioSesion, barberoId: string, input: CalendarioGoogleInput) {
      const b = await barbero(usuario, barberoId);
      // One calendar, one barber: another's bookings would land in this barber's calendar, and its busy time
      // would close both agendas (issue 20). The unique index decides a race; this gives the message first.
      if (await repo.calendarioDeOtro(db, barberoId, input.calendarId)) {
        throw new AppError('GOOGLE_CALENDARIO_DE_OTRO');
      }
      const estado = await comprobar(input.calendarId);
      if (estado !== 'conectado') {
        const r = resultado(input.calendarId, estado, cuenta);
        throw new AppError(CODIGO[estado]!, r.msg);
      }
      if (b.googleCalendarId !== input.calendarId) await fijar(barberoId, input.calendarId);
      return resultado(input.calendarId, 'conectado', cuenta);
    },

    /** Our events leave the calendar with it (the queue deletes them); the barber's own stay. */
    async desconectar(usuario: UsuarioSesion, barberoId: string) {
      await barbero(usuario, barberoId);
      await fijar(barberoId, null);
      return resultado(null, google ? 'sin_calendario' : 'no_configurado', cuenta);
    },
  };
}

export type CalendarioGoogleService = ReturnType<typeof crearCalendarioGoogleService>;
