import { describe, expect, it } from 'vitest';
import { base, config, type ctx, failure } from './config.testing';

describe('normalizeConfig: defaults and rules (spec sections 5 and 9)', () => {
  it('applies the documented defaults', () => {
    const result = config({ name: 'Corte', startDate: '2026-04-05' });
    expect(result.options).toEqual(['ical']);
    expect(result.buttonStyle).toBe('default');
    expect(result.listStyle).toBe('dropdown');
    expect(result.trigger).toBe('hover');
    expect(result.lightMode).toBe('system');
    expect(result.language).toBe('en');
    expect(result.pastDateHandling).toBe('none');
    expect(result.size).toEqual({ l: 16, m: 16, s: 16 });
    const [date] = result.dates;
    expect(date?.timeZone).toBe('UTC'); // the spec's GMT default, as Intl spells it
    expect(date?.status).toBe('CONFIRMED');
    expect(date?.sequence).toBe(0);
    expect(date?.allDay).toBe(true);
    expect(date?.endDate).toBe('2026-04-05');
    expect(result.dates).toHaveLength(1);
    expect(result.warnings).toEqual([]);
  });

  it('reads list values in every spelling the attribute allows', () => {
    expect(config({ ...base, options: '"Apple","Google"' }).options).toEqual(['apple', 'google']);
    expect(config({ ...base, options: "'Apple', 'Google'" }).options).toEqual(['apple', 'google']);
    expect(config({ ...base, options: 'Apple, Google' }).options).toEqual(['apple', 'google']);
    expect(config({ ...base, options: '["iCal","Outlook.com"]' }).options).toEqual(['ical', 'outlookcom']);
    expect(config({ ...base, options: ['MICROSOFT365', 'microsoftteams', 'YAHOO'] }).options).toEqual([
      'ms365',
      'msteams',
      'yahoo',
    ]);
  });

  it('resolves today with an offset in the event zone', () => {
    // 2026-03-01 12:00 UTC is still 2026-03-01 in Santiago but 2026-03-02 in Auckland.
    const santiago = config({
      name: 'x',
      startDate: 'today+3',
      endDate: 'today + 4',
      timeZone: 'America/Santiago',
    });
    expect(santiago.dates[0]?.startDate).toBe('2026-03-04');
    expect(santiago.dates[0]?.endDate).toBe('2026-03-05');
    const auckland = config({ name: 'x', startDate: 'today-1', timeZone: 'Pacific/Auckland' });
    expect(auckland.dates[0]?.startDate).toBe('2026-03-01');
    expect(failure({ name: 'x', startDate: 'today+12345' }).code).toBe('invalid-date');
  });

  it('trims seconds and a trailing Z from times and keeps them local', () => {
    const [date] = config({ ...base, startTime: '10:00:59Z', endTime: '10:45:00' }).dates;
    expect(date?.startTime).toBe('10:00');
    expect(date?.timestamp).toBe(Date.parse('2026-04-05T14:00:00Z'));
  });

  it('computes the instants on the DST days of America/Santiago', () => {
    const gap = config({ ...base, startDate: '2026-09-06', startTime: '00:30', endTime: '02:00' }).dates[0];
    expect(new Date(gap?.timestamp ?? 0).toISOString()).toBe('2026-09-06T04:30:00.000Z');
    const repeated = config({ ...base, startDate: '2026-04-04', startTime: '23:30', endTime: '23:45' })
      .dates[0];
    expect(new Date(repeated?.timestamp ?? 0).toISOString()).toBe('2026-04-05T02:30:00.000Z');
    const allDay = config({
      name: 'x',
      startDate: '2026-09-05',
      endDate: '2026-09-06',
      timeZone: 'America/Santiago',
    }).dates[0];
    expect(new Date(allDay?.timestamp ?? 0).toISOString()).toBe('2026-09-05T04:00:00.000Z');
    // Exclusive end: midnight after 09-06 in -03, after the clocks went forward.
    expect(new Date(allDay?.endTimestamp ?? 0).toISOString()).toBe('2026-09-07T03:00:00.000Z');
  });

  it('marks dates overdue when their end has passed, never for recurring events', () => {
    const past = { ...base, startDate: '2026-02-27' };
    expect(config(past).dates[0]?.overdue).toBe(true);
    expect(config({ ...past, recurrence: 'weekly' }).dates[0]?.overdue).toBe(false);
    expect(config(base).dates[0]?.overdue).toBe(false);
    // An all-day date is overdue only after its whole day in the event zone.
    const today = config({ name: 'x', startDate: '2026-03-01', timeZone: 'America/Santiago' });
    expect(today.dates[0]?.overdue).toBe(false);
  });

  it('applies pastDateHandling when every date is overdue', () => {
    const past = { ...base, startDate: '2026-02-27' };
    expect(config({ ...past, pastDateHandling: 'disable' })).toMatchObject({
      allOverdue: true,
      disabled: true,
      hidden: false,
      blockInteraction: true,
    });
    expect(config({ ...past, pastDateHandling: 'hide' })).toMatchObject({
      disabled: false,
      hidden: true,
      blockInteraction: true,
    });
    expect(config({ ...past, pastDateHandling: 'none' })).toMatchObject({
      disabled: false,
      hidden: false,
      blockInteraction: false,
    });
    const mixed = config({
      ...base,
      pastDateHandling: 'hide',
      dates: [{ startDate: '2026-02-27' }, { startDate: '2026-04-05' }],
    });
    expect(mixed).toMatchObject({ allOverdue: false, hidden: false });
    expect(config({ ...base, disabled: '' })).toMatchObject({ disabled: true, blockInteraction: true });
    expect(config({ ...base, blockInteraction: 'true' })).toMatchObject({
      disabled: false,
      blockInteraction: true,
    });
  });

  it('computes onlineEvent and the description forms', () => {
    const [date] = config({
      ...base,
      location: 'https://meet.example.cl/corte',
      description: 'Hola [b]Ana[/b] <script>[br]Ver [url]https://barberia.cl|el sitio[/url]\nFin',
    }).dates;
    expect(date?.onlineEvent).toBe(true);
    expect(date?.descriptionHtml).toBe(
      'Hola <b>Ana</b> &lt;script&gt;<br>Ver <a href="https://barberia.cl" target="_blank" rel="noopener">el sitio</a><br>Fin',
    );
    expect(date?.descriptionPlain).toBe('Hola Ana <script>\nVer el sitio (https://barberia.cl)\nFin');
    expect(config({ ...base, location: 'Av. Pajaritos 1234' }).dates[0]?.onlineEvent).toBe(false);
    // A javascript: link target never becomes a link.
    const [unsafe] = config({ ...base, description: '[url]javascript:alert(1)|x[/url]' }).dates;
    expect(unsafe?.descriptionHtml).toBe('x');
  });

  it('replaces an invalid uid and resets a bad sequence with warnings', () => {
    const result = config({ ...base, uid: 'no spaces allowed', sequence: '-2' });
    expect(result.dates[0]?.uid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(result.dates[0]?.sequence).toBe(0);
    expect(
      result.warnings.some((warning) => warning.startsWith('uid "no spaces allowed" is not valid')),
    ).toBe(true);
    expect(result.warnings.some((warning) => warning.startsWith('sequence "-2"'))).toBe(true);
    const kept = config({ ...base, uid: 'reserva-42', sequence: 3 });
    expect(kept.dates[0]?.uid).toBe('reserva-42');
    expect(kept.dates[0]?.sequence).toBe(3);
    expect(kept.warnings).toEqual(['uid "reserva-42" is not a UUID; kept']);
  });

  it('refuses path-traversal URLs with a security warning', () => {
    for (const icsFile of [
      'https://x.cl/../secret.ics',
      'https://x.cl/a/%2e%2e/secret.ics',
      'https://x.cl/a/%252e%252e%252fsecret.ics',
      'https://x.cl/a/..\\secret.ics',
    ]) {
      const result = config({ ...base, icsFile });
      expect(result.icsFile).toBeUndefined();
      expect(result.warnings[0]).toMatch(/^security: icsFile refused/);
    }
    const css = config({ ...base, customCss: 'https://x.cl/../a.css' });
    expect(css.customCss).toBeUndefined();
    expect(css.warnings[0]).toMatch(/^security: customCss refused/);
    // A refused file cannot satisfy a subscription.
    expect(failure({ ...base, subscribe: true, icsFile: 'https://x.cl/../a.ics' }).code).toBe(
      'subscribe-without-ics-file',
    );
    expect(config({ ...base, customCss: '/widget/tema.css?v=2', buttonStyle: 'custom' }).customCss).toBe(
      '/widget/tema.css?v=2',
    );
  });

  it('subscriptions default the start date to today and need an http ics file', () => {
    const result = config({
      name: 'Agenda',
      subscribe: '',
      icsFile: 'https://barberia.cl/agenda.ics',
      timeZone: 'America/Santiago',
    });
    expect(result.subscribe).toBe(true);
    expect(result.dates[0]?.startDate).toBe('2026-03-01');
    expect(result.icsFile).toBe('https://barberia.cl/agenda.ics');
  });

  it('inherits top-level values in multi-date events and gives each date its own uid', () => {
    const result = config({
      name: 'Curso',
      location: 'Maipú',
      timeZone: 'America/Santiago',
      startTime: '10:00',
      endTime: '11:00',
      uid: 'curso-2026',
      status: 'TENTATIVE',
      dates:
        '[{"startDate":"2026-04-04"},{"startDate":"2026-04-05","name":"Clase 2","startTime":"18:00","endTime":"19:00","status":"cancelled"},{"startDate":"2026-04-06","uid":"clase-3","timeZone":"Europe/Berlin"}]',
    });
    expect(result.multiDate).toBe(true);
    expect(
      result.dates.map((date) => [date.name, date.uid, date.status, date.startTime, date.timeZone]),
    ).toEqual([
      ['Curso', 'curso-2026-1', 'TENTATIVE', '10:00', 'America/Santiago'],
      ['Clase 2', 'curso-2026-2', 'CANCELLED', '18:00', 'America/Santiago'],
      ['Curso', 'clase-3', 'TENTATIVE', '10:00', 'Europe/Berlin'],
    ]);
    expect(result.dates.every((date) => date.location === 'Maipú')).toBe(true);
    expect(new Date(result.dates[2]?.timestamp ?? 0).toISOString()).toBe('2026-04-06T08:00:00.000Z');
  });

  it('uses the visitor zone with useUserTZ', () => {
    const result = config({ ...base, useUserTZ: true }, { userTimeZone: 'Europe/Berlin' } as Partial<
      typeof ctx
    >);
    expect(result.dates[0]?.timeZone).toBe('Europe/Berlin');
    expect(new Date(result.dates[0]?.timestamp ?? 0).toISOString()).toBe('2026-04-05T08:00:00.000Z');
  });

  it('forces click for round, text, date, neumorphism and the modal list; drops buttonsList for date', () => {
    for (const buttonStyle of ['round', 'text', 'date', 'neumorphism']) {
      expect(config({ ...base, buttonStyle, trigger: 'hover' }).trigger).toBe('click');
    }
    expect(config({ ...base, listStyle: 'modal', trigger: 'hover' }).trigger).toBe('click');
    expect(config({ ...base, buttonStyle: 'flat', trigger: 'hover' }).trigger).toBe('hover');
    expect(config({ ...base, buttonStyle: 'date', buttonsList: true }).flags.buttonsList).toBe(false);
    expect(config({ ...base, buttonStyle: '3d', buttonsList: true }).flags.buttonsList).toBe(true);
  });

  it('overlays dropdown lists under a labelled button with an unlabelled list', () => {
    const hiddenListLabel = { ...base, hideTextLabelList: '' };
    expect(config({ ...hiddenListLabel, listStyle: 'dropdown-static' }).listStyle).toBe('overlay');
    expect(config({ ...hiddenListLabel, buttonStyle: 'round' }).listStyle).toBe('dropdown');
    expect(config({ ...hiddenListLabel, hideTextLabelButton: true }).listStyle).toBe('dropdown');
    expect(config({ ...hiddenListLabel, listStyle: 'modal' }).listStyle).toBe('modal');
  });

  it('falls back with a warning for unknown list styles, light modes and sizes', () => {
    const result = config({
      ...base,
      listStyle: 'popup',
      lightMode: 'sepia',
      size: '11',
      pastDateHandling: 'explode',
    });
    expect(result).toMatchObject({ listStyle: 'dropdown', lightMode: 'system', pastDateHandling: 'none' });
    expect(result.size).toEqual({ l: 16, m: 16, s: 16 });
    expect(result.warnings).toHaveLength(4);
    expect(config({ ...base, size: '8|4' }).size).toEqual({ l: 18, m: 14, s: 14 });
    expect(config({ ...base, size: '10|5|0' }).size).toEqual({ l: 20, m: 15, s: 10 });
    expect(config({ ...base, lightMode: 'bodyscheme' }).lightMode).toBe('bodyScheme');
  });

  it('cuts the language to two letters and falls back to the default', () => {
    expect(config({ ...base, language: 'es-CL' }).language).toBe('es');
    expect(config({ ...base, language: 'AR' })).toMatchObject({ language: 'ar', rtl: true });
    expect(config({ ...base, language: 'he' }).rtl).toBe(true);
    expect(config({ ...base, language: '1x' }).language).toBe('en');
    expect(config({ ...base }, { defaultLanguage: 'es' } as Partial<typeof ctx>).language).toBe('es');
    const supported = { defaultLanguage: 'es', supportedLanguages: ['es', 'en'] } as Partial<typeof ctx>;
    expect(config({ ...base, language: 'de' }, supported).language).toBe('es');
  });

  it('reads flags as HTML boolean attributes', () => {
    const result = config({ ...base, hideBranding: '', debug: 'false', inline: 'TRUE', fakeIOS: true });
    expect(result.flags).toMatchObject({
      hideBranding: true,
      debug: false,
      inline: true,
      fakeIOS: true,
      hidden: false,
    });
  });

  it('passes custom labels, CSS variables and images through', () => {
    const result = config({
      ...base,
      customLabels: '{"close":"Cerrar","n":3,"bad":{}}',
      customVar: { '--btn-background': '#000' },
      images: '"https://x.cl/a.png", "javascript:alert(1)"',
      cspnonce: 'r4nd0m',
    });
    expect(result.customLabels).toEqual({ close: 'Cerrar', n: '3' });
    expect(result.customVar).toEqual({ '--btn-background': '#000' });
    expect(result.images).toEqual(['https://x.cl/a.png']);
    expect(result.cspnonce).toBe('r4nd0m');
    expect(result.warnings).toHaveLength(1);
  });

  it('keeps created and updated timestamps', () => {
    expect(config({ ...base, created: '20260101T100000Z', updated: '20260201T100000Z' })).toMatchObject({
      created: '20260101T100000Z',
      updated: '20260201T100000Z',
    });
  });

  it('reads the simplified recurrence fields', () => {
    const result = config({
      ...base,
      recurrence: 'Weekly',
      recurrence_interval: '2',
      recurrence_count: 5,
      recurrence_byDay: 'mo, -1fr',
      recurrence_weekstart: 'su',
    });
    expect(result.recurrence).toEqual({
      kind: 'simple',
      frequency: 'weekly',
      interval: 2,
      count: 5,
      byDay: 'MO,-1FR',
      weekstart: 'SU',
      hasUntil: false,
    });
    expect(config({ ...base, recurrence: 'RRULE:freq=daily;until=20260501T000000Z' }).recurrence).toEqual({
      kind: 'rrule',
      rrule: 'FREQ=DAILY;UNTIL=20260501T000000Z',
      hasUntil: true,
    });
  });

  it('normalizes the thank-you dialog, falling back to text without an http URL', () => {
    expect(
      config({ ...base, ty: '{"type":"link","url":"https://barberia.cl/gracias","button_label":"Seguir"}' })
        .ty,
    ).toEqual({
      type: 'link',
      url: 'https://barberia.cl/gracias',
      buttonLabel: 'Seguir',
      fields: [],
    });
    const noUrl = config({ ...base, ty: { type: 'form', url: 'mailto:a@b.cl', headline: 'Gracias' } });
    expect(noUrl.ty).toEqual({ type: 'text', headline: 'Gracias', fields: [] });
    expect(noUrl.warnings).toEqual(['ty.type form needs an http(s) url; shown as text']);
    const form = config({
      ...base,
      ty: {
        type: 'form',
        url: 'https://barberia.cl/f',
        fields: [
          { type: 'email', name: 'correo', required: true },
          { type: 'label', label: 'Hola' },
          { type: 'text' },
        ],
      },
    });
    expect(form.ty?.fields).toEqual([
      { type: 'email', name: 'correo', required: true },
      { type: 'label', name: '', label: 'Hola', required: false },
    ]);
  });

  it('normalizes RSVP settings with expiry against now', () => {
    const rsvp = config({
      ...base,
      rsvp: { headline: 'Vienes?', maxpp: '3', max: 20, expires: '2026-02-28T00:00:00Z', maybe_option: true },
    }).rsvp;
    expect(rsvp).toEqual({
      headline: 'Vienes?',
      maxpp: 3,
      max: 20,
      expires: Date.parse('2026-02-28T00:00:00Z'),
      initialConfirmation: false,
      maybeOption: true,
      fields: [],
      expired: true,
      bookedOut: false,
    });
    expect(config({ ...base, rsvp: '{}' }).rsvp).toMatchObject({ maxpp: 1, expired: false });
  });
});
