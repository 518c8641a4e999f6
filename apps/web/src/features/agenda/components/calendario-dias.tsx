import type { LocalDate } from '@barberia/shared';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import Calendar from 'react-calendar';
import { diaDeCalendario, fechaDeCalendario, inicioDeMes } from '../lib/dia-calendario';
import { diaTrasTecla, esTeclaCalendario } from '../lib/teclas-calendario';

interface CalendarioDiasProps {
  hoy: LocalDate;
  dia: LocalDate | null;
  /** Days with a Fecha record: the only ones that can be chosen. */
  diasHabilitados: ReadonlySet<LocalDate> | ReadonlyMap<LocalDate, unknown>;
  /**
   * Days that still have free slots for the service: highlighted. Any other day with a record is full:
   * marked «Lleno» with its waitlist (issue 42), never grey like a closed day (no record, not choosable).
   */
  diasConHoras: ReadonlySet<LocalDate>;
  onElegir: (dia: LocalDate) => void;
}

const CLASE_DIA = '.react-calendar__month-view__days__day';
// Each day's tile carries its date in a class: react-calendar offers no attribute of its own for it.
const DIA_DE_CLASE = /(?:^|\s)dia-(\d{4}-\d{2}-\d{2})(?:\s|$)/;

/**
 * react-calendar (the spec's drill-down views) with the month's days as one tab stop and the WAI-ARIA date
 * grid's keys (issue 22): arrows, Home/End and PageUp/PageDown move the focus (a roving tabindex the
 * calendar does not have), Enter or Space chooses.
 */
export function CalendarioDias({ hoy, dia, diasHabilitados, diasConHoras, onElegir }: CalendarioDiasProps) {
  const lleno = (d: LocalDate) => diasHabilitados.has(d) && !diasConHoras.has(d);
  const habilitados = useMemo(() => [...diasHabilitados.keys()].sort(), [diasHabilitados]);
  const primerDiaConHoras = [...diasConHoras].sort()[0];
  // The day that holds the tab stop, and the month on screen: both follow the keys.
  const [foco, setFoco] = useState<LocalDate | null>(dia ?? primerDiaConHoras ?? null);
  // Open on the month that matters: the chosen day, else the first one with free hours.
  const [mes, setMes] = useState(() => inicioDeMes(dia ?? primerDiaConHoras ?? hoy));
  // Only to redraw on a drill-down: the tab stop is set again once the month's tiles are back.
  const [, setVista] = useState<string>('month');
  const caja = useRef<HTMLDivElement>(null);
  const enfocar = useRef(false);

  // A day chosen from outside (a suggested hour) becomes the tab stop, on its month.
  useEffect(() => {
    if (!dia) return;
    setFoco(dia);
    setMes((actual) => (inicioDeMes(dia).getTime() === actual.getTime() ? actual : inicioDeMes(dia)));
  }, [dia]);

  // After every render (the calendar redraws its tiles on each month): one tile in the tab order.
  useEffect(() => {
    const dias = caja.current?.querySelectorAll<HTMLButtonElement>(CLASE_DIA);
    if (!dias?.length) return; // The year, decade and century views keep react-calendar's own order.
    const elegibles = [...dias].filter((d) => !d.disabled);
    const objetivo = elegibles.find((d) => d.classList.contains(`dia-${foco}`)) ?? elegibles[0];
    for (const d of dias) d.tabIndex = d === objetivo ? 0 : -1;
    if (enfocar.current && objetivo) {
      enfocar.current = false;
      objetivo.focus();
    }
  });

  const alTeclear = (event: KeyboardEvent<HTMLDivElement>) => {
    const tile = (event.target as HTMLElement).closest(CLASE_DIA);
    const desde = tile && DIA_DE_CLASE.exec(tile.className)?.[1];
    if (!desde || !esTeclaCalendario(event.key)) return;
    event.preventDefault();
    const destino = diaTrasTecla(desde, event.key, habilitados);
    if (!destino) return;
    enfocar.current = true;
    setFoco(destino);
    setMes(inicioDeMes(destino));
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys reach the day buttons inside; the wrapper only listens.
    <div ref={caja} onKeyDown={alTeclear}>
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
        activeStartDate={mes}
        onActiveStartDateChange={({ activeStartDate }) => {
          if (activeStartDate) setMes(activeStartDate);
        }}
        onViewChange={({ view }) => setVista(view)}
        onClickDay={(date) => {
          setFoco(diaDeCalendario(date));
          onElegir(diaDeCalendario(date));
        }}
        tileDisabled={({ date, view }) => view === 'month' && !diasHabilitados.has(diaDeCalendario(date))}
        tileClassName={({ date, view }) => {
          if (view !== 'month') return null;
          const d = diaDeCalendario(date);
          if (diasConHoras.has(d)) return `dia-${d} dia-disponible`;
          return lleno(d) ? `dia-${d} dia-lleno` : `dia-${d}`;
        }}
        // The highlight is only a colour; this says the same to screen readers. A full day says it in words.
        tileContent={({ date, view }) => {
          if (view !== 'month') return null;
          const d = diaDeCalendario(date);
          if (diasConHoras.has(d)) return <span className="visually-hidden"> con horas disponibles</span>;
          if (!lleno(d)) return null;
          return (
            <>
              <span className="dia-lleno__marca" aria-hidden="true">
                Lleno
              </span>
              <span className="visually-hidden"> lleno, con lista de espera</span>
            </>
          );
        }}
        prevLabel="‹"
        nextLabel="›"
        // Year jumps are noise for a booking window of a few weeks; the label still drills up.
        prev2Label={null}
        next2Label={null}
        prevAriaLabel="Anterior"
        nextAriaLabel="Siguiente"
      />
    </div>
  );
}
