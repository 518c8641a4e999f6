import type { NormalizedDate, WidgetConfig } from './config-types';
import { type IcsForOptions, icsDataUrlFor } from './ics';
import type { CalendarOption, Platform } from './options';
import { type CalendarUrl, calendarUrlWith } from './providers';

/**
 * The address for one option and date. Subscriptions use the feed (webcal for Apple and iCal, Google
 * `cid`, Microsoft `url` and `name`, Yahoo copies it). A cancelled date gets kind 'cancelled' for every
 * service but Apple and iCal, whose .ics carries METHOD:CANCEL and so really removes the event. The
 * .ics is built here (`icsFor`), as a data: URL.
 */
export function calendarUrl(
  option: CalendarOption,
  date: NormalizedDate,
  config: WidgetConfig,
  platform: Platform,
  options: IcsForOptions = {},
): CalendarUrl {
  return calendarUrlWith((index) => icsDataUrlFor(config, index, options), option, date, config, platform);
}
