import {
  availableOptions,
  type CalendarOption,
  isValidIdentifier,
  type NormalizedDate,
  normalizeConfig,
  type WidgetConfig,
} from '../core/config';
import { AddToCalendarError } from '../core/errors';
import { es, type Texts, textsFor } from '../i18n/texts';
import { cssFor, variablesCss } from '../styles/load';
import { configFromAttributes, OBSERVED_ATTRIBUTES } from './attributes';
import { addBranding } from './branding';
import { calendarIcon, checkmark, h } from './dom';
import { emit } from './events';
import { dateLines } from './format';
import { CalendarList } from './list';
import { detectPlatform, type Platform } from './platform';
import { providerIcon } from './provider-icons';
import { choose, loadIcs, type SaveContext } from './save';

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
  #texts: Texts = es;
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
  #ldScript: HTMLScriptElement | undefined;

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
    const [css, texts] = await Promise.all([
      cssFor(config.buttonStyle),
      textsFor(config.language, config.customLabels),
    ]);
    if (token !== this.#renderToken) return;
    this.#config = config;
    this.#texts = texts;
    this.#platform = detectPlatform(
      navigator.userAgent,
      navigator.maxTouchPoints,
      (navigator as { standalone?: boolean }).standalone === true ||
        matchMedia('(display-mode: standalone)').matches,
      config.flags,
    );
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
    void this.#richData(config, token);
    const first = !this.hasAttribute('atcb-last-event');
    if (first) emit(this, config, 'initialization', {});
    if (rsvp && config.flags.inlineRsvp) emit(this, config, 'openRSVP', { trigger: 'inline' });
  }

  /**
   * schema.org Event data for search engines (spec 001 §9) unless `hideRichData`: one script, a child of
   * the element, so drawing again replaces it and removing the element removes it. Its builder is a
   * chunk of its own, fetched after the button is drawn.
   */
  async #richData(config: WidgetConfig, token: number) {
    const json = config.flags.hideRichData
      ? undefined
      : (await import('../core/rich-data')).richDataJson(config);
    if (token !== this.#renderToken) return;
    this.#ldScript?.remove();
    this.#ldScript = json === undefined ? undefined : h('script', { type: 'application/ld+json' }, json);
    if (this.#ldScript) this.append(this.#ldScript);
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
    for (const type of ['pointerenter', 'focusin']) container.addEventListener(type, loadIcs, { once: true });
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
      onChoose: (option) => choose(this.#saveContext(config), option, 'openCalendarLink'),
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
      if (!config.blockInteraction) choose(this.#saveContext(config), option, 'openSingletonLink');
    });
    return button;
  }

  #isSaved(option: CalendarOption): boolean {
    const saved = this.#saved.get(option);
    const config = this.#config;
    if (!saved || !config) return false;
    return config.dates.every((date) => saved.has(date.index) || date.status === 'CANCELLED' || date.overdue);
  }

  #saveContext(config: WidgetConfig): SaveContext {
    return {
      host: this,
      config,
      texts: this.#texts,
      platform: this.#platform,
      container: this.#container,
      saved: this.#saved,
      onSaved: (option) => this.#markSaved(config, option),
    };
  }

  #markSaved(config: WidgetConfig, option: CalendarOption) {
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
      // The dialog follows a save after 1 s (spec §9); its code is a chunk of its own.
      this.#tyTimer = setTimeout(async () => {
        const { openThankYou } = await import('./thank-you');
        const opened = openThankYou(this.#container, ty, this.#texts);
        if (!config.flags.hideBranding) addBranding(opened, this.#texts, true);
      }, 1000);
    }
  }
}

/** Registers the element once, even when the bundle and the package are both on a page. */
export function defineAddToCalendarButton(name = 'add-to-calendar-button') {
  if (!customElements.get(name)) customElements.define(name, class extends AddToCalendarButton {});
}
