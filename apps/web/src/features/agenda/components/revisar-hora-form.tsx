import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ApiError, mensajeDeError } from '../../../lib/api-client';
import { MENSAJES_PUBLICOS } from '../../../lib/mensajes/publicos';
import { pedirEnlaceHoras } from '../api/pedir-enlace-horas';
import { useAgendarInfo } from '../hooks/use-agendar-info';
import { tokensCliente } from '../lib/tokens-cliente';

/**
 * Asks for the e-mail the hours were booked with. The device that holds a proof for it opens the list;
 * any other gets the personal link by mail and sees only that it was sent (decision 018).
 */
export function RevisarHoraForm() {
  const [info] = useAgendarInfo();
  const [email, setEmail] = useState(info.email);
  // The server drew the page without this visit's draft: once the page is the browser's, the address
  // the client booked with fills the field, unless something was typed already.
  useEffect(() => {
    if (info.email) setEmail((actual) => actual || info.email);
  }, [info.email]);
  const [enviando, setEnviando] = useState(false);
  const [respuesta, setRespuesta] = useState<{ ok: boolean; texto: string; invalido?: boolean } | null>(null);
  const navigate = useNavigate();

  const alEnviar = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const limpio = email.trim();
    if (!limpio) return;
    if (tokensCliente.de(limpio, Date.now()).length > 0) {
      navigate(`/agenda/cancelar/${encodeURIComponent(limpio)}`);
      return;
    }
    setEnviando(true);
    try {
      setRespuesta({ ok: true, texto: await pedirEnlaceHoras(limpio) });
    } catch (error) {
      setRespuesta({
        ok: false,
        texto: mensajeDeError(error, MENSAJES_PUBLICOS.ENVIAR_ENLACE),
        // Only a refused address makes the field wrong; a failure of the server or the network does not.
        invalido: error instanceof ApiError && error.status === 400,
      });
    } finally {
      setEnviando(false);
    }
  };

  if (respuesta?.ok) {
    return (
      <p className="panel" role="status">
        {respuesta.texto}
      </p>
    );
  }

  return (
    // noValidate: a mistyped address is explained by the route's Spanish message under the field, not a bubble.
    <form className="form panel" noValidate onSubmit={alEnviar}>
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
          aria-invalid={respuesta?.invalido || undefined}
          aria-describedby={respuesta ? 'revisar-email-error revisar-email-ayuda' : 'revisar-email-ayuda'}
          onChange={(e) => setEmail(e.target.value)}
        />
        <p id="revisar-email-ayuda" className="field__hint">
          El mismo correo que usaste al agendar.
        </p>
      </div>
      {respuesta && (
        <p id="revisar-email-error" className="field__error" role="alert">
          {respuesta.texto}
        </p>
      )}
      <Button type="submit" className="btn--block" disabled={!email.trim()} loading={enviando}>
        Ver Horas
      </Button>
    </form>
  );
}
