/**
 * Whether the client came (issue 24, «No-show records»): the barber marks an hour once it has ended, for a
 * day; an hour nobody marked counts as attended after that (a forgotten mark never punishes a client).
 */
export const ASISTENCIAS = ['ASISTIO', 'NO_ASISTIO'] as const;
export type Asistencia = (typeof ASISTENCIAS)[number];

/** How long after an hour ends the barber may mark it (or change the mark). */
export const PLAZO_PARA_MARCAR_MS = 24 * 3_600_000;

export type EstadoDeAsistencia = 'POR_VENIR' | 'POR_MARCAR' | Asistencia;

/** Where an hour stands at `ahora`: not ended yet, to mark, or what it counts as. */
export function estadoDeAsistencia(
  hora: { fin: Date; asistencia: Asistencia | null },
  ahora: Date,
): EstadoDeAsistencia {
  if (hora.asistencia) return hora.asistencia;
  if (ahora.getTime() < hora.fin.getTime()) return 'POR_VENIR';
  return ahora.getTime() - hora.fin.getTime() < PLAZO_PARA_MARCAR_MS ? 'POR_MARCAR' : 'ASISTIO';
}

/** Why a mark cannot be written now, or null when it can. */
export function motivoParaNoMarcar(
  fin: Date,
  ahora: Date,
): 'HORA_NO_TERMINADA' | 'ASISTENCIA_FUERA_DE_PLAZO' | null {
  const desde = ahora.getTime() - fin.getTime();
  if (desde < 0) return 'HORA_NO_TERMINADA';
  return desde >= PLAZO_PARA_MARCAR_MS ? 'ASISTENCIA_FUERA_DE_PLAZO' : null;
}
