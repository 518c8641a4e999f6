import { AddToCalendarError } from './errors';
import { type CalendarEvent, normalizeEvent } from './event';
import { googleCalendarUrl } from './google';
import { type IcsOptions, icsDataUrl, icsFileName } from './ics';

import { CALENDAR_OPTION_LABELS, type CalendarOption } from './options';

export type { CalendarOption } from './options';

export interface CalendarLink {
  option: CalendarOption;
  /** Brand name, not translated. */
  label: string;
  href: string;
  /** File name for the `download` attribute; only for options that deliver a file. */
  download?: string;
}

export type CalendarLinksOptions = IcsOptions;

/**
 * One link per requested option, in the given order, ready for `<a href download>`. Duplicate options
 * are listed once. A CANCELLED event only gets its Apple link: the spec saves cancellations only as an
 * .ics with METHOD:CANCEL, and a Google template link would add the event instead of removing it.
 */
export function calendarLinks(
  event: CalendarEvent,
  options: readonly CalendarOption[],
  settings: CalendarLinksOptions = {},
): CalendarLink[] {
  if (!Array.isArray(options)) {
    throw new AddToCalendarError('invalid-option', 'options must be a list of calendar options', 'options');
  }
  // Normalize once so every link carries the same generated uid when none was given.
  const normalized = normalizeEvent(event);
  const links: CalendarLink[] = [];
  for (const option of new Set(options)) {
    switch (option) {
      case 'apple':
        links.push({
          option,
          label: CALENDAR_OPTION_LABELS.apple,
          href: icsDataUrl(normalized, settings),
          download: icsFileName(normalized),
        });
        break;
      case 'google':
        if (normalized.status !== 'CANCELLED') {
          links.push({ option, label: CALENDAR_OPTION_LABELS.google, href: googleCalendarUrl(normalized) });
        }
        break;
      default:
        // Reached only from untyped callers (e.g. options read from an HTML attribute).
        throw new AddToCalendarError('invalid-option', `invalid option [${String(option)}]`, 'options');
    }
  }
  return links;
}
