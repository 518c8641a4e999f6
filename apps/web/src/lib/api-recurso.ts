import { apiRequest } from './api-client';
import type { QueryKey, QueryOptions } from './consultas';

/**
 * The calls of one REST resource, written once: its list read (options for TanStack Query's useQuery in
 * the back office or lib/consultas' on the public pages, both take this shape), a save and a delete.
 */

/** `base`, or `base/{id}` with the id escaped. */
export const rutaConId = (base: string, id?: string) => (id ? `${base}/${encodeURIComponent(id)}` : base);

/** What can check an answer: a zod schema from @barberia/shared/contracts (structural, so this file loads no zod). */
export interface Esquema<T> {
  parse(valor: unknown): T;
}

/**
 * A GET of `ruta` under `queryKey`; `errorMessage` is logged when it fails. With `esquema` (the back office,
 * whose pages load zod anyway) the answer is checked against the very schema the server serializes it with:
 * a server and a page of different versions fail loudly here instead of drawing half a screen. The public
 * pages leave it out: zod would cost their first view its budget (decision 008).
 */
export function consultaGet<T>(
  ruta: string,
  queryKey: QueryKey,
  errorMessage: string,
  { auth = false, staleTime, esquema }: { auth?: boolean; staleTime?: number; esquema?: Esquema<T> } = {},
): QueryOptions<T> {
  return {
    queryKey,
    queryFn: async ({ signal }) => {
      const respuesta = await apiRequest<unknown>(ruta, { auth, signal });
      return esquema ? esquema.parse(respuesta) : (respuesta as T);
    },
    ...(staleTime !== undefined && { staleTime }),
    meta: { errorMessage },
  };
}

/** Creates (without id: POST `base`) or edits (PUT `base/{id}`) one item. */
export function guardarEn<T, I>(base: string) {
  return ({ input, id }: { input: I; id?: string | undefined }) =>
    apiRequest<T>(rutaConId(base, id), { method: id ? 'PUT' : 'POST', body: input, auth: true });
}

/** Deletes `base/{id}`. */
export function eliminarEn(base: string) {
  return (id: string) => apiRequest<{ msg: string }>(rutaConId(base, id), { method: 'DELETE', auth: true });
}

/**
 * Deletes `base/{id}` that may hold bookings. Without `confirmar` the server refuses (409) when it
 * does; with it each booking is cancelled and its client e-mailed. The page asks before confirming.
 */
export function eliminarConfirmandoEn(base: string) {
  return ({ id, confirmar }: { id: string; confirmar: boolean }) =>
    apiRequest<{ msg: string; horasCanceladas: number }>(
      `${rutaConId(base, id)}${confirmar ? '?confirmar=true' : ''}`,
      { method: 'DELETE', auth: true },
    );
}
