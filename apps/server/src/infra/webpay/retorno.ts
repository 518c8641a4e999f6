import { clasificarRetorno } from '@barberia/shared';
import { AppError } from '../../errors.js';

/** Where a return points: the transaction's token, or (a timed-out form) its buy order. */
export type DondeRetorno = { token: string } | { buyOrder: string };

/**
 * Webpay's return URL, for a sale and for a booking's deposit alike: the four documented cases of the
 * v1.2 API become `confirmar` (commit it) or `abandonar` (never paid; with the session id when Webpay
 * sends one, so a forged return cannot end someone else's payment).
 */
export function atenderRetorno<T>(
  parametros: Record<string, unknown>,
  manejar: {
    confirmar: (token: string) => Promise<T>;
    abandonar: (donde: DondeRetorno, sessionId?: string) => Promise<T>;
  },
): Promise<T> {
  const retorno = clasificarRetorno(parametros);
  switch (retorno.tipo) {
    case 'confirmar':
      return manejar.confirmar(retorno.token);
    case 'abortado':
      return manejar.abandonar({ token: retorno.token });
    case 'anulado':
      return manejar.abandonar({ token: retorno.token }, retorno.sessionId);
    case 'tiempo_agotado':
      return manejar.abandonar({ buyOrder: retorno.buyOrder }, retorno.sessionId);
    default:
      throw new AppError('RETORNO_INVALIDO');
  }
}
