import type { CalendarOption, WidgetConfig } from '../core/config';
import type { Texts } from '../i18n/texts';
import { openDialog } from './dialogs';
import { checkmark, h, providerIcon } from './dom';
import { emit } from './events';

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

let listCount = 0;

/**
 * The calendar list behind the main button, as a WAI-ARIA menu: arrow keys cycle the entries, Home and
 * End jump, Escape and Tab close it, and focus returns to the button. It closes on a background click
 * and, for hover triggers, when the pointer leaves onto the background. The modal style is a `<dialog>`.
 */
export class CalendarList {
  readonly #ctx: ListContext;
  readonly #id = `atcb-list-${++listCount}`;
  #open:
    | { list: HTMLElement; trigger: string; background?: HTMLElement; dialog?: HTMLDialogElement }
    | undefined;

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
      button.addEventListener('mouseenter', () => {
        if (!this.#open && !config.blockInteraction && !button.disabled) this.open('hover');
      });
    }
  }

  #toggle() {
    if (this.#ctx.config.blockInteraction) return;
    // A list the pointer opened on hover stays open on the click that usually follows.
    if (this.#open?.trigger === 'hover') {
      this.#open.trigger = 'click';
      this.#open.list.querySelector<HTMLElement>('[role=menuitem]')?.focus();
    } else if (this.#open) this.close(true);
    else this.open('click', 0);
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
      this.#open = { list, trigger, dialog };
    } else {
      const background = h('div', { class: 'atcb-bg', 'aria-hidden': 'true' });
      background.addEventListener('click', () => this.close(false));
      if (config.trigger === 'hover') background.addEventListener('mousemove', () => this.close(false));
      container.dataset.list = config.flags.forceOverlay ? 'overlay' : config.listStyle;
      container.dataset.open = this.#direction();
      if (container.dataset.open === 'overlay') {
        // The overlay covers the button: its title takes the button's place and acts like it, so the
        // click that often follows a hover lands there and never on the first calendar.
        const title = config.label ?? (config.subscribe ? texts['label.subscribe'] : texts.label);
        const head = h('div', { class: 'atcb-list-head', 'aria-hidden': 'true' }, title);
        head.addEventListener('click', () => this.#toggle());
        list.prepend(head);
      }
      container.append(background, list);
      this.#open = { list, trigger, background };
    }
    emit(this.#ctx.host, config, 'openList', { trigger });
    if (focusIndex !== undefined) items.at(focusIndex)?.focus();
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
    open.list.remove();
    open.background?.remove();
    delete container.dataset.open;
    delete container.dataset.list;
    button.setAttribute('aria-expanded', 'false');
    button.removeAttribute('aria-controls');
    if (returnFocus) button.focus();
    emit(host, config, 'closeList', {});
  }

  /** dropdown opens downwards unless only the space above fits it; the static styles never flip. */
  #direction(): 'down' | 'up' | 'overlay' {
    const { config, button, options } = this.#ctx;
    if (config.listStyle === 'overlay' || config.flags.forceOverlay) return 'overlay';
    if (config.listStyle === 'dropup-static') return 'up';
    if (config.listStyle === 'dropdown-static') return 'down';
    const box = button.getBoundingClientRect();
    const needed = options.length * box.height;
    return box.bottom + needed > window.innerHeight && box.top > needed ? 'up' : 'down';
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
