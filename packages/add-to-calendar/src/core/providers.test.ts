import { describe, expect, it } from 'vitest';
import { calendarUrl } from './calendar-url';
import { normalizeConfig, type WidgetConfig } from './config';
import { DST_CASES } from './dst-cases.testing';
import { googleAcceptsZone } from './google';
import { CALENDAR_OPTIONS, type CalendarOption } from './options';

const now = new Date('2026-03-01T12:00:00Z');
const desktop = { ios: false, android: false, mobile: false, webview: false };
const phone = { ios: false, android: true, mobile: true, webview: false };

function config(input: Record<string, unknown>): WidgetConfig {
  return normalizeConfig({ name: 'Corte', ...input }, { now, identifier: 'atcb-1' });
}

function params(option: CalendarOption, widget: WidgetConfig, platform = desktop, index = 0) {
  const date = widget.dates[index];
  if (date === undefined) throw new Error('no such date');
  const result = calendarUrl(option, date, widget, platform, { now });
  const url = new URL(result.url);
  return { ...result, base: `${url.origin}${url.pathname}`, get: (key: string) => url.searchParams.get(key) };
}

const compact = (iso: string) => iso.replace(/[-:]/g, '');

/** A timed event the option tests share: 10:00–11:00 on the day Santiago's clocks go back. */
const morning = {
  startDate: '2026-04-05',
  startTime: '10:00',
  endTime: '11:00',
  timeZone: 'America/Santiago',
};

describe.each(DST_CASES)(
  '%s %s %s → %s %s',
  (timeZone, startDate, startTime, endDate, endTime, startUtc, endUtc) => {
    const widget = config({
      startDate,
      startTime,
      endDate,
      endTime,
      timeZone,
      location: 'Maipú',
      description: 'Con [b]barba[/b]',
    });

    it('Google: UTC instants, with the zone in ctz', () => {
      const google = params('google', widget);
      expect(google.kind).toBe('url');
      expect(google.base).toBe('https://calendar.google.com/calendar/render');
      expect(google.get('action')).toBe('TEMPLATE');
      expect(google.get('ctz')).toBe(timeZone);
      expect(google.get('dates')).toBe(`${compact(startUtc)}/${compact(endUtc)}`);
      expect(google.get('text')).toBe('Corte');
      expect(google.get('location')).toBe('Maipú');
      expect(google.get('details')).toBe('Con <b>barba</b>');
    });

    it('Yahoo: UTC st and et', () => {
      const yahoo = params('yahoo', widget);
      expect(yahoo.base).toBe('https://calendar.yahoo.com/');
      expect(yahoo.get('v')).toBe('60');
      expect(yahoo.get('st')).toBe(compact(startUtc));
      expect(yahoo.get('et')).toBe(compact(endUtc));
      expect(yahoo.get('title')).toBe('Corte');
      expect(yahoo.get('in_loc')).toBe('Maipú');
      expect(yahoo.get('desc')).toBe('Con barba');
      expect(yahoo.get('dur')).toBeNull();
    });

    it.each(['ms365', 'outlookcom'] as const)('%s: UTC startdt and enddt', (option) => {
      const microsoft = params(option, widget);
      expect(microsoft.get('startdt')).toBe(startUtc);
      expect(microsoft.get('enddt')).toBe(endUtc);
      expect(microsoft.get('allday')).toBe('false');
      expect(microsoft.get('subject')).toBe('Corte');
      expect(microsoft.get('location')).toBe('Maipú');
      expect(microsoft.get('body')).toBe('Con <b>barba</b>');
    });

    it('Teams: UTC startTime and endTime', () => {
      const teams = params('msteams', widget);
      expect(teams.base).toBe('https://teams.microsoft.com/l/meeting/new');
      expect(teams.get('startTime')).toBe(startUtc);
      expect(teams.get('endTime')).toBe(endUtc);
      expect(teams.get('subject')).toBe('Corte');
      expect(teams.get('location')).toBe('Maipú');
      expect(teams.get('content')).toBe('Con barba');
    });
  },
);

describe('all-day and multi-day events', () => {
  const widget = config({ startDate: '2026-09-05', endDate: '2026-09-06', timeZone: 'America/Santiago' });

  it('Google and Microsoft get an exclusive end date', () => {
    expect(params('google', widget).get('dates')).toBe('20260905/20260907');
    expect(params('google', widget).get('ctz')).toBeNull();
    const microsoft = params('ms365', widget);
    expect([microsoft.get('startdt'), microsoft.get('enddt'), microsoft.get('allday')]).toEqual([
      '2026-09-05',
      '2026-09-07',
      'true',
    ]);
  });

  it('Yahoo: a one-day event is all-day; longer ones span midnight to midnight in the zone', () => {
    const oneDay = params('yahoo', config({ startDate: '2026-09-06', timeZone: 'America/Santiago' }));
    expect([oneDay.get('st'), oneDay.get('dur'), oneDay.get('et')]).toEqual(['20260906', 'allday', null]);
    const twoDays = params('yahoo', widget);
    expect([twoDays.get('st'), twoDays.get('et')]).toEqual(['20260905T040000Z', '20260907T030000Z']);
  });

  it('Teams: midnight to midnight in the event zone', () => {
    const teams = params('msteams', widget);
    expect([teams.get('startTime'), teams.get('endTime')]).toEqual([
      '2026-09-05T04:00:00Z',
      '2026-09-07T03:00:00Z',
    ]);
  });
});

