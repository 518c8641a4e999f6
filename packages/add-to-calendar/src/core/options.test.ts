import { describe, expect, it } from 'vitest';
import {
  availableOptions,
  type CalendarOption,
  type OptionRulesInput,
  resolveOption,
  savesEveryDateAtOnce,
} from './options';

const desktop = { ios: false, android: false, mobile: false, webview: false };
const iPhone = { ios: true, android: false, mobile: true, webview: false };
const android = { ios: false, android: true, mobile: true, webview: false };
const all: CalendarOption[] = ['apple', 'google', 'ical', 'ms365', 'outlookcom', 'msteams', 'yahoo'];

function rules(overrides: Partial<OptionRulesInput> = {}): OptionRulesInput {
  return { options: all, subscribe: false, ...overrides };
}

describe('resolveOption', () => {
  it.each([
    ['Apple', 'apple'],
    ['GOOGLE', 'google'],
    ['iCal', 'ical'],
    ['Microsoft365', 'ms365'],
    ['Microsoft 365', 'ms365'],
    ['ms365', 'ms365'],
    ['Outlook.com', 'outlookcom'],
    ['outlookcom', 'outlookcom'],
    ['MicrosoftTeams', 'msteams'],
    ['msteams', 'msteams'],
    ['Yahoo', 'yahoo'],
  ])('%s → %s', (alias, option) => {
    expect(resolveOption(alias)).toBe(option);
  });

  it('rejects anything else', () => {
    for (const value of ['Outlook', 'Teams', 'Skype', '', 'apple1'])
      expect(resolveOption(value)).toBeUndefined();
  });
});

describe('availableOptions (spec section 9)', () => {
  it('keeps every option on a desktop, in order and once', () => {
    expect(availableOptions(rules({ options: ['yahoo', 'google', 'yahoo'] }), desktop)).toEqual([
      'yahoo',
      'google',
    ]);
    expect(availableOptions(rules(), desktop)).toEqual(all);
  });

  it('replaces ical by apple on iOS', () => {
    expect(availableOptions(rules({ options: ['ical', 'google'] }), iPhone)).toEqual(['apple', 'google']);
    expect(availableOptions(rules({ options: ['apple', 'ical'] }), iPhone)).toEqual(['apple']);
    expect(availableOptions(rules({ options: ['ical', 'google'] }), android)).toEqual(['ical', 'google']);
  });

  it('offers Apple as an iCal file on Android, listed once', () => {
    expect(availableOptions(rules({ options: ['apple', 'google'] }), android)).toEqual(['ical', 'google']);
    expect(availableOptions(rules({ options: ['apple', 'ical'] }), android)).toEqual(['ical']);
    expect(availableOptions(rules({ options: ['apple', 'google'] }), desktop)).toEqual(['apple', 'google']);
  });

  it('uses optionsIOS on iOS and optionsMobile on other phones', () => {
    const config = rules({ options: ['google'], optionsMobile: ['yahoo'], optionsIOS: ['apple'] });
    expect(availableOptions(config, desktop)).toEqual(['google']);
    expect(availableOptions(config, android)).toEqual(['yahoo']);
    expect(availableOptions(config, iPhone)).toEqual(['apple']);
    expect(availableOptions(rules({ options: ['google'], optionsMobile: ['yahoo'] }), iPhone)).toEqual([
      'yahoo',
    ]);
  });

  it('keeps only apple, google and ical for recurring events, and no google on iOS', () => {
    const recurring = rules({ recurrence: { hasUntil: false } });
    expect(availableOptions(recurring, desktop)).toEqual(['apple', 'google', 'ical']);
    expect(availableOptions(recurring, iPhone)).toEqual(['apple']);
  });

  it('drops apple and ical for recurring events with an until', () => {
    expect(availableOptions(rules({ recurrence: { hasUntil: true } }), desktop)).toEqual(['google']);
    expect(availableOptions(rules({ recurrence: { hasUntil: true } }), iPhone)).toEqual([]);
  });

  it('drops Teams for subscriptions', () => {
    expect(availableOptions(rules({ subscribe: true }), desktop)).toEqual(
      all.filter((option) => option !== 'msteams'),
    );
  });
});

describe('savesEveryDateAtOnce', () => {
  const dates = [{ status: 'CONFIRMED' }, { status: 'TENTATIVE' }];
  const multi = { multiDate: true, subscribe: false, dates };

  it('is true for Apple and iCal on a multi-date event, never for a web calendar', () => {
    expect(savesEveryDateAtOnce('apple', multi)).toBe(true);
    expect(savesEveryDateAtOnce('ical', multi)).toBe(true);
    for (const option of ['google', 'ms365', 'outlookcom', 'msteams', 'yahoo'] as const) {
      expect(savesEveryDateAtOnce(option, multi), option).toBe(false);
    }
  });

  it('keeps the dialog for one date, a cancelled date, or a date with its own file', () => {
    expect(
      savesEveryDateAtOnce('ical', { ...multi, multiDate: false, dates: [{ status: 'CONFIRMED' }] }),
    ).toBe(false);
    expect(savesEveryDateAtOnce('ical', { ...multi, dates: [...dates, { status: 'CANCELLED' }] })).toBe(
      false,
    );
    const ownFile = { status: 'CONFIRMED', icsFile: 'https://barberia.example/clase.ics' };
    expect(savesEveryDateAtOnce('apple', { ...multi, dates: [...dates, ownFile] })).toBe(false);
  });
});
