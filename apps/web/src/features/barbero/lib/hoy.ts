import type { HoraDeHoy } from '@barberia/shared';

export type MarcaDeHoy = 'En curso' | 'Siguiente';

/**
 * The booking «Hoy» highlights (decision 036): the first of the day's, in order, that has not ended at
 * `ahora` (ms), marked «En curso» once it started and «Siguiente» before. None when the day is over.
 */
export function horaResaltada(
  horas: readonly Pick<HoraDeHoy, '_id' | 'inicio' | 'fin'>[],
  ahora: number,
): { id: string; marca: MarcaDeHoy } | undefined {
  const h = horas.find((x) => Date.parse(x.fin) > ahora);
  if (!h) return undefined;
  return { id: h._id, marca: Date.parse(h.inicio) <= ahora ? 'En curso' : 'Siguiente' };
}
