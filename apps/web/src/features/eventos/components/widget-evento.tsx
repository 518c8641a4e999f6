import { AddToCalendarButton } from '@barberia/add-to-calendar/react';
import type { EventoRsvp } from '@barberia/shared';
import { useCallback } from 'react';
import { useQueryClient } from '../../../lib/consultas';
import { rsvpDelWidget } from '../../../lib/rsvp-del-widget';

/**
 * The event's widget (issue 13): its inline RSVP form, which answers to this same server (the
 * widget's default), and the add-to-calendar options below it. The element's code loads only here.
 */
export function WidgetEvento({ evento }: { evento: EventoRsvp }) {
  const queryClient = useQueryClient();
  // A sent answer changes the places left that the page's structured data reports.
  const alEvento = useCallback(
    (nombre: string) => {
      if (nombre === 'successRSVP') void queryClient.invalidateQueries({ queryKey: ['eventos', 'conteo'] });
    },
    [queryClient],
  );
  return (
    <div className="evento-widget">
      <AddToCalendarButton
        name={evento.name}
        {...(evento.description ? { description: evento.description } : {})}
        startDate={evento.startDate}
        startTime={evento.startTime}
        endTime={evento.endTime}
        timeZone={evento.timeZone}
        {...(evento.location ? { location: evento.location } : {})}
        options={['Apple', 'Google', 'iCal', 'Outlook.com']}
        language="es"
        // The site is dark: a white RSVP card stood out as another site's.
        lightMode="dark"
        proKey={evento._id}
        // The page writes its own schema.org Event (with the places left); one is enough.
        hideRichData
        hideBranding
        inlineRsvp
        rsvp={rsvpDelWidget(evento)}
        identifier={`evento-${evento._id}`}
        onWidgetEvent={alEvento}
      />
    </div>
  );
}
