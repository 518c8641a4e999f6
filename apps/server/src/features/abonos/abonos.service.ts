import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  type Abono,
  type AgregarHoraAgendadaInput,
  esPagoAprobado,
  type IniciarAbonoInput,
  type IniciarAbonoRespuesta,
  type MotivoAbonoFallido,
  type PoliticaDeAbonos,
  textoDePolitica,
} from '@barberia/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/client.js';
import { tomarTurno } from '../../db/turno.js';
import type { Deps } from '../../deps.js';
import { AppError, cupoLleno } from '../../errors.js';
import { nuevaOrden } from '../../infra/webpay/orden-de-compra.js';
import { atenderRetorno, type DondeRetorno } from '../../infra/webpay/retorno.js';
import {
  type ClienteWebpay,
  type RespuestaTbk,
  WebpayNoDisponible,
  WebpayRechazo,
} from '../../infra/webpay/webpay.client.js';
import {
  cubreHora,
  firmarTokenCliente,
  type GanchosDeAbono,
  pruebaDelCorreo,
  type ReservasService,
  verificarTokensCliente,
} from '../fechas/index.js';
import * as repo from './abonos.repository.js';
import { pasar } from './estados.js';
import { huellaDeAbono } from './huella.js';

export interface AbonosDeps extends Pick<Deps, 'db' | 'clock' | 'publicUrl'> {
  secret: Uint8Array;
  reservas: ReservasService;
  ganchos: GanchosDeAbono;
  webpay: ClienteWebpay;
  log: FastifyBaseLogger;
  /** Unpaid holds one visitor may keep at once (decision 051, docs/configuration.md). */
  limites: { pendientesPorIp: number; pendientesPorDispositivo: number };
}

/**
 * Who asks for a hold: the client address, the browser's `dispositivo_abono` mark and the client's proofs
 * (`X-Token-Cliente`). The waitlist's hold of an offered hour has none: the entry's own proof bounds it.
 */
export interface Visita {
  ip: string;
  dispositivo: string;
  cabecera?: string;
}

/** How a hold is asked for: by a visitor (capped), or by the waitlist for the hour it held (decision 043). */
export interface OpcionesDeRetencion {
  /** Runs under the day's lock before its rules read it: the waitlist hands its held hour over there. */
  alBloquear?: (tx: Tx) => Promise<void>;
  visita?: Visita;
  /** The mailbox already proved the address (a waitlist entry its mail confirmed): its credit counts. */
  correoProbado?: boolean;
}

/** Webpay's form lives 5 minutes: a return later than the hold plus this is never paid. */
const VIDA_FORMULARIO_MS = 5 * 60_000;

/** The hold was taken by someone else or lapsed between the payment and the booking: the money goes back. */
class HoraPerdida extends Error {}

/**
 * Paying a booking's deposit (issue 24, decision 044): hold the hour (a calendar event of the barber, under
 * the booking's own locks and rules), charge with Webpay Plus, then book it as an ordinary booking. A
 * rejected, abandoned or late payment frees the hour at once; a payment that cannot become a booking is
 * refunded. Each deposit moves through its states under its own row lock, so a return processed twice,
 * the periodic run and a late reconciliation never book twice.
 */
