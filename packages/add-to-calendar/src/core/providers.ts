import type { NormalizedDate, WidgetConfig } from './config';
import { AddToCalendarError } from './errors';
import { googleAcceptsZone } from './google';
import type { CalendarOption, Platform } from './options';
import { rruleValue } from './recurrence';
import { addOneDay, pad } from './time';

/**
 * What the element does with an option: open `url` (a calendar page or a webcal: link), download `url`
 * as an .ics file (a data: URL or the configured https file), copy `url` to the clipboard (Yahoo
 * subscriptions), or show the cancelled warning, whose `url` is the cancellation .ics (METHOD:CANCEL)
 * the dialog may offer instead.
 */
export interface CalendarUrl {
  url: string;
  kind: 'url' | 'ics' | 'copy' | 'cancelled';
}

/** YYYYMMDDTHHMMSSZ of an instant. */
function utcCompact(epochMs: number): string {
  const instant = new Date(epochMs);
  return (
    `${pad(instant.getUTCFullYear(), 4)}${pad(instant.getUTCMonth() + 1, 2)}${pad(instant.getUTCDate(), 2)}` +
    `T${pad(instant.getUTCHours(), 2)}${pad(instant.getUTCMinutes(), 2)}${pad(instant.getUTCSeconds(), 2)}Z`
  );
}

/** YYYY-MM-DDTHH:MM:SSZ of an instant, the ISO form Microsoft and Teams read. */
function utcIso(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function query(base: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, value);
  // '%20' rather than '+': every service decodes it, and it reads the same in a copied link.
  return `${base}${base.includes('?') ? '&' : '?'}${search.toString().replace(/\+/g, '%20')}`;
}

function webcal(url: string): string {
  return url.replace(/^https?:\/\//i, 'webcal://');
}

function googleUrl(date: NormalizedDate, config: WidgetConfig): string {
  let dates: string;
  let ctz: string | undefined;
  if (date.allDay) {
    // Google reads all-day ends as exclusive.
    dates = `${date.startDate.replace(/-/g, '')}/${addOneDay(date.endDate).replace(/-/g, '')}`;
  } else {
    // UTC instants, not local times: a local time in the hour a fall-back repeats cannot say which
    // occurrence it means. ctz still tells Google the event's zone, which it shows and which keeps a
    // recurrence at the same wall-clock time across DST changes.
    dates = `${utcCompact(date.timestamp)}/${utcCompact(date.endTimestamp)}`;
    if (googleAcceptsZone(date.timeZone)) ctz = date.timeZone;
  }
  return query('https://calendar.google.com/calendar/render?action=TEMPLATE', {
    dates,
    ctz,
    text: date.name,
    location: date.location,
    details: date.descriptionHtml,
    recur: config.recurrence === undefined ? undefined : `RRULE:${rruleValue(config.recurrence, date)}`,
    crm: date.availability === undefined ? undefined : date.availability === 'free' ? 'AVAILABLE' : 'BUSY',
    trp: date.availability === undefined ? undefined : String(date.availability === 'busy'),
  });
}

function yahooUrl(date: NormalizedDate): string {
  const base = 'https://calendar.yahoo.com/?v=60';
  const text = { title: date.name, in_loc: date.location, desc: date.descriptionPlain };
  if (date.allDay && date.startDate === date.endDate) {
    return query(base, { st: date.startDate.replace(/-/g, ''), dur: 'allday', ...text });
  }
  // Yahoo has no multi-day all-day events: those span midnight to midnight in the event's zone.
  return query(base, { st: utcCompact(date.timestamp), et: utcCompact(date.endTimestamp), ...text });
}

function microsoftUrl(option: 'ms365' | 'outlookcom', date: NormalizedDate, platform: Platform): string {
  const host = option === 'ms365' ? 'https://outlook.office.com' : 'https://outlook.live.com';
  // Microsoft routes phones through a deeplink page; the desktop compose page fails there.
  const base = platform.mobile
    ? `${host}/calendar/0/deeplink/compose?path=%2Fcalendar%2Faction%2Fcompose&rru=addevent`
    : `${host}/calendar/0/action/compose?rru=addevent`;
  const times = date.allDay
    ? { startdt: date.startDate, enddt: addOneDay(date.endDate), allday: 'true' }
    : { startdt: utcIso(date.timestamp), enddt: utcIso(date.endTimestamp), allday: 'false' };
  return query(base, { ...times, subject: date.name, location: date.location, body: date.descriptionHtml });
}

function teamsUrl(date: NormalizedDate): string {
  return query('https://teams.microsoft.com/l/meeting/new', {
    subject: date.name,
    startTime: utcIso(date.timestamp),
    endTime: utcIso(date.endTimestamp),
    location: date.location,
    content: date.descriptionPlain,
  });
}

function subscriptionUrl(option: CalendarOption, config: WidgetConfig, feed: string): CalendarUrl {
  switch (option) {
    case 'apple':
    case 'ical':
      return { url: webcal(feed), kind: 'url' };
    case 'google':
      return {
        url: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal(feed))}`,
        kind: 'url',
      };
    case 'ms365':
    case 'outlookcom': {
      const host = option === 'ms365' ? 'https://outlook.office.com' : 'https://outlook.live.com';
      return { url: query(`${host}/calendar/0/addfromweb`, { url: feed, name: config.name }), kind: 'url' };
    }
    case 'yahoo':
      return { url: feed, kind: 'copy' };
    case 'msteams':
      throw new AddToCalendarError(
        'invalid-option',
        'Microsoft Teams cannot subscribe to a calendar',
        'options',
      );
  }
}

/** The .ics of the configuration as a data: URL, for one date (by index) or for every date. */
export type IcsUrlBuilder = (dateIndex?: number) => string;

/**
 * The address for one option and date, with the .ics builder passed in, so a caller that loads the .ics
 * code only when a visitor picks a file (the element) does not carry it in its first download.
 * Subscriptions use the feed (webcal for Apple and iCal, Google `cid`, Microsoft `url` and `name`, Yahoo
 * copies it). A cancelled date gets kind 'cancelled' for every service but Apple and iCal, whose .ics
 * carries METHOD:CANCEL and so really removes the event.
 */
export function calendarUrlWith(
  icsUrl: IcsUrlBuilder,
  option: CalendarOption,
  date: NormalizedDate,
  config: WidgetConfig,
  platform: Platform,
): CalendarUrl {
  if (config.subscribe && config.icsFile !== undefined)
    return subscriptionUrl(option, config, config.icsFile);
  const explicitFile = date.icsFile ?? (config.dates.length === 1 ? config.icsFile : undefined);
  if (option === 'apple' || option === 'ical')
    return { url: explicitFile ?? icsUrl(date.index), kind: 'ics' };
  if (date.status === 'CANCELLED') return { url: icsUrl(date.index), kind: 'cancelled' };
  switch (option) {
    case 'google':
      return { url: googleUrl(date, config), kind: 'url' };
    case 'yahoo':
      return { url: yahooUrl(date), kind: 'url' };
    case 'ms365':
    case 'outlookcom':
      return { url: microsoftUrl(option, date, platform), kind: 'url' };
    case 'msteams':
      return { url: teamsUrl(date), kind: 'url' };
  }
}
