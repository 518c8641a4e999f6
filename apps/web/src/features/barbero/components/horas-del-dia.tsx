import { type HoraAgendada, serviciosDeLaHora } from '@barberia/shared';
import { horasOrdenadas } from '../lib/fechas-barbero';
import '../styles/reservas.css';

/** The bookings of a day, in order: time, service and client. */
export function HorasDelDia({ horas }: { horas: readonly HoraAgendada[] }) {
  if (horas.length === 0) return <p className="empty">No hay horas agendadas este día.</p>;
  return (
    <ul className="reservas">
      {horasOrdenadas(horas).map((h) => (
        <li key={h._id} className="reservas__item">
          <span className="reservas__hora">
            {h.horaInicio}–{h.horaFin}
          </span>
          <span>{serviciosDeLaHora(h)}</span>
          {h.nombre && <span className="muted">{h.nombre}</span>}
        </li>
      ))}
    </ul>
  );
}
