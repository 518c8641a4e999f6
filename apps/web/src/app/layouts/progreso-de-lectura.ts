/**
 * The reading-progress bar's behaviour (layouts/scroll-progress.tsx), loaded after the first view:
 * written straight to the DOM, no re-render per scroll. Returns what stops it.
 */
export function seguirLectura(barra: HTMLElement): () => void {
  let cuadro = 0;
  const actualizar = () => {
    cuadro = 0;
    const { scrollTop, scrollHeight, clientHeight } = document.documentElement;
    const maximo = scrollHeight - clientHeight;
    barra.style.setProperty('transform', `scaleX(${maximo > 0 ? scrollTop / maximo : 0})`);
  };
  const programar = () => {
    if (!cuadro) cuadro = requestAnimationFrame(actualizar);
  };
  actualizar();
  window.addEventListener('scroll', programar, { passive: true });
  window.addEventListener('resize', programar);
  return () => {
    cancelAnimationFrame(cuadro);
    window.removeEventListener('scroll', programar);
    window.removeEventListener('resize', programar);
  };
}
