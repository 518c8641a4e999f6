import { createHash, randomBytes } from 'node:crypto';
import {
  cabeAlConfirmar,
  cuposDelEvento,
  type EventoRsvp,
  type EventoRsvpDatos,
  esEmailValido,
  fechaLocalDe,
  instanteDe,
  planDeRespuesta,
  type RsvpAdmin,
  type rsvpInput,
  validarCampos,
} from '@barberia/shared';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import type { eventos, rsvps } from '../../db/schema.js';
import { tomarTurno } from '../../db/turno.js';
import type { Deps } from '../../deps.js';
import { AppError, cupoLleno } from '../../errors.js';
import { encolarCorreo } from '../../infra/correo/bandeja.repository.js';
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

/** How answers waiting for their mail may hold places (docs/decisions/023, docs/configuration.md). */
export interface ReglasDePendientes {
  /** How long a waiting answer holds its places. */
  retencionMinutos: number;
  /** The share (%) of an event's places waiting answers may hold at once. */
  porcentajeRetenible: number;
  /** Waiting answers one address may have sent within `retencionMinutos`, over every event. */
  porIp: number;
}

const GRACIAS = '¡Gracias! Tu respuesta quedó registrada.';

export function crearEventosService({
  db,
  clock,
  zona,
  publicUrl,
  tienda,
  pendientes,
}: Pick<Deps, 'db' | 'clock' | 'zona' | 'publicUrl' | 'tienda'> & { pendientes: ReglasDePendientes }) {
  const retencionMs = pendientes.retencionMinutos * 60_000;

  /**
   * A waiting answer from `ip`: refused while that address has `porIp` others sent within the hold
   * window. The address's turn makes parallel answers from it (to any event) count one after another.
   */
  async function exigirCupoDeIp(tx: Tx, ip: string, ahora: Date, reemplaza?: string) {
    await tomarTurno(tx, `rsvp-ip|${ip}`);
    const desde = new Date(ahora.getTime() - retencionMs);
    const { cantidad, primera } = await repo.pendientesDeIp(tx, ip, desde, reemplaza);
    if (cantidad < pendientes.porIp) return;
    throw cupoLleno('RSVP_PENDIENTES_POR_IP', (primera ?? ahora).getTime() + retencionMs, ahora, 1);
  }

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

    /** Only confirmed answers make an event «agotado»; places held by waiting ones are counted apart. */
    async conteo(id: string) {
      const e = await existente(id);
      const ahora = clock();
      const { confirmados, retenidos } = cuposDelEvento(await repo.rsvpsDelEvento(db, id), ahora);
      return {
        total: confirmados,
        pendientes: retenidos,
        max: e.max,
        expired: estaVencido(e, ahora, zona),
        bookedOut: confirmados >= e.max,
      };
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
     * An answer (docs/decisions/023): a first one to an event without double opt-in takes effect at once;
     * anything else (double opt-in, a change to a confirmed answer, places free only once holds lapse)
     * waits for its e-mail's link beside the confirmed answer, which stays as it was until then. The event
     * row is locked while places are counted, so concurrent answers never take more than `max`.
     */
    responder: (eventoId: string, input: Rsvp, ip: string) =>
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
        const filas = await repo.rsvpsDelEvento(tx, eventoId);
        const propias = filas.filter((r) => r.email.toLowerCase() === email);
        const confirmada = propias.find((r) => r.confirmadoEn);
        const pendiente = propias.find((r) => !r.confirmadoEn);
        const nueva = { status: input.status, amount: input.amount, payload: campos.valores };
        const plan = planDeRespuesta(
          { max: e.max, dobleOptIn: e.doubleOptIn, porcentajeRetenible: pendientes.porcentajeRetenible },
          nueva,
          confirmada,
          cuposDelEvento(filas, ahora, email),
        );
        if (plan.accion === 'sin-cambios') return { status: input.status, msg: GRACIAS };
        if (plan.accion === 'agotado') throw new AppError('RSVP_AGOTADO');
        if (plan.accion === 'confirmar') {
          if (pendiente) await repo.borrarRsvp(tx, pendiente.id);
          await repo.insertarRsvp(tx, {
            ...nueva,
            eventoId,
            email,
            confirmadoEn: ahora,
            actualizadoEn: ahora,
          });
          return { status: input.status, msg: GRACIAS };
        }

        await exigirCupoDeIp(tx, ip, ahora, pendiente?.id);
        const token = randomBytes(32).toString('base64url');
        const valores = {
          ...nueva,
          confirmadoEn: null,
          tokenHash: hashToken(token),
          expiraEn: new Date(ahora.getTime() + HORAS_ENLACE_RSVP * 3_600_000),
          retieneHasta: plan.retiene ? new Date(ahora.getTime() + retencionMs) : null,
          ip,
          actualizadoEn: ahora,
        };
        // A newer waiting answer of the same e-mail replaces the older one (and its link).
        if (pendiente) await repo.actualizarRsvp(tx, pendiente.id, valores);
        else await repo.insertarRsvp(tx, { ...valores, eventoId, email });
        const correo = correoConfirmarRsvp(
          email,
          e,
          nueva,
          enlaceConfirmarRsvp(publicUrl, eventoId, token),
          {
            ...(confirmada ? { anterior: confirmada } : {}),
            retieneMinutos: plan.retiene ? pendientes.retencionMinutos : null,
          },
          await tienda(tx),
        );
        await encolarCorreo(tx, correo, ahora);
        return {
          status: 'doi' as const,
          msg: confirmada
            ? 'Ya había una respuesta con este correo: te enviamos un correo para confirmar el cambio. Hasta entonces sigue vigente la anterior.'
            : 'Te enviamos un correo: abre su enlace para confirmar tu inscripción.',
        };
      }),

    /**
     * The mail's link: single use, within its 24 hours. The answer takes effect only if its places fit
     * beside the other e-mails' (one still holding always does); a change replaces the confirmed answer.
     */
    confirmar: (token: string) =>
      db.transaction(async (tx) => {
        const hash = hashToken(token);
        const ahora = clock();
        const vigente = (r?: FilaRsvp): r is FilaRsvp => Boolean(r?.expiraEn && r.expiraEn > ahora);
        const buscada = await repo.buscarRsvpPorToken(tx, hash);
        if (!vigente(buscada)) throw new AppError('RSVP_ENLACE_INVALIDO');
        // The event's lock first, as every answer takes it: then its rows are read as they stand.
        const e = await repo.buscarEvento(tx, buscada.eventoId, true);
        const filas = await repo.rsvpsDelEvento(tx, buscada.eventoId);
        const fila = filas.find((r) => r.tokenHash === hash);
        if (!e || !vigente(fila)) throw new AppError('RSVP_ENLACE_INVALIDO');
        const email = fila.email.toLowerCase();
        if (!cabeAlConfirmar(e.max, fila, cuposDelEvento(filas, ahora, email)))
          throw new AppError('RSVP_SIN_CUPOS_AL_CONFIRMAR');
        const confirmada = filas.find((r) => r.confirmadoEn && r.email.toLowerCase() === email);
        if (confirmada) {
          await repo.borrarRsvp(tx, fila.id);
          await repo.actualizarRsvp(tx, confirmada.id, {
            status: fila.status,
            amount: fila.amount,
            payload: fila.payload,
            confirmadoEn: ahora,
            actualizadoEn: ahora,
          });
          return { msg: '¡Listo! Tu respuesta quedó actualizada.', eventoId: e.id };
        }
        await repo.actualizarRsvp(tx, fila.id, {
          confirmadoEn: ahora,
          tokenHash: null,
          expiraEn: null,
          retieneHasta: null,
          ip: null,
        });
        return { msg: '¡Listo! Tu inscripción quedó confirmada.', eventoId: e.id };
      }),
  };
}

export type EventosService = ReturnType<typeof crearEventosService>;
