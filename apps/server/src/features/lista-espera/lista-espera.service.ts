import {
  type AgregarHoraAgendadaInput,
  CONSENTIMIENTO_WHATSAPP_ESPERA,
  CUALQUIERA,
  type EntradaEspera,
  enlaceListaEspera,
  fechaLocalDe,
  formatearFechaLarga,
  horaLocalDe,
  inicioDelDia,
  nombreDelBloque,
  slotsDeFecha,
  sumarDiasAcotado,
  type UnirseListaEspera,
} from '@barberia/shared';
import type { Executor, Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError, PG_UNIQUE_VIOLATION, pgCode } from '../../errors.js';
import { encolarCorreo } from '../../infra/correo/bandeja.repository.js';
import type { OcupadoGoogleService } from '../../infra/google/ocupado-google.js';
import {
  encolarWhatsapp,
  otorgarConsentimiento,
  tieneConsentimiento,
} from '../../infra/whatsapp/cola.repository.js';
import type { AbonosService } from '../abonos/index.js';
import { listarEventos } from '../calendario/index.js';
import { fechaJson, listarFechas, type ReservasService, serviciosConBarberos } from '../fechas/index.js';
import { correoEnLista, correoOferta } from './correos-de-espera.js';
import { exigirCupoDeEspera } from './cupo-de-espera.js';
import * as repo from './lista-espera.repository.js';
import { firmarTokenEspera, pruebaDeEntrada } from './token-espera.js';

export interface ListaEsperaDeps extends Pick<Deps, 'db' | 'clock' | 'zona' | 'publicUrl' | 'tienda'> {
  secret: Uint8Array;
  /** The booking of a held hour is an ordinary booking: same rules, mails, calendar and notices. */
  reservas: ReservasService;
  /** A held hour whose services ask for a deposit is paid first, as any booking's (decision 044). */
  abonos: { iniciar: AbonosService['iniciar'] };
  ocupadoGoogle: OcupadoGoogleService;
  /** How long a freed hour is held for the person it is offered to. */
  minutos: number;
  /** Confirmed people one day's list takes. */
  maximo: number;
  /** Entries one client address holds on the lists (decision 053). */
  porIp: number;
  /** How long the joining mail's link has to confirm an entry before it goes (decision 053). */
  minutosParaConfirmar: number;
}

type DelDia = Awaited<ReturnType<typeof repo.fechasDelDia>>;

/** The services of one entry, in order, and who can do all of them. */
interface Bloque {
  nombres: string[];
  duracion: number;
  capaces: Set<string>;
  /** Its shortest service: the day is full for the request only when not even that one fits (decision 053). */
  masCorto: { nombre: string; duracion: number };
}

/**
 * The waitlist of a full day (issue 24, decision 043). A client joins when the day has no free hour for
 * their services; when one frees, `procesar` holds it for the first person whose services fit (a calendar
 * event of the barber, so nobody else can book it) and mails them the link that books it.
 */
