import { randomUUID } from 'node:crypto';
import {
  type AbonoAlCancelar,
  type AgregarHoraAgendadaInput,
  type Asistencia,
  bloqueDeServicios,
  type CancelarHoraAgendadaInput,
  CONSENTIMIENTO_REGRESO,
  CONSENTIMIENTO_WHATSAPP,
  type CodigoError,
  type CotizacionAbono,
  CUALQUIERA,
  enlaceCancelar,
  fechaLocalDe,
  inicioDelDia,
  type LocalDate,
  MENSAJE_ENLACE_ENVIADO,
  mensajeAbonoAlCancelar,
  nombreDelBloque,
  ocupadosDelDia,
  type ResultadoReserva,
  seSolapan,
  sumarDiasAcotado,
  validarReserva,
} from '@barberia/shared';
import type { Executor, Tx } from '../../db/client.js';
import type { fechas, horasAgendadas } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { AppError, PG_EXCLUSION_VIOLATION, pgCode } from '../../errors.js';
import { encolarCorreo } from '../../infra/correo/bandeja.repository.js';
import { encolarLugares } from '../../infra/google/encolar.js';
import { eventoIdDe } from '../../infra/google/evento-id.js';
import type { OcupadoGoogle, OcupadoGoogleService } from '../../infra/google/ocupado-google.js';
import { buscarUsuarioPorId } from '../../infra/usuarios.repository.js';
import { otorgarConsentimiento } from '../../infra/whatsapp/cola.repository.js';
import { otorgarConsentimientoRegreso } from '../regreso/index.js';
import { type AvisoAlBarbero, avisarAlBarbero } from './aviso-al-barbero.js';
import { correoCancelacion, correoConfirmacion, correoEnlaceHoras } from './correos-de-reserva.js';
import { fechaJson } from './fechas.mapper.js';
import * as fechasRepo from './fechas.repository.js';
import * as horasRepo from './horas-agendadas.repository.js';
import {
  cubreHora,
  firmarTokenCliente,
  pruebaDelCorreo,
  type TokenCliente,
  verificarTokensCliente,
} from './token-cliente.js';
import { avisarPorWhatsapp } from './whatsapp-de-reserva.js';

export interface ReservasDeps extends Pick<Deps, 'db' | 'clock' | 'zona' | 'publicUrl' | 'tienda'> {
  /** Signs the clients' proofs (the same secret as the sessions, another audience). */
  secret: Uint8Array;
  /** Bookings one address may make in 24 hours: each one mails it (issue 9). */
  reservasPorCorreoDia: number;
  /** Busy time in the barbers' Google calendars: a booking there is refused. */
  ocupadoGoogle: OcupadoGoogleService;
  /** Deposits (decision 044); without them, no booking asks for one. */
  abonos?: GanchosDeAbono;
}

/** Where a rescheduled booking now is: what its deposit follows. */
export type HoraMovida = Pick<
  typeof horasAgendadas.$inferSelect,
  'id' | 'inicio' | 'fin' | 'horaInicio' | 'horaFin' | 'barberoId'
> & { dia: string };

/**
 * What bookings need of deposits (decision 044), implemented by features/abonos and wired at boot, so this
 * feature does not import that one (which books through this one).
 */
export interface GanchosDeAbono {
  cotizar(
    db: Executor,
    r: {
      servicio: string;
      serviciosAdicionales?: readonly string[];
      email: string;
      telefono?: string | null;
      /** The request proves the mailbox: only then its credit counts (decision 051). */
      conCredito: boolean;
    },
  ): Promise<CotizacionAbono>;
  /** The paid deposit of each of these bookings, by id (the client's list says what a cancel would do). */
  pagados(db: Executor, horaAgendadaIds: readonly string[]): Promise<ReadonlyMap<string, number>>;
  /** Before the booking is deleted: refund, keep or credit its deposit; null when it had none. */
  alCancelar(tx: Tx, horaAgendadaId: string): Promise<(AbonoAlCancelar & { id: string }) | null>;
  alReagendar(tx: Tx, anteriorId: string, nueva: HoraMovida): Promise<void>;
  alMarcarAsistencia(tx: Tx, horaAgendadaId: string, asistencia: Asistencia): Promise<void>;
  /** The Webpay refund of one deposit, after the booking's transaction; true once refunded. */
  reembolsar(abonoId: string): Promise<boolean>;
}

