export type ItemPaginacion = number | 'elipsis-inicio' | 'elipsis-fin';

/** Spec 001 §9: every page when there are 4 or fewer, otherwise ellipsis forms. */
export const MAXIMO_SIN_ELIPSIS = 4;

/**
 * The page buttons to draw. With more than 4 pages: the first and last always, plus
 * 1 2 3 … n near the start, 1 … n-2 n-1 n near the end, 1 … a-1 a a+1 … n in between.
 * An ellipsis never hides a single page: that page is shown instead.
 */
export function paginasVisibles(actual: number, total: number): ItemPaginacion[] {
  if (total <= 0) return [];
  const a = Math.min(Math.max(1, actual), total);
  if (total <= MAXIMO_SIN_ELIPSIS) return Array.from({ length: total }, (_, i) => i + 1);

  let paginas: number[];
  if (a <= 2) paginas = [1, 2, 3, total];
  else if (a >= total - 1) paginas = [1, total - 2, total - 1, total];
  else paginas = [1, a - 1, a, a + 1, total];
  const unicas = [...new Set(paginas)].sort((x, y) => x - y);

  const items: ItemPaginacion[] = [];
  unicas.forEach((pagina, i) => {
    const anterior = unicas[i - 1];
    if (anterior !== undefined) {
      const ocultas = pagina - anterior - 1;
      if (ocultas === 1) items.push(anterior + 1);
      else if (ocultas > 1) items.push(pagina === total ? 'elipsis-fin' : 'elipsis-inicio');
    }
    items.push(pagina);
  });
  return items;
}
