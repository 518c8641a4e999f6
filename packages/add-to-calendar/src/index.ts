// Types first, so consumers can `import type` everything without pulling in code.
export type { AddToCalendarErrorCode } from './core/errors';
export { AddToCalendarError } from './core/errors';
export type { CalendarEvent, EventStatus, NormalizedEvent, Organizer } from './core/event';
export {
  EMAIL_LOCAL_PART_MAX,
  EMAIL_MAX,
  EVENT_STATUSES,
  generateUid,
  isValidEmail,
  normalizeEvent,
  ORGANIZER_NAME_MAX,
  parseOrganizer,
} from './core/event';
export { GOOGLE_CALENDAR_BASE_URL, googleCalendarUrl } from './core/google';
export type { IcsOptions } from './core/ics';
export {
  buildIcs,
  DEFAULT_ICS_FILE_NAME,
  DEFAULT_PRODID,
  escapeIcsText,
  foldIcsLine,
  ICS_FOLD_CHARACTERS,
  ICS_MAX_LINE_OCTETS,
  icsDataUrl,
  icsFileName,
} from './core/ics';
export type { CalendarLink, CalendarLinksOptions, CalendarOption } from './core/links';
export { CALENDAR_OPTION_LABELS, CALENDAR_OPTIONS, calendarLinks } from './core/links';
export type { LocalDateTime } from './core/time';
export { canonicalTimeZone, isKnownTimeZone, utcToZonedTime, zonedTimeToUtc } from './core/time';
