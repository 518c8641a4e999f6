import type { CalendarOption, WidgetConfig } from '../core/config';
import type { Texts } from '../i18n/texts';
import { addBranding } from './branding';
import { openDialog } from './dialogs';
import { checkmark, h } from './dom';
import { emit } from './events';
import { providerIcon } from './provider-icons';

export interface ListContext {
  host: HTMLElement;
  config: WidgetConfig;
  container: HTMLElement;
  button: HTMLButtonElement;
  options: CalendarOption[];
  texts: Texts;
  isSaved: (option: CalendarOption) => boolean;
  onChoose: (option: CalendarOption) => void;
}

/** Spec §9: the list is placed 5 ms after it opens (its size is known by then), and placed again
 * 200 ms after the window stops resizing and at most every 300 ms while the page scrolls. */
export const PLACE_DELAY_MS = 5;
export const RESIZE_DEBOUNCE_MS = 200;
export const SCROLL_THROTTLE_MS = 300;

let listCount = 0;

/**
 * The calendar list behind the main button, as a WAI-ARIA menu: arrow keys cycle the entries, Home and
 * End jump, Escape and Tab close it, and focus returns to the button. It closes on a background click
 * and, for hover triggers, when the mouse leaves onto the background; a touch opens it only by its click. The modal style is a `<dialog>`.
 */
export class CalendarList {
  readonly #ctx: ListContext;
  readonly #id = `atcb-list-${++listCount}`;
  #open:
    | {
        list: HTMLElement;
        trigger: string;
        drop?: HTMLElement;
        background?: HTMLElement;
        dialog?: HTMLDialogElement;
      }
    | undefined;
  #timers: ReturnType<typeof setTimeout>[] = [];
  #focusOnPlace: HTMLElement | undefined;
  #lastScroll = 0;
  readonly #onResize = () => {
    clearTimeout(this.#timers[1]);
    this.#timers[1] = setTimeout(() => this.#place(), RESIZE_DEBOUNCE_MS);
  };
  readonly #onScroll = () => {
    const wait = this.#lastScroll + SCROLL_THROTTLE_MS - performance.now();
    clearTimeout(this.#timers[2]);
    // The first scroll places it at once; the last one of a burst still gets its turn.
    if (wait <= 0) this.#place();
    else this.#timers[2] = setTimeout(() => this.#place(), wait);
  };

