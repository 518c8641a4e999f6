import { describe, expect, it } from 'vitest';
import {
  type FormField,
  normalizeFormFields,
  sanitizeFormValue,
  validateFormFields,
  validateRsvpAmount,
} from './form';

const fields: FormField[] = normalizeFormFields(
  [
    { type: 'text', name: 'nombre', label: 'Nombre', required: true },
    { type: 'email', name: 'correo', label: 'Correo' },
    { type: 'number', name: 'edad', required: 'true' },
    { type: 'checkbox', name: 'acepto', required: true },
    { type: 'radio', name: 'turno', label: 'Mañana' },
    { type: 'radio', name: 'turno', label: 'Tarde', value: 'pm' },
    { type: 'hidden', name: 'origen', default: 'widget' },
    { type: 'label', label: 'Solo texto' },
    { type: 'text', label: 'sin nombre' },
    { type: 'date', name: 'fecha' },
  ],
  [],
  'rsvp.fields',
);

describe('normalizeFormFields', () => {
  it('keeps named fields and labels, drops nameless fields and unknown types', () => {
    expect(fields.map((field) => [field.type, field.name, field.required])).toEqual([
      ['text', 'nombre', true],
      ['email', 'correo', false],
      ['number', 'edad', true],
      ['checkbox', 'acepto', true],
      ['radio', 'turno', false],
      ['radio', 'turno', false],
      ['hidden', 'origen', false],
      ['label', '', false],
    ]);
    expect(fields[4]?.value).toBe('Mañana');
    expect(fields[5]?.value).toBe('pm');
    const warnings: string[] = [];
    normalizeFormFields([{ type: 'date', name: 'x' }], warnings, 'ty.fields');
    expect(warnings).toEqual(['ty.fields[0]: unknown field type "date" skipped']);
  });
});

describe('validateFormFields (spec section 5, Form)', () => {
  const valid = {
    nombre: '  Ana <b>Pérez</b> ',
    correo: 'ana@example.cl',
    edad: ' 3a4 ',
    acepto: true,
    turno: 'pm',
    origen: 'widget',
  };

  it('accepts a complete form with trimmed, tag-free values and digits-only numbers', () => {
    expect(validateFormFields(fields, valid)).toEqual({
      valid: true,
      values: {
        nombre: 'Ana Pérez',
        correo: 'ana@example.cl',
        edad: '34',
        acepto: 'true',
        turno: 'pm',
        origen: 'widget',
      },
      errors: {},
    });
  });

  it('requires required text, number and checkbox fields', () => {
    const result = validateFormFields(fields, { ...valid, nombre: ' <i></i> ', edad: 'abc', acepto: false });
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual({
      nombre: 'form.error.required',
      edad: 'form.error.required',
      acepto: 'form.error.required',
    });
  });

  it('checks an email only when present', () => {
    expect(validateFormFields(fields, { ...valid, correo: '' }).valid).toBe(true);
    expect(validateFormFields(fields, { ...valid, correo: 'ana@example' }).errors).toEqual({
      correo: 'form.error.email',
    });
    expect(validateFormFields(fields, { ...valid, correo: `${'a'.repeat(71)}@example.cl` }).errors).toEqual({
      correo: 'form.error.email',
    });
    expect(validateFormFields(fields, { ...valid, correo: 'ana@example.abcdefghij' }).errors).toEqual({
      correo: 'form.error.email',
    });
    expect(validateFormFields(fields, { ...valid, correo: `${'a'.repeat(70)}@x.museum` }).valid).toBe(true);
  });

  it('needs one selection in a radio group, among its values', () => {
    expect(validateFormFields(fields, { ...valid, turno: undefined }).errors).toEqual({
      turno: 'form.error.required',
    });
    expect(validateFormFields(fields, { ...valid, turno: 'noche' }).errors).toEqual({
      turno: 'form.error.required',
    });
    expect(validateFormFields(fields, { ...valid, turno: 'Mañana' }).values.turno).toBe('Mañana');
  });
});

describe('helpers', () => {
  it('sanitizeFormValue strips tags, even unclosed ones', () => {
    expect(sanitizeFormValue(' <script>alert(1)</script>hola <img src=x onerror=y ')).toBe('alert(1)hola');
  });

  it('validateRsvpAmount keeps digits and checks 1..maxpp', () => {
    expect(validateRsvpAmount('2 personas', 3)).toBe(2);
    expect(validateRsvpAmount(0, 3)).toBeUndefined();
    expect(validateRsvpAmount('4', 3)).toBeUndefined();
    expect(validateRsvpAmount('', 1)).toBeUndefined();
  });
});
