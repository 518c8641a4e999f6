import { useCallback, useRef, useState } from 'react';

/**
 * useMutation of lib/consultas's TanStack-like API, in a module of its own: three screens send something
 * (a waiting-list answer, a cancellation, an RSVP), and the other public pages' first view does not carry it.
 */
export interface MutationOptions<TVariables, TData> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onSettled?: () => unknown;
}

export function useMutation<TVariables, TData>(opciones: MutationOptions<TVariables, TData>) {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const ultimas = useRef(opciones);
  ultimas.current = opciones;
  // Stable, as TanStack's: an effect that lists it among its dependencies runs once, not once per render
  // (the opt-in link was confirmed again on every re-render until the rate limit answered).
  const mutateAsync = useCallback(async (variables: TVariables): Promise<TData> => {
    const o = ultimas.current;
    setPending(true);
    setError(null);
    try {
      const data = await o.mutationFn(variables);
      await o.onSuccess?.(data, variables);
      return data;
    } catch (e) {
      setError(e);
      throw e;
    } finally {
      await o.onSettled?.();
      setPending(false);
    }
  }, []);
  return { mutateAsync, isPending, error };
}
