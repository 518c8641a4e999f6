import type { WidgetConfig } from '../core/config';

/** The spec's event names (§4), each a bubbling, composed DOM CustomEvent. */
export type WidgetEventName =
  | 'initialization'
  | 'openList'
  | 'closeList'
  | 'openCalendarLink'
  | 'openSingletonLink'
  | 'openSubEventLink'
  | 'success'
  | 'openRSVP'
  | 'successRSVP';

export interface WidgetEventDetail {
  identifier: string;
  option?: string;
  /** Index of the date in `dates` (0 for a single event). */
  date?: number;
  url?: string;
  trigger?: string;
  /** successRSVP: the answer (never the e-mail, which would reach the data layer). */
  status?: string;
  amount?: number;
  /** successRSVP: success, doi (opt-in mail sent) or demo (nothing sent). */
  result?: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Emits a widget event three ways: a DOM event hosts can listen to, the `atcb-last-event` attribute
 * (`name:identifier`, for tools that watch attributes), and a push to `window.dataLayer` when an
 * analytics tag manager created one (the widget never creates the global itself).
 */
export function emit(
  element: HTMLElement,
  config: WidgetConfig,
  name: WidgetEventName | string,
  detail: Omit<WidgetEventDetail, 'identifier'>,
) {
  const full: WidgetEventDetail = { identifier: config.identifier, ...detail };
  element.setAttribute('atcb-last-event', `${name}:${config.identifier}`);
  element.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail: full }));
  if (Array.isArray(window.dataLayer)) {
    window.dataLayer.push({
      event: 'add-to-calendar-button',
      eventAction: name,
      eventLabel: config.name,
      ...full,
    });
  }
}
