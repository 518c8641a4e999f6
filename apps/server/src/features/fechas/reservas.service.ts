import { randomUUID } from 'node:crypto';
import {
  type AgregarHoraAgendadaInput,
  type CancelarHoraAgendadaInput,
  enlaceCancelar,
  fechaLocalDe,
  inicioDelDia,
  type LocalDate,
  MENSAJE_ENLACE_ENVIADO,
  ocupadosDelDia,
  seSolapan,
  sumarDias,
  validarReserva,
} from '@barberia/shared';
import type { Tx } from '../../db/client.js';
import type { fechas, horasAgendadas } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { AppError, PG_EXCLUSION_VIOLATION, pgCode } from '../../errors.js';
import { encolarCorreo } from '../correos/correos.repository.js';
import { encolarLugares } from '../google-calendar/encolar.js';
import { eventoIdDe } from '../google-calendar/evento-id.js';
import type { OcupadoGoogle, OcupadoGoogleService } from '../google-calendar/ocupado-google.js';
import { correoCancelacion, correoConfirmacion, correoEnlaceHoras } from './correos-de-reserva.js';
import { fechaJson } from './fechas.mapper.js';
import * as fechasRepo from './fechas.repository.js';
import * as horasRepo from './horas-agendadas.repository.js';
import { cubreHora, firmarTokenCliente, type TokenCliente, verificarTokensCliente } from './token-cliente.js';

export interface ReservasDeps extends Pick<Deps, 'db' | 'clock' | 'zona' | 'publicUrl'> {
  /** Signs the clients' proofs (the same secret as the sessions, another audience). */
  secret: Uint8Array;
  /** Bookings one address may make in 24 hours: each one mails it (issue 9). */
  reservasPorCorreoDia: number;
  /** Busy time in the barbers' Google calendars: a booking there is refused. */
  ocupadoGoogle: OcupadoGoogleService;
}

const DIA_MS = 24 * 60 * 60 * 1000;
/** A link asked for with "Ver Horas" opens the list for a day; a booking's link lasts until its hour ends. */
const VIGENCIA_ENLACE_MS = DIA_MS;

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

