import type { ThankYouConfig } from '../core/config';
import { validateFormFields } from '../core/form';
import type { Texts } from '../i18n/texts';
import { copyText, openDialog, paragraph } from './dialogs';
import { h } from './dom';
import { formFieldNodes, markInvalid, readFormInputs } from './form-fields';

/** The "copied" label stays this long (spec §9). */
export const COPIED_MS = 3000;

/**
 * The thank-you dialog, its own chunk (fetched only by elements with `ty`): text, link (continue button),
 * share (the share-buttons row: e-mail, copy, and the device's own share sheet where the browser has
 * one) or form posting to its own URL.
 */
export function openThankYou(container: HTMLElement, ty: ThankYouConfig, texts: Texts): HTMLDialogElement {
  const body: (Node | string)[] = ty.text ? [paragraph(ty.text)] : [];
  const actions: HTMLElement[] = [];
  if (ty.type === 'link' && ty.url) {
    actions.push(
      h(
        'a',
        { class: 'atcb-action', href: ty.url, target: '_blank', rel: 'noopener' },
        ty.buttonLabel ?? texts['ty.continue'],
      ),
    );
  } else if (ty.type === 'share' && ty.url) {
    const mail = `mailto:?subject=${encodeURIComponent(texts['ty.share.subject'])}&body=${encodeURIComponent(ty.url)}`;
    actions.push(h('a', { class: 'atcb-action', href: mail }, texts['ty.email']));
    const copy = h(
      'button',
      { type: 'button', class: 'atcb-action', 'aria-live': 'polite' },
      texts['ty.copy'],
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    copy.addEventListener('click', async () => {
      await copyText(ty.url ?? '');
      copy.textContent = texts['ty.copied'];
      clearTimeout(timer);
      timer = setTimeout(() => {
        copy.textContent = texts['ty.copy'];
      }, COPIED_MS);
    });
    actions.push(copy);
    if (typeof navigator.share === 'function') {
      const share = h('button', { type: 'button', class: 'atcb-action' }, texts['ty.share']);
      // A visitor who closes the share sheet rejects the promise: nothing to report.
      share.addEventListener('click', () => navigator.share({ url: ty.url }).catch(() => undefined));
      actions.push(share);
    }
    body.push(
      h(
        'div',
        { class: 'atcb-actions atcb-share', role: 'group', 'aria-label': texts['ty.share'] },
        ...actions,
      ),
    );
    actions.length = 0;
  } else if (ty.type === 'form' && ty.url) {
    body.push(thankYouForm(ty, ty.url, texts));
  }
  return openDialog(container, {
    headline: ty.headline ?? texts['ty.h'],
    body,
    actions,
    closeLabel: texts.close,
  });
}

function thankYouForm(ty: ThankYouConfig, url: string, texts: Texts): HTMLFormElement {
  const status = h('p', { class: 'atcb-status', role: 'status' });
  const form = h('form', { class: 'atcb-form', novalidate: true }, ...formFieldNodes(ty.fields));
  const submit = h(
    'button',
    { type: 'submit', class: 'atcb-action' },
    ty.buttonLabel ?? texts['form.submit'],
  );
  form.append(submit, status);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const result = validateFormFields(ty.fields, readFormInputs(form));
    markInvalid(form, new Set(Object.keys(result.errors)));
    const firstError = Object.values(result.errors)[0];
    status.toggleAttribute('data-error', !result.valid);
    if (firstError) {
      status.textContent = texts[firstError];
      return;
    }
    submit.disabled = true;
    try {
      const answer = await fetch(url, { method: 'POST', body: new URLSearchParams(result.values) });
      if (!answer.ok) throw new Error(String(answer.status));
      status.textContent = texts['form.success'];
      submit.hidden = true;
    } catch {
      status.toggleAttribute('data-error', true);
      status.textContent = texts['form.error.sending'];
      submit.disabled = false;
    }
  });
  return form;
}
