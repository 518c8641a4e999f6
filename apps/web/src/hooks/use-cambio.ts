import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

interface Cambio<T, V> {
  mutationFn: (variables: V) => Promise<T>;
  /** The queries to ask again once settled, worked or not: every query whose key starts with one of these. */
  refresca?: QueryKey[];
  /** Puts the answer in the cache at once, before the refresh arrives. */
  onSuccess?: (data: T, variables: V, queryClient: QueryClient) => unknown;
}

/**
 * A back-office change (save, delete, toggle) and the lists it refreshes, the one way every back-office
 * feature writes (TanStack Query: the public pages use lib/consultas).
 */
export function useCambio<T, V>({ mutationFn, refresca = [], onSuccess }: Cambio<T, V>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data, variables) => onSuccess?.(data, variables, queryClient),
    onSettled: () => Promise.all(refresca.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
