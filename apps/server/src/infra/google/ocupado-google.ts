import { inicioDelDia, type LocalDate, sumarDias } from '@barberia/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { CalendarioGoogle, EventoLeido } from './google.client.js';

/** A busy stretch from the barber's own Google calendar, in the shape the slot rules read. */
export interface OcupadoGoogle {
  start: { dateTime: string };
  end: { dateTime: string };
}

interface DiaLeido {
  ocupados: OcupadoGoogle[];
  leidoEn: number;
}

export interface LecturaOcupados {
  ocupados: OcupadoGoogle[];
  /** Until when the answer may be reused (ms): a cache built on it must expire by then. */
  venceEn: number;
}

/** Days kept per calendar; a barber opens a few weeks at most. */
const MAXIMO_DIAS = 400;

/**
 * Google's events that close hours: not cancelled, not marked free (transparency "transparent"), and not
 * our own booking events (extendedProperties.private.horaAgendadaId), which the booking already counts.
 * An all-day event closes its days in Santiago.
 */
export function ocupadosDeEventos(eventos: EventoLeido[], zona: string): OcupadoGoogle[] {
  const ocupados: OcupadoGoogle[] = [];
  for (const e of eventos) {
    if (e.status === 'cancelled' || e.transparency === 'transparent') continue;
    if (e.extendedProperties?.private?.horaAgendadaId) continue;
    const inicio = e.start?.dateTime
      ? new Date(e.start.dateTime)
      : e.start?.date
        ? inicioDelDia(e.start.date, zona)
        : undefined;
    const fin = e.end?.dateTime
      ? new Date(e.end.dateTime)
      : e.end?.date
        ? inicioDelDia(e.end.date, zona)
        : undefined;
    if (!inicio || !fin || Number.isNaN(inicio.getTime()) || Number.isNaN(fin.getTime()) || fin <= inicio)
      continue;
    ocupados.push({ start: { dateTime: inicio.toISOString() }, end: { dateTime: fin.toISOString() } });
  }
  return ocupados;
}

/**
 * Busy time read from the barbers' Google calendars, per day, kept `ttlMs`. When Google cannot be read,
 * the days already known are served (even old) and the failure is logged; for `ttlMs` the calendar is not
 * asked again, so a Google outage costs one timeout per calendar and minute, not one per page view.
 */
export function crearOcupadoGoogle(
  google: CalendarioGoogle | null,
  zona: string,
  ttlMs: number,
  log: FastifyBaseLogger,
) {
  const porCalendario = new Map<string, Map<LocalDate, DiaLeido>>();
  const fallaHasta = new Map<string, number>();
  const enCurso = new Map<string, Promise<void>>();

  async function leerDeGoogle(calendarId: string, dias: LocalDate[], ahora: number) {
    const desde = dias[0]!;
    const hasta = dias[dias.length - 1]!;
    const eventos = await google!.listar(
      calendarId,
      inicioDelDia(desde, zona),
      inicioDelDia(sumarDias(hasta, 1), zona),
    );
    const ocupados = ocupadosDeEventos(eventos, zona);
    const delCalendario = porCalendario.get(calendarId) ?? new Map<LocalDate, DiaLeido>();
    for (const dia of dias) {
      const inicio = inicioDelDia(dia, zona).getTime();
      const fin = inicioDelDia(sumarDias(dia, 1), zona).getTime();
      delCalendario.delete(dia);
      delCalendario.set(dia, {
        ocupados: ocupados.filter(
          (o) => new Date(o.start.dateTime).getTime() < fin && new Date(o.end.dateTime).getTime() > inicio,
        ),
        leidoEn: ahora,
      });
    }
    while (delCalendario.size > MAXIMO_DIAS)
      delCalendario.delete(delCalendario.keys().next().value as string);
    porCalendario.set(calendarId, delCalendario);
  }

  return {
    /**
     * One day's busy stretches when this instance read them less than `ttlMs` ago, without asking
     * Google; undefined when they must be read first (a booking does that with no row lock held).
     */
    enCache(calendarId: string, dia: LocalDate, ahora: number): OcupadoGoogle[] | undefined {
      if (!google) return [];
      const leido = porCalendario.get(calendarId)?.get(dia);
      return leido && ahora < leido.leidoEn + ttlMs ? leido.ocupados : undefined;
    },

    /** The busy stretches of `dias` (consecutive, ascending) in the calendar; never throws for Google. */
    async leer(calendarId: string | null, dias: LocalDate[], ahora: number): Promise<LecturaOcupados> {
      if (!google || !calendarId || dias.length === 0)
        return { ocupados: [], venceEn: Number.POSITIVE_INFINITY };
      const conocidos = () => porCalendario.get(calendarId);
      const vencidos = dias.filter((d) => {
        const leido = conocidos()?.get(d);
        return !leido || ahora >= leido.leidoEn + ttlMs;
      });
      if (vencidos.length > 0 && ahora >= (fallaHasta.get(calendarId) ?? 0)) {
        // Requests arriving together share one call to Google.
        const clave = `${calendarId}|${vencidos[0]}|${vencidos[vencidos.length - 1]}`;
        let lectura = enCurso.get(clave);
        if (!lectura) {
          lectura = leerDeGoogle(calendarId, vencidos, ahora)
            .then(() => {
              fallaHasta.delete(calendarId);
            })
            .catch((error: unknown) => {
              fallaHasta.set(calendarId, ahora + ttlMs);
              log.warn(
                { calendarId, err: error instanceof Error ? error.message : String(error) },
                'no se pudo leer el calendario de Google; se usa lo último conocido',
              );
            })
            .finally(() => enCurso.delete(clave));
          enCurso.set(clave, lectura);
        }
        await lectura;
      }
      const ocupados = new Map<string, OcupadoGoogle>();
      let venceEn = ahora + ttlMs;
      for (const dia of dias) {
        const leido = conocidos()?.get(dia);
        if (!leido) continue;
        venceEn = Math.min(venceEn, Math.max(leido.leidoEn + ttlMs, ahora + 1000));
        for (const o of leido.ocupados) ocupados.set(`${o.start.dateTime}|${o.end.dateTime}`, o);
      }
      return { ocupados: [...ocupados.values()], venceEn };
    },
  };
}

export type OcupadoGoogleService = ReturnType<typeof crearOcupadoGoogle>;