describe('Google options', () => {
  it('passes recurrence, crm and trp', () => {
    const weekly = config({
      ...morning,
      recurrence: 'weekly',
      recurrence_until: '2026-05-03',
      availability: 'free',
    });
    const google = params('google', weekly);
    expect(google.get('recur')).toBe('RRULE:FREQ=WEEKLY;UNTIL=20260504T035959Z;WKST=MO');
    expect([google.get('crm'), google.get('trp')]).toEqual(['AVAILABLE', 'false']);
    const busy = params(
      'google',
      config({ startDate: '2026-04-05', availability: 'BUSY', recurrence: 'RRULE:FREQ=DAILY;COUNT=3' }),
    );
    expect([busy.get('crm'), busy.get('trp'), busy.get('recur')]).toEqual([
      'BUSY',
      'true',
      'RRULE:FREQ=DAILY;COUNT=3',
    ]);
  });

  it('matches unsupported zones by whole name, never by substring', () => {
    for (const zone of [
      'Europe/Amsterdam',
      'America/Cancun',
      'Asia/Kolkata',
      'America/Santiago',
      'UTC',
      'Europe/Istanbul',
    ]) {
      expect(googleAcceptsZone(zone)).toBe(true);
    }
    for (const zone of ['EST', 'MST', 'CET', 'PST8PDT', 'Etc/GMT+3', 'Etc/UTC'])
      expect(googleAcceptsZone(zone)).toBe(false);
    const amsterdam = params(
      'google',
      config({ startDate: '2026-03-29', startTime: '02:30', endTime: '03:30', timeZone: 'Europe/Amsterdam' }),
    );
    expect([amsterdam.get('dates'), amsterdam.get('ctz')]).toEqual([
      '20260329T013000Z/20260329T013000Z',
      'Europe/Amsterdam',
    ]);
    const fixed = params('google', config({ ...morning, timeZone: 'Etc/GMT+3' }));
    expect([fixed.get('dates'), fixed.get('ctz')]).toEqual(['20260405T130000Z/20260405T140000Z', null]);
  });
});

describe('Microsoft mobile deeplink', () => {
  const widget = config(morning);

  it.each([
    ['ms365', 'https://outlook.office.com'],
    ['outlookcom', 'https://outlook.live.com'],
  ] as const)('%s uses the compose page on desktop and the deeplink on phones', (option, host) => {
    const onDesktop = params(option, widget);
    expect(onDesktop.base).toBe(`${host}/calendar/0/action/compose`);
    expect(onDesktop.get('rru')).toBe('addevent');
    const onPhone = params(option, widget, phone);
    expect(onPhone.base).toBe(`${host}/calendar/0/deeplink/compose`);
    expect(onPhone.get('path')).toBe('/calendar/action/compose');
    expect(onPhone.get('rru')).toBe('addevent');
    expect(onPhone.get('startdt')).toBe('2026-04-05T14:00:00Z');
  });
});

describe('subscriptions', () => {
  const widget = config({
    subscribe: true,
    icsFile: 'https://barberia.cl/agenda.ics?k=1',
    name: 'Agenda Barbería',
  });

  it('webcal for Apple and iCal, Google cid, Microsoft url and name, Yahoo copies the address', () => {
    expect(params('apple', widget)).toMatchObject({
      kind: 'url',
      url: 'webcal://barberia.cl/agenda.ics?k=1',
    });
    expect(params('ical', widget)).toMatchObject({ kind: 'url', url: 'webcal://barberia.cl/agenda.ics?k=1' });
    const google = params('google', widget);
    expect(google.base).toBe('https://calendar.google.com/calendar/r');
    expect(google.get('cid')).toBe('webcal://barberia.cl/agenda.ics?k=1');
    for (const [option, host] of [
      ['ms365', 'https://outlook.office.com'],
      ['outlookcom', 'https://outlook.live.com'],
    ] as const) {
      const microsoft = params(option, widget);
      expect(microsoft.base).toBe(`${host}/calendar/0/addfromweb`);
      expect([microsoft.get('url'), microsoft.get('name')]).toEqual([
        'https://barberia.cl/agenda.ics?k=1',
        'Agenda Barbería',
      ]);
    }
    expect(calendarUrl('yahoo', widget.dates[0] as never, widget, desktop)).toEqual({
      kind: 'copy',
      url: 'https://barberia.cl/agenda.ics?k=1',
    });
    expect(() => calendarUrl('msteams', widget.dates[0] as never, widget, desktop)).toThrow(/Teams/);
  });
});

describe('files and cancelled dates', () => {
  it('Apple and iCal download the generated file, or the explicit ics file when given', () => {
    const generated = params('apple', config({ startDate: '2026-04-05' }));
    expect(generated.kind).toBe('ics');
    expect(generated.url.startsWith('data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR')).toBe(true);
    const explicit = config({ startDate: '2026-04-05', icsFile: 'https://barberia.cl/corte.ics' });
    expect(calendarUrl('ical', explicit.dates[0] as never, explicit, desktop)).toEqual({
      kind: 'ics',
      url: 'https://barberia.cl/corte.ics',
    });
  });

  it('a cancelled date is an .ics for Apple and iCal and the cancelled warning elsewhere', () => {
    const widget = config({ startDate: '2026-04-05', status: 'CANCELLED', uid: 'reserva-1', sequence: 2 });
    for (const option of CALENDAR_OPTIONS) {
      const result = calendarUrl(option, widget.dates[0] as never, widget, desktop, { now });
      expect(result.kind).toBe(option === 'apple' || option === 'ical' ? 'ics' : 'cancelled');
      expect(decodeURIComponent(result.url)).toContain('METHOD:CANCEL');
    }
  });
});
