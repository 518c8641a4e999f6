/**
 * Machine-readable reasons for rejecting an event configuration. The widget maps these to its own
 * console/UI messages, so they must stay stable even if the English wording changes.
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
  | 'invalid-option'
  | 'invalid-now';

/**
 * Thrown for any invalid input. Messages carry no widget identifier: the spec says the widget prefixes
 * generation errors with its own identifier, which this pure core does not know.
 */
export class AddToCalendarError extends Error {
  readonly code: AddToCalendarErrorCode;
  /** The configuration key that failed, when one applies (e.g. 'startTime'). */
  readonly field: string | undefined;

  constructor(code: AddToCalendarErrorCode, message: string, field?: string) {
    super(message);
    this.name = 'AddToCalendarError';
    this.code = code;
    this.field = field;
  }
}
