import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { mensajeDeError } from '../../../lib/api-client';
import { MENSAJES_PUBLICOS } from '../../../lib/mensajes/publicos';
import { pedirEnlaceHoras } from '../api/pedir-enlace-horas';

/**
 * This device holds no proof for the address: the hours are shown only through the link mailed to
 * it (decision 018). Once sent, the page says so and nothing else.
 */
export function PedirEnlace({ email }: { email: string }) {
  const [estado, setEstado] = useState<
    { tipo: 'inicio' | 'enviando' } | { tipo: 'listo' | 'error'; texto: string }
  >({ tipo: 'inicio' });

  if (estado.tipo === 'listo') {
    return (
      <p className="panel" role="status">
        {estado.texto}
      </p>
    );
  }

  const enviar = async () => {
    setEstado({ tipo: 'enviando' });
    try {
      setEstado({ tipo: 'listo', texto: await pedirEnlaceHoras(email) });
    } catch (error) {
      setEstado({ tipo: 'error', texto: mensajeDeError(error, MENSAJES_PUBLICOS.ENVIAR_ENLACE) });
    }
  };

  return (
    <div className="panel">
      <p>
        Para ver, cancelar o reagendar tus horas desde este dispositivo, te enviaremos un enlace personal a tu
        correo.
      </p>
      {estado.tipo === 'error' && (
        <p className="field__error" role="alert">
          {estado.texto}
        </p>
      )}
      <Button className="btn--block" loading={estado.tipo === 'enviando'} onClick={enviar}>
        Enviar enlace
      </Button>
    </div>
  );
}
