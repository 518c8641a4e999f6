// `@barberia/add-to-calendar/element`: importing it registers <add-to-calendar-button> (a side effect,
// declared in package.json "sideEffects"). The browser bundle is built from this file.
import { AddToCalendarButton, defineAddToCalendarButton } from './element';

defineAddToCalendarButton();

export type { WidgetEventDetail, WidgetEventName } from './events';
export { AddToCalendarButton, defineAddToCalendarButton };

declare global {
  interface HTMLElementTagNameMap {
    'add-to-calendar-button': AddToCalendarButton;
  }
}
