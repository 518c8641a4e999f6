/** The list with the item at `desde` moved to `hasta` (both clamped to the list); the rest keep their order. */
export function mover<T>(lista: readonly T[], desde: number, hasta: number): T[] {
  const copia = [...lista];
  if (desde < 0 || desde >= copia.length) return copia;
  const [item] = copia.splice(desde, 1) as [T];
  copia.splice(Math.max(0, Math.min(hasta, copia.length)), 0, item);
  return copia;
}