  constructor(ctx: ListContext) {
    this.#ctx = ctx;
    const { button, config } = ctx;
    button.setAttribute('aria-haspopup', config.listStyle === 'modal' ? 'dialog' : 'menu');
    button.setAttribute('aria-expanded', 'false');
    button.addEventListener('click', () => this.#toggle());
    button.addEventListener('keydown', (event) => {
      if (config.blockInteraction || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
      event.preventDefault();
      this.open('keyboard', event.key === 'ArrowDown' ? 0 : -1);
    });
    if (config.trigger === 'hover') {
      // Only a mouse hovers. A tap also fires `mouseenter` (for pages written for mice), just before its
      // click: opening there let that click close the list again a few ms later. A finger or a pen opens
      // it with the click, as trigger="click" does (issue 42).
      button.addEventListener('pointerenter', (event) => {
        if (event.pointerType !== 'mouse') return;
        if (!this.#open && !config.blockInteraction && !button.disabled) this.open('hover');
      });
    }
  }

  #toggle() {
    if (this.#ctx.config.blockInteraction) return;
    // A list the pointer opened on hover stays open on the click that usually follows.
    if (this.#open?.trigger === 'hover') {
      this.#open.trigger = 'click';
      this.#focus(this.#open.list.querySelector<HTMLElement>('[role=menuitem]') ?? undefined);
    } else if (this.#open) this.close(true);
    else this.open('click', 0);
  }

  /** A list still being placed is unseen and cannot take focus yet: #place gives it. */
  #focus(item: HTMLElement | undefined) {
    if (this.#open?.drop?.dataset.placing === undefined) item?.focus();
    else this.#focusOnPlace = item;
  }

  get isOpen(): boolean {
    return this.#open !== undefined;
  }

  /** `focusIndex` moves focus into the menu (click and keys); hover leaves it on the page. */
  open(trigger: 'click' | 'hover' | 'keyboard', focusIndex?: number) {
    const { config, container, button, texts, options } = this.#ctx;
    const items = options.map((option) => this.#item(option));
    const list = h(
      'div',
      { class: 'atcb-list', role: 'menu', id: this.#id, 'aria-label': texts.list },
      ...items,
    );
    list.addEventListener('keydown', (event) => this.#onKey(event, items));
    button.setAttribute('aria-controls', this.#id);
    button.setAttribute('aria-expanded', 'true');
    if (config.listStyle === 'modal') {
      const close = h('button', { type: 'button', class: 'atcb-item', role: 'menuitem' }, texts.close);
      close.addEventListener('click', () => this.close(true));
      list.append(close);
      items.push(close);
      const dialog = openDialog(container, {
        headline: config.label ?? texts.label,
        body: [list],
        closeLabel: texts.close,
        onClose: () => this.#closed(true),
      });
      if (!config.flags.hideBranding) addBranding(dialog, texts, true);
      this.#open = { list, trigger, dialog };
    } else {
      const background = h('div', { class: 'atcb-bg', 'aria-hidden': 'true' });
      background.addEventListener('click', () => this.close(false));
      // Only a list the pointer opened (trigger="hover") and still holds: one the visitor pinned with a click
      // (#toggle) stays until a click or a key closes it, even when the page scrolls from under the pointer.
      background.addEventListener('mousemove', () => {
        if (this.#open?.trigger === 'hover') this.close(false);
      });
      const overlay = config.listStyle === 'overlay' || config.flags.forceOverlay;
      container.dataset.list = overlay ? 'overlay' : config.listStyle;
      // Placed once its size is known; until then it takes its room unseen.
      const drop = h('div', { class: 'atcb-drop', 'data-placing': true }, list);
      if (overlay) {
        // The overlay covers the button: its title takes the button's place and acts like it, so the
        // click that often follows a hover lands there and never on the first calendar.
        const title = config.label ?? (config.subscribe ? texts['label.subscribe'] : texts.label);
        const head = h('div', { class: 'atcb-list-head', 'aria-hidden': 'true' }, title);
        head.addEventListener('click', () => this.#toggle());
        list.prepend(head);
      }
      if (!config.flags.hideBranding) addBranding(drop, texts, false);
      container.append(background, drop);
      this.#open = { list, trigger, drop, background };
      this.#timers[0] = setTimeout(() => this.#place(), PLACE_DELAY_MS);
      addEventListener('resize', this.#onResize);
      addEventListener('scroll', this.#onScroll, true);
    }
    emit(this.#ctx.host, config, 'openList', { trigger });
    if (focusIndex !== undefined) this.#focus(items.at(focusIndex));
  }

  /** `returnFocus` after Escape, the close entry or a choice: the visitor's place is the button. */
  close(returnFocus: boolean) {
    const open = this.#open;
    if (!open) return;
    if (open.dialog?.open) {
      open.dialog.close();
      return;
    }
    this.#closed(returnFocus);
  }

  #closed(returnFocus: boolean) {
    const open = this.#open;
    if (!open) return;
    this.#open = undefined;
    const { container, button, config, host } = this.#ctx;
    for (const timer of this.#timers) clearTimeout(timer);
    removeEventListener('resize', this.#onResize);
    removeEventListener('scroll', this.#onScroll, true);
    (open.drop ?? open.list).remove();
    open.background?.remove();
    delete container.dataset.open;
    delete container.dataset.list;
    button.setAttribute('aria-expanded', 'false');
    button.removeAttribute('aria-controls');
    if (returnFocus) button.focus();
    emit(host, config, 'closeList', {});
  }

  /** dropdown opens downwards unless only the space above fits it; the static styles never flip. */
  #place() {
    const open = this.#open;
    if (!open?.drop) return;
    const { config, button, container } = this.#ctx;
    this.#lastScroll = performance.now();
    let direction = 'down';
    if (container.dataset.list === 'overlay') direction = 'overlay';
    else if (config.listStyle === 'dropup-static') direction = 'up';
    else if (config.listStyle === 'dropdown') {
      const box = button.getBoundingClientRect();
      const needed = open.drop.offsetHeight;
      if (box.bottom + needed > innerHeight && box.top > needed) direction = 'up';
    }
    container.dataset.open = direction;
    delete open.drop.dataset.placing;
    this.#focusOnPlace?.focus();
    this.#focusOnPlace = undefined;
  }

  #item(option: CalendarOption): HTMLButtonElement {
    const { config, texts } = this.#ctx;
    const hideIcon = config.listStyle === 'modal' ? config.flags.hideIconModal : config.flags.hideIconList;
    const label = texts[option];
    const item = h(
      'button',
      {
        type: 'button',
        class: 'atcb-item',
        role: 'menuitem',
        'data-option': option,
        'aria-label': config.flags.hideTextLabelList ? label : undefined,
      },
      hideIcon ? null : providerIcon(option),
      config.flags.hideTextLabelList ? null : h('span', { class: 'atcb-label' }, label),
      this.#ctx.isSaved(option) && !config.flags.hideCheckmark ? checkmark(texts.saved) : null,
    );
    item.addEventListener('click', () => {
      this.close(true);
      this.#ctx.onChoose(option);
    });
    return item;
  }

  #onKey(event: KeyboardEvent, items: HTMLElement[]) {
    const index = items.indexOf(event.target as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      items.at(to % items.length)?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(-1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      this.close(true);
    } else if (event.key === 'Tab' && !this.#open?.dialog) this.close(false);
  }
}
