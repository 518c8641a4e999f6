import { useParams } from 'react-router';
import { BackLink } from '../../../components/ui/back-link';
import { Spinner } from '../../../components/ui/spinner';
import { HorasAgendadasLista } from '../../../features/agenda/components/horas-agendadas-lista';
import { tokensCliente } from '../../../features/agenda/lib/tokens-cliente';
import { usePruebaDelFragmento } from '../../../hooks/use-prueba-del-fragmento';

export function Component() {
  const email = useParams().email ?? '';
  const guardada = usePruebaDelFragmento((token) => tokensCliente.guardar(token, Date.now()));
  return (
    <section className="page">
      <header className="page-head">
        <BackLink to="/agenda/cancelar" label="Cambiar correo" />
        <h1>Horas Agendadas</h1>
        <p className="muted">{email}</p>
      </header>
      {/* Keyed by e-mail so that state (open modals, notices) never leaks from one lookup to another. */}
      {/* The list waits until the link's proof is kept, so its first request carries it. */}
      {guardada ? <HorasAgendadasLista key={email} email={email} /> : <Spinner label="Buscando tus horas…" />}
    </section>
  );
}
