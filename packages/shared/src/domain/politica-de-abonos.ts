import type { AlCancelarTarde, PoliticaDeAbonos } from './abono.js';
import { formatearPrecio } from './formato.js';

/*
 * What the shop's deposit policy does and says (issues 24 and 42, decisions 044 and 055): the outcome of a
 * cancellation, and the words the client reads before paying, before cancelling, after it and by mail. Apart
 * from the amounts (abono.ts), which every booking step loads: only the screens that say these load them.
 */

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
