import { useEffect, useRef } from 'react';

/** The reading-progress bar under the header (spec §2); its behaviour arrives after the first view. */
export function ScrollProgress() {
  const barra = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let vigente = true;
    let detener = () => {};
    import('./progreso-de-lectura').then(({ seguirLectura }) => {
      if (vigente && barra.current) detener = seguirLectura(barra.current);
    });
    return () => {
      vigente = false;
      detener();
    };
  }, []);

  return (
    <div className="scroll-progress" aria-hidden="true">
      <div ref={barra} className="scroll-progress__bar" />
    </div>
  );
}
