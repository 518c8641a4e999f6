import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';

interface PanelFormularioProps {
  titulo: string;
  /** Changes when another item is chosen for editing: the panel scrolls into view and takes focus. */
  editando: string | null;
  children: ReactNode;
}

/** The create/edit form of an admin page, as a labelled region the Editar buttons jump to. */
export function PanelFormulario({ titulo, editando, children }: PanelFormularioProps) {
  const id = useId();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!editando) return;
    ref.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    ref.current?.querySelector<HTMLElement>('input, textarea, select')?.focus({ preventScroll: true });
  }, [editando]);

  return (
    <section ref={ref} className="panel bo-seccion bo-formulario" aria-labelledby={id}>
      <h2 id={id}>{titulo}</h2>
      {children}
    </section>
  );
}
