import { isValidEmail } from './event';
import { presentFields } from './present-fields';

export const FORM_FIELD_TYPES = ['text', 'number', 'email', 'checkbox', 'radio', 'hidden', 'label'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** A custom field of the RSVP or thank-you form (spec, section 3 "Custom form field"). */
export interface FormField {
  type: FormFieldType;
  /** Empty only for labels; fields without a name are dropped. */
  name: string;
  label?: string;
  placeholder?: string;
  /** Initial value; for checkboxes and radios, whether it starts checked. */
  default?: string | boolean;
  required: boolean;
  /** The submitted value of a radio button; defaults to its label, then its name. */
  value?: string;
}

/** The message keys of the spec's form errors, for the widget's texts. */
export type FormFieldError = 'form.error.required' | 'form.error.email';

/** Reads a list of field definitions; unusable entries are dropped with a warning. */
export function normalizeFormFields(value: unknown, warnings: string[], field: string): FormField[] {
  if (!Array.isArray(value)) return [];
  const fields: FormField[] = [];
  value.forEach((raw, index) => {
    if (typeof raw !== 'object' || raw === null) return;
    const entry = raw as Record<string, unknown>;
    const type = FORM_FIELD_TYPES.find(
      (candidate) => candidate === String(entry.type ?? 'text').toLowerCase(),
    );
    if (type === undefined) {
      warnings.push(`${field}[${index}]: unknown field type "${String(entry.type)}" skipped`);
      return;
    }
    const name = typeof entry.name === 'string' ? entry.name.trim() : '';
    if (name === '' && type !== 'label') return;
    const text = (key: string) => (typeof entry[key] === 'string' ? (entry[key] as string) : undefined);
    const label = text('label');
    const placeholder = text('placeholder');
    const fieldValue = text('value') ?? (type === 'radio' ? (label ?? name) : undefined);
    const initial = entry.default;
    fields.push({
      type,
      name,
      ...presentFields({ label, placeholder }),
      ...((typeof initial === 'string' || typeof initial === 'boolean') && { default: initial }),
      required: entry.required === true || entry.required === 'true',
      ...presentFields({ value: fieldValue }),
    });
  });
  return fields;
}

/** Trims and strips anything tag-like, so a value can never become markup where it is shown later. */
export function sanitizeFormValue(value: string): string {
  return value.replace(/<[^>]*>?/g, '').trim();
}

export interface FormValidation {
  valid: boolean;
  /** Clean values by field name: checkboxes 'true'/'false', radios the chosen value. */
  values: Record<string, string>;
  /** The first problem per field name. */
  errors: Record<string, FormFieldError>;
}

/**
 * Applies the spec's form rules: required text, number and checkbox fields must be filled; an email,
 * when present, must be valid; a radio group needs one selection; number fields keep digits only;
 * values are trimmed and stripped of tags. `input` holds what the visitor entered by field name (for a
 * radio group, the chosen value).
 */
export function validateFormFields(
  fields: readonly FormField[],
  input: Readonly<Record<string, string | boolean | undefined>>,
): FormValidation {
  const values: Record<string, string> = {};
  const errors: Record<string, FormFieldError> = {};
  for (const field of fields) {
    if (field.type === 'label' || field.name === '' || field.name in values || field.name in errors) continue;
    const raw = input[field.name];
    switch (field.type) {
      case 'checkbox': {
        const checked = raw === true || raw === 'true' || raw === 'on';
        if (field.required && !checked) errors[field.name] = 'form.error.required';
        values[field.name] = String(checked);
        break;
      }
      case 'radio': {
        const group = fields.filter((other) => other.type === 'radio' && other.name === field.name);
        const chosen = typeof raw === 'string' ? sanitizeFormValue(raw) : '';
        if (!group.some((option) => option.value === chosen)) errors[field.name] = 'form.error.required';
        else values[field.name] = chosen;
        break;
      }
      default: {
        let value = typeof raw === 'string' ? sanitizeFormValue(raw) : '';
        if (field.type === 'number') value = value.replace(/\D/g, '');
        if (field.required && value === '') errors[field.name] = 'form.error.required';
        else if (field.type === 'email' && value !== '' && !isValidEmail(value)) {
          errors[field.name] = 'form.error.email';
        }
        values[field.name] = value;
      }
    }
  }
  return { valid: Object.keys(errors).length === 0, values, errors };
}

/** RSVP amount: digits only, at least 1 and at most maxpp; undefined when out of range. */
export function validateRsvpAmount(value: string | number, maxpp: number): number | undefined {
  const digits = String(value).replace(/\D/g, '');
  if (digits === '') return undefined;
  const amount = Number(digits);
  return amount >= 1 && amount <= maxpp ? amount : undefined;
}
