/** The booked hour being moved (spec §3 "Reschedule state"); null when the client books a new hour. */
export interface Reagendar {
  fechaId: string;
  horaInicio: string;
  horaFin: string;
  barberoId: string;
  /** The Fecha's `fecha` (ISO at the start of the day). */
  fecha: string;
  /** _id of the booked hour. */
  horaId: string;
}

const CAMPOS: (keyof Reagendar)[] = ['fechaId', 'horaInicio', 'horaFin', 'barberoId', 'fecha', 'horaId'];

export function leerReagendar(guardado: unknown): Reagendar | null {
  if (typeof guardado !== 'object' || guardado === null) return null;
  const fuente = guardado as Record<string, unknown>;
  if (!CAMPOS.every((campo) => typeof fuente[campo] === 'string' && fuente[campo] !== '')) return null;
  // Only the known fields, each a non-empty string (checked above): nothing else a tab stored survives.
  return Object.fromEntries(CAMPOS.map((campo) => [campo, fuente[campo]])) as unknown as Reagendar;
}