export function crearListaEsperaService(deps: ListaEsperaDeps) {
  const { db, clock, zona, publicUrl, tienda, secret, reservas, abonos, ocupadoGoogle, minutos, maximo } =
    deps;
  const { porIp, minutosParaConfirmar } = deps;
  /** The link works until the day is over: to see one's place, leave, or book the hour held. */
  const finDelDia = (dia: string) => inicioDelDia(sumarDiasAcotado(dia, 1), zona);
  /** `porCorreo`: the joining mail's link, the one that confirms the entry (decision 053). */
  const enlace = async (entradaId: string, dia: string, porCorreo = false) =>
    enlaceListaEspera(
      publicUrl,
      entradaId,
      await firmarTokenEspera(entradaId, finDelDia(dia), secret, clock(), porCorreo),
    );
  /** An entry whose time to confirm ran out is gone, even before the periodic run deletes it. */
  const vencida = (e: repo.Entrada) =>
    e.confirmadaEn === null && e.confirmarHasta !== null && e.confirmarHasta <= clock();

  async function bloqueDe(tx: Executor, ids: readonly string[]): Promise<Bloque | null> {
    const leidos = await serviciosConBarberos(tx, ids);
    const servicios = ids.map((id) => leidos.get(id));
    if (servicios.some((s) => !s)) return null;
    const todos = servicios as NonNullable<(typeof servicios)[number]>[];
    const [primero, ...resto] = todos;
    if (!primero) return null;
    const capaces = new Set([...primero.barberos].filter((b) => resto.every((s) => s.barberos.has(b))));
    const corto = todos.reduce((a, b) => (b.servicio.duracion < a.servicio.duracion ? b : a), primero);
    return {
      nombres: todos.map((s) => s.servicio.servicio),
      duracion: todos.reduce((suma, s) => suma + s.servicio.duracion, 0),
      capaces,
      masCorto: { nombre: corto.servicio.servicio, duracion: corto.servicio.duracion },
    };
  }

  /** The day's records that may take the block: active barbers who do all of it, the one asked for if any. */
  const candidatas = (dia: DelDia, bloque: Bloque, barberoId: string | null) =>
    dia
      .filter((d) => d.barbero.activo && bloque.capaces.has(d.barbero.id))
      .filter((d) => barberoId === null || d.barbero.id === barberoId)
      .sort((a, b) => a.barbero.nombre.localeCompare(b.barbero.nombre, 'es'));

  /**
   * The earliest free start for the block (read under the day's locks, or without them only to decide
   * whether to take them), with the rules the hour screen uses:
   * bookings, disabled quarter hours and calendar events (other held hours among them), and the barber's
   * Google busy time when this instance has it cached.
   */
  async function primerHueco(
    tx: Executor,
    dia: DelDia,
    bloque: Bloque,
    barberoId: string | null,
    ahora: Date,
  ) {
    for (const d of candidatas(dia, bloque, barberoId)) {
      const [fecha] = await listarFechas(tx, { ids: [d.fecha.id] });
      if (!fecha) continue;
      const eventos = (await listarEventos(tx, d.barbero.id, inicioDelDia(d.fecha.dia, zona))).map((e) => ({
        start: { dateTime: e.inicio.toISOString() },
        end: { dateTime: e.fin.toISOString() },
      }));
      const google = d.barbero.googleCalendarId
        ? (ocupadoGoogle.enCache(d.barbero.googleCalendarId, d.fecha.dia, ahora.getTime()) ?? [])
        : [];
      const [slot] = slotsDeFecha(
        fechaJson(fecha, 'publica', zona),
        [...eventos, ...google],
        bloque.duracion,
        ahora,
        zona,
      );
      if (slot) return { fecha: d.fecha, barbero: d.barbero, slot };
    }
    return null;
  }

  /**
   * A day is full for a request when no barber who does all of it has an hour even for its shortest
   * service (decision 053): a long block must not join a day that still has hours, to take them as they
   * free. Otherwise the answer says what does fit.
   */
  async function exigirDiaLleno(
    tx: Executor,
    dia: DelDia,
    bloque: Bloque,
    barberoId: string | null,
    ahora: Date,
  ) {
    if (await primerHueco(tx, dia, bloque, barberoId, ahora)) throw new AppError('HAY_HORAS_LIBRES');
    const corto = { ...bloque, duracion: bloque.masCorto.duracion };
    if (corto.duracion < bloque.duracion && (await primerHueco(tx, dia, corto, barberoId, ahora)))
      throw new AppError(
        'HAY_HORAS_LIBRES',
        `Ese día todavía tiene horas libres para ${bloque.masCorto.nombre}, aunque no para todo lo que elegiste: agenda con menos servicios en vez de esperar.`,
      );
  }

  /** Whether a hold of that day lapsed or a waiting person's services fit a free hour now (no locks). */
  async function hayQueOfrecer(dia: string) {
    const ahora = clock();
    if ((await repo.idsConOfertaVencida(db, dia, ahora)).length > 0) return true;
    const delDia = await repo.fechasDelDia(db, dia, false);
    for (const { entrada, oferta } of await repo.entradasDelDia(db, dia)) {
      if (oferta) continue;
      const bloque = await bloqueDe(db, [entrada.servicioId, ...entrada.adicionales]);
      if (bloque && (await primerHueco(db, delDia, bloque, entrada.barberoId, ahora))) return true;
    }
    return false;
  }

  /** One day: lapsed holds go (and their people leave the list), then each waiting person in order gets the first free hour that fits. */
  async function ofrecerDia(dia: string) {
    // Most runs find nothing to do: that is settled first without locks, so the day's bookings are not
    // held up every few seconds by a list whose people all still wait.
    if (!(await hayQueOfrecer(dia))) return 0;
    return db.transaction(async (tx) => {
      const bloqueado = await repo.fechasDelDia(tx, dia, true);
      const ahora = clock();
      await repo.eliminarEntradas(tx, await repo.idsConOfertaVencida(tx, dia, ahora));
      let ofrecidas = 0;
      for (const { entrada, oferta } of await repo.entradasDelDia(tx, dia)) {
        if (oferta) continue;
        const bloque = await bloqueDe(tx, [entrada.servicioId, ...entrada.adicionales]);
        if (!bloque) continue;
        const hueco = await primerHueco(tx, bloqueado, bloque, entrada.barberoId, ahora);
        if (!hueco) continue;
        const { fecha, barbero, slot } = hueco;
        const venceEn = new Date(ahora.getTime() + minutos * 60_000);
        await repo.insertarOferta(
          tx,
          {
            barberoId: barbero.id,
            summary: `Guardada para ${entrada.nombre} (lista de espera)`,
            description: entrada.email,
            inicio: slot.inicio,
            fin: slot.fin,
          },
          {
            entradaId: entrada.id,
            fechaId: fecha.id,
            horaInicio: slot.horaInicio,
            horaFin: slot.horaFin,
            venceEn,
          },
        );
        const datos = { ...entrada, servicio: nombreDelBloque(bloque.nombres), horaInicio: slot.horaInicio };
        const link = await enlace(entrada.id, dia);
        await encolarCorreo(
          tx,
          correoOferta({ ...datos, barbero: barbero.nombre, venceEn }, link, zona, await tienda(tx)),
          ahora,
        );
        // WhatsApp too, for a phone that holds consent (decision 035); the mail above already went.
        if (entrada.telefono && (await tieneConsentimiento(tx, entrada.telefono)))
          await encolarWhatsapp(
            tx,
            {
              clave: `oferta_espera:${entrada.id}:${slot.inicio.toISOString()}`,
              tipo: 'oferta_espera',
              horaAgendadaId: null,
              telefono: entrada.telefono,
              parametros: [
                entrada.nombre,
                datos.servicio,
                formatearFechaLarga(dia),
                slot.horaInicio,
                barbero.nombre,
                horaLocalDe(venceEn, zona),
                link,
              ],
              respaldo: null,
            },
            ahora,
          );
        ofrecidas++;
      }
      return ofrecidas;
    });
  }

  /** What the entry's owner sees: their place, and the hour held for them while it lasts. */
  async function vista(id: string): Promise<EntradaEspera> {
    const fila = await repo.buscarEntrada(db, id);
    if (!fila || vencida(fila.entrada)) throw new AppError('ENTRADA_ESPERA_NO_ENCONTRADA');
    const { entrada, oferta, barbero } = fila;
    const bloque = await bloqueDe(db, [entrada.servicioId, ...entrada.adicionales]);
    const viva = oferta && oferta.venceEn > clock() ? oferta : null;
    const donde = viva ? await repo.barberoDeFecha(db, viva.fechaId) : undefined;
    return {
      _id: entrada.id,
      dia: entrada.dia,
      nombre: entrada.nombre,
      email: entrada.email,
      servicio: nombreDelBloque(bloque?.nombres ?? []),
      barbero,
      confirmada: entrada.confirmadaEn !== null,
      delante: await repo.delanteDe(db, entrada),
      oferta:
        viva && donde
          ? {
              fechaId: viva.fechaId,
              horaInicio: viva.horaInicio,
              horaFin: viva.horaFin,
              barbero: donde.nombre,
              venceEn: viva.venceEn.toISOString(),
            }
          : null,
    };
  }

  async function exigirPrueba(id: string, token: string | undefined) {
    const prueba = await pruebaDeEntrada(token, id, secret, clock());
    if (!prueba) throw new AppError('SIN_PRUEBA_DE_ESPERA');
    return prueba;
  }

  /** The booking the hour held for this entry makes, once the caller proves the entry is theirs. */
  async function reservaOfrecida(id: string, token: string | undefined) {
    await exigirPrueba(id, token);
    const fila = await repo.buscarEntrada(db, id);
    if (!fila) throw new AppError('ENTRADA_ESPERA_NO_ENCONTRADA');
    const { entrada, oferta } = fila;
    if (!oferta || oferta.venceEn <= clock()) throw new AppError('SIN_OFERTA_DE_ESPERA');
    const principal = (await serviciosConBarberos(db, [entrada.servicioId])).get(entrada.servicioId);
    if (!principal) throw new AppError('SERVICIO_NO_ENCONTRADO');
    const input: AgregarHoraAgendadaInput = {
      horaInicio: oferta.horaInicio,
      horaFin: oferta.horaFin,
      nombre: entrada.nombre,
      email: entrada.email,
      // The consent given at joining covers the booked hour's messages too.
      telefono: entrada.telefono,
      servicio: principal.servicio.servicio,
      ...(entrada.adicionales.length > 0 && { serviciosAdicionales: entrada.adicionales }),
    };
    // The entry's mailbox confirmed it (decision 053): the booking proves the address as a mailed link does.
    return { fechaId: oferta.fechaId, input, correoProbadoEn: entrada.confirmadaEn };
  }

  /** Under the day's lock, before the rules read the day: the hold must still be this person's, and goes. */
  const soltarOferta = (id: string) => async (tx: Tx) => {
    const viva = await repo.bloquearOferta(tx, id);
    if (!viva || viva.venceEn <= clock()) throw new AppError('SIN_OFERTA_DE_ESPERA');
    await repo.eliminarEntradas(tx, [id]);
  };

  return {
    /**
     * Joins a full day's list from `ip`. The entry waits for its joining mail's link (decision 053): until
     * then it neither counts toward the list being full nor gets offers, and it goes if not confirmed in time.
     */
    async unirse(input: UnirseListaEspera, ip: string) {
      const donde = await repo.diaDeFecha(db, input.fechaId);
      if (!donde) throw new AppError('FECHA_NO_ENCONTRADA');
      if (donde.dia < fechaLocalDe(clock(), zona)) throw new AppError('FECHA_PASADA');
      const principal = await repo.servicioPorNombre(db, input.servicio);
      if (!principal) throw new AppError('SERVICIO_NO_ENCONTRADO');
      const adicionales = input.serviciosAdicionales ?? [];
      if (adicionales.includes(principal.id)) throw new AppError('SERVICIO_REPETIDO_EN_HORA');
      const bloque = await bloqueDe(db, [principal.id, ...adicionales]);
      if (!bloque) throw new AppError('SERVICIO_NO_ENCONTRADO');
      const barberoId = input.barbero === CUALQUIERA ? null : donde.barberoId;
      try {
        const entrada = await db.transaction(async (tx) => {
          const ahora = clock();
          // The address's turn before the day's locks: every caller takes them in that order.
          await exigirCupoDeEspera(tx, { ip, porIp, hoy: fechaLocalDe(ahora, zona), ahora, finDelDia });
          const bloqueado = await repo.fechasDelDia(tx, donde.dia, true);
          if (candidatas(bloqueado, bloque, barberoId).length === 0)
            throw new AppError(barberoId ? 'SERVICIO_NO_REALIZADO' : 'SERVICIOS_SIN_BARBERO_COMUN');
          await exigirDiaLleno(tx, bloqueado, bloque, barberoId, ahora);
          if ((await repo.contarEntradas(tx, donde.dia)) >= maximo)
            throw new AppError('LISTA_DE_ESPERA_LLENA');
          await repo.eliminarSinConfirmarDe(tx, donde.dia, input.email);
          const nueva = await repo.insertarEntrada(tx, {
            dia: donde.dia,
            barberoId,
            servicioId: principal.id,
            adicionales: [...adicionales],
            nombre: input.nombre,
            email: input.email,
            telefono: input.telefono,
            ip,
            confirmarHasta: new Date(ahora.getTime() + minutosParaConfirmar * 60_000),
          });
          if (input.telefono && input.consentimientoWhatsapp)
            await otorgarConsentimiento(tx, input.telefono, CONSENTIMIENTO_WHATSAPP_ESPERA, clock());
          const persona = { ...nueva, servicio: nombreDelBloque(bloque.nombres) };
          await encolarCorreo(
            tx,
            correoEnLista(
              persona,
              await enlace(nueva.id, nueva.dia, true),
              { minutos, minutosParaConfirmar },
              await tienda(tx),
            ),
            clock(),
          );
          return nueva;
        });
        return {
          msg: 'Te anotamos en la lista de espera. Confirma tu lugar con el enlace que te enviamos por correo.',
          entrada: await vista(entrada.id),
          tokenEspera: await firmarTokenEspera(entrada.id, finDelDia(entrada.dia), secret, clock()),
        };
      } catch (error) {
        if (pgCode(error) === PG_UNIQUE_VIOLATION) throw new AppError('YA_EN_LISTA_DE_ESPERA');
        throw error;
      }
    },

    /**
     * The joining mail's link opened (decision 053): the entry takes part from now on, if the list still
     * has room. Under the day's locks, as joining and the offers: two confirmations never both take the last place.
     */
    async confirmar(id: string, token: string | undefined) {
      if (!(await exigirPrueba(id, token)).porCorreo) throw new AppError('CONFIRMAR_ESPERA_POR_CORREO');
      const fila = await repo.buscarEntrada(db, id);
      if (!fila || vencida(fila.entrada)) throw new AppError('ENTRADA_ESPERA_NO_ENCONTRADA');
      const { dia } = fila.entrada;
      if (fila.entrada.confirmadaEn === null)
        await db.transaction(async (tx) => {
          await repo.fechasDelDia(tx, dia, true);
          if ((await repo.contarEntradas(tx, dia)) >= maximo) throw new AppError('LISTA_DE_ESPERA_LLENA');
          await repo.confirmarEntrada(tx, id, clock());
        });
      return {
        msg: `Listo: quedaste en la lista de espera del ${formatearFechaLarga(dia)}. Si se libera una hora para ti, te escribiremos.`,
        entrada: await vista(id),
      };
    },

    async ver(id: string, token: string | undefined) {
      await exigirPrueba(id, token);
      return vista(id);
    },

    /**
     * Books the hour held for this entry, as an ordinary booking; the hold and the entry go in its
     * transaction. Services with a deposit answer ABONO_REQUERIDO, and `abonar` pays it.
     */
    async agendar(id: string, token: string | undefined) {
      const { fechaId, input, correoProbadoEn } = await reservaOfrecida(id, token);
      return reservas.agregar(fechaId, input, undefined, { alBloquear: soltarOferta(id), correoProbadoEn });
    },

    /** The held hour's deposit: the waitlist's hold becomes the payment's, under the same day lock. */
    async abonar(id: string, token: string | undefined) {
      const { fechaId, input, correoProbadoEn } = await reservaOfrecida(id, token);
      // An entry its mail confirmed proves the mailbox: the client's credit pays first (decision 051).
      return abonos.iniciar(
        { fechaId, hora: input },
        { alBloquear: soltarOferta(id), correoProbado: correoProbadoEn !== null },
      );
    },

    /** Leaves the list; a held hour goes to the next person at once. */
    async salir(id: string, token: string | undefined) {
      await exigirPrueba(id, token);
      const fila = await repo.buscarEntrada(db, id);
      if (!fila) throw new AppError('ENTRADA_ESPERA_NO_ENCONTRADA');
      await db.transaction(async (tx) => {
        await repo.fechasDelDia(tx, fila.entrada.dia, true);
        await repo.eliminarEntradas(tx, [id]);
      });
      if (fila.oferta) await ofrecerDia(fila.entrada.dia);
      return { msg: 'Saliste de la lista de espera.' };
    },

    /**
     * The periodic run: days gone and entries never confirmed are forgotten; each day with people waiting
     * gets its freed hours offered.
     */
    async procesar() {
      const ahora = clock();
      const hoy = fechaLocalDe(ahora, zona);
      await db.transaction(async (tx) =>
        repo.eliminarEntradas(tx, [
          ...(await repo.idsDeDiasPasados(tx, hoy)),
          ...(await repo.idsSinConfirmar(tx, ahora)),
        ]),
      );
      let ofrecidas = 0;
      for (const dia of await repo.diasConEspera(db, hoy)) ofrecidas += await ofrecerDia(dia);
      return { ofrecidas };
    },
  };
}

export type ListaEsperaService = ReturnType<typeof crearListaEsperaService>;
