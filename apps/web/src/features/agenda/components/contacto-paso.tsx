import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useReserva } from '../hooks/use-reserva';
import { tieneHora } from '../lib/agendar-info';
import { ContactoForm } from './contacto-form';
import type { EstadoHoraTomada } from './eleccion-de-hora';
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
// Only when the hour asks for a deposit (issue 24): most bookings never load it.
const PagarAbonoModal = lazy(() => import('./pagar-abono-modal'));

/** Step 3: contact data, confirmation and the booking itself; the state lives in useReserva. */
export function ContactoPaso() {
  const { info, estado, esReagendar, cambiar, agendar, confirmar, cancelar, terminar } = useReserva();
  const navigate = useNavigate();
  useEffect(() => {
    cargarConfirmar().catch(() => undefined);
    cargarResultado().catch(() => undefined);
  }, []);
  useEffect(() => {
    // Ready by the time the booking answers: the success modal offers to save the hour in a calendar.
    if (estado.paso === 'confirmar')
      cargarResultado()
        .then((m) => m.precargarAgregarACalendario())
        .catch(() => undefined);
  }, [estado.paso]);

  // After booking, the draft's hour is cleared on purpose; the result modal still needs the page.
  if (estado.paso !== 'resultado' && !tieneHora(info)) return <Navigate to="/agenda/horas" replace />;

  const resultado = estado.paso === 'resultado' ? estado.resultado : null;
  return (
    <div className="contacto-layout">
      <ResumenReserva info={resultado?.tipo === 'exito' ? resultado.info : info} esReagendar={esReagendar} />
      <ContactoForm
        info={info}
        errores={estado.paso === 'datos' ? estado.errores : {}}
        onCambiar={cambiar}
        onAgendar={agendar}
        esReagendar={esReagendar}
      />
      <Suspense fallback={null}>
        {estado.paso === 'confirmar' && (
          <ConfirmarReservaModal
            open
            info={info}
            esReagendar={esReagendar}
            enviando={estado.enviando}
            onCancelar={cancelar}
            onConfirmar={confirmar}
          />
        )}
        {estado.paso === 'abono' && (
          <PagarAbonoModal
            pago={{ fechaId: info.fechaSeleccionada, datos: estado.datos }}
            cotizacion={estado.cotizacion}
            onVolver={cancelar}
            onRechazada={terminar}
          />
        )}
        {resultado && (
          <ResultadoReservaModal
            resultado={resultado}
            onVolver={() => navigate('/agenda?show=no')}
            onElegirOtraHora={() =>
              navigate('/agenda/horas', {
                state: {
                  horaTomada: { dia: info.dia, horaInicio: info.horaInicio },
                } satisfies EstadoHoraTomada,
              })
            }
          />
        )}
      </Suspense>
    </div>
  );
}
