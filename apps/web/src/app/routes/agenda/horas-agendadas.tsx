import { useParams } from 'react-router';
import { BackLink } from '../../../components/ui/back-link';
import { HorasAgendadasLista } from '../../../features/agenda/components/horas-agendadas-lista';

export function Component() {
  const email = useParams().email ?? '';
  return (
    <section className="page">
      <header className="page-head">
        <BackLink to="/agenda/cancelar" label="Cambiar correo" />
        <h1>Horas Agendadas</h1>
        <p className="muted">{email}</p>
      </header>
      {/* Keyed by e-mail so that state (open modals, notices) never leaks from one lookup to another. */}
      <HorasAgendadasLista key={email} email={email} />
    </section>
  );
}
