import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

interface SeccionDiferidaProps {
  /** A lazy section: its code (and data) is only asked for when it comes near the screen. */
  children: ReactNode;
  /** Space kept for it meanwhile, so the page does not jump when it arrives. */
  alto: string;
}

/** Spec §2: the home's sections load lazily, as the visitor scrolls towards them. */
export function SeccionDiferida({ children, alto }: SeccionDiferidaProps) {
  const marcador = useRef<HTMLDivElement>(null);
  const [cerca, setCerca] = useState(false);

  useEffect(() => {
    const el = marcador.current;
    if (!el || !('IntersectionObserver' in window)) {
      setCerca(true);
      return;
    }
    const observador = new IntersectionObserver(
      (entradas) => {
        if (entradas.some((e) => e.isIntersecting)) {
          setCerca(true);
          observador.disconnect();
        }
      },
      { rootMargin: '400px 0px' },
    );
    observador.observe(el);
    return () => observador.disconnect();
  }, []);

  if (!cerca) return <div ref={marcador} style={{ minHeight: alto }} />;
  return (
    <Suspense fallback={<div style={{ minHeight: alto }} />}>
      <div className="seccion-diferida">{children}</div>
    </Suspense>
  );
}
