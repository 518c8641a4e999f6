import { describe, expect, it } from 'vitest';
import { normalizeConfig, type RsvpConfig } from './config';
import {
  initialStatus,
  readRsvpCount,
  rsvpOutcome,
  rsvpRequestBody,
  rsvpStatuses,
  rsvpStorageKey,
  rsvpUrls,
  showsAmount,
  startingView,
  validateRsvp,
} from './rsvp';

const NOW = new Date('2026-11-23T12:00:00Z');

function configWith(attributes: Record<string, unknown>) {
  return normalizeConfig(
    { name: 'Taller', startDate: '2026-12-01', startTime: '19:00', endTime: '21:00', ...attributes },
    { now: NOW, identifier: 'prueba', defaultLanguage: 'es' },
  );
}

function rsvpOf(rsvp: Record<string, unknown>): RsvpConfig {
  const config = configWith({ rsvp: JSON.stringify(rsvp) });
  if (!config.rsvp) throw new Error('rsvp missing');
  return config.rsvp;
}

const ok = { status: 'confirmed', amount: '1', email: 'ana@correo.cl', fields: {} };

describe('the RSVP form fields', () => {
  it('offers confirmed and declined, and undecided only with maybe_option', () => {
    expect(rsvpStatuses(rsvpOf({}))).toEqual(['confirmed', 'declined']);
    expect(rsvpStatuses(rsvpOf({ maybe_option: true }))).toEqual(['confirmed', 'declined', 'undecided']);
  });

  it('preselects "confirmed" only with initial_confirmation', () => {
    expect(initialStatus(rsvpOf({ initial_confirmation: true }))).toBe('confirmed');
    expect(initialStatus(rsvpOf({}))).toBeUndefined();
  });

  it('hides the amount when maxpp is 1 (the default) and shows it above', () => {
    expect(showsAmount(rsvpOf({}))).toBe(false);
    expect(showsAmount(rsvpOf({ maxpp: 1 }))).toBe(false);
    expect(showsAmount(rsvpOf({ maxpp: 2 }))).toBe(true);
  });
});

describe('validateRsvp (spec §5)', () => {
  it('accepts a complete answer, with the e-mail trimmed and amount 1 when the field is hidden', () => {
    const result = validateRsvp(rsvpOf({}), { ...ok, amount: '7', email: '  ana@correo.cl ' });
    expect(result).toEqual({
      valid: true,
      answer: { status: 'confirmed', amount: 1, email: 'ana@correo.cl', payload: {} },
    });
  });

  it('needs a status among the offered ones', () => {
    for (const status of [undefined, '', 'undecided', 'maybe']) {
      const result = validateRsvp(rsvpOf({}), { ...ok, status });
      expect(result.valid, String(status)).toBe(false);
      if (!result.valid) {
        expect(result.errors).toEqual({ status: 'form.error.required' });
        expect(result.message).toBe('form.error.required');
      }
    }
    expect(validateRsvp(rsvpOf({ maybe_option: true }), { ...ok, status: 'undecided' }).valid).toBe(true);
  });

  it('keeps the amount between 1 and maxpp, digits only', () => {
    const rsvp = rsvpOf({ maxpp: 3 });
    for (const amount of ['0', '4', '', 'dos']) {
      const result = validateRsvp(rsvp, { ...ok, amount });
      expect(result.valid, amount).toBe(false);
      if (!result.valid) expect(result.errors.amount).toBe('form.error.required');
    }
    const three = validateRsvp(rsvp, { ...ok, amount: ' 3 ' });
    expect(three.valid && three.answer.amount).toBe(3);
  });

  it('requires a valid e-mail: empty is "required", malformed is the e-mail error', () => {
    const empty = validateRsvp(rsvpOf({}), { ...ok, email: '  ' });
    expect(empty.valid === false && [empty.errors, empty.message]).toEqual([
      { email: 'form.error.required' },
      'form.error.required',
    ]);
    for (const email of ['ana', 'ana@correo', `${'a'.repeat(71)}@correo.cl`, 'ana@correo.abcdefghij']) {
      const bad = validateRsvp(rsvpOf({}), { ...ok, email });
      expect(bad.valid === false && [bad.errors, bad.message], email).toEqual([
        { email: 'form.error.email' },
        'form.error.email',
      ]);
    }
  });

  it('applies the custom field rules and sends their clean values as payload', () => {
    const rsvp = rsvpOf({
      fields: [
        { type: 'label', label: 'Cuéntanos de ti' },
        { type: 'text', name: 'nombre', label: 'Nombre', required: true },
        { type: 'number', name: 'edad', label: 'Edad' },
        { type: 'email', name: 'otro', label: 'Otro correo' },
        { type: 'checkbox', name: 'acepto', label: 'Acepto', required: true },
        { type: 'radio', name: 'turno', label: 'Mañana' },
        { type: 'radio', name: 'turno', label: 'Tarde' },
        { type: 'hidden', name: 'origen', default: 'web' },
      ],
    });
    const missing = validateRsvp(rsvp, { ...ok, fields: { otro: 'malo' } });
    expect(missing.valid === false && missing.fieldErrors).toEqual({
      nombre: 'form.error.required',
      otro: 'form.error.email',
      acepto: 'form.error.required',
      turno: 'form.error.required',
    });
    // Anything missing reads as "required", even next to a bad address.
    expect(missing.valid === false && missing.message).toBe('form.error.required');
    const good = validateRsvp(rsvp, {
      ...ok,
      fields: { nombre: ' <b>Ana</b> ', edad: '3a0', otro: '', acepto: true, turno: 'Tarde', origen: 'web' },
    });
    expect(good.valid && good.answer.payload).toEqual({
      nombre: 'Ana',
      edad: '30',
      otro: '',
      acepto: 'true',
      turno: 'Tarde',
      origen: 'web',
    });
  });
});