export function crearReservasService({
  db,
  clock,
  zona,
  publicUrl,
  secret,
  reservasPorCorreoDia,
  ocupadoGoogle,
}: ReservasDeps) {
  /**
   * The barber's Google busy time on the day, inside the booking's transaction: from this instance's
   * brief cache, or from `leidoAntes`. When neither has it, the transaction stops before writing anything
   * (LeerGoogleAntes) and `agregar` reads Google with no row lock held, then books again: a Google call
   * never holds the day's lock, and a barber without a calendar costs no query at all.
   */
  function ocupadoEnGoogle(calendarId: string | null, dia: LocalDate, leidoAntes?: GoogleLeido) {
    if (!calendarId) return [];
    const ocupados =
      leidoAntes?.calendarId === calendarId && leidoAntes.dia === dia
        ? leidoAntes.ocupados
        : ocupadoGoogle.enCache(calendarId, dia, clock().getTime());
    if (!ocupados) throw new LeerGoogleAntes(calendarId, dia);
    return ocupados.map((o) => ({ inicio: new Date(o.start.dateTime), fin: new Date(o.end.dateTime) }));
  }

  /** Runs `reservar`; when it stopped for Google, reads Google (no lock held) and runs it again. */
  async function reservarLeyendoGoogle<T>(reservar: (leidoAntes?: GoogleLeido) => Promise<T>): Promise<T> {
    let leidoAntes: GoogleLeido | undefined;
    // A third try only when the barber switched calendars between the first two.
    for (let intento = 1; ; intento++) {
      try {
        return await reservar(leidoAntes);
      } catch (error) {
        if (!(error instanceof LeerGoogleAntes) || intento === 3) throw error;
        const { calendarId, dia } = error;
        const { ocupados } = await ocupadoGoogle.leer(calendarId, [dia], clock().getTime());
        leidoAntes = { calendarId, dia, ocupados };
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
    /** Books an hour; with `reagendar`, the old hour is removed in the same transaction. */
    async agregar(fechaId: string, input: AgregarHoraAgendadaInput, cabeceraToken?: string) {
      // A reschedule moves an hour the caller must prove is theirs; a new booking needs no proof.
      const pruebas = input.reagendar ? await pruebasDe(cabeceraToken) : [];
      const reservar = (leidoAntes?: GoogleLeido) =>
        db.transaction(async (tx) => {
          const bloqueada = await fechasRepo.bloquearFechaParaReservar(tx, fechaId, input.servicio);
          if (!bloqueada) throw new AppError('FECHA_NO_ENCONTRADA');
          const { fecha, barbero, servicio, loRealiza } = bloqueada;
          if (!barbero.activo) throw new AppError('BARBERO_INACTIVO');
          if (!servicio) throw new AppError('SERVICIO_NO_ENCONTRADO');
          if (!loRealiza) throw new AppError('SERVICIO_NO_REALIZADO');
          const enGoogle = ocupadoEnGoogle(barbero.googleCalendarId, fecha.dia, leidoAntes);
          const anterior = input.reagendar
            ? await quitarHoraAnterior(tx, input.reagendar, input.email, pruebas)
            : undefined;
          const ahora = clock();
          // After the old hour is gone: a reschedule does not count against the address's daily limit.
          const contexto = await horasRepo.contextoDeReserva(tx, {
            fechaId: fecha.id,
            barberoId: fecha.barberoId,
            email: input.email,
            hechasDesde: new Date(ahora.getTime() - DIA_MS),
            desde: inicioDelDia(fecha.dia, zona),
            hasta: inicioDelDia(sumarDias(fecha.dia, 1), zona),
          });
          if (contexto.hechas >= reservasPorCorreoDia) throw new AppError('DEMASIADAS_RESERVAS_CORREO');

          const resultado = validarReserva({
            horario: { ...fecha, fecha: fecha.dia },
            horaInicio: input.horaInicio,
            horaFin: input.horaFin,
            duracionServicio: servicio.duracion,
            ocupados: ocupadosDe(fecha, contexto, zona),
            ahora: clock(),
            zona,
          });
          if (!resultado.ok) throw new AppError(resultado.codigo);
          if (enGoogle.some((o) => seSolapan(o, resultado.intervalo))) {
            throw new AppError('HORA_OCUPADA_EN_CALENDARIO');
          }

          // The event follows the booking: a reschedule in the same calendar keeps (and moves) its event.
          const id = randomUUID();
          const calendarId = barbero.googleCalendarId;
          const eventoId =
            calendarId && anterior?.googleCalendarId === calendarId && anterior.googleEventoId
              ? anterior.googleEventoId
              : eventoIdDe(id);
          const creada: typeof horasAgendadas.$inferSelect = {
            id,
            googleCalendarId: calendarId,
            googleEventoId: calendarId ? eventoId : null,
            fechaId,
            barberoId: barbero.id,
            horaInicio: input.horaInicio,
            horaFin: input.horaFin,
            inicio: resultado.intervalo.inicio,
            fin: resultado.intervalo.fin,
            nombre: input.nombre,
            email: input.email,
            servicio: servicio.servicio,
            servicioId: servicio.id,
            // The barber's feed moves the event it already shows (same uid, higher sequence).
            eventoUid: anterior?.eventoUid ?? randomUUID(),
            secuencia: anterior ? anterior.secuencia + 1 : 0,
            recordatorioEn: null,
            creadoEn: ahora,
          };
          const enlace = await enlaceConToken(input.email, creada.fin);
          const datos = {
            ...input,
            dia: fecha.dia,
            servicio: servicio.servicio,
            precio: servicio.precio,
            barbero: barbero.nombre,
          };
          // The booking, its calendar event and its mail: one statement, so one round trip.
          await horasRepo.insertarReserva(
            tx,
            creada,
            {
              barberoId: barbero.id,
              summary: `${input.nombre} - ${servicio.servicio}`,
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
                { publicUrl, ahora: clock(), zona },
                enlace,
                anterior,
              ),
            },
          );
          await encolarLugares(tx, barbero.id, anterior ? [anterior, creada] : [creada], ahora);
          // The day as committed, from what this transaction already holds under the row lock:
          // no query after commit to rebuild it.
          const delDia = [...contexto.agendadas, creada].sort(
            (a, b) => a.inicio.getTime() - b.inicio.getTime(),
          );
          const dia = {
            ...fecha,
            creadoPor: { id: barbero.id, nombre: barbero.nombre },
            horasAgendadas: delDia,
          };
          return { creada, fecha: fechaJson(dia, 'publica', zona) };
        });
      const { creada: horaAgendada, fecha } = await reservarLeyendoGoogle(reservar).catch(
        (error: unknown) => {
          // The exclusion constraint is the final word when two requests race for one hour.
          if (pgCode(error) === PG_EXCLUSION_VIOLATION) throw new AppError('HORA_YA_AGENDADA');
          throw error;
        },
      );
      return {
        msg: input.reagendar ? 'Hora reagendada correctamente.' : 'Hora agendada correctamente.',
        horaAgendada: {
          _id: horaAgendada.id,
          horaInicio: horaAgendada.horaInicio,
          horaFin: horaAgendada.horaFin,
          nombre: horaAgendada.nombre,
          email: horaAgendada.email,
          servicio: horaAgendada.servicio,
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

    /** Removes the booking and, through the cascade, its calendar event; tells the client by mail. */
    async cancelar(fechaId: string, input: CancelarHoraAgendadaInput, cabeceraToken: string | undefined) {
      const pruebas = await pruebasDe(cabeceraToken);
      await db.transaction(async (tx) => {
        const fecha = await fechasRepo.bloquearFecha(tx, fechaId);
        if (!fecha) throw new AppError('FECHA_NO_ENCONTRADA');
        const hora = await horasRepo.buscarHoraAgendada(tx, fechaId, input.horaInicio, input.horaFin);
        if (!hora) throw new AppError('HORA_NO_ENCONTRADA');
        if (!cubreHora(pruebas, hora)) throw new AppError('SIN_PRUEBA_DE_CORREO');
        await horasRepo.eliminarHoraAgendada(tx, hora.id);
        await encolarLugares(tx, hora.barberoId, [hora], clock());
        await encolarCorreo(
          tx,
          correoCancelacion({ ...hora, dia: fecha.dia }, { publicUrl, ahora: clock(), zona }),
          clock(),
        );
      });
      return { msg: 'Hora cancelada correctamente.', fecha: await fechaActual(fechaId) };
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
      return lista.map((f) => fechaJson(f, 'completa', zona));
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
      await encolarCorreo(db, correoEnlaceHoras(email, tieneHoras ? enlace : null, publicUrl), ahora);
      return { msg: MENSAJE_ENLACE_ENVIADO };
    },
  };

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
