import { useBarberosConServicios } from '../api/get-barberos-con-servicios';
import { useConfig } from '../api/get-config';
import { useTiposConServicios } from '../api/get-tipos-con-servicios';

/** The fixed barber of the public flow with his services, plus the service types for the filter chips. */
export function useBarberoConServicios() {
  const config = useConfig();
  const barberos = useBarberosConServicios();
  const tipos = useTiposConServicios();
  const barberoId = config.data?.barberoId;
  const barbero = barberos.data?.find((b) => b._id === barberoId) ?? null;
  return {
    cargando: config.isPending || barberos.isPending || tipos.isPending,
    // Failures are logged by the query cache; the screen then shows its empty state (spec §8).
    barbero,
    servicios: barbero?.servicios ?? [],
    tipos: tipos.data ?? [],
  };
}
