import { diaDe, type Fecha, formatearFechaCompleta, type LocalDate } from '@barberia/shared';
import { partesDelDia } from '../lib/fechas-barbero';
import '../styles/carrusel.css';

interface DiaBotonProps {
  fecha: Fecha;
  hoy: LocalDate;
  elegido: boolean;
  onElegir: () => void;
}

/** One day of the carousel: weekday, date, hours and how many bookings it holds. */
export function DiaBoton({ fecha, hoy, elegido, onElegir }: DiaBotonProps) {
  const dia = diaDe(fecha.fecha);
  const { semana, numero, mes } = partesDelDia(dia);
  const reservas = fecha.horasAgendadas.length;
  const pasada = dia < hoy;
  const textoReservas =
    reservas === 0 ? 'Sin reservas' : reservas === 1 ? '1 reserva' : `${reservas} reservas`;
  // The visible parts are abbreviated; the name says the whole date.
  const nombre = [
    formatearFechaCompleta(dia),
    `de ${fecha.horaInicio} a ${fecha.horaFin}`,
    textoReservas.toLowerCase(),
    pasada && 'pasada',
    dia === hoy && 'hoy',
  ]
    .filter(Boolean)
    .join(', ');
  const clases = ['dia-boton', pasada && 'dia-boton--pasada', dia === hoy && 'dia-boton--hoy'];
  return (
    <button
      type="button"
      className={clases.filter(Boolean).join(' ')}
      aria-pressed={elegido}
      aria-label={nombre}
      onClick={onElegir}
    >
      <span className="dia-boton__semana">{semana}</span>
      <span className="dia-boton__numero">{numero}</span>
      <span className="dia-boton__mes">{mes}</span>
      <span className="dia-boton__horario">
        {fecha.horaInicio}–{fecha.horaFin}
      </span>
      <span className={reservas > 0 ? 'dia-boton__reservas dia-boton__reservas--si' : 'dia-boton__reservas'}>
        {textoReservas}
      </span>
      {pasada && <span className="dia-boton__etiqueta">Pasada</span>}
      {dia === hoy && <span className="dia-boton__etiqueta">Hoy</span>}
    </button>
  );
}
