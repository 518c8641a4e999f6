import { ESTADOS_ABONO, type EstadoAbono, type MotivoAbonoFallido } from '@barberia/shared';
import { describe, expect, it } from 'vitest';
import { esperandoPago, textoAbonoPagado, vistaDeAbono } from './estado-de-abono';

const abono = (estado: EstadoAbono, motivo: MotivoAbonoFallido | null = null) => ({
  estado,
  motivo,
  monto: 5000,
});

describe('esperandoPago', () => {
  it('holds only while Webpay’s answer is being settled', () => {
    expect(ESTADOS_ABONO.filter(esperandoPago)).toEqual(['PENDIENTE', 'APROBADO']);
  });
});

describe('vistaDeAbono', () => {
  it('waits, without offering anything, while the payment is being confirmed', () => {
    for (const estado of ['PENDIENTE', 'APROBADO'] as const) {
      expect(vistaDeAbono(abono(estado))).toMatchObject({
        tipo: 'esperando',
        titulo: 'Estamos confirmando tu pago…',
        otraHora: false,
      });
    }
  });

  it('says the hour is booked once paid', () => {
    expect(vistaDeAbono(abono('PAGADO'))).toMatchObject({ tipo: 'agendada', titulo: '¡Hora agendada!' });
  });

  it.each([
    ['rechazado', /^Webpay rechazó el pago/],
    ['sin-terminar', /^No terminaste el pago/],
    ['vencido', /^Se acabó el tiempo para pagar/],
    [null, /^No terminaste el pago/],
  ] as const)(
    'a failed payment (%s) says why, that nothing was charged, and offers another hour',
    (motivo, porQue) => {
      const vista = vistaDeAbono(abono('FALLIDA', motivo));
      expect(vista).toMatchObject({ tipo: 'sin-hora', titulo: 'El pago no se realizó', otraHora: true });
      expect(vista.parrafos[0]).toMatch(porQue);
      expect(vista.parrafos).toContain('No se hizo ningún cobro.');
    },
  );

  it.each([
    ['REEMBOLSADO', 'Estado del abono: reembolsado.'],
    ['REEMBOLSO_PENDIENTE', /^Estado del abono: se está reembolsando/],
  ] as const)(
    'a payment that arrived after the hour was let go (%s) says it was given back',
    (estado, cuando) => {
      const vista = vistaDeAbono(abono(estado, 'hora-perdida'));
      expect(vista).toMatchObject({ tipo: 'sin-hora', otraHora: true });
      expect(vista.parrafos[0]).toBe(
        'El pago llegó cuando tu hora ya no estaba reservada; te devolvimos el abono de $5.000.',
      );
      expect(vista.parrafos[1]).toMatch(cuando);
    },
  );

  it.each([
    ['REEMBOLSADO', 'Cancelaste esta hora a tiempo: tu abono de $5.000 fue reembolsado.'],
    ['REEMBOLSO_PENDIENTE', 'Cancelaste esta hora a tiempo: tu abono de $5.000 se está reembolsando.'],
    ['RETENIDO', /la barbería conservó el abono de \$5\.000\.$/],
    ['CREDITO', /tu abono de \$5\.000 quedó como crédito para tu próxima hora\.$/],
  ] as const)('a booking cancelled later (%s) says where the deposit went', (estado, texto) => {
    const vista = vistaDeAbono(abono(estado));
    expect(vista).toMatchObject({ tipo: 'cerrada', otraHora: false });
    expect(vista.parrafos[0]).toMatch(texto);
  });
});

describe('textoAbonoPagado', () => {
  it('names the credit that paid part of it, when any', () => {
    expect(textoAbonoPagado({ monto: 5000, credito: 0 })).toBe('$5.000');
    expect(textoAbonoPagado({ monto: 5000, credito: 2000 })).toBe('$5.000 ($2.000 con tu crédito a favor)');
  });
});