export function crearAbonosService(deps: AbonosDeps) {
  const { db, clock, publicUrl, secret, reservas, ganchos, webpay, log, limites } = deps;
  const urlRetorno = `${publicUrl}/api/abonos/retorno`;

  /** The hold ends without a booking: its event goes, any credit spent is credit again. */
  async function fallar(tx: Tx, a: repo.FilaAbono, motivo: MotivoAbonoFallido, respuesta?: RespuestaTbk) {
    await repo.soltarRetencion(tx, a);
    await repo.devolverCredito(tx, a);
    await pasar(tx, a, 'FALLIDA', {
      motivo,
      eventoId: null,
      respuestaWebpay: respuesta ?? a.respuestaWebpay,
      actualizadoEn: clock(),
    });
  }

  /** Paid but no booking can come of it: the hold goes and the payment is refunded after this transaction. */
  async function devolver(tx: Tx, a: repo.FilaAbono) {
    await repo.soltarRetencion(tx, a);
    await repo.devolverCredito(tx, a);
    await pasar(tx, a, a.monto > 0 ? 'REEMBOLSO_PENDIENTE' : 'REEMBOLSADO', {
      motivo: 'hora-perdida',
      eventoId: null,
      actualizadoEn: clock(),
    });
  }

  /**
   * APROBADO → the booking, made exactly as a client's own (rules, mails, calendar, notices) under the day's
   * lock; the hold is released there, in the same transaction. The hold gone past its time, or the hour
   * no longer bookable: the payment goes back.
   */
  async function reservarAprobado(id: string) {
    const fila = await repo.buscarAbono(db, id);
    if (fila?.abono.estado !== 'APROBADO') return;
    const a = fila.abono;
    const politica = await repo.leerPolitica(db);
    try {
      // The barber deleted the day while the client paid: there is nothing left to book.
      if (!a.fechaId) throw new HoraPerdida();
      await reservas.agregar(a.fechaId, a.reserva as AgregarHoraAgendadaInput, undefined, {
        abonoPagado: { texto: `Abono pagado: ${textoDePolitica(a.monto + a.credito, politica)}` },
        alBloquear: async (tx) => {
          const viva = await repo.bloquearAbono(tx, { id });
          if (viva?.estado !== 'APROBADO') throw new YaResuelto();
          if (viva.venceEn <= clock()) throw new HoraPerdida();
          await repo.soltarRetencion(tx, viva);
        },
        alReservar: async (tx, creada) => {
          // alBloquear found it APROBADO under its row lock, in this same transaction.
          await pasar(tx, { id, estado: 'APROBADO' }, 'PAGADO', {
            eventoId: null,
            horaAgendadaId: creada.id,
            actualizadoEn: clock(),
          });
        },
      });
    } catch (error) {
      if (error instanceof YaResuelto) return;
      if (!(error instanceof HoraPerdida || error instanceof AppError)) throw error;
      log.warn(
        { abono: huellaDeAbono(id), err: (error as Error).message },
        'abono pagado sin hora: se reembolsa',
      );
      await db.transaction(async (tx) => {
        const viva = await repo.bloquearAbono(tx, { id });
        if (viva?.estado === 'APROBADO') await devolver(tx, viva);
      });
      await ganchos.reembolsar(id);
    }
  }

  /** Webpay's word on a PENDIENTE deposit whose commit did not answer: approved, failed, or unknown yet. */
  async function decidirPorEstado(a: repo.FilaAbono) {
    if (!a.token) return { aprobado: false as const };
    try {
      const respuesta = await webpay.estado(a.token);
      if (esPagoAprobado(respuesta, { precioTotal: a.monto, buyOrder: a.buyOrder ?? '' }))
        return { aprobado: true as const, respuesta };
      const formularioVivo =
        respuesta.status === 'INITIALIZED' && clock().getTime() < a.creadoEn.getTime() + VIDA_FORMULARIO_MS;
      return formularioVivo ? null : { aprobado: false as const, respuesta };
    } catch (error) {
      if (error instanceof WebpayRechazo) return { aprobado: false as const };
      log.warn(
        { abono: huellaDeAbono(a.id), err: (error as Error).message },
        'Webpay no respondió el estado de un abono',
      );
      return null;
    }
  }

  /** The buyer's return with `token_ws`: commit once (row lock), never after the hold's time. */
  async function confirmar(token: string) {
    const id = await db.transaction(async (tx) => {
      const a = await repo.bloquearAbono(tx, { token });
      if (!a) throw new AppError('ABONO_NO_ENCONTRADO');
      if (a.estado !== 'PENDIENTE') return a.id;
      // Past its time the hour may be someone else's: no commit, so no charge (Webpay voids the authorization).
      if (a.venceEn <= clock()) {
        await fallar(tx, a, 'vencido');
        return a.id;
      }
      let decision: { aprobado: boolean; respuesta?: RespuestaTbk } | null;
      try {
        const respuesta = await webpay.confirmar(token);
        decision = {
          aprobado: esPagoAprobado(respuesta, { precioTotal: a.monto, buyOrder: a.buyOrder ?? '' }),
          respuesta,
        };
      } catch (error) {
        if (!(error instanceof WebpayRechazo || error instanceof WebpayNoDisponible)) throw error;
        log.warn(
          { abono: huellaDeAbono(a.id), err: error.message },
          'commit de Webpay falló; se consulta el estado',
        );
        decision = await decidirPorEstado(a);
      }
      if (decision?.aprobado)
        await pasar(tx, a, 'APROBADO', {
          respuestaWebpay: decision.respuesta,
          actualizadoEn: clock(),
        });
      else if (decision) await fallar(tx, a, 'rechazado', decision.respuesta);
      return a.id;
    });
    await reservarAprobado(id);
    return id;
  }

  /** Cancelled on Webpay's form, timed out there, or sent back from an error page: the hour is free again. */
  async function abandonar(donde: DondeRetorno, sessionId?: string) {
    return db.transaction(async (tx) => {
      const a = await repo.bloquearAbono(tx, donde);
      if (!a || (sessionId !== undefined && a.sessionId !== sessionId))
        throw new AppError('ABONO_NO_ENCONTRADO');
      if (a.estado === 'PENDIENTE') await fallar(tx, a, 'sin-terminar');
      return a.id;
    });
  }

  /**
   * The deposit's page. Its id is the only key, and it travels in addresses: a stranger holding it sees
   * the hour and the state, nothing personal. The client's proof of the booked hour is handed out once,
   * to the first view after it is booked (the buyer's browser, back from Webpay); later views show the
   * name and e-mail only to a request that already proves that hour (decision 051).
   */
  async function vista(id: string, cabecera?: string): Promise<Abono> {
    const fila = await repo.buscarAbono(db, id);
    if (!fila) throw new AppError('ABONO_NO_ENCONTRADO');
    const { abono: a, barbero } = fila;
    const politica: PoliticaDeAbonos = await repo.leerPolitica(db);
    const reserva = a.reserva as AgregarHoraAgendadaInput;
    const hora = a.estado === 'PAGADO' && a.horaAgendadaId ? a.horaAgendadaId : null;
    const vigente = hora !== null && a.inicio > clock();
    const pruebas = await verificarTokensCliente(cabecera, secret, clock());
    const propio = hora !== null && cubreHora(pruebas, { id: hora, email: a.email });
    // Once handed out, no write on each later view (the page polls).
    const entregar =
      vigente && !propio && !a.pruebaEntregadaEn && (await repo.entregarPrueba(db, id, clock()));
    const conDatos = propio || entregar;
    return {
      _id: a.id,
      estado: a.estado,
      motivo: a.motivo,
      monto: a.monto + a.credito,
      credito: a.credito,
      aPagar: a.monto,
      texto: textoDePolitica(a.monto + a.credito, politica),
      fechaId: a.fechaId ?? a.id,
      dia: a.dia,
      horaInicio: a.horaInicio,
      horaFin: a.horaFin,
      barbero: barbero ?? '',
      servicio: a.servicio,
      nombre: conDatos ? a.nombre : null,
      email: conDatos ? a.email : null,
      venceEn: a.venceEn.toISOString(),
      horaAgendada: hora
        ? {
            _id: hora,
            horaInicio: a.horaInicio,
            horaFin: a.horaFin,
            ...(conDatos && { nombre: a.nombre, email: a.email }),
            servicio: reserva.servicio,
          }
        : null,
      tokenCliente:
        hora && vigente && conDatos
          ? await firmarTokenCliente(
              { tipo: 'hora', email: a.email, horaAgendadaId: hora },
              a.fin,
              secret,
              clock(),
            )
          : null,
    };
  }

  /**
   * A new hold from this visitor: refused while its address or its browser already keeps its share of
   * unpaid ones. Their turns (address, then browser) make parallel requests count one after another on
   * every instance (as the shop's checkout, decision 023).
   */
  async function exigirCupoDeRetenciones(tx: Tx, visita: Visita, ahora: Date) {
    const dispositivo = createHash('sha256').update(visita.dispositivo).digest('base64url');
    await tomarTurno(tx, `abono-ip|${visita.ip}`);
    await tomarTurno(tx, `abono-dispositivo|${dispositivo}`);
    const p = await repo.retencionesPendientes(tx, { ip: visita.ip, dispositivo }, ahora);
    const esperas = [
      ...(p.porIp.n >= limites.pendientesPorIp ? [p.porIp.hasta] : []),
      ...(p.porDispositivo.n >= limites.pendientesPorDispositivo ? [p.porDispositivo.hasta] : []),
    ];
    if (esperas.length > 0)
      throw cupoLleno('ABONOS_PENDIENTES', Math.max(...esperas.map((h) => h?.getTime() ?? 0)), ahora);
    return { ip: visita.ip, dispositivo };
  }

  return {
    leerPolitica: () => repo.leerPolitica(db),

    async guardarPolitica(politica: PoliticaDeAbonos) {
      await repo.guardarPolitica(db, politica, clock());
      return { msg: 'Política de abonos guardada.', politica: await repo.leerPolitica(db) };
    },

    /**
     * Holds the hour and opens Webpay's form. `alBloquear` runs under the day's lock before the rules read
     * it: the waitlist hands over the hour it held for this client there (decision 043).
     */
    async iniciar(
      { fechaId, hora }: IniciarAbonoInput,
      { alBloquear, visita, correoProbado = false }: OpcionesDeRetencion = {},
    ): Promise<IniciarAbonoRespuesta> {
      if (hora.reagendar) throw new AppError('ABONO_AL_REAGENDAR');
      // Credit belongs to the mailbox: only a proof that came through it spends it (decision 051).
      const pruebas = await verificarTokensCliente(visita?.cabecera, secret, clock());
      const cotizacion = await ganchos.cotizar(db, {
        ...hora,
        conCredito: correoProbado || pruebaDelCorreo(pruebas, hora.email),
      });
      if (cotizacion.monto === 0) throw new AppError('ABONO_NO_REQUERIDO');
      const politica = await repo.leerPolitica(db);
      const id = randomUUID();
      const ahora = clock();
      const a = await reservas.retener(
        fechaId,
        hora,
        async (tx, elegida) => {
          const quien = visita
            ? await exigirCupoDeRetenciones(tx, visita, ahora)
            : { ip: null, dispositivo: null };
          // One unpaid hold per address, counted under its turn like the visitor's.
          await tomarTurno(tx, `abono-correo|${hora.email.toLowerCase()}`);
          if (await repo.pendienteDe(tx, hora.email, ahora)) throw new AppError('ABONO_PENDIENTE');
          const { barbero: _cualquiera, reagendar: _r, ...reserva } = hora;
          const abono = await repo.insertarAbono(
            tx,
            {
              barberoId: elegida.barbero.id,
              summary: `Reservada para ${hora.nombre} (pagando el abono)`,
              description: hora.email,
              inicio: elegida.inicio,
              fin: elegida.fin,
            },
            {
              id,
              estado: 'PENDIENTE',
              creadoEn: ahora,
              email: hora.email,
              nombre: hora.nombre,
              telefono: hora.telefono ?? null,
              monto: cotizacion.aPagar,
              credito: cotizacion.credito,
              fechaId: elegida.fecha.id,
              barberoId: elegida.barbero.id,
              dia: elegida.fecha.dia,
              horaInicio: hora.horaInicio,
              horaFin: hora.horaFin,
              inicio: elegida.inicio,
              fin: elegida.fin,
              servicio: elegida.servicio,
              // Booked later with the barber chosen now, on that barber's own day record.
              reserva,
              venceEn: new Date(ahora.getTime() + politica.minutosParaPagar * 60_000),
              buyOrder: cotizacion.aPagar > 0 ? nuevaOrden('BA-') : null,
              sessionId: cotizacion.aPagar > 0 ? randomBytes(24).toString('base64url') : null,
              ...quien,
            },
          );
          // The credit counted in the quote must still be there, under its rows' locks (a parallel
          // booking may have spent it): otherwise the whole hold is undone.
          if (cotizacion.credito > 0 && !(await repo.gastarCredito(tx, abono, cotizacion.credito)))
            throw new AppError('CREDITO_CAMBIADO');
          return abono;
        },
        alBloquear,
      );
      if (a.monto === 0) {
        // The client's credit paid it all: no Webpay, the booking is made now.
        await pasar(db, a, 'APROBADO', { actualizadoEn: clock() });
        await reservarAprobado(a.id);
        return { abonoId: a.id, token: null, url: null };
      }
      try {
        const { token, url } = await webpay.crear(a.buyOrder!, a.sessionId!, a.monto, urlRetorno);
        await repo.actualizarAbono(db, a.id, { token });
        return { abonoId: a.id, token, url };
      } catch (error) {
        // Nothing half-done: the hold goes, the credit comes back, nothing was charged.
        await db.transaction(async (tx) => {
          const viva = await repo.bloquearAbono(tx, { id: a.id });
          if (viva?.estado !== 'PENDIENTE') return;
          await repo.soltarRetencion(tx, viva);
          await repo.devolverCredito(tx, viva);
          await repo.borrarAbono(tx, viva.id);
        });
        log.warn({ err: (error as Error).message }, 'no se pudo crear la transacción del abono en Webpay');
        if (error instanceof WebpayRechazo || error instanceof WebpayNoDisponible)
          throw new AppError('WEBPAY_NO_DISPONIBLE');
        throw error;
      }
    },

    /** Webpay's return URL: the deposit's id, to show its page whatever happened. */
    procesarRetorno: (parametros: Record<string, unknown>) =>
      atenderRetorno(parametros, { confirmar, abandonar: abandonar }),

    ver: vista,

    /**
     * The periodic run: holds whose time ran out are released at once (Webpay asked what became of the
     * payment: approved means refunded); approved payments a crash left unbooked are booked; refunds
     * Webpay did not take are tried again; paid deposits of future hours the shop removed are refunded.
     */
    async procesar(limite = 20) {
      let resueltos = 0;
      const vistos: string[] = [];
      for (let i = 0; i < limite; i++) {
        const siguiente = await db.transaction(async (tx) => {
          const a = await repo.reclamarPorResolver(tx, clock(), vistos);
          if (!a) return null;
          vistos.push(a.id);
          if (a.estado === 'PENDIENTE') {
            await repo.soltarRetencion(tx, a);
            await repo.actualizarAbono(tx, a.id, { eventoId: null });
            const decision = await decidirPorEstado(a);
            if (decision?.aprobado) {
              await repo.actualizarAbono(tx, a.id, { respuestaWebpay: decision.respuesta });
              await devolver(tx, a);
            } else if (decision)
              await fallar(tx, a, a.token ? 'vencido' : 'sin-terminar', decision.respuesta);
            return decision
              ? { reembolsar: decision.aprobado ? a.id : null, reservar: null }
              : { reembolsar: null, reservar: null };
          }
          if (a.estado === 'APROBADO') return { reembolsar: null, reservar: a.id };
          return { reembolsar: a.id, reservar: null };
        });
        if (!siguiente) break;
        if (siguiente.reservar) await reservarAprobado(siguiente.reservar);
        if (siguiente.reembolsar) await ganchos.reembolsar(siguiente.reembolsar);
        resueltos++;
      }
      for (let i = 0; i < limite; i++) {
        const huerfano = await db.transaction(async (tx) => {
          const a = await repo.reclamarHuerfano(tx, clock());
          if (!a) return null;
          await repo.devolverCredito(tx, a);
          await pasar(tx, a, a.monto > 0 ? 'REEMBOLSO_PENDIENTE' : 'REEMBOLSADO', { actualizadoEn: clock() });
          return a.id;
        });
        if (!huerfano) break;
        await ganchos.reembolsar(huerfano);
        resueltos++;
      }
      return { resueltos };
    },
  };
}

/** Another return or the periodic run already settled this deposit. */
class YaResuelto extends Error {}

export type AbonosService = ReturnType<typeof crearAbonosService>;
