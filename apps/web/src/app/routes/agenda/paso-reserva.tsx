import type { ReactNode } from 'react';
import { BackLink } from '../../../components/ui/back-link';
import { PasosReserva } from '../../../features/agenda/components/pasos-reserva';
import { ReagendarAviso } from '../../../features/agenda/components/reagendar-aviso';

interface PasoReservaProps {
  volver: { to: string; label: string };
  titulo: string;
  paso: 1 | 2 | 3;
  children: ReactNode;
}

/** The frame of each booking step: way back, title, the steps with this one lit, the rebooking notice. */
export function PasoReserva({ volver, titulo, paso, children }: PasoReservaProps) {
  return (
    <section className="page">
      <header className="page-head">
        <BackLink to={volver.to} label={volver.label} />
        <h1>{titulo}</h1>
        <PasosReserva actual={paso} />
      </header>
      <ReagendarAviso />
      {children}
    </section>
  );
}
