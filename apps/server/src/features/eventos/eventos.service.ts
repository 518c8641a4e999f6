import { createHash, randomBytes } from 'node:crypto';
import {
  cuposTomados,
  type EventoRsvp,
  type EventoRsvpDatos,
  esEmailValido,
  fechaLocalDe,
  instanteDe,
  type RsvpAdmin,
  type rsvpInput,
  validarCampos,
} from '@barberia/shared';
import type { z } from 'zod';
import type { eventos, rsvps } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { encolarCorreo } from '../correos/correos.repository.js';
import { correoConfirmarRsvp, enlaceConfirmarRsvp, HORAS_ENLACE_RSVP } from './correo-rsvp.js';
import * as repo from './eventos.repository.js';

type FilaEvento = typeof eventos.$inferSelect;
type FilaRsvp = typeof rsvps.$inferSelect;
type Rsvp = z.output<typeof rsvpInput>;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const evento = (e: FilaEvento, zona: string): EventoRsvp => ({
  _id: e.id,
  name: e.name,
  description: e.description,
  startDate: e.startDate,
  startTime: e.startTime,
  endTime: e.endTime,
  timeZone: zona,
  location: e.location,
  max: e.max,
  maxpp: e.maxpp,
  expires: e.expires,
  initial_confirmation: e.initialConfirmation,
  maybe_option: e.maybeOption,
  doubleOptIn: e.doubleOptIn,
  fields: e.fields,
});

const columnas = (d: EventoRsvpDatos) => ({
  name: d.name,
  description: d.description,
  startDate: d.startDate,
  startTime: d.startTime,
  endTime: d.endTime,
  location: d.location,
  max: d.max,
  maxpp: d.maxpp,
  expires: d.expires,
  initialConfirmation: d.initial_confirmation,
  maybeOption: d.maybe_option,
  doubleOptIn: d.doubleOptIn,
  fields: d.fields,
});

const rsvpAdmin = (r: FilaRsvp): RsvpAdmin => ({
  _id: r.id,
  email: r.email,
  status: r.status,
  amount: r.amount,
  payload: r.payload,
  confirmado: r.confirmadoEn !== null,
  fecha: r.actualizadoEn.toISOString(),
});

/** Closed once `expires` has passed, or once the event itself has started, in the shop's zone. */
function estaVencido(e: FilaEvento, ahora: Date, zona: string) {
  const [fecha, hora] = e.expires ? e.expires.split(' ') : [e.startDate, e.startTime];
  return instanteDe(fecha!, hora!, zona).getTime() <= ahora.getTime();
}

/** A CSV cell: quoted, and never read as a formula by a spreadsheet. */
function celda(valor: string | number | boolean): string {
  let texto = String(valor);
  if (/^[=+\-@\t\r]/.test(texto)) texto = `'${texto}`;
  return `"${texto.replaceAll('"', '""')}"`;
}

