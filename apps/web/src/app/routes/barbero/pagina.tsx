import type { ComponentType, ReactNode } from 'react';
import { BackLink } from '../../../components/ui/back-link';
import { useUsuario } from '../../../features/auth/hooks/use-sesion';

interface PaginaProps {
  titulo: string;
  /** Every back-office page has its way back (spec 001 §2). */
  volver: { to: string; label: string };
  lead?: ReactNode;
  acciones?: ReactNode;
  children: ReactNode;
}

/** The frame of a back-office page: way back, title, optional lead and header actions. */
export function PaginaBackOffice({ titulo, volver, lead, acciones, children }: PaginaProps) {
  return (
    <section className="page bo-page">
      <title>{`${titulo} | Panel`}</title>
      <header className="page-head bo-page__head">
        <BackLink to={volver.to} label={volver.label} />
        <div className="bo-page__titulo">
          <h1>{titulo}</h1>
          {acciones && <div className="bo-page__acciones">{acciones}</div>}
        </div>
        {lead && <p className="muted bo-page__lead">{lead}</p>}
      </header>
      {children}
    </section>
  );
}

/** A page about the logged-in barber: `contenido` gets their id. */
export function PaginaDelBarbero({
  contenido: Contenido,
  ...pagina
}: Omit<PaginaProps, 'children'> & { contenido: ComponentType<{ barberoId: string }> }) {
  const usuario = useUsuario();
  return (
    <PaginaBackOffice {...pagina}>
      <Contenido barberoId={usuario._id} />
    </PaginaBackOffice>
  );
}

export const VOLVER_INICIO = { to: '/barbero', label: 'Inicio Barbero' };
export const VOLVER_ADMIN = { to: '/barbero/administrar', label: 'Administración' };
