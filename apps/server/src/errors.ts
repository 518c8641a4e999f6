import { type CodigoError, MENSAJES } from '@barberia/shared';

/**
 * The HTTP status of every code, in one place: a new code in MENSAJES without a status here does not
 * compile. 4xx for what the caller can fix; 5xx only for our own faults.
 */
export const STATUS_POR_CODIGO: Record<CodigoError, number> = {
  DATOS_INVALIDOS: 400,
  JSON_INVALIDO: 400,
  ID_INVALIDO: 400,
  NO_ENCONTRADO: 404,
  RUTA_NO_ENCONTRADA: 404,
  FECHA_NO_ENCONTRADA: 404,
  FEED_NO_ENCONTRADO: 404,
  HORA_NO_ENCONTRADA: 404,
  HORA_YA_AGENDADA: 409,
  FECHA_PASADA: 422,
  ANTICIPACION_INSUFICIENTE: 422,
  HORA_FUERA_DE_HORARIO: 422,
  HORA_EN_DESCANSO: 422,
  HORA_INEXISTENTE: 422,
  DURACION_NO_COINCIDE: 422,
  SERVICIO_NO_ENCONTRADO: 404,
  SERVICIO_NO_REALIZADO: 422,
  // A booking's add-ons (decision 037): what the caller asked for does not form one barber's block.
  SERVICIO_ADICIONAL_NO_REALIZADO: 400,
  SERVICIOS_SIN_BARBERO_COMUN: 400,
  SERVICIO_REPETIDO_EN_HORA: 400,
  SERVICIO_DUPLICADO: 409,
  TIPO_SERVICIO_NO_ENCONTRADO: 404,
  TIPO_SERVICIO_DUPLICADO: 409,
  TIPO_SERVICIO_EN_USO: 409,
  SERVICIO_CON_HORAS: 409,
  AVISO_NO_ENCONTRADO: 404,
  BARBERO_NO_ENCONTRADO: 404,
  BARBERO_INACTIVO: 409,
  FECHA_DUPLICADA: 409,
  HORARIO_INVALIDO: 400,
  DESCANSO_FUERA_DE_HORARIO: 400,
  HORAS_FUERA_DEL_NUEVO_HORARIO: 409,
  FECHA_CON_HORAS_AGENDADAS: 409,
  HORA_AGENDADA_NO_ENCONTRADA: 404,
  REAGENDAR_OTRO_CORREO: 403,
  EVENTO_NO_ENCONTRADO: 404,
  EVENTO_DE_HORA_AGENDADA: 409,
  HORA_OCUPADA_EN_CALENDARIO: 409,
  GOOGLE_NO_CONFIGURADO: 409,
  GOOGLE_CALENDARIO_NO_ENCONTRADO: 422,
  GOOGLE_CALENDARIO_NO_COMPARTIDO: 422,
  GOOGLE_NO_DISPONIBLE: 503,
  NO_HAY_HORAS_PARA_CORREO: 404,
  DEMASIADAS_RESERVAS_CORREO: 429,
  SIN_PRUEBA_DE_CORREO: 403,
  CREDENCIALES_INVALIDAS: 401,
  CAMPOS_OBLIGATORIOS: 400,
  NO_AUTENTICADO: 401,
  TOKEN_INVALIDO: 401,
  SIN_PERMISO: 403,
  DEMASIADAS_SOLICITUDES: 429,
  SERVIDOR_SOBRECARGADO: 503,
  CORREO_SOLO_A_TUS_CLIENTES: 403,
  GOOGLE_CALENDARIO_DE_OTRO: 409,
  WHATSAPP_DESACTIVADO: 404,
  WHATSAPP_FIRMA_INVALIDA: 401,
  WHATSAPP_VERIFICACION_INVALIDA: 403,
  BASE_DE_DATOS_NO_DISPONIBLE: 503,
  BASE_DE_DATOS_SIN_ESPACIO: 503,
  IMAGEN_INVALIDA: 400,
  IMAGEN_DEMASIADO_GRANDE: 413,
  IMAGEN_NO_ENCONTRADA: 404,
  CUERPO_DEMASIADO_GRANDE: 413,
  DATOS_OBLIGATORIOS: 400,
  CONTRASENAS_NO_COINCIDEN: 400,
  CORREO_SIN_ACCESO: 403,
  CUENTA_EN_ESPERA: 429,
  CORREO_CON_CUENTA: 409,
  ENLACE_INVALIDO: 400,
  ENLACE_VENCIDO: 400,
  ACCESO_DUPLICADO: 409,
  ACCESO_NO_ENCONTRADO: 404,
  USUARIO_NO_ENCONTRADO: 404,
  RESENA_NO_ENCONTRADA: 404,
  HAY_HORAS_LIBRES: 409,
  YA_EN_LISTA_DE_ESPERA: 409,
  LISTA_DE_ESPERA_LLENA: 409,
  ENTRADA_ESPERA_NO_ENCONTRADA: 404,
  SIN_PRUEBA_DE_ESPERA: 403,
  SIN_OFERTA_DE_ESPERA: 409,
  CONFIRMAR_ESPERA_POR_CORREO: 403,
  ESPERAS_POR_IP: 429,
  FOTO_NO_ENCONTRADA: 404,
  ORDEN_DE_GALERIA_DESACTUALIZADO: 409,
  RESENA_YA_ENVIADA: 409,
  RESENA_ANTES_DE_TIEMPO: 409,
  RESENA_DE_INASISTENCIA: 409,
  HORA_NO_TERMINADA: 409,
  ASISTENCIA_FUERA_DE_PLAZO: 409,
  NO_PUEDES_ELIMINARTE: 409,
  USUARIO_CON_HORAS_FUTURAS: 409,
  PRODUCTO_NO_ENCONTRADO: 404,
  IMAGEN_OBLIGATORIA: 400,
  PRECIO_FINAL_MAYOR: 400,
  MOTIVO_OBLIGATORIO: 400,
  RANGO_INVALIDO: 400,
  RANGO_DEMASIADO_LARGO: 400,
  RANGO_SIN_DIAS: 400,
  RANGO_EN_EL_PASADO: 400,
  FECHA_EN_EL_PASADO: 400,
  FECHA_FUERA_DE_LIMITE: 400,
  RANGO_DE_LISTA_LARGO: 400,
  FECHAS_DUPLICADAS_EN_RANGO: 409,
  RANGO_YA_CREADO: 409,
  EVENTO_RSVP_NO_ENCONTRADO: 404,
  RSVP_CORREO_INVALIDO: 400,
  RSVP_VENCIDO: 410,
  RSVP_AGOTADO: 409,
  RSVP_CANTIDAD_INVALIDA: 400,
  RSVP_CAMPOS_OBLIGATORIOS: 400,
  RSVP_TAL_VEZ_NO_PERMITIDO: 400,
  RSVP_ENLACE_INVALIDO: 400,
  RSVP_PENDIENTES_POR_IP: 429,
  RSVP_SIN_CUPOS_AL_CONFIRMAR: 409,
  CARRITO_VACIO: 400,
  CARRITO_CAMBIO: 409,
  SIN_STOCK: 409,
  COMPRA_DEMASIADAS_UNIDADES: 422,
  COMPRAS_PENDIENTES: 429,
  // Webpay did not answer: not the caller's fault, and not ours to hide behind a 500.
  WEBPAY_NO_DISPONIBLE: 503,
  // Deposits (decision 044): the booking must go through Webpay first, or cannot.
  ABONO_REQUERIDO: 409,
  ABONO_NO_REQUERIDO: 409,
  ABONO_AL_REAGENDAR: 400,
  ABONO_PENDIENTE: 409,
  ABONO_NO_ENCONTRADO: 404,
  ABONOS_PENDIENTES: 429,
  CREDITO_CAMBIADO: 409,
  RETORNO_INVALIDO: 400,
  VENTA_NO_ENCONTRADA: 404,
  VENTA_NO_ANULABLE: 409,
  ANULACION_RECHAZADA: 409,
  ERROR_INTERNO: 500,
};

