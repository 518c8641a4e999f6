import { diaDe, type Fecha, formatearFechaCompleta } from '@barberia/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ModalConfirmar } from '../../../components/ui/result-modal';
import { useEliminarFecha } from '../api/eliminar-fecha';
import { horasOrdenadas } from '../lib/fechas-barbero';
import '../styles/reservas.css';

/**
 * Deletes one day. A day holding bookings gets its own confirmation that lists them and says each
 * client will be told by e-mail: a booking is never dropped silently. If a client books in between,
 * the server refuses (409) and the page shows why.
 */
interface EliminarFechaButtonProps {
  fecha: Fecha;
  /** The day is gone after this: its result is shown by the page, which outlives this button. */
  onEliminada: (mensaje: string) => void;
  onError: (error: unknown) => void;
}

export function EliminarFechaButton({ fecha, onEliminada, onError }: EliminarFechaButtonProps) {
  const eliminar = useEliminarFecha();
  const [abierto, setAbierto] = useState(false);
  const reservas = horasOrdenadas(fecha.horasAgendadas);
  const conReservas = reservas.length > 0;
  const dia = formatearFechaCompleta(diaDe(fecha.fecha));

  const confirmar = () =>
    eliminar.mutate(
      { id: fecha._id, confirmar: conReservas },
      {
        onSuccess: ({ msg }) => {
          setAbierto(false);
          onEliminada(msg);
        },
        onError: (error) => {
          setAbierto(false);
          onError(error);
        },
      },
    );

  return (
    <>
      <Button variant="danger" onClick={() => setAbierto(true)}>
        Eliminar fecha
      </Button>
      <ModalConfirmar
        open={abierto}
        titulo={conReservas ? 'Esta fecha tiene horas agendadas' : '¿Eliminar esta fecha?'}
        confirmar={
          conReservas
            ? `Eliminar y cancelar ${reservas.length === 1 ? 'la hora' : `${reservas.length} horas`}`
            : 'Eliminar fecha'
        }
        peligro
        enviando={eliminar.isPending}
        onConfirmar={confirmar}
        onCancelar={() => setAbierto(false)}
      >
        <p>
          {/* Mid-sentence: «el viernes…», not «el Viernes…». */}
          Se eliminará el <strong>{dia}</strong>.
        </p>
        {conReservas && (
          <>
            <ul className="reservas reservas--compacta">
              {reservas.map((h) => (
                <li key={h._id} className="reservas__item">
                  <span className="reservas__hora">{h.horaInicio}</span>
                  <span>{h.nombre ?? h.servicio}</span>
                  {h.email && <span className="muted">{h.email}</span>}
                </li>
              ))}
            </ul>
            <p className="aviso-peligro">
              Estas horas se cancelarán y cada cliente recibirá un correo avisándole. Esta acción no se puede
              deshacer.
            </p>
          </>
        )}
      </ModalConfirmar>
    </>
  );
}
