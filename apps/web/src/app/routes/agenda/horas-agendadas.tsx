import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { BackLink } from '../../../components/ui/back-link';
import { Spinner } from '../../../components/ui/spinner';
import { HorasAgendadasLista } from '../../../features/agenda/components/horas-agendadas-lista';
import { tokensCliente } from '../../../features/agenda/lib/tokens-cliente';

/** The proof of a mailed link arrives in the fragment (`#token=…`), which never reaches a server. */
function tokenDelFragmento(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}

export function Component() {
  const email = useParams().email ?? '';
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const token = tokenDelFragmento(hash);
  useEffect(() => {
    if (!token) return;
    tokensCliente.guardar(token, Date.now());
    // Out of the address bar and the history: a shared screenshot or URL must not carry the proof.
    navigate({ pathname, search }, { replace: true });
  }, [token, pathname, search, navigate]);
  return (
    <section className="page">
      <header className="page-head">
        <BackLink to="/agenda/cancelar" label="Cambiar correo" />
        <h1>Horas Agendadas</h1>
        <p className="muted">{email}</p>
      </header>
      {/* Keyed by e-mail so that state (open modals, notices) never leaks from one lookup to another. */}
      {/* The list waits until the link's proof is kept, so its first request carries it. */}
      {token ? <Spinner label="Buscando tus horas…" /> : <HorasAgendadasLista key={email} email={email} />}
    </section>
  );
}
