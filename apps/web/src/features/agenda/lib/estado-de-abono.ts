import { type Abono, type EstadoAbono, formatearPrecio, type MotivoAbonoFallido } from '@barberia/shared';

/** Webpay's answer is still being settled: the page asks again until it is not (issue 24). */
export const esperandoPago = (estado: EstadoAbono) => estado === 'PENDIENTE' || estado === 'APROBADO';

/**
 * What /agenda/abono/{id} shows for a deposit: waiting, the booked hour, or why there is none, in plain
 * Spanish. `otraHora`: the client has no hour and the page offers to choose one on the same day.
 */
export interface VistaDeAbono {
  tipo: 'esperando' | 'agendada' | 'sin-hora' | 'cerrada';
  titulo: string;
  parrafos: string[];
  otraHora: boolean;
}

/** Why Webpay took no money, per `motivo` (decision 044). */
const POR_QUE_FALLO: Record<Exclude<MotivoAbonoFallido, 'hora-perdida'>, string> = {
  rechazado:
    'Webpay rechazó el pago: puede ser falta de saldo o de cupo, un dato de la tarjeta o un límite de tu banco.',
  'sin-terminar': 'No terminaste el pago: se anuló en Webpay o se cerró su formulario antes de pagar.',
  vencido: 'Se acabó el tiempo para pagar, así que dejamos de guardarte la hora.',
};

const HORA_PERDIDA = 'El pago llegó cuando tu hora ya no estaba reservada; te devolvimos el abono';

export function vistaDeAbono(abono: Pick<Abono, 'estado' | 'motivo' | 'monto'>): VistaDeAbono {
  const monto = formatearPrecio(abono.monto);
  const reembolsado = abono.estado === 'REEMBOLSADO';
  switch (abono.estado) {
    case 'PENDIENTE':
    case 'APROBADO':
      return {
        tipo: 'esperando',
        titulo: 'Estamos confirmando tu pago…',
        parrafos: [
          'Webpay aún no nos confirma el resultado. Esta página se actualiza sola; no vuelvas a pagar.',
        ],
        otraHora: false,
      };
    case 'PAGADO':
      return { tipo: 'agendada', titulo: '¡Hora agendada!', parrafos: [], otraHora: false };
    case 'FALLIDA':
      return {
        tipo: 'sin-hora',
        titulo: 'El pago no se realizó',
        parrafos: [
          abono.motivo === 'hora-perdida'
            ? 'El pago llegó cuando tu hora ya no estaba reservada.'
            : POR_QUE_FALLO[abono.motivo ?? 'sin-terminar'],
          'No se hizo ningún cobro.',
          'Tu hora ya no está reservada: puedes elegir otra, o la misma si sigue libre.',
        ],
        otraHora: true,
      };
    case 'REEMBOLSO_PENDIENTE':
    case 'REEMBOLSADO':
      if (abono.motivo === 'hora-perdida') {
        return {
          tipo: 'sin-hora',
          titulo: 'No pudimos agendar tu hora',
          parrafos: [
            `${HORA_PERDIDA} de ${monto}.`,
            reembolsado
              ? 'Estado del abono: reembolsado.'
              : 'Estado del abono: se está reembolsando; puede tardar unos días en verse en tu tarjeta.',
          ],
          otraHora: true,
        };
      }
      return {
        tipo: 'cerrada',
        titulo: 'Hora cancelada',
        parrafos: [
          `Cancelaste esta hora a tiempo: tu abono de ${monto} ${reembolsado ? 'fue reembolsado' : 'se está reembolsando'}.`,
        ],
        otraHora: false,
      };
    case 'RETENIDO':
      return {
        tipo: 'cerrada',
        titulo: 'Abono retenido',
        parrafos: [
          `La hora se canceló fuera de plazo o no asististe, así que la barbería conservó el abono de ${monto}.`,
        ],
        otraHora: false,
      };
    case 'CREDITO':
      return {
        tipo: 'cerrada',
        titulo: 'Abono como crédito',
        parrafos: [
          `La hora se canceló fuera de plazo o no asististe: tu abono de ${monto} quedó como crédito para tu próxima hora.`,
        ],
        otraHora: false,
      };
  }
}

/** «$5.000», or «$5.000 ($2.000 con tu crédito a favor)» when earlier credit paid part of it. */
export function textoAbonoPagado(abono: Pick<Abono, 'monto' | 'credito'>): string {
  const monto = formatearPrecio(abono.monto);
  return abono.credito > 0 ? `${monto} (${formatearPrecio(abono.credito)} con tu crédito a favor)` : monto;
}
