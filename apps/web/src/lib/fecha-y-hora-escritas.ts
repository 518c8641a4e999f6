import { isLocalDate, isLocalTime, type LocalDate, type LocalTime } from '@barberia/shared';

/**
 * What a person types in our 24-hour and day fields (decision 056), read as the API's `HH:MM` and
 * `YYYY-MM-DD`. The browser's own time and date inputs show «08:30 p. m.» or mm/dd/yyyy by the locale
 * it guesses, so the back office writes its own: text fields whose visible text is ours.
 */

const dosCifras = (n: number) => String(n).padStart(2, '0');

function hora(h: number, m: number): LocalTime | null {
  const texto = `${dosCifras(h)}:${dosCifras(m)}`;
  return isLocalTime(texto) ? texto : null;
}

/**
 * The hour while it is being typed: only forms that cannot grow into another hour («20:30», «9:30»,
 * «2030», since a phone's number pad has no colon). «203» could still become 20:30, so it waits.
 */
export function horaEscrita(texto: string): LocalTime | null {
  const t = texto.trim();
  const m = /^(\d{1,2})[:.h ]?(\d{2})$/.exec(t);
  if (!m || (t.length === 3 && !/[:.h ]/.test(t))) return null;
  return hora(Number(m[1]), Number(m[2]));
}

/** The hour once the field is left: also «930» (09:30), «9» and «20» (on the hour). */
export function horaAlSalir(texto: string): LocalTime | null {
  const t = texto.trim();
  const entera = /^(\d{1,2})$/.exec(t);
  if (entera) return hora(Number(entera[1]), 0);
  const tres = /^(\d)(\d{2})$/.exec(t);
  if (tres) return hora(Number(tres[1]), Number(tres[2]));
  return horaEscrita(t);
}

/**
 * A day as people in Chile write it, day first: «15-06-2026», «15/6/2026», «15062026» (the number pad
 * again), or the API's own «2026-06-15». Anything else, or a day that does not exist, is null.
 */
export function fechaEscrita(texto: string): LocalDate | null {
  const t = texto.trim();
  // The API's form only whole: «2026-06-1» is «2026-06-15» on its way, not the 1st.
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  const chilena = /^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4})$/.exec(t) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(t);
  const [a, m, d] = iso ? [iso[1], iso[2], iso[3]] : chilena ? [chilena[3], chilena[2], chilena[1]] : [];
  if (!a || !m || !d) return null;
  const dia = `${a}-${dosCifras(Number(m))}-${dosCifras(Number(d))}`;
  return isLocalDate(dia) ? dia : null;
}

/** «15-06-2026» from `2026-06-15`; any other text as it is (what the person typed so far). */
export function fechaParaEscribir(valor: string): string {
  if (!isLocalDate(valor)) return valor;
  const [a, m, d] = valor.split('-');
  return `${d}-${m}-${a}`;
}
