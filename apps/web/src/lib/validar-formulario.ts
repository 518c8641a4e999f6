import { ApiError } from './api-client';

/** What a shared zod schema offers (safeParse), described structurally so the web needs no zod import. */
export interface EsquemaValidable<T> {
  safeParse(
    valor: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** One message per field (the first the schema gave); '' holds errors about the whole form. */
export type ErroresDeCampos = Partial<Record<string, string>>;

export type Validacion<T> = { ok: true; datos: T } | { ok: false; errores: ErroresDeCampos };

/**
 * Under which field a message goes. `campo`: the path's first key (`horas.0` → `horas`), for a form whose
 * fields are the schema's top-level keys. `ruta`: the whole path (`direccion.calle`, `horario.6.cierra`),
 * for a form whose fields are a nested schema's leaves, named that way.
 */
export type ClaveDeError = 'campo' | 'ruta';

const claveDe = (ruta: readonly PropertyKey[], clave: ClaveDeError) =>
  clave === 'ruta' ? ruta.map(String).join('.') : ruta.length > 0 ? String(ruta[0]) : '';

/**
 * Validates form values with the same schema the API route uses, so the page and the server give
 * the same Spanish message for the same mistake.
 */
export function validarFormulario<T>(
  esquema: EsquemaValidable<T>,
  valores: unknown,
  clave: ClaveDeError = 'campo',
): Validacion<T> {
  const resultado = esquema.safeParse(valores);
  if (resultado.success) return { ok: true, datos: resultado.data };
  const errores: ErroresDeCampos = {};
  for (const issue of resultado.error.issues) errores[claveDe(issue.path, clave)] ??= issue.message;
  return { ok: false, errores };
}

/** The server's field errors of a 400, in the same shape, so they show under the same inputs. */
export function erroresDelServidor(error: unknown, clave: ClaveDeError = 'campo'): ErroresDeCampos {
  if (!(error instanceof ApiError)) return {};
  const errores: ErroresDeCampos = {};
  for (const { campo, msg } of error.errores) errores[claveDe(campo.split('.'), clave)] ??= msg;
  return errores;
}
