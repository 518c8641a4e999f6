import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useAgendarInfo } from '../hooks/use-agendar-info';

/** Asks for the e-mail the hours were booked with and opens their list. */
export function RevisarHoraForm() {
  const [info] = useAgendarInfo();
  const [email, setEmail] = useState(info.email);
  const navigate = useNavigate();

  const alEnviar = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const limpio = email.trim();
    if (limpio) navigate(`/agenda/cancelar/${encodeURIComponent(limpio)}`);
  };

  return (
    <form className="form panel" onSubmit={alEnviar}>
      <div className="field">
        <label htmlFor="revisar-email">Correo electrónico</label>
        <input
          id="revisar-email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          aria-describedby="revisar-email-ayuda"
          onChange={(e) => setEmail(e.target.value)}
        />
        <p id="revisar-email-ayuda" className="field__hint">
          El mismo correo que usaste al agendar.
        </p>
      </div>
      <Button type="submit" className="btn--block" disabled={!email.trim()}>
        Ver Horas
      </Button>
    </form>
  );
}
