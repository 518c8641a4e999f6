/** Spec 001 §9: the day carousel shows 4 items on desktop (1024–3000 px), 2 on tablets, 1 on phones. */
export const ANCHO_ESCRITORIO = 1024;
export const ANCHO_TABLET = 464;

/** Spec 001 §9: a drag or swipe must travel at least this far to change the page. */
export const ARRASTRE_MINIMO = 80;

export function itemsVisibles(anchoVentana: number): number {
  if (anchoVentana >= ANCHO_ESCRITORIO) return 4;
  if (anchoVentana >= ANCHO_TABLET) return 2;
  return 1;
}

/** The carousel is not infinite: the first visible item stays between 0 and the last full page. */
export function limitarInicio(inicio: number, total: number, visibles: number): number {
  const maximo = Math.max(0, total - visibles);
  return Math.min(Math.max(0, Math.round(inicio)), maximo);
}

/** Next page (+1), previous page (-1) or stay (0) after a horizontal drag of `dx` pixels. */
export function pasoDeArrastre(dx: number, minimo = ARRASTRE_MINIMO): -1 | 0 | 1 {
  if (dx <= -minimo) return 1;
  if (dx >= minimo) return -1;
  return 0;
}

/** The first visible item so that item `indice` is on screen, moving as little as possible. */
export function inicioParaVer(indice: number, inicio: number, total: number, visibles: number): number {
  if (indice < inicio) return limitarInicio(indice, total, visibles);
  if (indice >= inicio + visibles) return limitarInicio(indice - visibles + 1, total, visibles);
  return limitarInicio(inicio, total, visibles);
}
