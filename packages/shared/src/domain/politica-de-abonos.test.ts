import { describe, expect, it } from 'vitest';
import { POLITICA_PREDETERMINADA as POLITICA } from './abono.js';
import {
  avisoAntesDeCancelar,
  destinoAlCancelar,
  mensajeAbonoAlCancelar,
  textoDePolitica,
} from './politica-de-abonos.js';

describe('la política de abonos', () => {
  it('a cancellation at least the window ahead is refunded; later, the policy decides', () => {
    const inicio = new Date('2026-11-25T14:00:00Z');
    const antes = (h: number) => new Date(inicio.getTime() - h * 3_600_000);
    expect(destinoAlCancelar(inicio, antes(24), POLITICA)).toBe('reembolso');
    expect(destinoAlCancelar(inicio, antes(23.99), POLITICA)).toBe('retener');
    expect(destinoAlCancelar(inicio, antes(1), { ...POLITICA, alCancelarTarde: 'credito' })).toBe('credito');
    expect(destinoAlCancelar(inicio, antes(0), { ...POLITICA, ventanaHoras: 0 })).toBe('reembolso');
  });

  it('says the policy and what a cancellation did in plain Spanish', () => {
    expect(textoDePolitica(5_000, POLITICA)).toBe(
      'Esta hora pide un abono de $5.000, que se descuenta del precio. Si cancelas con al menos 24 horas de anticipación, te lo devolvemos completo; si cancelas después o no vienes, la barbería lo conserva.',
    );
    expect(textoDePolitica(5_000, { ventanaHoras: 1, alCancelarTarde: 'credito' })).toContain(
      'al menos 1 hora de anticipación',
    );
    expect(mensajeAbonoAlCancelar({ estado: 'REEMBOLSADO', monto: 5_000 })).toBe(
      'Como cancelaste a tiempo, te devolvemos tu abono de $5.000 al medio con que lo pagaste; según tu banco, puede tardar unos días en verse.',
    );
    expect(mensajeAbonoAlCancelar({ estado: 'CREDITO', monto: 5_000 })).toContain('crédito');
  });

  it('a refund reads the same whether Webpay took it at once or the periodic run will (page and mail agree)', () => {
    expect(mensajeAbonoAlCancelar({ estado: 'REEMBOLSO_PENDIENTE', monto: 5_000 })).toBe(
      mensajeAbonoAlCancelar({ estado: 'REEMBOLSADO', monto: 5_000 }),
    );
  });

  it('before cancelling, says what the policy will do, in the words that follow the cancellation', () => {
    const inicio = new Date('2026-11-25T14:00:00Z');
    const antes = (h: number) => new Date(inicio.getTime() - h * 3_600_000);
    const aviso = (h: number, p = POLITICA) =>
      avisoAntesDeCancelar(destinoAlCancelar(inicio, antes(h), p), 5_000, p);
    expect(aviso(24)).toBe(
      'Si cancelas ahora, te devolvemos tu abono de $5.000 al medio con que lo pagaste; según tu banco, puede tardar unos días en verse.',
    );
    expect(aviso(2)).toBe(
      'Ya pasó el plazo para cancelar con devolución (24 horas antes de la hora): si cancelas, la barbería conserva tu abono de $5.000.',
    );
    expect(aviso(2, { ...POLITICA, alCancelarTarde: 'credito', ventanaHoras: 1 })).toBe(
      'Si cancelas ahora, te devolvemos tu abono de $5.000 al medio con que lo pagaste; según tu banco, puede tardar unos días en verse.',
    );
    expect(aviso(0.5, { ...POLITICA, alCancelarTarde: 'credito', ventanaHoras: 1 })).toBe(
      'Ya pasó el plazo para cancelar con devolución (1 hora antes de la hora): si cancelas, tu abono de $5.000 queda como crédito para tu próxima hora.',
    );
    // The same outcome as the message the cancellation then gives.
    const despues = { reembolso: 'REEMBOLSADO', retener: 'RETENIDO', credito: 'CREDITO' } as const;
    for (const destino of ['reembolso', 'retener', 'credito'] as const) {
      const final = mensajeAbonoAlCancelar({ estado: despues[destino], monto: 5_000 });
      const queHara = avisoAntesDeCancelar(destino, 5_000, POLITICA).replace(/^.*?(ahora|si cancelas), /, '');
      expect(final.endsWith(`, ${queHara}`)).toBe(true);
    }
  });
});