/** How a booking made for a paid deposit differs (features/abonos): the mail names it, the hooks link it. */
export interface OpcionesDeReserva {
  /** Runs once the day is locked and before its rules read the day (the waitlist releases its hold there). */
  alBloquear?: (tx: Tx) => Promise<void>;
  /** Runs after the booking is written, in its transaction. */
  alReservar?: (tx: Tx, creada: typeof horasAgendadas.$inferSelect) => Promise<void>;
  /** The deposit paid for it: no quote is asked, and the confirmation mail carries this paragraph. */
  abonoPagado?: { texto: string };
  /** When the mailbox proved the address before this booking (a confirmed waitlist entry, decision 053). */
  correoProbadoEn?: Date | null;
}

const DIA_MS = 24 * 60 * 60 * 1000;
/** Tries of one booking that stops to read a Google calendar: enough for every barber of a day. */
const MAXIMO_INTENTOS_GOOGLE = 8;
/** Codes that mean «someone or something already holds that hour»: for «Cualquiera», the spec's message. */
const OCUPADA: ReadonlySet<CodigoError> = new Set(['HORA_YA_AGENDADA', 'HORA_OCUPADA_EN_CALENDARIO']);
/** A link asked for with "Ver Horas" opens the list for a day; a booking's link lasts until its hour ends. */
const VIGENCIA_ENLACE_MS = DIA_MS;
/** The link that lets a cancellation's credit be spent: long enough to book the next visit. */
const DIAS_ENLACE_CREDITO = 30;

/** Busy intervals of the barber on that day: bookings, disabled quarter hours and calendar events. */
function ocupadosDe(fecha: typeof fechas.$inferSelect, contexto: horasRepo.ContextoDeReserva, zona: string) {
  return ocupadosDelDia(
    {
      fecha: fecha.dia,
      horaInicio: fecha.horaInicio,
      horaFin: fecha.horaFin,
      horasAgendadas: contexto.agendadas,
      horas: fecha.horas,
    },
    contexto.eventos,
    zona,
  );
}

interface GoogleLeido {
  calendarId: string;
  dia: LocalDate;
  ocupados: OcupadoGoogle[];
}

/** A booking's transaction needs the barber's Google busy time first; nothing has been written yet. */
class LeerGoogleAntes extends Error {
  constructor(
    readonly calendarId: string,
    readonly dia: LocalDate,
  ) {
    super('leer Google antes de reservar');
  }
}

interface Evaluada {
  barbero: { id: string; nombre: string };
  contexto: { agendadas: readonly unknown[] };
  resultado: ResultadoReserva;
}

/**
 * Who takes the booking (decision 031): of the barbers free at that hour, the one with the fewest bookings
 * that day, then by name, then by id, so the same state always gives the same barber. With nobody free,
 * «La hora ya está agendada.» when the hour is taken by someone, else what the first barber's day says
 * (outside the hours, too soon, …); with one candidate, exactly its own answer.
 */
export function elegirBarbero<T extends Evaluada>(evaluadas: readonly T[]): T & { resultado: { ok: true } } {
  const libres = evaluadas
    .filter((e): e is T & { resultado: { ok: true } } => e.resultado.ok)
    .sort(
      (a, b) =>
        a.contexto.agendadas.length - b.contexto.agendadas.length ||
        a.barbero.nombre.localeCompare(b.barbero.nombre, 'es') ||
        a.barbero.id.localeCompare(b.barbero.id),
    );
  const elegida = libres[0];
  if (elegida) return elegida;
  const codigos = evaluadas.map((e) => (e.resultado.ok ? null : e.resultado.codigo));
  if (codigos.length > 1 && codigos.some((c) => c && OCUPADA.has(c))) throw new AppError('HORA_YA_AGENDADA');
  throw new AppError(codigos[0] ?? 'HORA_YA_AGENDADA');
}

