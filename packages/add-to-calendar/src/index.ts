// Types first, so consumers can `import type` everything without pulling in code.

export type { DisplayFlag } from './core/attributes';
export { calendarUrl } from './core/calendar-url';
export {
  AVAILABILITIES,
  BUTTON_STYLES,
  DEFAULT_LANGUAGE,
  DEFAULT_SIZE_STEP,
  DEFAULT_TIME_ZONE,
  DISPLAY_FLAGS,
  isValidIdentifier,
  LIGHT_MODES,
  LIST_STYLES,
  normalizeConfig,
  PAST_DATE_HANDLING,
  RTL_LANGUAGES,
  THANK_YOU_TYPES,
  TRIGGERS,
} from './core/config';
export type * from './core/config-types';
export { descriptionToHtml, descriptionToPlain } from './core/description';
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
export type { FormField, FormFieldError, FormFieldType, FormValidation } from './core/form';
export {
  FORM_FIELD_TYPES,
  normalizeFormFields,
  sanitizeFormValue,
  validateFormFields,
  validateRsvpAmount,
} from './core/form';
export { GOOGLE_CALENDAR_BASE_URL, googleAcceptsZone, googleCalendarUrl } from './core/google';
export type { IcsForOptions, IcsOptions } from './core/ics';
export {
  buildIcs,
  DEFAULT_ICS_FILE_NAME,
  DEFAULT_PRODID,
  escapeIcsText,
  foldIcsLine,
  ICS_FOLD_CHARACTERS,
  ICS_MAX_LINE_OCTETS,
  icsDataUrl,
  icsDataUrlFor,
  icsFileName,
  icsFor,
} from './core/ics';
export type { CalendarLink, CalendarLinksOptions } from './core/links';
export { calendarLinks } from './core/links';
export type { CalendarOption, OptionRulesInput, Platform } from './core/options';
export {
  availableOptions,
  CALENDAR_OPTION_LABELS,
  CALENDAR_OPTIONS,
  DEFAULT_OPTIONS,
  resolveOption,
  savesEveryDateAtOnce,
} from './core/options';
export { parseBoolean, parseList, parseObject } from './core/parse';
export type { CalendarUrl, IcsUrlBuilder } from './core/providers';
export { calendarUrlWith } from './core/providers';
export type { Recurrence, RecurrenceFrequency } from './core/recurrence';
export { RECURRENCE_FREQUENCIES, rruleValue, WEEKDAY_CODES } from './core/recurrence';
export { richData, richDataJson } from './core/rich-data';
export type { LocalDateTime } from './core/time';
export { canonicalTimeZone, isKnownTimeZone, utcToZonedTime, zonedTimeToUtc } from './core/time';
export { isPathTraversal } from './core/url';
