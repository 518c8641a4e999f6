import { createElement, type ReactElement, useEffect, useRef } from 'react';
import type { WidgetEventDetail, WidgetEventName } from '../element/events';

type Value = string | number | boolean | readonly unknown[] | Readonly<Record<string, unknown>> | undefined;

/**
 * The element's attributes as props, with the spec's names. Lists and objects may be given as values
 * (`options={['Apple', 'Google']}`, `ty={{ type: 'text' }}`); they are written as JSON attributes.
 */
export interface AddToCalendarButtonProps {
  name: string;
  startDate?: string;
  startTime?: string;
  endDate?: string;
  endTime?: string;
  timeZone?: string;
  location?: string;
  description?: string;
  uid?: string;
  status?: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  options?: readonly string[] | string;
  language?: string;
  identifier?: string;
  [attribute: string]: Value | ((name: WidgetEventName, detail: WidgetEventDetail) => void);
  /** Called for every widget event (initialization, openList, success…) with its detail. */
  onWidgetEvent?: (name: WidgetEventName, detail: WidgetEventDetail) => void;
}

const EVENTS: readonly WidgetEventName[] = [
  'initialization',
  'openList',
  'closeList',
  'openCalendarLink',
  'openSingletonLink',
  'openSubEventLink',
  'success',
  'openRSVP',
  'successRSVP',
];

function attributeValue(value: Value): string | undefined {
  if (value === undefined || value === false) return undefined;
  if (value === true) return '';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/**
 * `<add-to-calendar-button>` for React. Safe under server rendering: nothing touches `window` at
 * import or render; the element's code is fetched in an effect, so it also loads only when a page
 * actually shows the button.
 */
export function AddToCalendarButton({ onWidgetEvent, ...props }: AddToCalendarButtonProps): ReactElement {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    void import('../element/index');
  }, []);
  useEffect(() => {
    const element = ref.current;
    if (!element || !onWidgetEvent) return;
    const listener = (event: Event) =>
      onWidgetEvent(event.type as WidgetEventName, (event as CustomEvent<WidgetEventDetail>).detail);
    for (const name of EVENTS) element.addEventListener(name, listener);
    return () => {
      for (const name of EVENTS) element.removeEventListener(name, listener);
    };
  }, [onWidgetEvent]);
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(props)) {
    const text = typeof value === 'function' ? undefined : attributeValue(value);
    if (text !== undefined) attributes[key] = text;
  }
  return createElement('add-to-calendar-button', { ...attributes, ref });
}
