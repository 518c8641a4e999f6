import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ABONO_MINIMO,
  type AbonoDeServicio,
  abonoDeReserva,
  abonoDeServicio,
  abonoDeServicios,
  POLITICA_PREDETERMINADA as POLITICA,
  repartirAbono,
} from './abono.js';

const corte = { precio: 12_000, abono: { tipo: 'monto', valor: 5_000 } as AbonoDeServicio };
const barba = { precio: 7_000, abono: null };

const abono = fc.oneof(
  fc.constant(null),
  fc.record({ tipo: fc.constant('monto' as const), valor: fc.integer({ min: 50, max: 100_000 }) }),
  fc.record({ tipo: fc.constant('porcentaje' as const), valor: fc.integer({ min: 1, max: 100 }) }),
);
const servicio = fc.record({ precio: fc.integer({ min: 0, max: 200_000 }), abono });

describe('abonos', () => {
  it("a service's deposit: a fixed amount never above the price, a percentage rounded to the peso", () => {
    expect(abonoDeServicio(corte)).toBe(5_000);
    expect(abonoDeServicio({ precio: 3_000, abono: { tipo: 'monto', valor: 5_000 } })).toBe(3_000);
    expect(abonoDeServicio({ precio: 12_345, abono: { tipo: 'porcentaje', valor: 30 } })).toBe(3_704);
    expect(abonoDeServicio(barba)).toBe(0);
    fc.assert(
      fc.property(servicio, (s) => {
        const monto = abonoDeServicio(s);
        expect(Number.isInteger(monto)).toBe(true);
        expect(monto).toBeGreaterThanOrEqual(0);
        expect(monto).toBeLessThanOrEqual(s.precio);
      }),
    );
  });

  it("a booking's deposit is its services' sum, at least the policy's share for repeated no-shows", () => {
    expect(abonoDeReserva([corte, barba], 0, POLITICA)).toEqual({ monto: 5_000, porInasistencias: false });
    expect(abonoDeReserva([barba], 1, POLITICA)).toEqual({ monto: 0, porInasistencias: false });
    expect(abonoDeReserva([barba], 2, POLITICA)).toEqual({ monto: 3_500, porInasistencias: true });
    // The services' own deposit, when larger, is what is asked.
    expect(abonoDeReserva([{ ...corte, abono: { tipo: 'porcentaje', valor: 80 } }], 5, POLITICA)).toEqual({
      monto: 9_600,
      porInasistencias: false,
    });
    expect(abonoDeReserva([barba], 9, { ...POLITICA, inasistenciasParaAbono: 0 }).monto).toBe(0);
    fc.assert(
      fc.property(
        fc.array(servicio, { maxLength: 4 }),
        fc.integer({ min: 0, max: 6 }),
        (servicios, faltas) => {
          const { monto } = abonoDeReserva(servicios, faltas, POLITICA);
          const total = servicios.reduce((s, x) => s + x.precio, 0);
          expect(monto === 0 || monto >= ABONO_MINIMO).toBe(true);
          expect(monto).toBeLessThanOrEqual(total);
          // More no-shows never lower it.
          expect(abonoDeReserva(servicios, faltas + 1, POLITICA).monto).toBeGreaterThanOrEqual(monto);
        },
      ),
    );
  });

  it('the steps before the e-mail show what the server asks a client without no-shows', () => {
    expect(abonoDeServicios([corte, barba])).toBe(5_000);
    expect(abonoDeServicios([{ precio: 40, abono: { tipo: 'monto', valor: 40 } }])).toBe(0);
    fc.assert(
      fc.property(fc.array(servicio, { maxLength: 4 }), (servicios) => {
        expect(abonoDeServicios(servicios)).toBe(abonoDeReserva(servicios, 0, POLITICA).monto);
      }),
    );
  });

  it('the credit counts first and Webpay charges the rest; nothing is lost or made up', () => {
    expect(repartirAbono(5_000, 0)).toEqual({ credito: 0, aPagar: 5_000, sobrante: 0 });
    expect(repartirAbono(5_000, 2_000)).toEqual({ credito: 2_000, aPagar: 3_000, sobrante: 0 });
    expect(repartirAbono(5_000, 8_000)).toEqual({ credito: 5_000, aPagar: 0, sobrante: 3_000 });
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (monto, credito) => {
        const r = repartirAbono(monto, credito);
        expect(r.credito + r.aPagar).toBe(monto);
        expect(r.credito + r.sobrante).toBe(credito);
      }),
    );
  });
});
