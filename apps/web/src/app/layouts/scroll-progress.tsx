import { useEffect, useRef } from 'react';

/** The reading-progress bar under the header (spec §2). Written straight to the DOM: no re-render per scroll. */
export function ScrollProgress() {
  const barra = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cuadro = 0;
    const actualizar = () => {
      cuadro = 0;
      const { scrollTop, scrollHeight, clientHeight } = document.documentElement;
      const maximo = scrollHeight - clientHeight;
      barra.current?.style.setProperty('transform', `scaleX(${maximo > 0 ? scrollTop / maximo : 0})`);
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
  }, []);

  return (
    <div className="scroll-progress" aria-hidden="true">
      <div ref={barra} className="scroll-progress__bar" />
    </div>
  );
}