describe('the calls (spec §7)', () => {
  it('posts to {server}/api/rsvp/{key} and counts with ?prokey (and dev=true in dev mode)', () => {
    expect(rsvpUrls('https://barberia.cl/', 'abc-1', false)).toEqual({
      post: 'https://barberia.cl/api/rsvp/abc-1',
      count: 'https://barberia.cl/api/rsvp/abc-1/count?prokey=abc-1',
    });
    expect(rsvpUrls('http://127.0.0.1:3000', 'k', true).count).toBe(
      'http://127.0.0.1:3000/api/rsvp/k/count?prokey=k&dev=true',
    );
  });

  it('sends prokey, language, status, amount and email, plus dev and payload only when there are', () => {
    const answer = { status: 'declined' as const, amount: 2, email: 'ana@correo.cl', payload: {} };
    expect(rsvpRequestBody(answer, 'k', 'es', false)).toEqual({
      prokey: 'k',
      language: 'es',
      status: 'declined',
      amount: 2,
      email: 'ana@correo.cl',
    });
    expect(rsvpRequestBody({ ...answer, payload: { nombre: 'Ana' } }, 'k', 'en', true)).toMatchObject({
      dev: true,
      payload: { nombre: 'Ana' },
    });
  });

  it('reads the answer: doi, success, error codes 2, 5 and 6, anything else is the sending error', () => {
    const answers: [Parameters<typeof rsvpOutcome>[0], number, ReturnType<typeof rsvpOutcome>][] = [
      [{ ok: true, body: { status: 'doi', msg: '' } }, 1, { view: 'doi' }],
      [{ ok: true, body: { status: 'confirmed' } }, 1, { view: 'success' }],
      [{ ok: true, body: { status: 'declined' } }, 1, { view: 'success' }],
      [{ ok: false, body: { error: 2 } }, 1, { view: 'entry', error: 'form.error.email' }],
      [{ ok: false, body: { error: 5 } }, 2, { view: 'blocked', error: 'rsvp.error.expired' }],
      [{ ok: false, body: { error: 6 } }, 1, { view: 'blocked', error: 'rsvp.error.bookedout' }],
      // Above one person the wording is plural, and the visitor may still ask for fewer.
      [{ ok: false, body: { error: 6 } }, 2, { view: 'entry', error: 'rsvp.error.bookedout.plural' }],
      // Too many from this address (our server's 429): the form stays, and says to wait.
      [
        { ok: false, status: 429, body: { msg: 'x', code: 'RSVP_PENDIENTES_POR_IP' } },
        1,
        { view: 'entry', error: 'rsvp.error.wait' },
      ],
    ];
    for (const [response, amount, outcome] of answers) {
      expect(rsvpOutcome(response, amount), JSON.stringify(response)).toEqual(outcome);
    }
    for (const response of [
      undefined,
      { ok: false, body: undefined },
      { ok: false, body: { msg: 'x' } },
      { ok: false, body: { error: 9 } },
      { ok: true, body: { status: 'raro' } },
      { ok: true, body: 'texto' },
    ]) {
      expect(rsvpOutcome(response, 1), JSON.stringify(response)).toEqual({
        view: 'entry',
        error: 'form.error.sending',
      });
    }
  });

  it('reads the count against the limit, the server max first; anything else is ignored', () => {
    const rsvp = rsvpOf({ max: 3 });
    expect(readRsvpCount({ total: 2, max: 3, expired: false, bookedOut: false }, rsvp)).toEqual({
      left: 1,
      expired: false,
      bookedOut: false,
    });
    expect(readRsvpCount({ total: 2, max: 5, expired: false, bookedOut: false }, rsvp)?.left).toBe(3);
    expect(readRsvpCount({ total: 3 }, rsvp)).toEqual({ left: 0, expired: false, bookedOut: true });
    expect(readRsvpCount({ total: 1, expired: true }, rsvpOf({}))).toEqual({
      expired: true,
      bookedOut: false,
    });
    for (const body of [undefined, null, 'x', {}, { total: '2' }, { msg: 'error' }]) {
      expect(readRsvpCount(body, rsvp), JSON.stringify(body)).toBeUndefined();
    }
  });
});

