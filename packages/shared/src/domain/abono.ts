import { formatearPrecio } from './formato.js';

/**
 * Deposits for bookings (issue 24, decision 044): a service may ask for part of its price up front, paid
 * with Webpay; the shop's policy says until when a cancellation gets it back and what happens after.
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

/**
 * A cancellation at `ahora` of an hour starting at `inicio`: inside the window the deposit goes back;
 * later, the policy keeps it or makes it credit. The window's edge counts as inside.
 */
export function destinoAlCancelar(
  inicio: Date,
  ahora: Date,
  politica: Pick<PoliticaDeAbonos, 'ventanaHoras' | 'alCancelarTarde'>,
): 'reembolso' | AlCancelarTarde {
  const anticipacion = inicio.getTime() - ahora.getTime();
  return anticipacion >= politica.ventanaHoras * 3_600_000 ? 'reembolso' : politica.alCancelarTarde;
}

const horas = (n: number) => (n === 1 ? '1 hora' : `${n} horas`);

/** The policy in plain Spanish, as the client reads it before paying and in the confirmation mail. */
export function textoDePolitica(
  monto: number,
  politica: Pick<PoliticaDeAbonos, 'ventanaHoras' | 'alCancelarTarde'>,
) {
  const tarde =
    politica.alCancelarTarde === 'retener'
      ? 'la barbería lo conserva'
      : 'queda como crédito para tu próxima hora';
  return (
    `Esta hora pide un abono de ${formatearPrecio(monto)}, que se descuenta del precio. ` +
    `Si cancelas con al menos ${horas(politica.ventanaHoras)} de anticipación, te lo devolvemos completo; ` +
    `si cancelas después o no vienes, ${tarde}.`
  );
}

/**
 * A refund in words true both when Webpay took it at once and when the periodic run finishes it, so the
 * page (written after the refund) and the mail (queued before it) say the same (issue 42, decision 055).
 */
const devolvemos = (monto: string) =>
  `te devolvemos tu abono de ${monto} al medio con que lo pagaste; según tu banco, puede tardar unos días en verse.`;
const conserva = (monto: string) => `la barbería conserva tu abono de ${monto}.`;
const comoCredito = (monto: string) => `tu abono de ${monto} queda como crédito para tu próxima hora.`;

/** What a cancellation did with the hour's deposit, in the words the client reads on screen and by mail. */
export function mensajeAbonoAlCancelar(a: {
  estado: 'REEMBOLSADO' | 'REEMBOLSO_PENDIENTE' | 'RETENIDO' | 'CREDITO';
  monto: number;
}): string {
  const monto = formatearPrecio(a.monto);
  switch (a.estado) {
    case 'REEMBOLSADO':
    case 'REEMBOLSO_PENDIENTE':
      return `Como cancelaste a tiempo, ${devolvemos(monto)}`;
    case 'RETENIDO':
      return `Como cancelaste fuera del plazo, ${conserva(monto)}`;
    case 'CREDITO':
      return `Como cancelaste fuera del plazo, ${comoCredito(monto)}`;
  }
}

/**
 * What cancelling now would do with the hour's deposit, asked before the client confirms (issue 42): the
 * outcome `destinoAlCancelar` gives, in the words of the message that follows the cancellation.
 */
export function avisoAntesDeCancelar(
  destino: ReturnType<typeof destinoAlCancelar>,
  montoEnPesos: number,
  politica: Pick<PoliticaDeAbonos, 'ventanaHoras'>,
): string {
  const monto = formatearPrecio(montoEnPesos);
  if (destino === 'reembolso') return `Si cancelas ahora, ${devolvemos(monto)}`;
  const plazo = `Ya pasó el plazo para cancelar con devolución (${horas(politica.ventanaHoras)} antes de la hora): si cancelas,`;
  return `${plazo} ${destino === 'retener' ? conserva(monto) : comoCredito(monto)}`;
}
