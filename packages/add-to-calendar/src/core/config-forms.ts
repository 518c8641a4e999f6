/**
 * The paid features' settings (spec 001 §3): the thank-you dialog (`ty`), the RSVP form (`rsvp`), and
 * where the answers go (`proKey`, `rsvpServer`). Unreadable parts are repaired with a warning.
 */
import { optionalString, pick } from './config-checks';
import { type RsvpConfig, THANK_YOU_TYPES, type ThankYouConfig } from './config-types';
import { normalizeFormFields } from './form';
import { asText, parseBoolean } from './parse';
import { presentFields } from './present-fields';
import { isPathTraversal } from './url';

const PRO_KEY_PATTERN = /^[\w-]{1,200}$/;

export function normalizeThankYou(
  object: Record<string, unknown> | undefined,
  warnings: string[],
): ThankYouConfig | undefined {
  if (object === undefined) return undefined;
  const typeRaw = optionalString(object, 'type')?.toLowerCase() ?? 'text';
  let type = pick(THANK_YOU_TYPES, typeRaw, 'text', 'ty.type', warnings);
  const urlRaw = optionalString(object, 'url');
  const url =
    urlRaw !== undefined && /^https?:\/\/\S+$/i.test(urlRaw) && !isPathTraversal(urlRaw) ? urlRaw : undefined;
  if ((type === 'link' || type === 'form') && url === undefined) {
    warnings.push(`ty.type ${type} needs an http(s) url; shown as text`);
    type = 'text';
  }
  const headline = optionalString(object, 'headline');
  const bodyText = optionalString(object, 'text');
  const buttonLabel = optionalString(object, 'button_label');
  return {
    type,
    ...presentFields({ headline, text: bodyText, url, buttonLabel }),
    fields: normalizeFormFields(object.fields, warnings, 'ty.fields'),
  };
}

export function normalizeRsvp(object: Record<string, unknown>, now: Date, warnings: string[]): RsvpConfig {
  const whole = (key: string): number | undefined => {
    const value = asText(object[key])?.trim();
    return value !== undefined && /^\d+$/.test(value) && Number(value) >= 1 ? Number(value) : undefined;
  };
  const expiresRaw = optionalString(object, 'expires');
  const expiresMs = expiresRaw === undefined ? undefined : Date.parse(expiresRaw);
  if (expiresRaw !== undefined && Number.isNaN(expiresMs)) {
    warnings.push(`rsvp.expires "${expiresRaw}" is not a date; ignored`);
  }
  const expires = expiresMs !== undefined && !Number.isNaN(expiresMs) ? expiresMs : undefined;
  const max = whole('max');
  const headline = optionalString(object, 'headline');
  const bodyText = optionalString(object, 'text');
  return {
    ...presentFields({ headline, text: bodyText }),
    maxpp: whole('maxpp') ?? 1,
    ...presentFields({ max, expires }),
    initialConfirmation: parseBoolean(object.initial_confirmation ?? false),
    maybeOption: parseBoolean(object.maybe_option ?? false),
    fields: normalizeFormFields(object.fields, warnings, 'rsvp.fields'),
    expired: parseBoolean(object.expired ?? false) || (expires !== undefined && now.getTime() > expires),
    bookedOut: parseBoolean(object.bookedOut ?? false),
  };
}

/** `proKey` (word characters and dashes) and a safe http(s) `rsvpServer` without its trailing slash. */
export function rsvpTarget(
  proKeyRaw: string | undefined,
  serverRaw: string | undefined,
  warnings: string[],
): { proKey?: string; rsvpServer?: string } {
  const proKey = proKeyRaw !== undefined && PRO_KEY_PATTERN.test(proKeyRaw) ? proKeyRaw : undefined;
  if (proKeyRaw !== undefined && proKey === undefined) warnings.push(`proKey "${proKeyRaw}" ignored`);
  const server = serverRaw?.replace(/\/+$/, '');
  const rsvpServer =
    server !== undefined && /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i.test(server) && !isPathTraversal(server)
      ? server
      : undefined;
  if (server !== undefined && rsvpServer === undefined) {
    warnings.push(`security: rsvpServer "${server}" is not a safe http(s) address; ignored`);
  }
  return presentFields({ proKey, rsvpServer });
}
