import { randomBytes, randomInt } from 'node:crypto';

/** Webpay's form (and so its token) lives 5 minutes; after that the transaction can no longer be paid. */
export const VIDA_DEL_TOKEN_MS = 5 * 60_000;
/** Webpay keeps answering status for 7 days. */
const VIDA_DEL_ESTADO_MS = 7 * 24 * 60 * 60_000;
/** A full refund within this window is a reversal; later (or partial) it is a nullification. */
const VENTANA_REVERSA_MS = 3 * 60 * 60_000;

type Etapa = 'iniciada' | 'aprobada' | 'rechazada' | 'anulada' | 'expirada' | 'confirmada';

interface Transaccion {
  token: string;
  buyOrder: string;
  sessionId: string;
  amount: number;
  returnUrl: string;
  creada: Date;
  etapa: Etapa;
  /** Set by commit: what Webpay reports from then on. */
  status?: 'AUTHORIZED' | 'FAILED' | 'REVERSED' | 'NULLIFIED' | 'PARTIALLY_NULLIFIED';
  responseCode?: number;
  authorizationCode?: string;
  transactionDate?: Date;
  balance?: number;
}

/** A refusal as Transbank writes it: HTTP 422 (or 401/404) with `error_message`. */
export class ErrorWebpay extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

const mmdd = (d: Date) =>
  `${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;

/** The transactions of the stand-in, in memory: what Webpay keeps on its side. */
export function crearTransacciones(clock: () => Date) {
  const porToken = new Map<string, Transaccion>();

  const vencida = (t: Transaccion) => clock().getTime() - t.creada.getTime() > VIDA_DEL_TOKEN_MS;

  function buscar(token: string): Transaccion {
    if (!/^[0-9a-f]{64}$/.test(token)) throw new ErrorWebpay(422, 'Invalid value for parameter: token');
    const t = porToken.get(token);
    if (!t || clock().getTime() - t.creada.getTime() > VIDA_DEL_ESTADO_MS) {
      throw new ErrorWebpay(422, 'Transaction not found');
    }
    return t;
  }

  /** The JSON of commit and status (Webpay Plus REST v1.2). */
  function respuesta(t: Transaccion) {
    const pagada = t.etapa === 'confirmada' && t.status !== 'FAILED';
    // Until a commit, Webpay reports INITIALIZED, also for a form the buyer cancelled or let time out
    // (Webpay aborts it after 5 minutes, yet its status still says INITIALIZED: transbank-sdk-nodejs#94).
    const estado = t.status ?? 'INITIALIZED';
    return {
      vci: t.etapa === 'confirmada' ? 'TSY' : null,
      amount: t.amount,
      status: estado,
      buy_order: t.buyOrder,
      session_id: t.sessionId,
      card_detail: { card_number: t.etapa === 'confirmada' ? '6623' : null },
      accounting_date: t.transactionDate ? mmdd(t.transactionDate) : null,
      transaction_date: t.transactionDate?.toISOString() ?? null,
      authorization_code: pagada ? (t.authorizationCode ?? null) : null,
      payment_type_code: t.etapa === 'confirmada' ? 'VD' : null,
      response_code: t.responseCode ?? null,
      installments_number: 0,
      ...(t.balance !== undefined ? { balance: t.balance } : {}),
    };
  }

  return {
    crear(datos: { buy_order: string; session_id: string; amount: number; return_url: string }) {
      const token = randomBytes(32).toString('hex');
      porToken.set(token, {
        token,
        buyOrder: datos.buy_order,
        sessionId: datos.session_id,
        amount: datos.amount,
        returnUrl: datos.return_url,
        creada: clock(),
        etapa: 'iniciada',
      });
      return token;
    },

    /** The buyer's choice on the form; a form opened after 5 minutes can only time out. */
    decidir(token: string, accion: 'aprobar' | 'rechazar' | 'anular' | 'expirar') {
      const t = buscar(token);
      if (t.etapa !== 'iniciada') throw new ErrorWebpay(422, 'Invalid status for transaction');
      const expira = accion === 'expirar' || vencida(t);
      t.etapa = expira
        ? 'expirada'
        : ({ aprobar: 'aprobada', rechazar: 'rechazada', anular: 'anulada' } as const)[accion];
      return t;
    },

    paraFormulario(token: string) {
      const t = buscar(token);
      return { ...t, vencida: vencida(t) };
    },

    commit(token: string) {
      const t = buscar(token);
      if (t.etapa === 'confirmada') {
        throw new ErrorWebpay(422, "Invalid status '2' for transaction while authorizing");
      }
      if (vencida(t) && t.etapa !== 'aprobada' && t.etapa !== 'rechazada') {
        throw new ErrorWebpay(422, 'Transaction has expired');
      }
      if (t.etapa !== 'aprobada' && t.etapa !== 'rechazada') {
        throw new ErrorWebpay(422, "Invalid status '0' for transaction while authorizing");
      }
      const aprobada = t.etapa === 'aprobada';
      t.etapa = 'confirmada';
      t.transactionDate = clock();
      t.status = aprobada ? 'AUTHORIZED' : 'FAILED';
      t.responseCode = aprobada ? 0 : -1;
      if (aprobada) {
        t.authorizationCode = String(randomInt(100000, 999999));
        t.balance = t.amount;
      }
      return respuesta(t);
    },

    estado(token: string) {
      return respuesta(buscar(token));
    },

    reembolsar(token: string, amount: number) {
      const t = buscar(token);
      if (t.status !== 'AUTHORIZED' && t.status !== 'PARTIALLY_NULLIFIED') {
        throw new ErrorWebpay(422, 'Transaction is not authorized');
      }
      const saldo = t.balance ?? 0;
      if (!Number.isInteger(amount) || amount <= 0 || amount > saldo) {
        throw new ErrorWebpay(422, 'Invalid value for parameter: amount');
      }
      const total = amount === t.amount && saldo === t.amount;
      if (total && clock().getTime() - (t.transactionDate?.getTime() ?? 0) <= VENTANA_REVERSA_MS) {
        t.status = 'REVERSED';
        t.balance = 0;
        return { type: 'REVERSED' };
      }
      t.balance = saldo - amount;
      t.status = t.balance === 0 ? 'NULLIFIED' : 'PARTIALLY_NULLIFIED';
      return {
        type: 'NULLIFIED',
        authorization_code: String(randomInt(100000, 999999)),
        authorization_date: clock().toISOString(),
        nullified_amount: amount,
        balance: t.balance,
        response_code: 0,
      };
    },
  };
}
