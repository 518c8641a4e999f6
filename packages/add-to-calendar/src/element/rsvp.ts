import type { RsvpConfig, WidgetConfig } from '../core/config';
import {
  initialStatus,
  isRsvpBlocked,
  type RsvpCount,
  type RsvpError,
  type RsvpOwnField,
  type RsvpView,
  readRsvpCount,
  rsvpOutcome,
  rsvpRequestBody,
  rsvpStatuses,
  rsvpStorageKey,
  rsvpUrls,
  showsAmount,
  startingView,
  validateRsvp,
} from '../core/rsvp';
import type { Texts } from '../i18n/texts';
import { openDialog } from './dialogs';
import { h } from './dom';
import { emit } from './events';
import { formFieldNodes, markInvalid, readFormInputs } from './form-fields';

/**
 * The RSVP (spec 001 §2, §4): a form inline (`inlineRsvp`) or a button opening it in a dialog. This
 * module is its own chunk, fetched only by elements with an `rsvp` configuration. Without `proKey` the
 * form is a demo (§4, §6): it validates, shows the demo success and sends nothing.
 */
export interface RsvpSetup {
  host: HTMLElement;
  config: WidgetConfig & { rsvp: RsvpConfig };
  texts: Texts;
}

let forms = 0;

/**
 * The RSVP part of the element: a themed box the element puts before its calendar button. An inline
 * form is open from the start; the element emits its `openRSVP` after `initialization`.
 */
export function drawRsvp(setup: RsvpSetup): HTMLElement {
  const { config, texts } = setup;
  const inline = config.flags.inlineRsvp;
  const box = h('div', {
    class: 'atcb atcb-rsvp',
    part: 'rsvp',
    dir: config.rtl ? 'rtl' : 'ltr',
    lang: config.language,
    'data-inline': inline,
  });
  const count = loadCount(setup);
  if (inline) {
    const form = new RsvpForm(setup, count, true);
    box.append(form.root);
    return box;
  }
  const note = h('span', { class: 'atcb-seats', id: `atcb-rsvp-note-${++forms}`, hidden: true });
  const button = h(
    'button',
    {
      type: 'button',
      class: 'atcb-button',
      'aria-haspopup': 'dialog',
      'aria-describedby': note.id,
      disabled: config.disabled,
    },
    texts['rsvp.button'],
  );
  // Closed (expired or booked out, §4): the button is disabled and says why.
  const block = (value?: RsvpCount) => {
    if (!isRsvpBlocked(config.rsvp, value)) return;
    button.disabled = true;
    note.hidden = false;
    note.textContent =
      texts[config.rsvp.expired || value?.expired ? 'rsvp.error.expired' : 'rsvp.error.bookedout'];
  };
  block();
  void count.then(block);
  button.addEventListener('click', () => {
    if (config.blockInteraction) return;
    const form = new RsvpForm(setup, count, false);
    openDialog(box, {
      headline: config.rsvp.headline ?? texts['rsvp.h'],
      body: [form.root],
      closeLabel: texts.close,
    });
    emit(setup.host, config, 'openRSVP', { trigger: 'click' });
    form.focusFirst();
  });
  box.append(button, note);
  return box;
}

/** GET count once per draw; any failure means "no line", never an error for the visitor (§7). */
function loadCount({ config }: RsvpSetup): Promise<RsvpCount | undefined> {
  if (config.proKey === undefined) return Promise.resolve(undefined);
  const url = rsvpUrls(serverOf(config), config.proKey, config.flags.dev).count;
  // `cache: 'no-store'` instead of a no-cache header: a header would need a CORS preflight.
  return fetch(url, { cache: 'no-store' })
    .then((response) => (response.ok ? response.json() : undefined))
    .then((body) => readRsvpCount(body, config.rsvp))
    .catch(() => undefined);
}

/** The `rsvpServer` attribute, or the page's own origin. */
function serverOf(config: WidgetConfig): string {
  return config.rsvpServer ?? location.origin;
}

function storedSent(key: string | undefined): boolean {
  if (key === undefined) return false;
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    // Storage refused (privacy mode, sandboxed frame): every visit starts with the form.
    return false;
  }
}

function store(key: string | undefined, value: string | null) {
  if (key === undefined) return;
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Same as above: the answer was sent; only the "already sent" memory is lost.
  }
}

