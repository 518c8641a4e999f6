import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { mensajeDeError } from '../../../lib/api-client';
import type { MENSAJES_PUBLICOS } from '../../../lib/mensajes/publicos';
import { useHorasPorEmail } from '../api/get-horas-por-email';
import { useAgendarInfo } from '../hooks/use-agendar-info';
import { useReagendar } from '../hooks/use-reagendar';
import { type HoraDeLista, horasDeFechas } from '../lib/horas-de-fechas';
import { HoraAgendadaCard } from './hora-agendada-card';

// The catalogue's entries (lib/mensajes/publicos.ts), repeated here: this page's first view has no room
// for the catalogue's chunk (decision 016). The type keeps them equal to the catalogue's.
const ERROR_CANCELAR: (typeof MENSAJES_PUBLICOS)['CANCELAR_HORA'] =
  'Hubo un error al intentar cancelar la hora, intentelo nuevamente';
const ERROR_LISTAR: (typeof MENSAJES_PUBLICOS)['LISTAR_HORAS'] =
  'No pudimos obtener tus horas agendadas. Inténtalo nuevamente.';

// Out of the first view (decision 008): the page is at its 90 KiB budget, and each is needed only later —
// the link form when this device has no proof, the modals after a click or an error.
const PedirEnlace = lazy(() => import('./pedir-enlace').then((m) => ({ default: m.PedirEnlace })));
const Modal = lazy(() => import('../../../components/ui/modal').then((m) => ({ default: m.Modal })));
const CancelarHoraModal = lazy(() =>
  import('./cancelar-hora-modal').then((m) => ({ default: m.CancelarHoraModal })),
);

/** The booked hours of one e-mail, each with cancel and reschedule (spec §2 and §4). */
export function HorasAgendadasLista({ email }: { email: string }) {
  const { data, isPending, error: errorCarga } = useHorasPorEmail(email);
  const [reagendar, setReagendar] = useReagendar();
  const [, actualizar] = useAgendarInfo();
  const navigate = useNavigate();
  const [porCancelar, setPorCancelar] = useState<HoraDeLista | null>(null);
  const [error, setError] = useState<{ titulo: string; mensaje: string } | null>(null);
  const [cargaDescartada, setCargaDescartada] = useState(false);
  const [aviso, setAviso] = useState<string | null>(null);

  if (isPending) return <Spinner label="Buscando tus horas…" />;
  if (data?.tipo === 'sin-prueba')
    return (
      <Suspense fallback={<Spinner label="Buscando tus horas…" />}>
        <PedirEnlace email={email} />
      </Suspense>
    );
  const horas = horasDeFechas(data?.fechas ?? []);
  const cerrarError = () => (error ? setError(null) : setCargaDescartada(true));

  const cancelada = (hora: HoraDeLista['hora'], { msg, abono }: { msg: string; abono?: unknown }) => {
    if (reagendar?.horaId === hora._id) setReagendar(null);
    // With a deposit the server's sentence says what became of it, as its mail does (issues 24 and 42).
    setAviso(abono ? msg : 'Tu hora fue cancelada.');
    setPorCancelar(null);
  };
  const noCancelada = (e: unknown) => {
    setError({ titulo: '¡Error al cancelar!', mensaje: mensajeDeError(e, ERROR_CANCELAR) });
    setPorCancelar(null);
  };

  const reagendarHora = async (item: HoraDeLista) => {
    const { empezarReagendar } = await import('../lib/empezar-reagendar');
    const { reagendar, borrador } = empezarReagendar(item, email);
    setReagendar(reagendar);
    actualizar(borrador);
    navigate('/agenda/servicios');
  };

  return (
    <>
      {aviso && (
        <p className="toast" role="status">
          {aviso}
        </p>
      )}
      {aviso && (
        <p className="otra-hora">
          <Link className="btn btn--primary" to="/agenda/servicios">
            Agendar otra hora
          </Link>
        </p>
      )}
      {errorCarga ? null : horas.length === 0 ? (
        <p className="empty">No hay horas agendadas para este correo</p>
      ) : (
        <ul className="horas-agendadas">
          {horas.map((item) => (
            <li key={item.hora._id}>
              <HoraAgendadaCard
                item={item}
                reagendando={reagendar?.horaId === item.hora._id}
                onCancelar={() => setPorCancelar(item)}
                onReagendar={() => reagendarHora(item)}
              />
            </li>
          ))}
        </ul>
      )}
      {porCancelar && (
        <Suspense fallback={null}>
          <CancelarHoraModal
            item={porCancelar}
            email={email}
            onVolver={() => setPorCancelar(null)}
            onCancelada={(respuesta) => cancelada(porCancelar.hora, respuesta)}
            onError={noCancelada}
          />
        </Suspense>
      )}
      {(error !== null || (errorCarga !== null && !cargaDescartada)) && (
        <Suspense fallback={null}>
          <Modal
            open
            tone="alert"
            title={error?.titulo ?? '¡Error!'}
            onClose={cerrarError}
            actions={
              <Button variant="secondary" onClick={cerrarError}>
                Cerrar
              </Button>
            }
          >
            <p>{error ? error.mensaje : mensajeDeError(errorCarga, ERROR_LISTAR)}</p>
          </Modal>
        </Suspense>
      )}
    </>
  );
}
