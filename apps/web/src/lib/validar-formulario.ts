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
 * Validates form values with the same schema the API route uses, so the page and the server give
 * the same Spanish message for the same mistake.
 */
export function validarFormulario<T>(esquema: EsquemaValidable<T>, valores: unknown): Validacion<T> {
  const resultado = esquema.safeParse(valores);
  if (resultado.success) return { ok: true, datos: resultado.data };
  const errores: ErroresDeCampos = {};
  for (const issue of resultado.error.issues) {
    const campo = issue.path.length > 0 ? String(issue.path[0]) : '';
    errores[campo] ??= issue.message;
  }
  return { ok: false, errores };
}

/** The server's field errors of a 400, in the same shape, so they show under the same inputs. */
export function erroresDelServidor(error: unknown): ErroresDeCampos {
  if (!(error instanceof ApiError)) return {};
  const errores: ErroresDeCampos = {};
  for (const { campo, msg } of error.errores) errores[campo.split('.')[0] ?? ''] ??= msg;
  return errores;
}
