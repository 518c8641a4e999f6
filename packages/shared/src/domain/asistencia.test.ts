import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estadoDeAsistencia, motivoParaNoMarcar, PLAZO_PARA_MARCAR_MS } from './asistencia.js';

const fin = new Date('2026-11-23T14:45:00Z');
const despues = (ms: number) => new Date(fin.getTime() + ms);

describe('asistencia', () => {
  it('an hour is marked from its end for a day; unmarked after that, it counts as attended', () => {
    expect(estadoDeAsistencia({ fin, asistencia: null }, despues(-1))).toBe('POR_VENIR');
    expect(estadoDeAsistencia({ fin, asistencia: null }, despues(0))).toBe('POR_MARCAR');
    expect(estadoDeAsistencia({ fin, asistencia: null }, despues(PLAZO_PARA_MARCAR_MS - 1))).toBe(
      'POR_MARCAR',
    );
    expect(estadoDeAsistencia({ fin, asistencia: null }, despues(PLAZO_PARA_MARCAR_MS))).toBe('ASISTIO');
    expect(estadoDeAsistencia({ fin, asistencia: 'NO_ASISTIO' }, despues(10 * PLAZO_PARA_MARCAR_MS))).toBe(
      'NO_ASISTIO',
    );
  });

  it('a mark can be written exactly while the hour is «por marcar»', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3 * PLAZO_PARA_MARCAR_MS, max: 3 * PLAZO_PARA_MARCAR_MS }), (ms) => {
        const ahora = despues(ms);
        const porMarcar = estadoDeAsistencia({ fin, asistencia: null }, ahora) === 'POR_MARCAR';
        expect(motivoParaNoMarcar(fin, ahora) === null).toBe(porMarcar);
        if (ms < 0) expect(motivoParaNoMarcar(fin, ahora)).toBe('HORA_NO_TERMINADA');
      }),
    );
  });
});
