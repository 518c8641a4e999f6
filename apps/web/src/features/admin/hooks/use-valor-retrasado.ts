import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `ms`: a filter asks the server once per pause, not per key. */
export function useValorRetrasado<T>(valor: T, ms = 300): T {
  const [retrasado, setRetrasado] = useState(valor);
  useEffect(() => {
    const temporizador = window.setTimeout(() => setRetrasado(valor), ms);
    return () => window.clearTimeout(temporizador);
  }, [valor, ms]);
  return retrasado;
}
