import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INTERVALO_MAXIMO_DIAS,
  INTERVALO_MINIMO_DIAS,
  intervaloHabitual,
  regresoDebido,
  VENTANA_DE_REGRESO_DIAS,
} from './regreso.js';
import { fechaDeNumero, numeroDeDia, sumarDias } from './zona.js';

const inicio = fc
  .integer({ min: numeroDeDia('2000-01-01'), max: numeroDeDia('2090-01-01') })
  .map(fechaDeNumero);

describe('intervaloHabitual', () => {
  it('needs two distinct days', () => {
    expect(intervaloHabitual([])).toBeNull();
    expect(intervaloHabitual(['2026-03-01'])).toBeNull();
    expect(intervaloHabitual(['2026-03-01', '2026-03-01'])).toBeNull();
  });

  it('is the median gap, so one long absence does not stretch it', () => {
    expect(intervaloHabitual(['2026-01-01', '2026-01-22', '2026-02-12', '2026-06-01'])).toBe(21);
    // Two gaps (21 and 28): their mean, rounded.
    expect(intervaloHabitual(['2026-01-01', '2026-01-22', '2026-02-19'])).toBe(25);
  });

  it('has no rhythm below a week or above four months', () => {
    expect(intervaloHabitual(['2026-03-01', '2026-03-04', '2026-03-07'])).toBeNull();
    expect(intervaloHabitual(['2026-01-01', sumarDias('2026-01-01', INTERVALO_MAXIMO_DIAS + 1)])).toBeNull();
    expect(intervaloHabitual(['2026-01-01', sumarDias('2026-01-01', INTERVALO_MINIMO_DIAS)])).toBe(7);
  });

  it('a steady rhythm is found whatever the order and repeats of the days', () => {
    fc.assert(
      fc.property(
        inicio,
        fc.integer({ min: INTERVALO_MINIMO_DIAS, max: INTERVALO_MAXIMO_DIAS }),
        fc.integer({ min: 2, max: 12 }),
        fc.integer(),
        (primero, salto, visitas, semilla) => {
          const dias = Array.from({ length: visitas }, (_, i) => sumarDias(primero, i * salto));
          const revueltos = [...dias, dias[0] as string].sort(
            (a, b) => ((numeroDeDia(a) * 31 + semilla) % 7) - ((numeroDeDia(b) * 31 + semilla) % 7),
          );
          expect(intervaloHabitual(revueltos)).toBe(salto);
        },
      ),
    );
  });
});

describe('regresoDebido', () => {
  it('is due from the usual day for a week, never before, never later', () => {
    fc.assert(
      fc.property(
        inicio,
        fc.integer({ min: INTERVALO_MINIMO_DIAS, max: INTERVALO_MAXIMO_DIAS }),
        fc.integer({ min: -200, max: 200 }),
        (primero, salto, desplazamiento) => {
          const ultimo = sumarDias(primero, salto);
          const hoy = sumarDias(ultimo, salto + desplazamiento);
          const debido = regresoDebido([primero, ultimo], hoy);
          if (desplazamiento >= 0 && desplazamiento < VENTANA_DE_REGRESO_DIAS)
            expect(debido).toEqual({ ultimo, intervalo: salto, dia: sumarDias(ultimo, salto) });
          else expect(debido).toBeNull();
        },
      ),
    );
  });

  it('one visit is no habit', () => {
    expect(regresoDebido(['2026-03-01'], '2026-04-01')).toBeNull();
  });
});
