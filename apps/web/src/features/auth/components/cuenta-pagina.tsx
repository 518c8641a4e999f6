import type { ReactNode } from 'react';
import { BackLink } from '../../../components/ui/back-link';
import '../styles/cuenta.css';

interface CuentaPaginaProps {
  titulo: string;
  lead?: string;
  volver?: { to: string; label: string };
  children: ReactNode;
}

/** The frame of the account pages: a narrow column with the title and, when it has one, the way back. */
export function CuentaPagina({ titulo, lead, volver, children }: CuentaPaginaProps) {
  return (
    <section className="cuenta">
      <title>{`${titulo} | Barbería`}</title>
      <header className="page-head">
        {volver && <BackLink to={volver.to} label={volver.label} />}
        <h1>{titulo}</h1>
        {lead && <p className="cuenta__lead">{lead}</p>}
      </header>
      {children}
    </section>
  );
}
