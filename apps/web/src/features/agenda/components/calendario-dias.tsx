import type { LocalDate } from '@barberia/shared';
import Calendar from 'react-calendar';
import { diaDeCalendario, fechaDeCalendario, inicioDeMes } from '../lib/dia-calendario';

interface CalendarioDiasProps {
  hoy: LocalDate;
  dia: LocalDate | null;
  /** Days with a Fecha record: the only ones that can be chosen. */
  diasHabilitados: ReadonlySet<LocalDate> | ReadonlyMap<LocalDate, unknown>;
  /** Days that still have free slots for the service: highlighted. */
  diasConHoras: ReadonlySet<LocalDate>;
  onElegir: (dia: LocalDate) => void;
}

export function CalendarioDias({ hoy, dia, diasHabilitados, diasConHoras, onElegir }: CalendarioDiasProps) {
  const primerDiaConHoras = [...diasConHoras].sort()[0];
  return (
    <Calendar
      locale="es-CL"
      // Weeks start on Monday in Chile; the locale alone leaves react-calendar on Sunday.
      calendarType="iso8601"
      className="calendario"
      // The button's name starts with what it shows (WCAG 2.5.3), then says what it does.
      navigationLabel={({ label }) => (
        <>
          {label.charAt(0).toUpperCase() + label.slice(1)}
          <span className="visually-hidden"> (cambiar vista del calendario)</span>
        </>
      )}
      minDate={fechaDeCalendario(hoy)}
      value={dia ? fechaDeCalendario(dia) : null}
      // Open on the month that matters: the chosen day, else the first one with free hours.
      defaultActiveStartDate={inicioDeMes(dia ?? primerDiaConHoras ?? hoy)}
      onClickDay={(date) => onElegir(diaDeCalendario(date))}
      tileDisabled={({ date, view }) => view === 'month' && !diasHabilitados.has(diaDeCalendario(date))}
      tileClassName={({ date, view }) =>
        view === 'month' && diasConHoras.has(diaDeCalendario(date)) ? 'dia-disponible' : null
      }
      // The highlight is only a colour; this says the same to screen readers.
      tileContent={({ date, view }) =>
        view === 'month' && diasConHoras.has(diaDeCalendario(date)) ? (
          <span className="visually-hidden"> con horas disponibles</span>
        ) : null
      }
      prevLabel="‹"
      nextLabel="›"
      // Year jumps are noise for a booking window of a few weeks; the label still drills up.
      prev2Label={null}
      next2Label={null}
      prevAriaLabel="Anterior"
      nextAriaLabel="Siguiente"
    />
  );
}
