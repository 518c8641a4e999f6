import { ESTADOS_ABONO } from '@barberia/shared';
import { describe, expect, it } from 'vitest';
import { puedePasar, TRANSICIONES } from './estados.js';

describe('estados de un abono', () => {
  it('names every state, and only states, as origin and destination', () => {
    expect(Object.keys(TRANSICIONES).sort()).toEqual([...ESTADOS_ABONO].sort());
    for (const destinos of Object.values(TRANSICIONES))
      for (const d of destinos) expect(ESTADOS_ABONO).toContain(d);
  });

  it('money is never charged twice nor kept after a refund: FALLIDA and REEMBOLSADO are final', () => {
    for (const hacia of ESTADOS_ABONO) {
      expect(puedePasar('FALLIDA', hacia)).toBe(false);
      expect(puedePasar('REEMBOLSADO', hacia)).toBe(false);
    }
  });

  it('only a paid deposit is kept or credited, and only a payment becomes a booking', () => {
    const hacia = (e: (typeof ESTADOS_ABONO)[number]) => ESTADOS_ABONO.filter((d) => puedePasar(d, e));
    expect(hacia('RETENIDO')).toEqual(['PAGADO']);
    expect(hacia('CREDITO')).toEqual(['PAGADO']);
    expect(hacia('PAGADO').sort()).toEqual(['APROBADO', 'CREDITO', 'RETENIDO']);
    expect(puedePasar('PENDIENTE', 'PAGADO')).toBe(false);
  });
});
