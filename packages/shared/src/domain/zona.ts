import { TZDate } from '@date-fns/tz';

/** The shop's zone. Always passed into the rules, never read from the machine. */
export const ZONA_SANTIAGO = 'America/Santiago';

/** A wall-clock day of the shop, `YYYY-MM-DD`. */
export type LocalDate = string;
/** A wall-clock time of the shop, `HH:MM` (24 h). */
export type LocalTime = string;

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isLocalDate(value: string): boolean {
  const m = LOCAL_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = new Date(Date.UTC(y, mo - 1, d));
  return utc.getUTCFullYear() === y && utc.getUTCMonth() === mo - 1 && utc.getUTCDate() === d;
}

export function isLocalTime(value: string): boolean {
  return LOCAL_TIME.test(value);
}

function parts(fecha: LocalDate): [number, number, number] {
  const [y, m, d] = fecha.split('-').map(Number);
  return [y ?? 0, (m ?? 1) - 1, d ?? 1];
}

/** Minutes since midnight of an `HH:MM` wall time. */
export function minutosDe(hora: LocalTime): number {
  const [h, m] = hora.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** `HH:MM` of a number of minutes since midnight (24:00 and beyond wrap are not produced by callers). */
export function horaDeMinutos(minutos: number): LocalTime {
  const h = Math.floor(minutos / 60);
  const m = minutos % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/**
 * The instant of a wall-clock time in a zone. A time that does not exist (the spring-forward gap)
 * moves forward by the gap; a time that happens twice (fall-back) is its earlier occurrence —
 * the same rule as Temporal's 'compatible' disambiguation.
 */
export function instanteDe(fecha: LocalDate, hora: LocalTime, zona: string): Date {
  return new Date(
    recordado(instantes, `${zona}|${fecha}|${hora}`, () => {
      const [y, mo, d] = parts(fecha);
      const minutos = minutosDe(hora);
      return new TZDate(y, mo, d, Math.floor(minutos / 60), minutos % 60, zona).getTime();
    }),
  );
}

/** Whether that wall-clock time happens at all on that day (false inside a spring-forward gap). */
export function existeHora(fecha: LocalDate, hora: LocalTime, zona: string): boolean {
  return recordado(existentes, `${zona}|${fecha}|${hora}`, () => {
    const local = wall(instanteDe(fecha, hora, zona), zona);
    return local.fecha === fecha && local.hora === hora;
  });
}

/**
 * Zone arithmetic through Intl costs tens of microseconds a call, and the rules call it for every quarter
 * hour of every day on offer and of every booking; the answers are pure (a zone's rules do not change
 * while the process runs), so they are remembered. Emptied when full: a few months of quarter hours fit.
 */
const instantes = new Map<string, number>();
const existentes = new Map<string, boolean>();
const isoDeDias = new Map<string, string>();
function recordado<T>(mapa: Map<string, T>, clave: string, calcular: () => T): T {
  let valor = mapa.get(clave);
  if (valor === undefined) {
    valor = calcular();
    if (mapa.size >= 50_000) mapa.clear();
    mapa.set(clave, valor);
  }
  return valor;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(zona: string): Intl.DateTimeFormat {
  let f = formatters.get(zona);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zona,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zona, f);
  }
  return f;
}

function wall(instante: Date, zona: string): { fecha: LocalDate; hora: LocalTime } {
  const p: Record<string, string> = {};
  for (const part of formatterFor(zona).formatToParts(instante)) p[part.type] = part.value;
  return { fecha: `${p.year}-${p.month}-${p.day}`, hora: `${p.hour}:${p.minute}` };
}

export function fechaLocalDe(instante: Date, zona: string): LocalDate {
  return wall(instante, zona).fecha;
}

export function horaLocalDe(instante: Date, zona: string): LocalTime {
  return wall(instante, zona).hora;
}

/** The first instant of a day in the zone: 00:00, or 01:00 on a day that starts with the gap. */
export function inicioDelDia(fecha: LocalDate, zona: string): Date {
  return instanteDe(fecha, '00:00', zona);
}

export function sumarDias(fecha: LocalDate, dias: number): LocalDate {
  const [y, mo, d] = parts(fecha);
  return new Date(Date.UTC(y, mo, d + dias)).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, of the calendar day itself (independent of any zone). */
export function diaDeLaSemana(fecha: LocalDate): number {
  const [y, mo, d] = parts(fecha);
  return new Date(Date.UTC(y, mo, d)).getUTCDay();
}

/** A date is past when its day started before today's day started, both in the shop's zone. */
export function esFechaPasada(fecha: LocalDate, ahora: Date, zona: string): boolean {
  const hoy = fechaLocalDe(ahora, zona);
  return inicioDelDia(fecha, zona).getTime() < inicioDelDia(hoy, zona).getTime();
}

/** ISO 8601 with the zone's offset at the start of that day, e.g. `2026-11-23T00:00:00-03:00`. */
export function isoInicioDelDia(fecha: LocalDate, zona: string): string {
  // Called for every day of every answer: remembered like the instants above.
  return recordado(isoDeDias, `${zona}|${fecha}`, () => calcularIsoInicioDelDia(fecha, zona));
}

function calcularIsoInicioDelDia(fecha: LocalDate, zona: string): string {
  const inicio = inicioDelDia(fecha, zona);
  const offset = new TZDate(inicio.getTime(), zona).getTimezoneOffset(); // minutes, sign as Date's
  const sign = offset <= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  const hhmm = `${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${fecha}T${horaLocalDe(inicio, zona)}:00${sign}${hhmm}`;
}
