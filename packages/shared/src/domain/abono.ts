/**
 * Deposits for bookings (issue 24, decision 044): a service may ask for part of its price up front, paid
 * with Webpay; the shop's policy says until when a cancellation gets it back and what happens after.
 * The amounts live here, in the booking steps' shared chunk (apps/web/vite.config.ts); the policy's
 * outcome and words in politica-de-abonos.ts, loaded only by the screens that say them (decision 055).
 */
export type AbonoDeServicio = { tipo: 'monto'; valor: number } | { tipo: 'porcentaje'; valor: number };

/** What happens to a paid deposit when the client cancels late or does not come. */
export type AlCancelarTarde = 'retener' | 'credito';

export interface PoliticaDeAbonos {
  /** Hours before the booking until which a cancellation gets the deposit back. */
  ventanaHoras: number;
  alCancelarTarde: AlCancelarTarde;
  /** Minutes the hour is held while the client pays in Webpay. */
  minutosParaPagar: number;
  /** No-shows (by e-mail or phone) from which any booking asks for a deposit; 0: never. */
  inasistenciasParaAbono: number;
  /** The deposit those clients pay when their services ask for less: a percentage of the block's price. */
  porcentajePorInasistencias: number;
}

export const POLITICA_PREDETERMINADA: PoliticaDeAbonos = {
  ventanaHoras: 24,
  alCancelarTarde: 'retener',
  minutosParaPagar: 10,
  inasistenciasParaAbono: 2,
  porcentajePorInasistencias: 50,
};

/** Webpay Plus refuses amounts under 50 pesos: a smaller deposit is not asked for at all. */
export const ABONO_MINIMO = 50;

/** One service's deposit in pesos: a fixed amount never above its price, a percentage rounded to the peso. */
export function abonoDeServicio(servicio: { precio: number; abono: AbonoDeServicio | null }): number {
  const { precio, abono } = servicio;
  if (!abono) return 0;
  if (abono.tipo === 'monto') return Math.min(abono.valor, precio);
  return Math.round((precio * abono.valor) / 100);
}

/**
 * What a block's services ask for by themselves, as the booking steps show it before the client gives an
 * e-mail (issue 42): `abonoDeReserva` for a client without no-shows. Under the minimum Webpay takes: none.
 */
export function abonoDeServicios(servicios: readonly { precio: number; abono: AbonoDeServicio | null }[]) {
  const suma = servicios.reduce((total, s) => total + abonoDeServicio(s), 0);
  return suma < ABONO_MINIMO ? 0 : suma;
}

/**
 * The deposit a booking asks for: the sum of its services' deposits, or, for a client with too many
 * no-shows, at least the policy's percentage of the whole block. Under the minimum Webpay takes: none.
 */
export function abonoDeReserva(
  servicios: readonly { precio: number; abono: AbonoDeServicio | null }[],
  inasistencias: number,
  politica: PoliticaDeAbonos,
): { monto: number; porInasistencias: boolean } {
  const propio = servicios.reduce((suma, s) => suma + abonoDeServicio(s), 0);
  const forzado =
    politica.inasistenciasParaAbono > 0 && inasistencias >= politica.inasistenciasParaAbono
      ? Math.round(
          (servicios.reduce((suma, s) => suma + s.precio, 0) * politica.porcentajePorInasistencias) / 100,
        )
      : 0;
  const monto = Math.max(propio, forzado);
  return monto < ABONO_MINIMO
    ? { monto: 0, porInasistencias: false }
    : { monto, porInasistencias: forzado > propio };
}

/** How a deposit is split: the client's credit first (decision 044), Webpay charges the rest. */
export function repartirAbono(monto: number, creditoDisponible: number) {
  const credito = Math.min(Math.max(creditoDisponible, 0), monto);
  return { credito, aPagar: monto - credito, sobrante: Math.max(creditoDisponible, 0) - credito };
}