/** The widget reads a number, not our code (spec 001 §8): 2 e-mail, 5 expired, 6 booked out. */
export const CODIGO_WIDGET: Partial<Record<CodigoError, number>> = {
  RSVP_CORREO_INVALIDO: 2,
  RSVP_VENCIDO: 5,
  RSVP_AGOTADO: 6,
};

/** A refusal the caller can act on: a stable code, its Spanish message and the code's HTTP status. */
export class AppError extends Error {
  readonly statusCode: number;
  /** Extra fields for the answer body next to `msg` and `code` (the refreshed cart of CARRITO_CAMBIO). */
  detalle?: Record<string, unknown>;
  /** Seconds the caller must wait, sent as Retry-After (a 429). */
  reintentarEn?: number;

  constructor(
    readonly code: CodigoError,
    message: string = MENSAJES[code],
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = STATUS_POR_CODIGO[code];
  }
}

/**
 * A count that reached its cap (pending checkouts, deposit holds, RSVPs, waitlist places): the 429 `code`,
 * its Retry-After until `libre`, the instant the first of them stops counting, and never under
 * `minimoSegundos` (a hold just past its end waits for the periodic run that releases it).
 */
export function cupoLleno(code: CodigoError, libre: Date | number, ahora: Date, minimoSegundos = 60) {
  const error = new AppError(code);
  const hasta = typeof libre === 'number' ? libre : libre.getTime();
  error.reintentarEn = Math.max(minimoSegundos, Math.ceil((hasta - ahora.getTime()) / 1000));
  return error;
}

/** The PostgreSQL error code behind a driver or Drizzle error, if any. */
export function pgCode(error: unknown): string | undefined {
  let e: unknown = error;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_EXCLUSION_VIOLATION = '23P01';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
/** ON DELETE RESTRICT: PostgreSQL 17 (PGlite) reports it as 23001, earlier versions as 23503. */
export const PG_RESTRICT_VIOLATION = '23001';
export const PG_CHECK_VIOLATION = '23514';

/** Turns the constraint violations a caller can cause into their Spanish refusal; rethrows anything else. */
export function traducirPg(refusals: Partial<Record<string, CodigoError>>) {
  return (error: unknown): never => {
    const code = refusals[pgCode(error) ?? ''];
    throw code ? new AppError(code) : error;
  };
}
