import {
  type QueryClient,
  type QueryKey,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * The back office's one shape for its API calls (TanStack Query; the public pages use lib/consultas):
 * a list read with the message logged when it fails, and a change that refreshes what it touched.
 */

/** `base`, or `base/{id}` with the id escaped. */
export const rutaConId = (base: string, id?: string) => (id ? `${base}/${encodeURIComponent(id)}` : base);

/** A GET of `ruta` under `queryKey`; `errorMessage` is logged when it fails. */
export function consultaGet<T>(
  ruta: string,
  queryKey: QueryKey,
  errorMessage: string,
  { auth = false, staleTime }: { auth?: boolean; staleTime?: number } = {},
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiRequest<T>(ruta, { auth, signal }),
    ...(staleTime !== undefined && { staleTime }),
    meta: { errorMessage },
  });
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

interface Cambio<T, V> {
  mutationFn: (variables: V) => Promise<T>;
  /** The queries to ask again once settled, worked or not: every query whose key starts with one of these. */
  refresca: QueryKey[];
  /** Puts the answer in the cache at once, before the refresh arrives. */
  onSuccess?: (data: T, variables: V, queryClient: QueryClient) => unknown;
}

/** A back-office change (save, delete, toggle) and the lists it refreshes. */
export function useCambio<T, V>({ mutationFn, refresca, onSuccess }: Cambio<T, V>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data, variables) => onSuccess?.(data, variables, queryClient),
    onSettled: () => Promise.all(refresca.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
