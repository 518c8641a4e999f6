import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useReservar } from '../hooks/use-reservar';
import { faltaInformacion, tieneHora } from '../lib/agendar-info';
import { ContactoForm } from './contacto-form';
import { ResumenReserva } from './resumen-reserva';

// The two modals load after the form is on screen: the client types first, confirms later.
const cargarConfirmar = () => import('./confirmar-reserva-modal');
const cargarResultado = () => import('./resultado-reserva-modal');
const ConfirmarReservaModal = lazy(() =>
  cargarConfirmar().then((m) => ({ default: m.ConfirmarReservaModal })),
);
const ResultadoReservaModal = lazy(() =>
  cargarResultado().then((m) => ({ default: m.ResultadoReservaModal })),
);

/** Step 3: contact data, confirmation and the booking itself. */
export function ContactoPaso() {
  const { info, actualizar, esReagendar, reservar, enviando, resultado } = useReservar();
  const [confirmando, setConfirmando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  useEffect(() => {
    cargarConfirmar().catch(() => undefined);
    cargarResultado().catch(() => undefined);
  }, []);

  // After booking, the draft's hour is cleared on purpose; the result modal still needs the page.
  if (!resultado && !tieneHora(info)) return <Navigate to="/agenda/horas" replace />;

  const agendar = () => {
    if (faltaInformacion(info)) {
      setError('Falta información para poder agendar.');
      return;
    }
    setError(null);
    setConfirmando(true);
    // Ready by the time the booking answers: the success modal offers to save the hour in a calendar.
    cargarResultado()
      .then((m) => m.precargarAgregarACalendario())
      .catch(() => undefined);
  };

  const confirmar = async () => {
    await reservar();
    setConfirmando(false);
  };

  return (
    <div className="contacto-layout">
      <ResumenReserva info={resultado?.tipo === 'exito' ? resultado.info : info} />
      <ContactoForm info={info} error={error} onCambiar={actualizar} onAgendar={agendar} />
      <Suspense fallback={null}>
        {confirmando && (
          <ConfirmarReservaModal
            open
            info={info}
            esReagendar={esReagendar}
            enviando={enviando}
            onCancelar={() => setConfirmando(false)}
            onConfirmar={confirmar}
          />
        )}
        {resultado && (
          <ResultadoReservaModal resultado={resultado} onVolver={() => navigate('/agenda?show=no')} />
        )}
      </Suspense>
    </div>
  );
}