class RsvpForm {
  readonly root: HTMLElement;
  readonly #setup: RsvpSetup;
  readonly #rsvp: RsvpConfig;
  readonly #storageKey: string | undefined;
  #count: RsvpCount | undefined;
  readonly #form: HTMLFormElement;
  readonly #fields: HTMLFieldSetElement;
  readonly #status: HTMLFieldSetElement;
  readonly #amount: HTMLInputElement;
  readonly #email: HTMLInputElement;
  readonly #custom: HTMLElement;
  readonly #submit: HTMLButtonElement;
  readonly #wait: HTMLElement;
  readonly #seats: HTMLElement;
  readonly #error: HTMLElement;
  readonly #done: HTMLElement;
  readonly #doneText: HTMLElement;
  readonly #restart: HTMLButtonElement;

  constructor(setup: RsvpSetup, count: Promise<RsvpCount | undefined>, inline: boolean) {
    this.#setup = setup;
    const { config, texts } = setup;
    const rsvp = config.rsvp;
    this.#rsvp = rsvp;
    this.#storageKey = config.proKey === undefined ? undefined : rsvpStorageKey(config.proKey);
    const id = `atcb-rsvp-${++forms}`;
    const chosen = initialStatus(rsvp);

    this.#status = h(
      'fieldset',
      { class: 'atcb-choice' },
      h('legend', {}, texts['rsvp.status']),
      ...rsvpStatuses(rsvp).map((status) =>
        h(
          'label',
          { class: 'atcb-check-label', 'data-status': status },
          h('input', { type: 'radio', name: 'status', value: status, checked: status === chosen }),
          h('span', {}, texts[`rsvp.${status}`]),
        ),
      ),
    );
    this.#amount = h('input', {
      type: 'number',
      name: 'amount',
      min: '1',
      max: String(rsvp.maxpp),
      value: '1',
      inputmode: 'numeric',
      required: true,
    });
    this.#email = h('input', {
      type: 'email',
      name: 'email',
      autocomplete: 'email',
      required: true,
      'aria-describedby': `${id}-error`,
    });
    this.#custom = h('div', { class: 'atcb-custom' }, ...formFieldNodes(rsvp.fields));
    this.#fields = h(
      'fieldset',
      { class: 'atcb-fields' },
      this.#status,
      h(
        'label',
        { hidden: !showsAmount(rsvp), 'data-field': 'amount' },
        h('span', {}, texts['rsvp.amount'], h('span', { 'aria-hidden': 'true' }, ' *')),
        this.#amount,
      ),
      h(
        'label',
        { 'data-field': 'email' },
        h('span', {}, texts['rsvp.email'], h('span', { 'aria-hidden': 'true' }, ' *')),
        this.#email,
      ),
      this.#custom,
    );
    this.#submit = h('button', { type: 'submit', class: 'atcb-action atcb-submit' }, texts['rsvp.submit']);
    this.#wait = h('span', { class: 'atcb-wait', role: 'status', hidden: true }, texts['rsvp.sending']);
    this.#error = h('p', {
      class: 'atcb-status',
      id: `${id}-error`,
      role: 'alert',
      tabindex: '-1',
      'data-error': true,
    });
    this.#form = h(
      'form',
      { class: 'atcb-form', novalidate: true, 'aria-labelledby': inline ? `${id}-h` : undefined },
      this.#fields,
      this.#error,
      h('div', { class: 'atcb-actions' }, this.#submit, this.#wait),
    );
    this.#form.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.#send();
    });
    this.#seats = h('p', { class: 'atcb-seats', 'aria-live': 'polite', hidden: true });
    this.#doneText = h('p', { class: 'atcb-status', role: 'status', tabindex: '-1' });
    this.#restart = h(
      'button',
      { type: 'button', class: 'atcb-action', hidden: true },
      texts['rsvp.restart'],
    );
    this.#restart.addEventListener('click', () => {
      store(this.#storageKey, null);
      this.#show(startingView(rsvp, false, this.#count));
      this.focusFirst();
    });
    this.#done = h('div', { class: 'atcb-done', hidden: true }, this.#doneText, this.#restart);
    this.root = h(
      'div',
      { class: 'atcb-rsvp-body' },
      inline ? h('h2', { id: `${id}-h`, class: 'atcb-rsvp-h' }, rsvp.headline ?? texts['rsvp.h']) : null,
      rsvp.text ? h('p', {}, rsvp.text) : null,
      this.#seats,
      this.#form,
      this.#done,
    );
    this.#show(startingView(rsvp, storedSent(this.#storageKey)));
    void count.then((value) => {
      this.#count = value;
      if (this.#view === 'entry' && isRsvpBlocked(rsvp, value)) this.#show('blocked');
      else this.#showSeats();
    });
  }

  #view: RsvpView = 'entry';

  /** The first control a visitor would use: the chosen (or first) status, else the e-mail. */
  focusFirst() {
    const target =
      this.#view === 'entry'
        ? (this.#status.querySelector<HTMLInputElement>('input:checked') ??
          this.#status.querySelector('input'))
        : this.#view === 'sent'
          ? this.#restart
          : this.#doneText;
    target?.focus();
  }

  #show(view: RsvpView, error?: RsvpError, amount = 1) {
    const { texts } = this.#setup;
    this.#view = view;
    const finished = view === 'success' || view === 'doi' || view === 'demo' || view === 'sent';
    this.#form.hidden = finished;
    this.#done.hidden = !finished;
    this.#restart.hidden = view !== 'sent';
    this.#fields.disabled = view === 'sending' || view === 'blocked';
    this.#submit.hidden = view === 'sending';
    this.#submit.disabled = view === 'blocked';
    this.#wait.hidden = view !== 'sending';
    this.#form.setAttribute('aria-busy', String(view === 'sending'));
    if (view === 'sent' || view === 'success' || view === 'doi' || view === 'demo') {
      this.#doneText.textContent = texts[`rsvp.${view}`];
    }
    let message = error;
    if (view === 'blocked' && message === undefined) {
      const expired = this.#rsvp.expired || this.#count?.expired === true;
      message = expired ? 'rsvp.error.expired' : 'rsvp.error.bookedout';
    }
    this.#error.textContent = message ? texts[message].replace('{n}', String(amount)) : '';
    this.#showSeats();
  }

  /** "Quedan N cupos." while the form can be used and the server gave a count (§7). */
  #showSeats() {
    const left = this.#count?.left;
    const show = left !== undefined && left > 0 && (this.#view === 'entry' || this.#view === 'sending');
    this.#seats.hidden = !show;
    if (show) {
      const { texts } = this.#setup;
      this.#seats.textContent =
        left === 1 ? texts['rsvp.seats.one'] : texts['rsvp.seats'].replace('{n}', String(left));
    }
  }

  async #send() {
    if (this.#view !== 'entry') return;
    const { config, host } = this.#setup;
    const checked = this.#status.querySelector<HTMLInputElement>('input:checked');
    const result = validateRsvp(this.#rsvp, {
      status: checked?.value,
      amount: this.#amount.value,
      email: this.#email.value,
      fields: readFormInputs(this.#custom),
    });
    if (!result.valid) {
      markInvalid(this.#custom, new Set(Object.keys(result.fieldErrors)));
      this.#markOwn(result.errors);
      this.#show('entry', result.message);
      this.#fields.querySelector<HTMLElement>('[aria-invalid=true]')?.focus();
      return;
    }
    markInvalid(this.#custom, new Set());
    this.#markOwn({});
    const { answer } = result;
    const done = (view: 'success' | 'doi' | 'demo') => {
      if (view !== 'demo') store(this.#storageKey, view);
      this.#show(view);
      this.#doneText.focus();
      emit(host, config, 'successRSVP', { status: answer.status, amount: answer.amount, result: view });
    };
    if (config.proKey === undefined) {
      done('demo');
      return;
    }
    this.#show('sending');
    const urls = rsvpUrls(serverOf(config), config.proKey, config.flags.dev);
    const response = await fetch(urls.post, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cache-control': 'no-cache' },
      body: JSON.stringify(rsvpRequestBody(answer, config.proKey, config.language, config.flags.dev)),
    }).then(
      async (r) => ({ ok: r.ok, status: r.status, body: await r.json().catch(() => undefined) }),
      () => undefined,
    );
    const outcome = rsvpOutcome(response, answer.amount);
    if (!('error' in outcome)) {
      done(outcome.view);
      return;
    }
    if (outcome.error === 'form.error.email') this.#markOwn({ email: true });
    this.#show(outcome.view, outcome.error, answer.amount);
    // Back where the visitor can fix it: the address, the amount, else the message itself.
    const fix =
      outcome.error === 'form.error.email'
        ? this.#email
        : outcome.error === 'rsvp.error.bookedout.plural'
          ? this.#amount
          : this.#error;
    fix.focus();
  }

  /** The form's own fields: red border and label on the ones named in `errors`. */
  #markOwn(errors: Partial<Record<RsvpOwnField, unknown>>) {
    const own: [RsvpOwnField, HTMLElement | null, HTMLInputElement[]][] = [
      ['status', this.#status, [...this.#status.querySelectorAll('input')]],
      ['amount', this.#amount.parentElement, [this.#amount]],
      ['email', this.#email.parentElement, [this.#email]],
    ];
    for (const [name, label, inputs] of own) {
      const bad = errors[name] !== undefined;
      label?.toggleAttribute('data-invalid', bad);
      for (const input of inputs) input.setAttribute('aria-invalid', String(bad));
    }
  }
}
