import { lazy, Suspense, useEffect } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useConfig } from '../api/get-config';
import { useHorasLibres } from '../api/get-horas-libres';
import { useAgendarInfo } from '../hooks/use-agendar-info';

/** The calendar (react-calendar) and the slot grid load while the days are being fetched, not before. */
const cargarEleccion = () => import('./eleccion-de-hora');
const EleccionDeHora = lazy(() => cargarEleccion().then((m) => ({ default: m.EleccionDeHora })));

/** Step 2: loads the barber's days with their free hours, then lets the client pick a day and a slot. */
export function SelectorHora() {
  const [info] = useAgendarInfo();
  const config = useConfig();
  const barberoId = info.barberoId || config.data?.barberoId || '';
  const horasLibres = useHorasLibres(barberoId, info.servicioId, info.duracion, info.serviciosAdicionales);
  useEffect(() => {
    cargarEleccion().catch(() => undefined);
  }, []);

  // Spec §8: load errors are only logged (by the query cache) and the loading state ends.
  const cargando = (barberoId === '' && config.isPending) || horasLibres.isLoading;
  const spinner = <Spinner label="Cargando horas disponibles…" />;
  if (cargando) return spinner;

  return (
    <Suspense fallback={spinner}>
      <EleccionDeHora dias={horasLibres.data?.dias ?? []} />
    </Suspense>
  );
}
