import type { RsvpConfig } from './config';
import { isValidEmail } from './event';
import { type FormFieldError, validateFormFields, validateRsvpAmount } from './form';

/**
 * The RSVP form's rules and states (spec 001 §4 "RSVP form", §5 "Form", §7, §8 "Widget RSVP"), kept
 * apart from the DOM so they can be tested without a browser. No network here either: the element
 * sends what `rsvpRequest` builds and hands the answer to `rsvpOutcome`.
 */

export const RSVP_STATUSES = ['confirmed', 'declined', 'undecided'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

/**
 * entry (the form), sending (submit replaced by a waiting indicator), success, doi (double opt-in mail
 * sent), demo (no event key: nothing was sent), sent (answered on an earlier visit), blocked (expired or
 * booked out).
 */
export type RsvpView = 'entry' | 'sending' | 'success' | 'doi' | 'demo' | 'sent' | 'blocked';

/** The error messages the form can show, as keys of the widget's texts. */
export type RsvpError =
  | FormFieldError
  | 'form.error.sending'
  | 'rsvp.error.expired'
  | 'rsvp.error.bookedout'
  | 'rsvp.error.bookedout.plural'
  | 'rsvp.error.wait';

/** The choices offered: confirmed and declined, and undecided only with `maybe_option`. */
export function rsvpStatuses(rsvp: RsvpConfig): RsvpStatus[] {
  return rsvp.maybeOption ? ['confirmed', 'declined', 'undecided'] : ['confirmed', 'declined'];
}

/** With `initial_confirmation` the form opens with "confirmed" chosen; otherwise the visitor picks. */
export function initialStatus(rsvp: RsvpConfig): RsvpStatus | undefined {
  return rsvp.initialConfirmation ? 'confirmed' : undefined;
}

/** maxpp 1 (the default) hides the amount field: every answer is for one person. */
export function showsAmount(rsvp: RsvpConfig): boolean {
  return rsvp.maxpp > 1;
}

export interface RsvpInput {
  status?: string;
  amount?: string;
  email?: string;
  /** The custom fields as the visitor left them (radio groups: the chosen value). */
  fields: Readonly<Record<string, string | boolean | undefined>>;
}

export interface RsvpAnswer {
  status: RsvpStatus;
  amount: number;
  email: string;
  payload: Record<string, string>;
}

/** The form's own fields; custom fields are reported apart, by their names. */
export type RsvpOwnField = 'status' | 'amount' | 'email';

export type RsvpValidation =
  | { valid: true; answer: RsvpAnswer }
  | {
      valid: false;
      errors: Partial<Record<RsvpOwnField, FormFieldError>>;
      fieldErrors: Record<string, FormFieldError>;
      /** The one message shown: "required" when anything is missing, else the e-mail error. */
      message: FormFieldError;
    };

/**
 * The form rules: a status among the offered ones; an amount from 1 to maxpp (always 1 when the field
 * is hidden); an e-mail, required and valid; the custom fields by the core's form rules.
 */
export function validateRsvp(rsvp: RsvpConfig, input: RsvpInput): RsvpValidation {
  const errors: Partial<Record<RsvpOwnField, FormFieldError>> = {};
  const status = rsvpStatuses(rsvp).find((s) => s === input.status);
  if (status === undefined) errors.status = 'form.error.required';
  const amount = showsAmount(rsvp) ? validateRsvpAmount(input.amount ?? '', rsvp.maxpp) : 1;
  if (amount === undefined) errors.amount = 'form.error.required';
  const email = (input.email ?? '').trim();
  if (email === '') errors.email = 'form.error.required';
  else if (!isValidEmail(email)) errors.email = 'form.error.email';
  const custom = validateFormFields(rsvp.fields, input.fields);
  if (custom.valid && status !== undefined && amount !== undefined && errors.email === undefined) {
    return { valid: true, answer: { status, amount, email, payload: custom.values } };
  }
  const problems = [...Object.values(errors), ...Object.values(custom.errors)];
  return {
    valid: false,
    errors,
    fieldErrors: custom.errors,
    message: problems.includes('form.error.required') ? 'form.error.required' : 'form.error.email',
  };
}

/** Where the answer and the count go: `{server}/api/rsvp/{key}` and `…/count?prokey={key}`. */
export function rsvpUrls(server: string, proKey: string, dev: boolean): { post: string; count: string } {
  const base = `${server.replace(/\/+$/, '')}/api/rsvp/${encodeURIComponent(proKey)}`;
  return {
    post: base,
    count: `${base}/count?prokey=${encodeURIComponent(proKey)}${dev ? '&dev=true' : ''}`,
  };
}

/** The POST body of §7: prokey, language, status, amount, email, optional dev and payload. */
export function rsvpRequestBody(answer: RsvpAnswer, proKey: string, language: string, dev: boolean) {
  return {
    prokey: proKey,
    language,
    status: answer.status,
    amount: answer.amount,
    email: answer.email,
    ...(dev && { dev: true }),
    ...(Object.keys(answer.payload).length > 0 && { payload: answer.payload }),
  };
}

/**
 * Reads the server's answer (§7, §8): `status: "doi"` is a double opt-in success; error 2 is the
 * e-mail error, 5 expired, 6 booked out (plural wording above one person); HTTP 429, wait; anything else, a body that
 * is not JSON, or a network failure (`undefined`) is the sending error. Expired, or booked out for a
 * single person, closes the form; booked out for several leaves it open to ask for fewer.
 */
export function rsvpOutcome(
  response: { ok: boolean; status?: number; body: unknown } | undefined,
  amount: number,
): { view: 'success' | 'doi' } | { view: 'entry' | 'blocked'; error: RsvpError } {
  const body = typeof response?.body === 'object' && response.body !== null ? response.body : {};
  const { status, error } = body as { status?: unknown; error?: unknown };
  if (response?.ok && status === 'doi') return { view: 'doi' };
  if (response?.ok && RSVP_STATUSES.some((s) => s === status)) return { view: 'success' };
  // Our server's 429 (too many answers, or too many waiting for their mail, from this address): trying
  // again at once would only be refused again.
  if (response?.status === 429) return { view: 'entry', error: 'rsvp.error.wait' };
  switch (Number(error)) {
    case 2:
      return { view: 'entry', error: 'form.error.email' };
    case 5:
      return { view: 'blocked', error: 'rsvp.error.expired' };
    case 6:
      return amount > 1
        ? { view: 'entry', error: 'rsvp.error.bookedout.plural' }
        : { view: 'blocked', error: 'rsvp.error.bookedout' };
    default:
      return { view: 'entry', error: 'form.error.sending' };
  }
}

export interface RsvpCount {
  /** Places left, when the event has a limit. */
  left?: number;
  expired: boolean;
  bookedOut: boolean;
}

/**
 * The count endpoint's answer `{total, max, expired, bookedOut}` against the configured limit: the
 * server's `max` wins (the admin may have changed it since the snippet was pasted). Anything that is
 * not such an answer gives undefined, and the widget carries on without the line (failures ignored).
 */
export function readRsvpCount(body: unknown, rsvp: RsvpConfig): RsvpCount | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { total, max, expired, bookedOut } = body as Record<string, unknown>;
  if (typeof total !== 'number' || !Number.isFinite(total)) return undefined;
  const limit = typeof max === 'number' && max > 0 ? max : rsvp.max;
  const left = limit === undefined ? undefined : Math.max(0, limit - total);
  return {
    ...(left !== undefined && { left }),
    expired: expired === true,
    bookedOut: bookedOut === true || left === 0,
  };
}

/** The view a visitor starts in: an answer from an earlier visit first, then closed, then the form. */
export function startingView(rsvp: RsvpConfig, alreadySent: boolean, count?: RsvpCount): RsvpView {
  if (alreadySent) return 'sent';
  return isRsvpBlocked(rsvp, count) ? 'blocked' : 'entry';
}

export function isRsvpBlocked(rsvp: RsvpConfig, count?: RsvpCount): boolean {
  return rsvp.expired || rsvp.bookedOut || count?.expired === true || count?.bookedOut === true;
}

/** The local-storage key of the "already sent" flag, one per event key (§4). */
export function rsvpStorageKey(proKey: string): string {
  return `atcb-rsvp-sent:${proKey}`;
}
