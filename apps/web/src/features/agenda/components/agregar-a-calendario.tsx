import { calendarLinks } from '@barberia/add-to-calendar';
import { useMemo } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { type DatosDeHoraAgendada, eventoDeReserva } from '../lib/evento-calendario';

/** Spec §9: after booking, the hour can be saved to Apple (an .ics file) or Google Calendar. */
export function AgregarACalendario({ hora }: { hora: DatosDeHoraAgendada }) {
  const links = useMemo(() => {
    try {
      return calendarLinks(eventoDeReserva(hora, window.location.origin), ['apple', 'google']);
    } catch (error) {
      // The booking is done either way; without links the client still has the e-mail.
      console.error('Error al crear los enlaces de calendario', error);
      return [];
    }
  }, [hora]);

  if (links.length === 0) return null;
  return (
    <div className="calendario-links">
      <p id="agregar-calendario">Agregar a mi calendario:</p>
      <ul aria-labelledby="agregar-calendario">
        {links.map((link) => (
          <li key={link.option}>
            <a
              className={buttonClass('secondary')}
              href={link.href}
              download={link.download}
              target={link.download ? undefined : '_blank'}
              rel="noreferrer"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
