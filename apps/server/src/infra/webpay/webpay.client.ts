import tbk from 'transbank-sdk';
import type { Config } from '../../config/config.js';

// transbank-sdk is CommonJS and its named exports are not visible to Node's ESM loader.
const { WebpayPlus, Options, Environment, IntegrationApiKeys, IntegrationCommerceCodes } = tbk;

export type RespuestaTbk = Record<string, unknown>;

/** Webpay answered and refused (4xx, e.g. 422 with `error_message`): asking again gives the same. */
export class WebpayRechazo extends Error {
  override name = 'WebpayRechazo';
}
/** Webpay did not answer in time, or failed on its side: nothing is known about the outcome. */
export class WebpayNoDisponible extends Error {
  override name = 'WebpayNoDisponible';
}

/**
 * The SDK wraps every failure in a TransbankError whose message is the axios error's text and then
 * Webpay's `error_message`; the HTTP status survives only in that text, so it is read from there.
 */
function clasificar(error: unknown): never {
  const texto = error instanceof Error ? error.message : String(error);
  if (/status code 4\d\d/.test(texto)) throw new WebpayRechazo(texto.split('\n')[1] || texto);
  throw new WebpayNoDisponible(texto.split('\n')[0] || texto);
}

export interface ClienteWebpay {
  crear(
    buyOrder: string,
    sessionId: string,
    amount: number,
    returnUrl: string,
  ): Promise<{ token: string; url: string }>;
  confirmar(token: string): Promise<RespuestaTbk>;
  estado(token: string): Promise<RespuestaTbk>;
  reembolsar(token: string, amount: number): Promise<RespuestaTbk>;
}

export interface DestinoWebpay {
  baseUrl: string;
  commerceCode: string;
  apiKey: string;
  timeoutMs: number;
}

/** Where the SDK points: WEBPAY_URL, Transbank's environment, or the stand-in's loopback address. */
export function destinoWebpay(config: Config, urlSimulado?: string): DestinoWebpay {
  const commerceCode = config.WEBPAY_COMMERCE_CODE ?? IntegrationCommerceCodes.WEBPAY_PLUS;
  const apiKey = config.WEBPAY_API_KEY ?? IntegrationApiKeys.WEBPAY;
  const porEntorno =
    config.WEBPAY_ENV === 'produccion'
      ? Environment.Production
      : config.WEBPAY_ENV === 'integracion'
        ? Environment.Integration
        : urlSimulado;
  const baseUrl = config.WEBPAY_URL ?? porEntorno;
  if (!baseUrl) throw new Error('Webpay sin destino: falta WEBPAY_ENV, WEBPAY_URL o el simulador');
  return { baseUrl: baseUrl.replace(/\/$/, ''), commerceCode, apiKey, timeoutMs: config.WEBPAY_TIMEOUT_MS };
}

/** Webpay Plus through the official SDK, with a timeout on every call. */
export function crearClienteWebpay(destino: DestinoWebpay): ClienteWebpay {
  const tx = new WebpayPlus.Transaction(
    new Options(destino.commerceCode, destino.apiKey, destino.baseUrl, destino.timeoutMs),
  );
  return {
    async crear(buyOrder, sessionId, amount, returnUrl) {
      const r = (await tx.create(buyOrder, sessionId, amount, returnUrl).catch(clasificar)) as RespuestaTbk;
      if (typeof r.token !== 'string' || typeof r.url !== 'string')
        throw new WebpayNoDisponible('respuesta sin token');
      return { token: r.token, url: r.url };
    },
    confirmar: (token) => tx.commit(token).catch(clasificar) as Promise<RespuestaTbk>,
    estado: (token) => tx.status(token).catch(clasificar) as Promise<RespuestaTbk>,
    reembolsar: (token, amount) => tx.refund(token, amount).catch(clasificar) as Promise<RespuestaTbk>,
  };
}
