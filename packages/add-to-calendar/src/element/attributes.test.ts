import { describe, expect, it } from 'vitest';
import { configFromAttributes, OBSERVED_ATTRIBUTES } from './attributes';

describe('configFromAttributes', () => {
  it('finds every spec key whatever the letter case the HTML parser left', () => {
    const config = configFromAttributes([
      { name: 'startdate', value: '2026-11-30' },
      { name: 'TIMEZONE', value: 'America/Santiago' },
      { name: 'recurrence_bymonthday', value: '1,15' },
      { name: 'hidetextlabelbutton', value: '' },
      { name: 'class', value: 'ignored' },
      { name: 'atcb-last-event', value: 'ignored' },
    ]);
    expect(config).toEqual({
      startDate: '2026-11-30',
      timeZone: 'America/Santiago',
      recurrence_byMonthDay: '1,15',
      hideTextLabelButton: '',
    });
  });

  it('observes the lower-case spelling of every configuration key and flag, never its own event attribute', () => {
    for (const key of [
      'name',
      'startdate',
      'optionsios',
      'cspnonce',
      'buttonslist',
      'pastdatehandling',
      'ty',
    ]) {
      expect(OBSERVED_ATTRIBUTES).toContain(key);
    }
    expect(OBSERVED_ATTRIBUTES).not.toContain('atcb-last-event');
    expect(OBSERVED_ATTRIBUTES.every((name) => name === name.toLowerCase())).toBe(true);
  });
});
