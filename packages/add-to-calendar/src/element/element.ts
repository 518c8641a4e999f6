import {
  availableOptions,
  type CalendarOption,
  calendarUrl,
  icsFileName,
  isValidIdentifier,
  type NormalizedDate,
  normalizeConfig,
  type WidgetConfig,
} from '../core/config';
import { AddToCalendarError } from '../core/errors';
import { type Texts, textsFor } from '../i18n/texts';
import { cssFor, variablesCss } from '../styles/load';
import { configFromAttributes, OBSERVED_ATTRIBUTES } from './attributes';
import { openDialog, paragraph } from './dialogs';
import { calendarIcon, checkmark, h, providerIcon } from './dom';
import { emit } from './events';
import { dateLines } from './format';
import { CalendarList } from './list';
import { detectPlatform, type Platform } from './platform';
import { copyText, openThankYou, THANK_YOU_DELAY_MS } from './thank-you';

let instances = 0;
const sheets = new Map<string, Promise<CSSStyleSheet>>();

function sheetFor(css: string): Promise<CSSStyleSheet> {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet().replace(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * `<add-to-calendar-button>`: reads its attributes, lets the core validate them, and draws the button,
 * its list and its dialogs in an open shadow root. Any attribute change draws it again. Invalid input
 * never throws into the host page: it draws nothing (an error box with `debug`) and emits `generationError`.
 */
export class AddToCalendarButton extends HTMLElement {
  static observedAttributes = OBSERVED_ATTRIBUTES;

  readonly #root = this.attachShadow({ mode: 'open' });
  readonly #identifier = `atcb-btn-${++instances}`;
  #config: WidgetConfig | undefined;
  #texts: Texts = textsFor('es');
  #platform!: Platform;
  #container = h('div', { class: 'atcb' });
  /** The RSVP form or button, when `rsvp` is configured. */
  #rsvpBox: HTMLElement | undefined;
  #list: CalendarList | undefined;
  #renderQueued = false;
  #renderToken = 0;
  /** Saved dates per option, for the checkmarks (spec §4 "Saved"). */
  #saved = new Map<CalendarOption, Set<number>>();
  #tyTimer: ReturnType<typeof setTimeout> | undefined;
  #darkQuery: MediaQueryList | undefined;
  #onSchemeChange = () => this.#applyTheme();

  // No public getter shares a configuration key's name: React 19 would assign such a prop as a property.
  #identifierNow(): string {
    const own = this.getAttribute('identifier');
    return own !== null && isValidIdentifier(own) ? own : this.#identifier;
  }

  /** The validated configuration of the last render, or undefined when it failed. */
  get widgetConfig(): WidgetConfig | undefined {
    return this.#config;
  }

  connectedCallback() {
    this.#queueRender();
  }

  disconnectedCallback() {
    this.#list?.close(false);
    clearTimeout(this.#tyTimer);
    this.#darkQuery?.removeEventListener('change', this.#onSchemeChange);
  }

  attributeChangedCallback() {
    if (this.isConnected) this.#queueRender();
  }

  /** Several attributes set in one task draw once. */
  #queueRender() {
    if (this.#renderQueued) return;
    this.#renderQueued = true;
    queueMicrotask(() => {
      this.#renderQueued = false;
      void this.#render();
    });
  }

  async #render() {
    const token = ++this.#renderToken;
    this.#list?.close(false);
    const identifier = this.#identifierNow();
    let config: WidgetConfig;
    try {
      config = normalizeConfig(configFromAttributes(this.attributes), {
        now: new Date(),
        identifier,
        defaultLanguage: 'es',
      });
    } catch (error) {
      this.#showError(error, identifier);
      return;
    }
    for (const warning of config.warnings) {
      if (warning.startsWith('security') || config.flags.debug) console.warn(`[${identifier}] ${warning}`);
    }
    const css = await cssFor(config.buttonStyle);
    if (token !== this.#renderToken) return;
    this.#config = config;
    this.#texts = textsFor(config.language, config.customLabels);
    this.#platform = detectPlatform(navigator.userAgent, navigator.maxTouchPoints, config.flags);
    await this.#applyStyles(css, config);
    if (token !== this.#renderToken) return;
    this.#draw(config);
    const rsvp = config.rsvp && !config.hidden ? config.rsvp : undefined;
    if (rsvp) {
      // Its own chunk: pages without an RSVP never download the form.
      const { drawRsvp } = await import('./rsvp');
      if (token !== this.#renderToken) return;
      this.#rsvpBox = drawRsvp({ host: this, config: { ...config, rsvp }, texts: this.#texts });
      this.#root.insertBefore(this.#rsvpBox, this.#container);
      this.#applyTheme();
    }
    const first = !this.hasAttribute('atcb-last-event');
    if (first) emit(this, config, 'initialization', {});
    if (rsvp && config.flags.inlineRsvp) emit(this, config, 'openRSVP', { trigger: 'inline' });
  }

  async #applyStyles(css: string, config: WidgetConfig) {
    const extra = variablesCss(config.styleLight, 'light') + variablesCss(config.styleDark, 'dark');
    const nodes: Node[] = [];
    if (config.cspnonce !== undefined || !('adoptedStyleSheets' in ShadowRoot.prototype)) {
      // Hosts whose policy only allows nonce'd <style> elements (or old browsers) get one instead.
      nodes.push(h('style', { nonce: config.cspnonce }, css + extra));
      this.#root.adoptedStyleSheets = [];
    } else {
      this.#root.adoptedStyleSheets = await Promise.all([sheetFor(css), ...(extra ? [sheetFor(extra)] : [])]);
    }
    if (config.customCss) nodes.push(h('link', { rel: 'stylesheet', href: config.customCss }));
    this.#root.replaceChildren(...nodes);
  }

  #showError(error: unknown, identifier: string) {
    this.#config = undefined;
    const message = error instanceof Error ? error.message : String(error);
    console.error(message);
    const debug = this.hasAttribute('debug') && this.getAttribute('debug') !== 'false';
    this.#root.adoptedStyleSheets = [];
    this.#root.replaceChildren(
      ...(debug
        ? [h('div', { class: 'atcb-error', role: 'alert' }, `${this.#texts.error}: ${message}`)]
        : []),
    );
    if (debug)
      void sheetFor(
        '.atcb-error{font:14px/1.4 monospace;color:#7a1010;background:#fff0f0;border:1px solid #d99;padding:.6em;white-space:pre-wrap}',
      ).then((s) => {
        this.#root.adoptedStyleSheets = [s];
      });
    this.dispatchEvent(
      new CustomEvent('generationError', {
        bubbles: true,
        composed: true,
        detail: {
          identifier,
          message,
          code: error instanceof AddToCalendarError ? error.code : 'unknown',
          field: error instanceof AddToCalendarError ? error.field : undefined,
        },
      }),
    );
  }

  #draw(config: WidgetConfig) {
    const texts = this.#texts;
    const container = h('div', {
      class: 'atcb',
      part: 'container',
      dir: config.rtl ? 'rtl' : 'ltr',
      lang: config.language,
      'data-style': config.buttonStyle,
      'data-hide-bg': config.flags.hideBackground,
      'data-blocked': config.blockInteraction && !config.hidden,
    });
    for (const [key, value] of Object.entries(config.size))
      container.style.setProperty(`--atcb-size-${key}`, `${value}px`);
    this.#container = container;
    this.#rsvpBox = undefined;
    this.#applyTheme();
    this.#root.append(container);
    if (config.hidden || config.flags.hideButton) {
      container.hidden = true;
      return;
    }
    const options = availableOptions(config, this.#platform);
    if (config.flags.buttonsList && options.length > 1) {
      container.append(
        h(
          'div',
          { class: 'atcb-buttons' },
          ...options.map((option) => this.#singleButton(config, option, true)),
        ),
      );
      return;
    }
    if (options.length === 1 && options[0] !== undefined) {
      container.append(this.#singleButton(config, options[0], false));
      return;
    }
    const button = this.#mainButton(config, texts.label);
    this.#list = new CalendarList({
      host: this,
      config,
      container,
      button,
      options,
      texts,
      isSaved: (option) => this.#isSaved(option),
      onChoose: (option) => this.#choose(option, 'openCalendarLink'),
    });
    container.append(button);
  }

  #applyTheme() {
    const config = this.#config;
    if (!config) return;
    let dark = config.lightMode === 'dark';
    if (config.lightMode === 'system' || config.lightMode === 'bodyScheme') {
      const body = document.body?.classList;
      const bodyDark = body?.contains('atcb-dark') || body?.contains('dark');
      const bodyLight = body?.contains('atcb-light') || body?.contains('light');
      this.#darkQuery ??= matchMedia('(prefers-color-scheme: dark)');
      this.#darkQuery.removeEventListener('change', this.#onSchemeChange);
      this.#darkQuery.addEventListener('change', this.#onSchemeChange);
      dark =
        config.lightMode === 'bodyScheme' && (bodyDark || bodyLight)
          ? Boolean(bodyDark)
          : this.#darkQuery.matches;
    }
    this.#container.dataset.theme = dark ? 'dark' : 'light';
    if (this.#rsvpBox) this.#rsvpBox.dataset.theme = this.#container.dataset.theme;
  }

  #mainButton(config: WidgetConfig, fallbackLabel: string): HTMLButtonElement {
    const label = config.label ?? (config.subscribe ? this.#texts['label.subscribe'] : fallbackLabel);
    const button = h('button', {
      type: 'button',
      class: 'atcb-button',
      part: 'button',
      disabled: config.disabled,
      'aria-disabled': config.blockInteraction ? 'true' : undefined,
      'aria-label': config.flags.hideTextLabelButton ? label : undefined,
    });
    if (config.buttonStyle === 'date') {
      const first = config.dates[0] as NormalizedDate;
      const lines = dateLines(first, config.language);
      button.append(
        h('span', { class: 'atcb-sheet-month' }, lines.month),
        h('span', { class: 'atcb-sheet-day' }, lines.day),
        h('span', { class: 'atcb-sheet-week' }, lines.weekday),
        h(
          'span',
          { class: 'atcb-sheet-text' },
          config.flags.hideIconButton ? null : calendarIcon(),
          config.flags.hideTextLabelButton ? null : label,
        ),
      );
    } else {
      button.append(
        config.flags.hideIconButton ? '' : calendarIcon(),
        config.flags.hideTextLabelButton ? '' : h('span', { class: 'atcb-text' }, label),
      );
    }
    return button;
  }

  /** One option as its own button: the single-option mode, or each entry of `buttonsList`. */
  #singleButton(config: WidgetConfig, option: CalendarOption, fromList: boolean): HTMLButtonElement {
    const button = fromList
      ? this.#mainButton(config, this.#texts[option])
      : this.#mainButton(config, this.#texts.label);
    if (fromList && !config.flags.hideIconButton && config.buttonStyle !== 'date') {
      button.firstChild?.replaceWith(providerIcon(option));
    }
    button.dataset.option = option;
    if (this.#isSaved(option) && !config.flags.hideCheckmark) button.append(checkmark(this.#texts.saved));
    button.addEventListener('click', () => {
      if (!config.blockInteraction) this.#choose(option, 'openSingletonLink');
    });
    return button;
  }

  #isSaved(option: CalendarOption): boolean {
    const saved = this.#saved.get(option);
    const config = this.#config;
    if (!saved || !config) return false;
    return config.dates.every((date) => saved.has(date.index) || date.status === 'CANCELLED' || date.overdue);
  }

  #choose(option: CalendarOption, eventName: 'openCalendarLink' | 'openSingletonLink') {
    const config = this.#config;
    if (!config) return;
    if (config.multiDate) {
      this.#multiDateDialog(config, option);
      return;
    }
    this.#saveDate(config, option, config.dates[0] as NormalizedDate, eventName);
  }

  #multiDateDialog(config: WidgetConfig, option: CalendarOption) {
    const texts = this.#texts;
    const buttons = config.dates.map((date) => {
      const lines = dateLines(date, config.language);
      const cancelled = date.status === 'CANCELLED';
      const saved = this.#saved.get(option)?.has(date.index) ?? false;
      const button = h(
        'button',
        {
          type: 'button',
          class: 'atcb-date',
          'data-index': String(date.index),
          'data-cancelled': cancelled,
          disabled: date.overdue,
        },
        h('span', { class: 'atcb-badge', 'aria-hidden': 'true' }, lines.day, h('small', {}, lines.month)),
        h(
          'span',
          { class: 'atcb-lines' },
          h('span', { class: 'atcb-headline' }, date.name),
          h('span', { class: 'atcb-line' }, lines.dateLine),
          lines.timeLine ? h('span', { class: 'atcb-line' }, lines.timeLine) : null,
          date.location
            ? h('span', { class: 'atcb-line' }, date.onlineEvent ? texts.online : date.location)
            : null,
          cancelled ? h('span', { class: 'atcb-notice' }, texts.cancelled) : null,
          date.overdue ? h('span', { class: 'atcb-notice' }, texts.expired) : null,
          !cancelled && !date.overdue ? h('span', { class: 'atcb-hover' }, texts['date.save']) : null,
        ),
        saved && !config.flags.hideCheckmark ? checkmark(texts.saved) : null,
      );
      button.addEventListener('click', () => {
        if (
          this.#saveDate(config, option, date, 'openSubEventLink') &&
          !button.querySelector('.atcb-check')
        ) {
          if (!config.flags.hideCheckmark) button.append(checkmark(texts.saved));
        }
      });
      return button;
    });
    openDialog(this.#container, {
      headline: texts['multidate.h'],
      body: [paragraph(texts['multidate.text']), h('div', { class: 'atcb-dates' }, ...buttons)],
      closeLabel: texts.close,
    });
  }

  /** Opens, downloads or copies one date for one option; true when it counts as saved. */
  #saveDate(config: WidgetConfig, option: CalendarOption, date: NormalizedDate, eventName: string): boolean {
    const texts = this.#texts;
    if (config.blockInteraction) return false;
    const link = calendarUrl(option, date, config, this.#platform);
    if (link.kind === 'cancelled') {
      // Only an .ics with METHOD:CANCEL removes the event; the warning offers that file instead.
      const file = h(
        'a',
        { class: 'atcb-action', href: link.url, download: icsFileName(config) },
        texts.ical,
      );
      openDialog(this.#container, {
        headline: texts['cancelled.h'],
        body: [paragraph(texts['cancelled.text'])],
        actions: [file],
        closeLabel: texts.close,
      });
      return false;
    }
    emit(this, config, eventName, { option, date: date.index, url: link.url });
    if (link.kind === 'copy') {
      void copyText(link.url);
      const yahoo = h(
        'a',
        { class: 'atcb-action', href: 'https://calendar.yahoo.com/', target: '_blank', rel: 'noopener' },
        texts['yahoo.open'],
      );
      openDialog(this.#container, {
        headline: texts['yahoo.h'],
        body: [paragraph(texts['yahoo.text']), paragraph(texts.clipboard, 'atcb-status')],
        actions: [yahoo],
        closeLabel: texts.close,
      });
    } else if (
      link.kind === 'ics' &&
      link.url.startsWith('data:') &&
      (this.#platform.webview || this.#platform.iosOtherBrowser)
    ) {
      // Data-URL downloads fail there: copy the link and say where to open it (spec §2).
      void copyText(link.url);
      const key = this.#platform.webview ? 'webview' : 'ios';
      openDialog(this.#container, {
        headline: texts[`${key}.h`],
        body: [paragraph(texts[`${key}.text`]), paragraph(texts.clipboard, 'atcb-status')],
        closeLabel: texts.close,
      });
      return false;
    } else if (link.kind === 'ics' && link.url.startsWith('data:')) {
      const anchor = h('a', { href: link.url, download: icsFileName(config), hidden: true });
      this.#container.append(anchor);
      anchor.click();
      anchor.remove();
    } else {
      window.open(link.url, '_blank', 'noopener');
    }
    this.#markSaved(config, option, date);
    return true;
  }

  #markSaved(config: WidgetConfig, option: CalendarOption, date: NormalizedDate) {
    const saved = this.#saved.get(option) ?? new Set<number>();
    saved.add(date.index);
    this.#saved.set(option, saved);
    if (!this.#isSaved(option)) return;
    emit(this, config, 'success', { option });
    if (!config.flags.hideCheckmark) {
      const target = this.#root.querySelector<HTMLElement>(
        `.atcb-buttons [data-option="${option}"], .atcb > .atcb-button`,
      );
      if (target && !target.querySelector('.atcb-check')) target.append(checkmark(this.#texts.saved));
    }
    const ty = config.ty;
    if (ty) {
      clearTimeout(this.#tyTimer);
      this.#tyTimer = setTimeout(() => openThankYou(this.#container, ty, this.#texts), THANK_YOU_DELAY_MS);
    }
  }
}

/** Registers the element once, even when the bundle and the package are both on a page. */
export function defineAddToCalendarButton(name = 'add-to-calendar-button') {
  if (!customElements.get(name)) customElements.define(name, class extends AddToCalendarButton {});
}
