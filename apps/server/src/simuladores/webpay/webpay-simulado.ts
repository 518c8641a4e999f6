import Fastify from 'fastify';
import { formularioDePago, paginaDeError } from './formulario.js';
import { crearTransacciones, ErrorWebpay } from './transacciones.js';

const API = '/rswebpaytransaction/api/webpay/v1.2/transactions';

export interface OpcionesSimulado {
  clock: () => Date;
  /** The credentials it accepts in Tbk-Api-Key-Id / Tbk-Api-Key-Secret, like Transbank. */
  commerceCode: string;
  apiKey: string;
  port?: number;
}

type Cuerpo = Record<string, unknown>;

/** Transbank's field rules: the 422 names the first wrong parameter. */
function validarCreacion(b: Cuerpo) {
  const textoHasta = (v: unknown, max: number) => typeof v === 'string' && v.length > 0 && v.length <= max;
  if (!textoHasta(b.buy_order, 26)) return 'buy_order';
  if (!textoHasta(b.session_id, 61)) return 'session_id';
  if (typeof b.amount !== 'number' || !Number.isFinite(b.amount) || b.amount <= 0) return 'amount';
  if (!textoHasta(b.return_url, 255) || !/^https?:\/\//.test(b.return_url as string)) return 'return_url';
  return null;
}

/**
 * A Webpay Plus stand-in on 127.0.0.1 that follows Transbank's REST contract (v1.2): create, commit,
 * status and refund with the Tbk-Api-Key headers and 422 `error_message` refusals, and a payment form
 * that sends the browser back to return_url by GET with the same parameters Webpay uses. The app talks
 * to it only through transbank-sdk (decision record 017).
 */
export async function iniciarWebpaySimulado(opciones: OpcionesSimulado) {
  const transacciones = crearTransacciones(opciones.clock);
  const app = Fastify({ logger: false });
  let base = '';

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.setErrorHandler((error, _req, reply) => {
    if (error instanceof ErrorWebpay)
      return reply.status(error.statusCode).send({ error_message: error.message });
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    return reply.status(status < 500 ? 400 : 500).send({ error_message: 'Bad request' });
  });

  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/rswebpaytransaction/')) return;
    const id = req.headers['tbk-api-key-id'];
    const secreto = req.headers['tbk-api-key-secret'];
    if (id !== opciones.commerceCode || secreto !== opciones.apiKey) {
      return reply.status(401).send({ error_message: 'Not Authorized' });
    }
    if (
      (req.method === 'POST' || req.method === 'PUT') &&
      !req.headers['content-type']?.startsWith('application/json')
    ) {
      return reply.status(415).send({ error_message: 'Unsupported Media Type' });
    }
  });

  app.post(API, async (req) => {
    const cuerpo = (req.body ?? {}) as Cuerpo;
    const campo = validarCreacion(cuerpo);
    if (campo) throw new ErrorWebpay(422, `Invalid value for parameter: ${campo}`);
    const token = transacciones.crear(cuerpo as never);
    return { token, url: `${base}/webpayserver/initTransaction` };
  });
  app.put<{ Params: { token: string } }>(`${API}/:token`, async (req) =>
    transacciones.commit(req.params.token),
  );
  app.get<{ Params: { token: string } }>(`${API}/:token`, async (req) =>
    transacciones.estado(req.params.token),
  );
  app.post<{ Params: { token: string } }>(`${API}/:token/refunds`, async (req) => {
    const amount = ((req.body ?? {}) as Cuerpo).amount;
    return transacciones.reembolsar(req.params.token, amount as number);
  });

  // The browser arrives with a POST of token_ws (what the shop's page sends); GET is accepted too.
  const formulario = async (
    req: { body?: unknown; query?: unknown },
    reply: import('fastify').FastifyReply,
  ) => {
    const datos = { ...((req.query ?? {}) as Cuerpo), ...((req.body ?? {}) as Cuerpo) };
    const token = typeof datos.token_ws === 'string' ? datos.token_ws : '';
    reply.type('text/html; charset=utf-8');
    try {
      const t = transacciones.paraFormulario(token);
      if (t.etapa !== 'iniciada')
        return reply.status(422).send(paginaDeError('Esta transacción ya fue procesada.'));
      return formularioDePago({
        token,
        amount: t.amount,
        buyOrder: t.buyOrder,
        comercio: opciones.commerceCode,
      });
    } catch {
      return reply.status(422).send(paginaDeError('La transacción no existe o ya no es válida.'));
    }
  };
  app.post('/webpayserver/initTransaction', formulario);
  app.get('/webpayserver/initTransaction', formulario);

  app.post('/webpayserver/decidir', async (req, reply) => {
    const { token, accion } = (req.body ?? {}) as Cuerpo;
    if (
      typeof token !== 'string' ||
      !['aprobar', 'rechazar', 'anular', 'expirar'].includes(accion as string)
    ) {
      return reply.status(400).type('text/html; charset=utf-8').send(paginaDeError('Solicitud inválida.'));
    }
    let t: ReturnType<typeof transacciones.decidir>;
    try {
      t = transacciones.decidir(token, accion as 'aprobar');
    } catch {
      return reply
        .status(422)
        .type('text/html; charset=utf-8')
        .send(paginaDeError('Esta transacción ya fue procesada.'));
    }
    // API v1.2 sends the buyer back by GET, with the parameters of each outcome.
    const destino = new URL(t.returnUrl);
    const p = destino.searchParams;
    if (t.etapa === 'aprobada' || t.etapa === 'rechazada') p.set('token_ws', t.token);
    if (t.etapa === 'anulada') p.set('TBK_TOKEN', t.token);
    if (t.etapa === 'anulada' || t.etapa === 'expirada') {
      p.set('TBK_ORDEN_COMPRA', t.buyOrder);
      p.set('TBK_ID_SESION', t.sessionId);
    }
    return reply.redirect(destino.toString(), 303);
  });

  await app.listen({ host: '127.0.0.1', port: opciones.port ?? 0 });
  const direccion = app.server.address();
  const puerto = typeof direccion === 'object' && direccion ? direccion.port : 0;
  base = `http://127.0.0.1:${puerto}`;
  return { url: base, cerrar: () => app.close() };
}

export type WebpaySimulado = Awaited<ReturnType<typeof iniciarWebpaySimulado>>;
