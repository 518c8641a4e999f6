import type { NormalizedDate, WidgetConfig } from './config-types';
import { offsetMsAt, pad, utcToZonedTime } from './time';

type Json = { [key: string]: unknown };

const SCHEMA = 'https://schema.org/';

/** ISO 8601 with the zone's own offset at that instant, as schema.org dates want them. */
function isoWithOffset(epochMs: number, timeZone: string): string {
  const local = utcToZonedTime(new Date(epochMs), timeZone);
  const offset = Math.round(offsetMsAt(epochMs, timeZone) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local.date}T${local.time}:00${sign}${pad(Math.floor(abs / 60), 2)}:${pad(abs % 60, 2)}`;
}

function eventFor(date: NormalizedDate, config: WidgetConfig): Json {
  const place =
    date.location === undefined
      ? {}
      : {
          eventAttendanceMode: `${SCHEMA}${date.onlineEvent ? 'Online' : 'Offline'}EventAttendanceMode`,
          location: date.onlineEvent
            ? { '@type': 'VirtualLocation', url: date.location }
            : { '@type': 'Place', name: date.location, address: date.location },
        };
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: date.name,
    ...(date.descriptionPlain && { description: date.descriptionPlain }),
    // All-day dates are days, not instants; the end day is inclusive, as schema.org reads it.
    startDate: date.allDay ? date.startDate : isoWithOffset(date.timestamp, date.timeZone),
    endDate: date.allDay ? date.endDate : isoWithOffset(date.endTimestamp, date.timeZone),
    eventStatus: `${SCHEMA}${date.status === 'CANCELLED' ? 'EventCancelled' : 'EventScheduled'}`,
    ...place,
    ...(date.organizer && {
      organizer: { '@type': 'Person', name: date.organizer.name, email: date.organizer.email },
    }),
    ...(config.images.length > 0 && { image: config.images }),
  };
}

/**
 * schema.org `Event` rich data for search engines (spec 001 §9): one per date (a list for several), with
 * its status, its attendance mode when a location says where, the place or the web address, and the
 * organizer. None for subscriptions, which are feeds rather than events.
 */
export function richData(config: WidgetConfig): Json | Json[] | undefined {
  if (config.subscribe) return undefined;
  const events = config.dates.map((date) => eventFor(date, config));
  return events.length === 1 ? events[0] : events;
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the tag. */
export function richDataJson(config: WidgetConfig): string | undefined {
  const data = richData(config);
  return data === undefined ? undefined : JSON.stringify(data).replace(/</g, '\\u003c');
}
