import { describe, expect, it } from 'vitest';
import { base, expectGenerationError, failure } from './config.testing';

describe('normalizeConfig: generation errors (spec section 8)', () => {
  it('no data', () => {
    expectGenerationError({}, 'no-data', undefined);
  });

  // Each case: what it changes in `base`, the error code and the field it names.
  it.each<[string, Record<string, unknown>, string, string]>([
    ['required name missing', { name: '  ' }, 'missing-name', 'name'],
    [
      'subscription with multiple dates',
      {
        subscribe: true,
        icsFile: 'https://x.cl/a.ics',
        dates: [{ startDate: '2026-04-05' }, { startDate: '2026-04-06' }],
      },
      'subscribe-multi-date',
      'dates',
    ],
    [
      'required setting missing per date',
      { dates: [{ startDate: '2026-04-05' }, { startTime: '10:00', endTime: '11:00' }] },
      'missing-start-date',
      'dates[1].startDate',
    ],
    ['explicit ics file path not valid', { icsFile: 'ftp://x.cl/a.ics' }, 'invalid-ics-file', 'icsFile'],
    ['buttonStyle invalid', { buttonStyle: 'shiny' }, 'invalid-button-style', 'buttonStyle'],
    [
      'customCss not a valid url',
      { buttonStyle: 'custom', customCss: 'https://x.cl/style.txt' },
      'invalid-custom-css',
      'customCss',
    ],
    ['custom style without css', { buttonStyle: 'custom' }, 'custom-style-without-css', 'customCss'],
    [
      'style incompatible with RSVP',
      { buttonStyle: 'date', rsvp: '{"max":10}' },
      'rsvp-style-incompatible',
      'buttonStyle',
    ],
    [
      'style none incompatible with RSVP',
      { buttonStyle: 'none', rsvp: { max: 10 } },
      'rsvp-style-incompatible',
      'buttonStyle',
    ],
    ['subscription needs an ics file', { subscribe: 'true' }, 'subscribe-without-ics-file', 'icsFile'],
    ['created format not valid', { created: '2026-01-01T10:00:00Z' }, 'invalid-created-updated', 'created'],
    ['updated format not valid', { updated: '20261301T100000Z' }, 'invalid-created-updated', 'updated'],
    ['invalid option', { options: 'Apple, Outlook' }, 'invalid-option', 'options'],
    ['invalid optionsIOS', { optionsIOS: ['Skype'] }, 'invalid-option', 'optionsIOS'],
    ['status invalid', { status: 'POSTPONED' }, 'invalid-status', 'status'],
    ['availability must be free or busy', { availability: 'maybe' }, 'invalid-availability', 'availability'],
    ['organizer schema wrong', { organizer: 'juan@example.cl' }, 'invalid-organizer', 'organizer'],
    [
      'organizer name over 50',
      { organizer: `${'j'.repeat(51)}|juan@example.cl` },
      'invalid-organizer',
      'organizer',
    ],
    [
      'attendee schema wrong',
      { organizer: 'Juan|juan@example.cl', attendee: 'Ana|ana@' },
      'invalid-attendee',
      'attendee',
    ],
    ['attendee without organizer', { attendee: 'ana@example.cl' }, 'attendee-without-organizer', 'attendee'],
    ['invalid time zone', { timeZone: 'America/Maipu' }, 'invalid-time-zone', 'timeZone'],
    ['date misspelled', { startDate: '05-04-2026' }, 'invalid-date', 'startDate'],
    ['date that does not exist', { startDate: '2026-02-30' }, 'invalid-date', 'startDate'],
    ['time misspelled', { startTime: '24:00' }, 'invalid-time', 'startTime'],
    ['minutes over 59', { endTime: '10:60' }, 'invalid-time', 'endTime'],
    ['only one of start or end time', { endTime: undefined }, 'incomplete-time', 'endTime'],
    ['end before start', { endTime: '09:59' }, 'end-before-start', 'endDate'],
    [
      'RRULE with multi-date',
      { recurrence: 'weekly', dates: [{ startDate: '2026-04-05' }, { startDate: '2026-04-06' }] },
      'rrule-multi-date',
      'recurrence',
    ],
    ['RRULE misspelled', { recurrence: 'RRULE:FREQ=FORTNIGHTLY' }, 'invalid-rrule', 'recurrence'],
    [
      'RRULE with an unknown part',
      { recurrence: 'RRULE:FREQ=WEEKLY;EVERY=2' },
      'invalid-rrule',
      'recurrence',
    ],
    ['unknown simplified recurrence', { recurrence: 'hourly' }, 'invalid-rrule', 'recurrence'],
    ['cspnonce with forbidden characters', { cspnonce: 'abc"def' }, 'invalid-cspnonce', 'cspnonce'],
    ['cspnonce with whitespace', { cspnonce: 'abc def' }, 'invalid-cspnonce', 'cspnonce'],
    ['dates not a list', { dates: '{"startDate":"2026-04-05"}' }, 'no-data', 'dates'],
  ])('%s', (_title, changes, code, field) => {
    expectGenerationError({ ...base, ...changes }, code, field);
  });

  // A misspelled part of the simplified recurrence names its own attribute, recurrence_<part>.
  it.each([
    ['interval', { recurrence: 'daily', recurrence_interval: '0' }],
    ['count', { recurrence: 'daily', recurrence_count: '2.5' }],
    ['until', { recurrence: 'daily', recurrence_until: '2026/12/31' }],
    ['byMonth', { recurrence: 'yearly', recurrence_byMonth: '13' }],
    ['byMonthDay', { recurrence: 'monthly', recurrence_byMonthDay: '1;15' }],
    ['byDay', { recurrence: 'weekly', recurrence_byDay: 'MO,XX' }],
    ['weekstart', { recurrence: 'weekly', recurrence_weekstart: 'MON' }],
  ])('%s misspelled', (part, changes) => {
    expectGenerationError({ ...base, ...changes }, 'invalid-recurrence', `recurrence_${part}`);
  });

  it('names the failing sub-event field in a multi-date configuration', () => {
    const error = failure({
      name: 'Cortes',
      timeZone: 'America/Santiago',
      dates: [{ startDate: '2026-04-05' }, { startDate: '2026-04-06', startTime: '25:00', endTime: '26:00' }],
    });
    expect(error.code).toBe('invalid-time');
    expect(error.field).toBe('dates[1].startTime');
    expect(error.message).toContain('[dates[1].startTime: 25:00 -> HH:MM]');
  });
});
