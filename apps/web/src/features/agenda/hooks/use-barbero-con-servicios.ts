import { serviciosDeLosBarberos } from '@barberia/shared';
import { useBarberosConServicios } from '../api/get-barberos-con-servicios';
import { useTiposConServicios } from '../api/get-tipos-con-servicios';

/**
 * The barbers a client may book (every active barber, issue 22) with the services any of them performs,
 * plus the service types for the filter chips. With one active barber, the spec's fixed barber and his
 * services.
 */
export function useBarberoConServicios() {
  const barberos = useBarberosConServicios();
  const tipos = useTiposConServicios();
  const lista = barberos.data ?? [];
  return {
    cargando: barberos.isPending || tipos.isPending,
    // Failures are logged by the query cache; the screen then shows its empty state (spec §8).
    barberos: lista,
    servicios: serviciosDeLosBarberos(lista),
    tipos: tipos.data ?? [],
  };
}
