import { diaDe } from './dia.js';
import { esFechaPasada } from './zona.js';

// Kept in its own module so pages that only read a day do not load the time-zone code.
export { diaDe };

/** Records dated today or later, ascending: the days a client may still choose (spec §5). */
export function fechasFuturas<T extends { fecha: string }>(
  fechas: readonly T[],
  ahora: Date,
  zona: string,
): T[] {
  return fechas
    .filter((f) => !esFechaPasada(diaDe(f.fecha), ahora, zona))
    .sort((a, b) => diaDe(a.fecha).localeCompare(diaDe(b.fecha)));
}