export function crearEventosService({
  db,
  clock,
  zona,
  publicUrl,
}: Pick<Deps, 'db' | 'clock' | 'zona' | 'publicUrl'>) {
  async function existente(id: string) {
    const fila = await repo.buscarEvento(db, id);
    if (!fila) throw new AppError('EVENTO_RSVP_NO_ENCONTRADO');
    return fila;
  }

  return {
    /** Public: events from today on, soonest first. */
    proximos: async () =>
      (await repo.listarEventosDesde(db, fechaLocalDe(clock(), zona))).map((e) => evento(e, zona)),
    todos: async () => (await repo.listarEventos(db)).map((e) => evento(e, zona)),
    obtener: async (id: string) => evento(await existente(id), zona),
    crear: async (datos: EventoRsvpDatos) => evento(await repo.crearEvento(db, columnas(datos)), zona),
    actualizar: async (id: string, datos: EventoRsvpDatos) => {
      const fila = await repo.actualizarEvento(db, id, columnas(datos));
      if (!fila) throw new AppError('EVENTO_RSVP_NO_ENCONTRADO');
      return evento(fila, zona);
    },
    eliminar: async (id: string) => {
      if (!(await repo.eliminarEvento(db, id))) throw new AppError('EVENTO_RSVP_NO_ENCONTRADO');
      return { msg: 'Evento eliminado.' };
    },

    async conteo(id: string) {
      const e = await existente(id);
      const ahora = clock();
      const total = cuposTomados(await repo.rsvpsDelEvento(db, id), ahora);
      return { total, max: e.max, expired: estaVencido(e, ahora, zona), bookedOut: total >= e.max };
    },

    async respuestas(id: string) {
      await existente(id);
      const ahora = clock();
      // Lapsed opt-ins are not answers: the list shows only what still holds.
      return (await repo.rsvpsDelEvento(db, id))
        .filter((r) => r.confirmadoEn || (r.expiraEn && r.expiraEn > ahora))
        .map(rsvpAdmin);
    },

    async csv(id: string) {
      const e = await existente(id);
      const filas = await this.respuestas(id);
      const extra = [...new Set(e.fields.filter((f) => f.name && f.type !== 'label').map((f) => f.name))];
      const cabecera = ['email', 'status', 'amount', 'confirmado', 'fecha', ...extra];
      const lineas = filas.map((r) =>
        [
          r.email,
          r.status,
          r.amount,
          r.confirmado ? 'sí' : 'no',
          r.fecha,
          ...extra.map((n) => r.payload[n] ?? ''),
        ]
          .map(celda)
          .join(','),
      );
      return `${[cabecera.map(celda).join(','), ...lineas].join('\r\n')}\r\n`;
    },

    /**
     * One answer per e-mail: a second one replaces the first. The event row is locked while places are
     * counted, so concurrent answers never take more than `max`.
     */
    responder: (eventoId: string, input: Rsvp) =>
      db.transaction(async (tx) => {
        const e = await repo.buscarEvento(tx, eventoId, true);
        if (!e) throw new AppError('EVENTO_RSVP_NO_ENCONTRADO');
        const ahora = clock();
        if (estaVencido(e, ahora, zona)) throw new AppError('RSVP_VENCIDO');
        const email = input.email.trim().toLowerCase();
        if (!esEmailValido(email)) throw new AppError('RSVP_CORREO_INVALIDO');
        if (input.status === 'undecided' && !e.maybeOption) throw new AppError('RSVP_TAL_VEZ_NO_PERMITIDO');
        // A declined or undecided answer takes no places; its amount is kept as given (at least 1).
        if (input.amount < 1 || input.amount > e.maxpp) throw new AppError('RSVP_CANTIDAD_INVALIDA');
        const campos = validarCampos(e.fields, input.payload);
        if ('falla' in campos)
          throw new AppError(campos.falla === 'email' ? 'RSVP_CORREO_INVALIDO' : 'RSVP_CAMPOS_OBLIGATORIOS');

        await repo.borrarRsvpsVencidos(tx, eventoId, ahora);
        const anterior = await repo.buscarRsvpPorEmail(tx, eventoId, email);
        if (input.status === 'confirmed') {
          const otros = (await repo.rsvpsDelEvento(tx, eventoId)).filter((r) => r.id !== anterior?.id);
          if (cuposTomados(otros, ahora) + input.amount > e.max) throw new AppError('RSVP_AGOTADO');
        }

        const token = e.doubleOptIn ? randomBytes(32).toString('base64url') : null;
        const valores = {
          status: input.status,
          amount: input.amount,
          payload: campos.valores,
          confirmadoEn: token ? null : ahora,
          tokenHash: token ? hashToken(token) : null,
          expiraEn: token ? new Date(ahora.getTime() + HORAS_ENLACE_RSVP * 3_600_000) : null,
          actualizadoEn: ahora,
        };
        if (anterior) await repo.actualizarRsvp(tx, anterior.id, valores);
        else await repo.insertarRsvp(tx, { ...valores, eventoId, email });
        if (token) {
          await encolarCorreo(
            tx,
            correoConfirmarRsvp(email, e, input.amount, enlaceConfirmarRsvp(publicUrl, eventoId, token)),
            ahora,
          );
          return {
            status: 'doi' as const,
            msg: 'Te enviamos un correo: abre su enlace para confirmar tu inscripción.',
          };
        }
        return { status: input.status, msg: '¡Gracias! Tu respuesta quedó registrada.' };
      }),

    /** The opt-in link: single use, and only while it holds its places. */
    confirmar: (token: string) =>
      db.transaction(async (tx) => {
        const fila = await repo.buscarRsvpPorToken(tx, hashToken(token));
        const ahora = clock();
        if (!fila?.expiraEn || fila.expiraEn <= ahora) throw new AppError('RSVP_ENLACE_INVALIDO');
        await repo.actualizarRsvp(tx, fila.id, { confirmadoEn: ahora, tokenHash: null, expiraEn: null });
        return { msg: '¡Listo! Tu inscripción quedó confirmada.', eventoId: fila.eventoId };
      }),
  };
}

export type EventosService = ReturnType<typeof crearEventosService>;