export function crearReservasService({
  db,
  clock,
  zona,
  publicUrl,
  tienda,
  secret,
  reservasPorCorreoDia,
  ocupadoGoogle,
  abonos,
}: ReservasDeps) {
  /**
   * The barber's Google busy time on the day, inside the booking's transaction: from this instance's
   * brief cache, or from `leidoAntes`. When neither has it, the transaction stops before writing anything
   * (LeerGoogleAntes) and `agregar` reads Google with no row lock held, then books again: a Google call
   * never holds the day's lock, and a barber without a calendar costs no query at all.
   */
  function ocupadoEnGoogle(calendarId: string | null, dia: LocalDate, leidoAntes: GoogleLeido[]) {
    if (!calendarId) return [];
    const ocupados =
      leidoAntes.find((l) => l.calendarId === calendarId && l.dia === dia)?.ocupados ??
      ocupadoGoogle.enCache(calendarId, dia, clock().getTime());
    if (!ocupados) throw new LeerGoogleAntes(calendarId, dia);
    return ocupados.map((o) => ({ inicio: new Date(o.start.dateTime), fin: new Date(o.end.dateTime) }));
  }

  /** Runs `reservar`; when it stopped for Google, reads Google (no lock held) and runs it again. */
  async function reservarLeyendoGoogle<T>(reservar: (leidoAntes: GoogleLeido[]) => Promise<T>): Promise<T> {
    const leidoAntes: GoogleLeido[] = [];
    // One more try per calendar read («Cualquiera» may need one per barber), and one when a barber switched
    // calendars between two tries.
    for (let intento = 1; ; intento++) {
      try {
        return await reservar(leidoAntes);
      } catch (error) {
        if (!(error instanceof LeerGoogleAntes) || intento === MAXIMO_INTENTOS_GOOGLE) throw error;
        const { calendarId, dia } = error;
        const { ocupados } = await ocupadoGoogle.leer(calendarId, [dia], clock().getTime());
        leidoAntes.push({ calendarId, dia, ocupados });
      }
    }
  }

  async function fechaActual(id: string) {
    const f = await fechasRepo.buscarFecha(db, id);
    if (!f) throw new AppError('FECHA_NO_ENCONTRADA');
    return fechaJson(f, 'publica', zona);
  }

  /** The valid proofs of the `X-Token-Cliente` header; none at all is refused before anything is read. */
  async function pruebasDe(cabecera: string | undefined) {
    const pruebas = await verificarTokensCliente(cabecera, secret, clock());
    if (pruebas.length === 0) throw new AppError('SIN_PRUEBA_DE_CORREO');
    return pruebas;
  }

  const enlaceConToken = async (email: string, expira: Date) =>
    enlaceCancelar(
      publicUrl,
      email,
      await firmarTokenCliente({ tipo: 'correo', email }, expira, secret, clock()),
    );

  return {
    /**
     * Books an hour; with `reagendar`, the old hour is removed in the same transaction. `alBloquear` runs in
     * it once the day is locked and before its rules read the day: the waitlist releases the hour it held
     * for this client there (decision 043), so the hold and the booking change hands atomically.
     */
    async agregar(
      fechaId: string,
      input: AgregarHoraAgendadaInput,
      cabeceraToken?: string,
      opciones: OpcionesDeReserva = {},
    ) {
      // A reschedule moves an hour the caller must prove is theirs; a new booking needs no proof, but one
      // that came through the mailbox proves the address (decision 053).
      const pruebas = input.reagendar
        ? await pruebasDe(cabeceraToken)
        : await verificarTokensCliente(cabeceraToken, secret, clock());
      // A service with a deposit (or a client with too many no-shows) books through Webpay first; a
      // reschedule keeps the deposit already paid (decision 044).
      if (abonos && !input.reagendar && !opciones.abonoPagado) {
        const deCorreo = pruebaDelCorreo(pruebas, input.email);
        const cotizacion = await abonos.cotizar(db, { ...input, conCredito: deCorreo });
        if (cotizacion.monto > 0) {
          const error = new AppError('ABONO_REQUERIDO', cotizacion.texto);
          error.detalle = { abono: cotizacion };
          throw error;
        }
      }
      const reservar = (leidoAntes: GoogleLeido[]) =>
        db.transaction(async (tx) => {
          const { elegida, adicionales, anterior } = await elegir(
            tx,
            fechaId,
            input,
            leidoAntes,
            pruebas,
            opciones.alBloquear,
          );
          const ahora = clock();
          const { fecha, barbero, servicio, contexto, resultado } = elegida;

          // The event follows the booking: a reschedule in the same calendar keeps (and moves) its event.
          const id = randomUUID();
          const calendarId = barbero.googleCalendarId;
          const eventoId =
            calendarId && anterior?.googleCalendarId === calendarId && anterior.googleEventoId
              ? anterior.googleEventoId
              : eventoIdDe(id);
          // What the booking proves of its client (decision 053): a reschedule keeps what the old hour proved.
          const correoProbadoEn =
            opciones.correoProbadoEn ??
            (pruebaDelCorreo(pruebas, input.email) ? ahora : (anterior?.correoProbadoEn ?? null));
          const telefonoProbadoEn =
            anterior?.telefono && anterior.telefono === input.telefono ? anterior.telefonoProbadoEn : null;
          const creada: typeof horasAgendadas.$inferSelect = {
            id,
            googleCalendarId: calendarId,
            googleEventoId: calendarId ? eventoId : null,
            fechaId: fecha.id,
            barberoId: barbero.id,
            horaInicio: input.horaInicio,
            horaFin: input.horaFin,
            inicio: resultado.intervalo.inicio,
            fin: resultado.intervalo.fin,
            nombre: input.nombre,
            email: input.email,
            telefono: input.telefono,
            servicio: servicio.servicio,
            servicioId: servicio.id,
            // The barber's feed moves the event it already shows (same uid, higher sequence).
            eventoUid: anterior?.eventoUid ?? randomUUID(),
            secuencia: anterior ? anterior.secuencia + 1 : 0,
            recordatorioEn: null,
            recordatorioCortoEn: null,
            confirmadaEn: null,
            resenaPedidaEn: null,
            asistencia: null,
            asistenciaEn: null,
            correoProbadoEn,
            telefonoProbadoEn,
            creadoEn: ahora,
          };
          const enlace = await enlaceConToken(input.email, creada.fin);
          const { barbero: _eleccion, serviciosAdicionales: _ids, ...sinEleccion } = input;
          const bloque = [servicio, ...adicionales];
          // Mails, events and WhatsApp name every service of the block: «Corte de pelo + Barba».
          const nombreBloque = nombreDelBloque(bloque.map((s) => s.servicio));
          const datos = {
            ...sinEleccion,
            dia: fecha.dia,
            servicio: nombreBloque,
            precio: bloqueDeServicios(bloque).precio,
            barbero: barbero.nombre,
            abono: opciones.abonoPagado?.texto,
          };
          // The booking, its calendar event and its mail: one statement, so one round trip.
          await horasRepo.insertarReserva(
            tx,
            creada,
            {
              barberoId: barbero.id,
              summary: `${input.nombre} - ${nombreBloque}`,
              description: input.email,
              inicio: creada.inicio,
              fin: creada.fin,
              horaAgendadaId: creada.id,
            },
            {
              adjuntos: [],
              proximoIntento: ahora,
              ...correoConfirmacion(
                { ...datos, id: creada.id },
                { publicUrl, ahora: clock(), zona, tienda: await tienda(tx) },
                enlace,
                anterior,
              ),
            },
          );
          await horasRepo.insertarServiciosAdicionales(tx, creada.id, adicionales);
          await horasRepo.registrarPruebas(tx, [creada.id], { correoProbadoEn, telefonoProbadoEn });
          if (anterior) await abonos?.alReagendar(tx, anterior.id, { ...creada, dia: fecha.dia });
          await opciones.alReservar?.(tx, creada);
          await encolarLugares(tx, barbero.id, anterior ? [anterior, creada] : [creada], ahora);
          // WhatsApp besides the mail, for a phone whose owner ticked the box now or before (decision 035).
          if (input.telefono && input.consentimientoWhatsapp)
            await otorgarConsentimiento(tx, input.telefono, CONSENTIMIENTO_WHATSAPP, ahora);
          if (input.consentimientoRegreso)
            await otorgarConsentimientoRegreso(tx, input.email, CONSENTIMIENTO_REGRESO, ahora);
          await avisarPorWhatsapp(
            tx,
            anterior ? 'cambio' : 'confirmacion',
            { ...creada, servicio: nombreBloque, dia: fecha.dia, barbero: barbero.nombre },
            ahora,
          );
          await avisarDeReserva(tx, { ...creada, dia: fecha.dia }, anterior);
          // The day as committed, from what this transaction already holds under the row lock:
          // no query after commit to rebuild it.
          const nombresAdicionales = adicionales.map((s) => s.servicio);
          const horasDelDia = [
            ...contexto.agendadas,
            { ...creada, serviciosAdicionales: nombresAdicionales },
          ].sort((a, b) => a.inicio.getTime() - b.inicio.getTime());
          const dia = {
            ...fecha,
            creadoPor: { id: barbero.id, nombre: barbero.nombre },
            horasAgendadas: horasDelDia,
          };
          return { creada, nombresAdicionales, fecha: fechaJson(dia, 'publica', zona) };
        });
      const {
        creada: horaAgendada,
        nombresAdicionales,
        fecha,
      } = await reservarLeyendoGoogle(reservar).catch((error: unknown) => {
        // The exclusion constraint is the final word when two requests race for one hour.
        if (pgCode(error) === PG_EXCLUSION_VIOLATION) throw new AppError('HORA_YA_AGENDADA');
        throw error;
      });
      return {
        msg: input.reagendar ? 'Hora reagendada correctamente.' : 'Hora agendada correctamente.',
        horaAgendada: {
          _id: horaAgendada.id,
          horaInicio: horaAgendada.horaInicio,
          horaFin: horaAgendada.horaFin,
          nombre: horaAgendada.nombre,
          email: horaAgendada.email,
          servicio: horaAgendada.servicio,
          ...(nombresAdicionales.length > 0 && { serviciosAdicionales: nombresAdicionales }),
        },
        fecha,
        tokenCliente: await firmarTokenCliente(
          { tipo: 'hora', email: horaAgendada.email, horaAgendadaId: horaAgendada.id },
          horaAgendada.fin,
          secret,
          clock(),
        ),
      };
    },

    /**
     * The hold of a deposit being paid (decision 044): the same locks and rules as a booking choose the
     * barber and check the hour, then `alRetener` writes the hold in that transaction instead of a booking.
     * `alBloquear` as in `agregar` (a waitlist hold handed over to the deposit's).
     */
    async retener<T>(
      fechaId: string,
      input: AgregarHoraAgendadaInput,
      alRetener: (
        tx: Tx,
        elegida: {
          fecha: typeof fechas.$inferSelect;
          barbero: { id: string; nombre: string };
          inicio: Date;
          fin: Date;
          servicio: string;
        },
      ) => Promise<T>,
      alBloquear?: (tx: Tx) => Promise<void>,
    ): Promise<T> {
      return reservarLeyendoGoogle((leidoAntes) =>
        db.transaction(async (tx) => {
          const { elegida, adicionales } = await elegir(tx, fechaId, input, leidoAntes, [], alBloquear);
          const { fecha, barbero, servicio, resultado } = elegida;
          return alRetener(tx, {
            fecha,
            barbero,
            ...resultado.intervalo,
            servicio: nombreDelBloque([servicio, ...adicionales].map((s) => s.servicio)),
          });
        }),
      );
    },

    /** Removes the booking and, through the cascade, its calendar event; tells the client by mail. */
    async cancelar(fechaId: string, input: CancelarHoraAgendadaInput, cabeceraToken: string | undefined) {
      const pruebas = await pruebasDe(cabeceraToken);
      const abono = await db.transaction(async (tx) => {
        const fecha = await fechasRepo.bloquearFecha(tx, fechaId);
        if (!fecha) throw new AppError('FECHA_NO_ENCONTRADA');
        const hora = await horasRepo.buscarHoraAgendada(tx, fechaId, input.horaInicio, input.horaFin);
        if (!hora) throw new AppError('HORA_NO_ENCONTRADA');
        if (!cubreHora(pruebas, hora)) throw new AppError('SIN_PRUEBA_DE_CORREO');
        return quitarHora(tx, fecha.dia, hora, 'cliente');
      });
      const final = await reembolsarAlCancelar(abono);
      return {
        msg: final
          ? `Hora cancelada correctamente. ${mensajeAbonoAlCancelar(final)}`
          : 'Hora cancelada correctamente.',
        fecha: await fechaActual(fechaId),
        ...(final && { abono: final }),
      };
    },

    /**
     * «Cancelar hora» on WhatsApp: the same cancellation as the client's own, for the booking the pressed
     * message names (the signed webhook and the number it came from are the proof). False when the hour
     * is already gone or past.
     */
    async cancelarPorId(horaAgendadaId: string): Promise<boolean> {
      const quitada = await db.transaction(async (tx) => {
        const donde = await horasRepo.ubicarHora(tx, horaAgendadaId);
        if (!donde) return false;
        const fecha = await fechasRepo.bloquearFecha(tx, donde.fechaId);
        const hora = await horasRepo.buscarHoraAgendada(tx, donde.fechaId, donde.horaInicio, donde.horaFin);
        if (!fecha || hora?.id !== horaAgendadaId || hora.inicio <= clock()) return false;
        return { abono: await quitarHora(tx, fecha.dia, hora, 'whatsapp') };
      });
      if (quitada) await reembolsarAlCancelar(quitada.abono);
      return Boolean(quitada);
    },

    /** «Confirmo» on WhatsApp: marked for the barber (the first time counts); false when the booking is gone. */
    confirmarPorId: (horaAgendadaId: string) => horasRepo.confirmarHora(db, horaAgendadaId, clock()),

    /**
     * «Cambiar hora» on WhatsApp: a link for this one hour, valid until it ends. The phone on a booking is
     * never verified, so what reaches it proves only the hour the message was about, never the e-mail's
     * other bookings (decision 051).
     */
    async enlacePorId(horaAgendadaId: string): Promise<string | null> {
      const hora = await horasRepo.ubicarHora(db, horaAgendadaId);
      if (!hora) return null;
      // The number that pressed it is the booking's own (the signed webhook): its phone is proven (decision 053).
      await horasRepo.registrarPruebas(db, [horaAgendadaId], { telefonoProbadoEn: clock() });
      const prueba = { tipo: 'hora' as const, email: hora.email, horaAgendadaId };
      return enlaceCancelar(
        publicUrl,
        hora.email,
        await firmarTokenCliente(prueba, hora.fin, secret, clock()),
      );
    },

    /**
     * The client's own hours from today: all of them with a mailed link, only the booked ones with a
     * booking's proof. The 404 "no hours" is only ever said to someone holding proof.
     */
    async deEmail(email: string, cabeceraToken: string | undefined) {
      const pruebas = (await pruebasDe(cabeceraToken)).filter((p) => p.email === email.toLowerCase());
      if (pruebas.length === 0) throw new AppError('SIN_PRUEBA_DE_CORREO');
      const lista = (await fechasRepo.fechasDeEmail(db, email, fechaLocalDe(clock(), zona)))
        .map((f) => ({ ...f, horasAgendadas: f.horasAgendadas.filter((h) => cubreHora(pruebas, h)) }))
        .filter((f) => f.horasAgendadas.length > 0);
      if (lista.length === 0) throw new AppError('NO_HAY_HORAS_PARA_CORREO');
      const ids = lista.flatMap((f) => f.horasAgendadas.map((h) => h.id));
      // A mailed link opened: the address is proven for every hour it lists (decision 053).
      if (pruebaDelCorreo(pruebas, email)) {
        await horasRepo.registrarPruebas(db, ids, { correoProbadoEn: clock() });
      }
      // Each hour's paid deposit, so the cancel question says what the policy will do with it (issue 42).
      const pagados = (await abonos?.pagados(db, ids)) ?? new Map<string, number>();
      return lista.map((f) => {
        const json = fechaJson(f, 'completa', zona);
        const horasAgendadas = json.horasAgendadas.map((h) => {
          const monto = pagados.get(h._id);
          return monto ? { ...h, abono: { monto } } : h;
        });
        return { ...json, horasAgendadas };
      });
    },

    /**
     * "Ver Horas" without proof: mails the address its personal link (or that it has no hours) and
     * answers the same either way, so the answer tells nothing about the address.
     */
    async enviarEnlace(email: string) {
      const ahora = clock();
      const futuras = await fechasRepo.fechasDeEmail(db, email, fechaLocalDe(ahora, zona));
      const tieneHoras = futuras.some((f) => f.horasAgendadas.length > 0);
      const enlace = await enlaceConToken(email, new Date(ahora.getTime() + VIGENCIA_ENLACE_MS));
      const contexto = { publicUrl, tienda: await tienda() };
      await encolarCorreo(db, correoEnlaceHoras(email, tieneHoras ? enlace : null, contexto), ahora);
      return { msg: MENSAJE_ENLACE_ENVIADO };
    },
  };

  /**
   * The day locked, its candidates evaluated with the booking rules, and the barber who takes the hour
   * (decision 031); with `reagendar`, the old hour is already gone. Shared by a booking and by the hold
   * of a deposit being paid (decision 044), so both obey exactly the same rules.
   */
  async function elegir(
    tx: Tx,
    fechaId: string,
    input: AgregarHoraAgendadaInput,
    leidoAntes: GoogleLeido[],
    pruebas: TokenCliente[],
    alBloquear?: (tx: Tx) => Promise<void>,
  ) {
    const delDia =
      input.barbero === CUALQUIERA
        ? await candidatasDelDia(tx, fechaId, input.servicio)
        : [await unicaCandidata(tx, fechaId, input.servicio)];
    const { candidatas, adicionales } = await conAdicionales(
      tx,
      delDia,
      input.serviciosAdicionales ?? [],
      input.barbero === CUALQUIERA,
    );
    await alBloquear?.(tx);
    // Google first, before anything is written: a stop to read it costs only the locks.
    const conGoogle = candidatas.map((c) => ({
      ...c,
      enGoogle: ocupadoEnGoogle(c.barbero.googleCalendarId, c.fecha.dia, leidoAntes),
    }));
    const anterior = input.reagendar
      ? await quitarHoraAnterior(tx, input.reagendar, input.email, pruebas)
      : undefined;
    const ahora = clock();
    const evaluadas = [];
    for (const c of conGoogle) {
      // After the old hour is gone: a reschedule does not count against the address's daily limit.
      const contexto = await horasRepo.contextoDeReserva(tx, {
        fechaId: c.fecha.id,
        barberoId: c.fecha.barberoId,
        email: input.email,
        hechasDesde: new Date(ahora.getTime() - DIA_MS),
        desde: inicioDelDia(c.fecha.dia, zona),
        // Bounded: a day stored at the calendar's end must get validarReserva's 400, not a RangeError.
        hasta: inicioDelDia(sumarDiasAcotado(c.fecha.dia, 1), zona),
      });
      if (contexto.hechas >= reservasPorCorreoDia) throw new AppError('DEMASIADAS_RESERVAS_CORREO');
      const resultado = validarReserva({
        horario: { ...c.fecha, fecha: c.fecha.dia },
        horaInicio: input.horaInicio,
        horaFin: input.horaFin,
        // The whole block: the main service and its add-ons, one interval (decision 037).
        duracionServicio: bloqueDeServicios([c.servicio, ...adicionales]).duracion,
        ocupados: ocupadosDe(c.fecha, contexto, zona),
        ahora: clock(),
        zona,
      });
      const enCalendario = resultado.ok && c.enGoogle.some((o) => seSolapan(o, resultado.intervalo));
      evaluadas.push({
        ...c,
        contexto,
        resultado: enCalendario ? ({ ok: false, codigo: 'HORA_OCUPADA_EN_CALENDARIO' } as const) : resultado,
      });
    }
    return { elegida: elegirBarbero(evaluadas), adicionales, anterior };
  }

  /**
   * The barber hears of the booking (decision 036): a move within their agenda is one change; a move to
   * another barber is a cancellation for the first and a new hour for the second.
   */
  async function avisarDeReserva(
    tx: Tx,
    creada: AvisoAlBarbero['hora'],
    anterior: (AvisoAlBarbero['hora'] & { barberoId: string }) | undefined,
  ) {
    const donde = { publicUrl, tienda: await tienda(tx) };
    const aviso = (a: Omit<AvisoAlBarbero, 'autor'>) =>
      avisarAlBarbero(tx, { ...a, autor: 'cliente' }, donde, clock());
    if (anterior?.barberoId === creada.barberoId) return aviso({ cambio: 'cambio', hora: creada, anterior });
    if (anterior) await aviso({ cambio: 'cancelacion', hora: anterior });
    return aviso({ cambio: 'reserva', hora: creada });
  }

  /**
   * After the cancellation's transaction: a deposit to give back goes to Webpay now (no day lock held);
   * one Webpay does not take now is left to the periodic run, and the answer says it is on its way.
   */
  async function reembolsarAlCancelar(abono: (AbonoAlCancelar & { id: string }) | null) {
    if (!abono) return null;
    const { id, ...final } = abono;
    if (final.estado === 'REEMBOLSO_PENDIENTE' && abonos && (await abonos.reembolsar(id)))
      return { ...final, estado: 'REEMBOLSADO' as const };
    return final;
  }

  /**
   * The booking, its calendar event (through the cascade) and places, the client's mail, the barber's notice;
   * its deposit refunded, kept or credited by the policy (answered, for the refund after the transaction).
   */
  async function quitarHora(
    tx: Tx,
    dia: LocalDate,
    hora: typeof horasAgendadas.$inferSelect,
    autor: 'cliente' | 'whatsapp',
  ) {
    const abono = (await abonos?.alCancelar(tx, hora.id)) ?? null;
    const contexto = { publicUrl, ahora: clock(), zona, tienda: await tienda(tx) };
    await avisarAlBarbero(tx, { cambio: 'cancelacion', autor, hora: { ...hora, dia } }, contexto, clock());
    await horasRepo.eliminarHoraAgendada(tx, hora.id);
    await encolarLugares(tx, hora.barberoId, [hora], clock());
    // Credit is spent only with the mailbox's proof (decision 051): the mail that grants it carries one.
    const conCredito =
      abono?.estado === 'CREDITO'
        ? `Para usarlo, agenda tu próxima hora desde este dispositivo después de abrir este enlace (vale ${DIAS_ENLACE_CREDITO} días): ${await enlaceConToken(hora.email, new Date(clock().getTime() + DIAS_ENLACE_CREDITO * DIA_MS))}`
        : null;
    await encolarCorreo(
      tx,
      correoCancelacion(
        { ...hora, dia },
        contexto,
        undefined,
        abono ? [mensajeAbonoAlCancelar(abono), conCredito].filter(Boolean).join('\n') : undefined,
      ),
      clock(),
    );
    if (hora.telefono) {
      const barbero = await buscarUsuarioPorId(tx, hora.barberoId);
      await avisarPorWhatsapp(tx, 'cancelacion', { ...hora, dia, barbero: barbero?.nombre ?? '' }, clock());
    }
    return abono;
  }

  /** The day record asked for, under its row lock, as the one candidate of a booking with that barber. */
  async function unicaCandidata(tx: Tx, fechaId: string, nombreServicio: string) {
    const bloqueada = await fechasRepo.bloquearFechaParaReservar(tx, fechaId, nombreServicio);
    if (!bloqueada) throw new AppError('FECHA_NO_ENCONTRADA');
    const { fecha, barbero, servicio, loRealiza } = bloqueada;
    if (!barbero.activo) throw new AppError('BARBERO_INACTIVO');
    if (!servicio) throw new AppError('SERVICIO_NO_ENCONTRADO');
    if (!loRealiza) throw new AppError('SERVICIO_NO_REALIZADO');
    return { fecha, barbero, servicio };
  }

  /** «Cualquiera»: every active barber of that day who performs the service, their records locked. */
  async function candidatasDelDia(tx: Tx, fechaId: string, nombreServicio: string) {
    const dia = await fechasRepo.diaDeFecha(tx, fechaId);
    if (!dia) throw new AppError('FECHA_NO_ENCONTRADA');
    const filas = await fechasRepo.bloquearFechasDelDiaParaReservar(tx, dia, nombreServicio);
    // No candidate: the same answers a booking with one barber gets.
    if (filas.length === 0) return [await unicaCandidata(tx, fechaId, nombreServicio)];
    return filas.map(({ fecha, barbero, servicio }) => ({ fecha, barbero, servicio }));
  }

  /**
   * The add-ons asked for (decision 037), read under the day's lock, and the candidates who do all of them:
   * each id must name a service other than the main one, performed by the barber asked for or, with
   * «Cualquiera», by at least one candidate (the others drop out). No add-ons: the candidates as they are.
   */
  async function conAdicionales<C extends { barbero: { id: string }; servicio: { id: string } }>(
    tx: Tx,
    candidatas: C[],
    ids: readonly string[],
    cualquiera: boolean,
  ) {
    if (ids.length === 0) return { candidatas, adicionales: [] };
    if (candidatas.some((c) => ids.includes(c.servicio.id))) throw new AppError('SERVICIO_REPETIDO_EN_HORA');
    const leidos = await fechasRepo.serviciosAdicionalesParaReservar(tx, ids);
    const adicionales = ids.map((id) => {
      const leido = leidos.get(id);
      if (!leido) throw new AppError('SERVICIO_NO_ENCONTRADO');
      return leido;
    });
    const capaces = candidatas.filter((c) => adicionales.every((a) => a.barberos.has(c.barbero.id)));
    if (capaces.length === 0)
      throw new AppError(cualquiera ? 'SERVICIOS_SIN_BARBERO_COMUN' : 'SERVICIO_ADICIONAL_NO_REALIZADO');
    return { candidatas: capaces, adicionales: adicionales.map((a) => a.servicio) };
  }

  async function quitarHoraAnterior(
    tx: Tx,
    anterior: NonNullable<AgregarHoraAgendadaInput['reagendar']>,
    email: string,
    pruebas: TokenCliente[],
  ) {
    const hora = await horasRepo.buscarHoraAgendada(
      tx,
      anterior.fechaId,
      anterior.horaInicio,
      anterior.horaFin,
    );
    if (!hora) throw new AppError('HORA_AGENDADA_NO_ENCONTRADA');
    if (hora.email.toLowerCase() !== email.toLowerCase()) throw new AppError('REAGENDAR_OTRO_CORREO');
    if (!cubreHora(pruebas, hora)) throw new AppError('SIN_PRUEBA_DE_CORREO');
    await horasRepo.eliminarHoraAgendada(tx, hora.id);
    // The old hour's day, so the confirmation can cancel the event the client saved for it.
    const fecha = await fechasRepo.buscarFecha(tx, anterior.fechaId);
    return fecha ? { ...hora, dia: fecha.dia } : undefined;
  }
}

export type ReservasService = ReturnType<typeof crearReservasService>;
