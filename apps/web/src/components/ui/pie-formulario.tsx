import type { ReactNode } from 'react';
import { Button } from './button';

interface PieFormularioProps {
  /** The submit button's text, e.g. «Guardar horario». */
  enviar: string;
  enviando: boolean;
  /** Other actions after the submit button. */
  children?: ReactNode;
}

/** A back-office form's foot: its submit button, spinning while it sends, and any other action. */
export function PieFormulario({ enviar, enviando, children }: PieFormularioProps) {
  return (
    <div className="bo-acciones">
      <Button type="submit" loading={enviando}>
        {enviar}
      </Button>
      {children}
    </div>
  );
}
