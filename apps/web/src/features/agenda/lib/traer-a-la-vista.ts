/**
 * On a phone the next part of a step sits below what was just tapped: it comes up to the top, smoothly
 * unless the person asked for less motion.
 */
export function traerALaVista(elemento: Element) {
  const sinAnimacion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  elemento.scrollIntoView({ block: 'start', behavior: sinAnimacion ? 'auto' : 'smooth' });
}