describe('the states (spec §4)', () => {
  it('starts with the already-sent view, then closed when expired or booked out, else the form', () => {
    const open = rsvpOf({ max: 3 });
    expect(startingView(open, false)).toBe('entry');
    expect(startingView(open, true)).toBe('sent');
    expect(startingView(open, false, { left: 0, expired: false, bookedOut: true })).toBe('blocked');
    expect(startingView(open, false, { expired: true, bookedOut: false })).toBe('blocked');
    expect(startingView(open, true, { left: 0, expired: false, bookedOut: true })).toBe('sent');
    expect(startingView(rsvpOf({ expires: '2026-11-01T00:00:00Z' }), false)).toBe('blocked');
    expect(startingView(rsvpOf({ bookedOut: true }), false)).toBe('blocked');
  });

  it('keeps the sent flag per event key', () => {
    expect(rsvpStorageKey('a')).not.toBe(rsvpStorageKey('b'));
  });
});

describe('proKey and rsvpServer', () => {
  it('keeps a word-character key and a safe http(s) server without its trailing slash', () => {
    const config = configWith({ proKey: 'ab-12_c', rsvpServer: 'https://barberia.cl/' });
    expect([config.proKey, config.rsvpServer]).toEqual(['ab-12_c', 'https://barberia.cl']);
  });

  it('drops unsafe values with a warning: no key means demo mode, no server means the page origin', () => {
    for (const rsvpServer of [
      'javascript:alert(1)',
      'ftp://x.cl',
      'https://x.cl/../admin',
      'https://x.cl/a?b',
    ]) {
      const config = configWith({ proKey: 'a/b', rsvpServer });
      expect([config.proKey, config.rsvpServer], rsvpServer).toEqual([undefined, undefined]);
      expect(config.warnings.some((w) => w.startsWith('security: rsvpServer'))).toBe(true);
    }
  });
});

describe('an inline RSVP form', () => {
  it('makes the calendar list open on click only, so moving about the form never opens it', () => {
    expect(configWith({ rsvp: '{}', inlineRsvp: '' }).trigger).toBe('click');
    expect(configWith({ rsvp: '{}', trigger: 'hover' }).trigger).toBe('hover');
    expect(configWith({ inlineRsvp: '' }).trigger).toBe('hover');
  });
});
