/**
 * Machine-readable reasons for rejecting an event configuration. The widget maps these to its own
 * console/UI messages, so they must stay stable even if the English wording changes. One code per entry
 * of the spec's "Widget generation errors" list (section 8), plus the core's own input checks.
 */
export type AddToCalendarErrorCode =
  | 'no-data'
  | 'missing-name'
  | 'missing-start-date'
  | 'invalid-date'
  | 'invalid-time'
  | 'incomplete-time'
  | 'end-before-start'
  | 'invalid-time-zone'
  | 'invalid-status'
  | 'invalid-organizer'
  | 'invalid-attendee'
  | 'attendee-without-organizer'
  | 'invalid-availability'
  | 'invalid-option'
  | 'invalid-now'
  | 'subscribe-multi-date'
  | 'subscribe-without-ics-file'
  | 'invalid-ics-file'
  | 'invalid-button-style'
  | 'invalid-custom-css'
  | 'custom-style-without-css'
  | 'rsvp-style-incompatible'
  | 'invalid-created-updated'
  | 'rrule-multi-date'
  | 'invalid-rrule'
  | 'invalid-recurrence'
  | 'invalid-cspnonce'
  | 'cancelled-date';

/**
 * Thrown for any invalid input. `normalizeConfig` prefixes the message with the widget identifier, as
 * the spec requires for generation errors; the older event-level functions, which know no identifier,
 * leave it out.
 */
export class AddToCalendarError extends Error {
  readonly code: AddToCalendarErrorCode;
  /** The configuration key that failed, when one applies (e.g. 'startTime' or 'dates[2].startTime'). */
  readonly field: string | undefined;
  /** The widget identifier the message is prefixed with, when known. */
  readonly identifier: string | undefined;

  constructor(code: AddToCalendarErrorCode, message: string, field?: string, identifier?: string) {
    super(message);
    this.name = 'AddToCalendarError';
    this.code = code;
    this.field = field;
    this.identifier = identifier;
  }
}
