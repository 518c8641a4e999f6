import { useEffect } from 'react';
import { queryCache, useQuery } from '../../../lib/consultas';
import { abonoQueryOptions } from '../api/get-abono';
import { esperandoPago } from '../lib/estado-de-abono';

/**
 * A booking's deposit (issue 24); while Webpay's answer is being settled (PENDIENTE, APROBADO) it is asked
 * for again every 2 s, as a purchase's page does.
 */
export function useAbono(id: string) {
  const opciones = abonoQueryOptions(id);
  const estado = useQuery(opciones);
  const esperando = estado.data ? esperandoPago(estado.data.estado) : false;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key comes from the id, listed.
  useEffect(() => {
    if (!esperando) return;
    const reloj = setInterval(() => {
      queryCache.invalidateQueries({ queryKey: opciones.queryKey }).catch(() => undefined);
    }, 2000);
    return () => clearInterval(reloj);
  }, [esperando, id]);
  return estado;
}
