import { type CodigoError, MENSAJES, type RespuestaError } from '@barberia/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { baseNoDisponible, type FallaDeLaBase } from '../db/client.js';
import { AppError, CODIGO_WIDGET, pgCode } from '../errors.js';
import { REINTENTAR_EN_S } from './presion.js';

const CONTEXTOS: Record<string, string> = {
  body: 'cuerpo',
  params: 'ruta',
  querystring: 'consulta',
  headers: 'cabeceras',
};

/**
 * The answer to each way the database can fail to do its part. A pool whose every connection stayed busy
 * for the whole wait is overload, answered as load shedding is (plugins/presion.ts): a try a few seconds
 * later is what helps, and it is not an outage to log as an error.
 */
const RESPUESTA_A_FALLA: Record<
  FallaDeLaBase,
  { code: CodigoError; reintentarEn: number; nivel: 'error' | 'warn'; linea: string }
> = {
  'sin-conexion': {
    code: 'BASE_DE_DATOS_NO_DISPONIBLE',
    reintentarEn: 30,
    nivel: 'error',
    linea: 'base de datos inalcanzable: se responde 503 hasta que vuelva',
  },
  'sin-espacio': {
    code: 'BASE_DE_DATOS_SIN_ESPACIO',
    reintentarEn: 30,
    nivel: 'error',
    linea: 'base de datos sin espacio en disco: las escrituras fallan hasta liberar espacio',
  },
  saturada: {
    code: 'SERVIDOR_SOBRECARGADO',
    reintentarEn: REINTENTAR_EN_S,
    nivel: 'warn',
    linea: 'todas las conexiones a la base de datos ocupadas: solicitud rechazada con 503',
  },
};

/**
 * One place turns every failure into `{ msg, code }`: the caller's mistakes are 4xx with a Spanish
 * sentence, our own faults are a 500 that is logged with the request id and leaks nothing.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errores = error.validation.map((v) => ({
        campo:
          v.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          CONTEXTOS[error.validationContext ?? ''] ||
          '',
        msg: v.message ?? MENSAJES.DATOS_INVALIDOS,
      }));
      const msg = errores[0]?.msg ?? MENSAJES.DATOS_INVALIDOS;
      const body: RespuestaError = {
        msg,
        code: msg === MENSAJES.ID_INVALIDO ? 'ID_INVALIDO' : 'DATOS_INVALIDOS',
        errores,
      };
      return reply.status(400).send(body);
    }
    if (error instanceof AppError) {
      if (error.reintentarEn !== undefined) reply.header('retry-after', error.reintentarEn);
      return reply.status(error.statusCode).send({
        ...error.detalle,
        msg: error.message,
        code: error.code,
        error: CODIGO_WIDGET[error.code],
      } satisfies RespuestaError);
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply
        .status(413)
        .send({ msg: MENSAJES.CUERPO_DEMASIADO_GRANDE, code: 'CUERPO_DEMASIADO_GRANDE' });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ msg: MENSAJES.DEMASIADAS_SOLICITUDES, code: 'DEMASIADAS_SOLICITUDES' });
    }
    if (error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError) {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      return reply.status(status).send({ msg: MENSAJES.JSON_INVALIDO, code: 'JSON_INVALIDO' });
    }
    // Values Postgres itself refuses (a malformed uuid or date that slipped past a schema) are the
    // caller's input, not our fault.
    const pg = pgCode(error);
    if (pg?.startsWith('22')) {
      return reply.status(400).send({ msg: MENSAJES.DATOS_INVALIDOS, code: 'DATOS_INVALIDOS' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ msg: MENSAJES.DATOS_INVALIDOS, code: 'DATOS_INVALIDOS' });
    }
    // The database cannot do its part: a 503 that says why, and one clear line in the log.
    const falla = baseNoDisponible(error);
    if (falla) {
      const { code, reintentarEn, nivel, linea } = RESPUESTA_A_FALLA[falla];
      request.log[nivel](paraElRegistro(error), linea);
      return reply
        .status(503)
        .header('retry-after', String(reintentarEn))
        .send({ msg: MENSAJES[code], code });
    }
    request.log.error(paraElRegistro(error), 'error no controlado');
    return reply.status(500).send({ msg: MENSAJES.ERROR_INTERNO, code: 'ERROR_INTERNO' });
  });
}

/**
 * What the log keeps of an error. Drizzle's failed-query error carries the statement's parameters in its
 * message: a client's name and e-mail, a whole uploaded photo. The log keeps the driver's error and the
 * statement, never the values.
 */
function paraElRegistro(error: unknown): { err: unknown; consulta?: string } {
  const e = error as { query?: unknown; params?: unknown; cause?: unknown };
  if (typeof e?.query === 'string' && Array.isArray(e.params)) {
    return { err: e.cause ?? new Error('consulta fallida'), consulta: e.query };
  }
  return { err: error };
}
