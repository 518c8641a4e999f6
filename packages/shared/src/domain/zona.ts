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
  return y >= 1 && mo >= 1 && mo <= 12 && d >= 1 && d <= diasDelMes(y, mo);
}

export function isLocalTime(value: string): boolean {
  return LOCAL_TIME.test(value);
}

function parts(fecha: LocalDate): [number, number, number] {
  const [y, m, d] = fecha.split('-').map(Number);
  return [y ?? 0, (m ?? 1) - 1, d ?? 1];
}

/** Days in a month (1 = January) of the proleptic Gregorian calendar. */
export function diasDelMes(y: number, mes: number): number {
  if (mes === 2) return y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(mes) ? 30 : 31;
}

/**
 * The day's number: days since 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant's
 * days_from_civil). Plain integers: Date.UTC reads the years 0–99 as 1900–1999 and toISOString writes
 * years past 9999 as "+010000-…", a string that sorts before "9999-12-31" and once kept a loop over days
 * running forever (issue 20). Throws on anything that is not a day from 0001-01-01 to 9999-12-31.
 */
export function numeroDeDia(fecha: LocalDate): number {
  if (!isLocalDate(fecha)) throw new RangeError(`Fecha inválida: ${String(fecha).slice(0, 40)}`);
  const [y0, m0, d] = parts(fecha);
  const m = m0 + 1;
  const y = m <= 2 ? y0 - 1 : y0;
  const era = Math.floor(y / 400);
  const anoDeEra = y - era * 400;
  const diaDelAno = Math.floor((153 * ((m + 9) % 12) + 2) / 5) + d - 1;
  const diaDeEra = anoDeEra * 365 + Math.floor(anoDeEra / 4) - Math.floor(anoDeEra / 100) + diaDelAno;
  return era * 146_097 + diaDeEra - 719_468;
}

/** First and last day numbers a LocalDate can write: 0001-01-01 and 9999-12-31. */
export const PRIMER_NUMERO_DE_DIA = -719_162;
export const ULTIMO_NUMERO_DE_DIA = 2_932_896;

/** The day of a day number (civil_from_days); throws outside 0001-01-01 … 9999-12-31. */
export function fechaDeNumero(numero: number): LocalDate {
  if (!Number.isInteger(numero) || numero < PRIMER_NUMERO_DE_DIA || numero > ULTIMO_NUMERO_DE_DIA) {
    throw new RangeError('Fecha fuera del rango 0001-01-01 … 9999-12-31');
  }
  const z = numero + 719_468;
  const era = Math.floor(z / 146_097);
  const diaDeEra = z - era * 146_097;
  const anoDeEra = Math.floor(
    (diaDeEra -
      Math.floor(diaDeEra / 1460) +
      Math.floor(diaDeEra / 36_524) -
      Math.floor(diaDeEra / 146_096)) /
      365,
  );
  const diaDelAno = diaDeEra - (365 * anoDeEra + Math.floor(anoDeEra / 4) - Math.floor(anoDeEra / 100));
  const mp = Math.floor((5 * diaDelAno + 2) / 153);
  const d = diaDelAno - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = anoDeEra + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
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
      const instante = new TZDate(y, mo, d, Math.floor(minutos / 60), minutos % 60, zona);
      // Like Date, TZDate reads the years 0–99 as 1900–1999: set the year again.
      if (y < 100) {
        instante.setFullYear(y, mo, d);
        instante.setHours(Math.floor(minutos / 60), minutos % 60, 0, 0);
      }
      return instante.getTime();
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
  // Intl writes the years before 1000 with fewer digits ("50"); a LocalDate has four.
  return { fecha: `${p.year?.padStart(4, '0')}-${p.month}-${p.day}`, hora: `${p.hour}:${p.minute}` };
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

/** The day `dias` days after (or before) `fecha`; throws when that leaves 0001-01-01 … 9999-12-31. */
export function sumarDias(fecha: LocalDate, dias: number): LocalDate {
  if (!Number.isInteger(dias)) throw new RangeError('El número de días debe ser entero');
  return fechaDeNumero(numeroDeDia(fecha) + dias);
}

/** 0 = Sunday … 6 = Saturday, of the calendar day itself (independent of any zone). */
export function diaDeLaSemana(fecha: LocalDate): number {
  // 1970-01-01, day 0, was a Thursday.
  return (((numeroDeDia(fecha) + 4) % 7) + 7) % 7;
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
