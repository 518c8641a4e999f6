import type { FormField } from '../core/form';
import { paragraph } from './dialogs';
import { h } from './dom';

/**
 * The inputs of custom form fields (thank-you and RSVP forms): each inside its label (its accessible
 * name), hidden ones bare, labels as plain text. Required fields carry `required` and a visual mark.
 */
export function formFieldNodes(fields: readonly FormField[]): Node[] {
  return fields.map((field) => {
    if (field.type === 'label') return paragraph(field.label ?? '', 'atcb-field-label');
    const input = h('input', {
      type: field.type,
      name: field.name,
      required: field.required,
      placeholder: field.placeholder || undefined,
      inputmode: field.type === 'number' ? 'numeric' : undefined,
      value:
        field.type === 'radio' ? field.value : typeof field.default === 'string' ? field.default : undefined,
      checked: (field.type === 'checkbox' || field.type === 'radio') && field.default === true,
    });
    if (field.type === 'hidden') return input;
    const choice = field.type === 'checkbox' || field.type === 'radio';
    return h(
      'label',
      { class: choice ? 'atcb-check-label' : undefined, 'data-field': field.name },
      choice ? input : null,
      h(
        'span',
        {},
        field.label ?? field.name,
        field.required ? h('span', { 'aria-hidden': 'true' }, ' *') : null,
      ),
      choice ? null : input,
    );
  });
}

/** What the visitor entered, by field name: checkboxes as booleans, a radio group as its checked value. */
export function readFormInputs(scope: ParentNode): Record<string, string | boolean> {
  const input: Record<string, string | boolean> = {};
  for (const element of scope.querySelectorAll('input')) {
    if (element.type === 'checkbox') input[element.name] = element.checked;
    else if (element.type === 'radio') {
      if (element.checked) input[element.name] = element.value;
    } else input[element.name] = element.value;
  }
  return input;
}

/** Marks fields with a problem (red border and label, `aria-invalid`) and clears the others. */
export function markInvalid(scope: ParentNode, invalid: ReadonlySet<string>) {
  for (const element of scope.querySelectorAll('input')) {
    const bad = invalid.has(element.name);
    element.setAttribute('aria-invalid', String(bad));
    element.closest('label')?.toggleAttribute('data-invalid', bad);
  }
}
