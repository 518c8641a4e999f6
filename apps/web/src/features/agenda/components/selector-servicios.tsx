import type { ServicioPublico } from '@barberia/shared';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAgendarInfo } from '../hooks/use-agendar-info';
import { useBarberoConServicios } from '../hooks/use-barbero-con-servicios';
import { barberoDelServicio } from '../lib/barbero-del-servicio';
import { conServicio } from '../lib/con-servicio';
import { filtrarServicios, tiposDelBarbero } from '../lib/filtro-servicios';
import { borradorOtraVez } from '../lib/otra-vez';
import { resumenDelBloque } from '../lib/resumen-del-bloque';
import { ServicioChips } from './servicio-chips';
import { ServicioOpcion } from './servicio-opcion';

/**
 * Who cuts, «Agregar otro servicio» and the deposit's policy (issue 22, decisions 031 and 037; issue 42)
 * load once a service is chosen: the first view is the spec's list (decision 008's budget).
 */
const EleccionDelBloque = lazy(() => import('./eleccion-del-bloque'));

/**
 * Step 1: choose exactly one service (spec §2 and §5) and, when two or more active barbers perform it, who
 * cuts: «Cualquiera» by default (issue 22). With one barber for the service nothing more is shown.
 */
export function SelectorServicios() {
  const { cargando, barberos, servicios, tipos } = useBarberoConServicios();
  const [info, actualizar] = useAgendarInfo();
  const [tipoId, setTipoId] = useState<string | null>(null);
  const navigate = useNavigate();
  const [parametros, setParametros] = useSearchParams();
  // Set by a tap that chooses a service, read once by what follows it, which then comes into view (issue
  // 42): a draft restored on arrival does not move the page.
  const recienElegido = useRef(false);
  // A «Te toca volver» link (issue 25): its services and barber start chosen, then the address is clean.
  useEffect(() => {
    const borrador = borradorOtraVez(parametros);
    if (!borrador) return;
    actualizar(borrador);
    setParametros({}, { replace: true });
  }, [parametros, actualizar, setParametros]);

  if (cargando) return <Spinner label="Cargando servicios…" />;
  if (servicios.length === 0) {
    return (
      <p className="empty">
        Actualmente el barbero no tiene servicios disponibles. Se activan nuevamente los domingos a las 16:30
        hrs.
      </p>
    );
  }

  const chips = tiposDelBarbero(tipos, servicios);
  const tipoActivo = chips.some((t) => t._id === tipoId) ? tipoId : null;
  const visibles = filtrarServicios(servicios, tipoActivo);
  const elegido = servicios.find((s) => s.servicio === info.servicio) ?? null;
  // Written by the lazy part from today's list; a reschedule's add-ons come by name only until then.
  const adicionalesPendientes = info.serviciosAdicionales.some((a) => a._id === '');

  const barberoPara = (servicio: ServicioPublico) => barberoDelServicio(barberos, servicio._id, info);
  // The block as today's list has it: prices, lengths, deposits or barbers may have changed since the draft
  // was saved, and a reschedule's or a link's draft names its services only. The bar says it; «Continuar»
  // books it.
  const barbero = elegido ? barberoPara(elegido) : null;
  const adicionales = info.serviciosAdicionales.map((a) => servicios.find((s) => s._id === a._id) ?? a);
  const bloque = elegido && barbero ? conServicio(info, elegido, barbero, adicionales) : null;

  const alternar = (servicio: ServicioPublico) => {
    recienElegido.current = elegido?._id !== servicio._id;
    actualizar((actual) =>
      elegido?._id === servicio._id
        ? // No barber either: one chosen for a service no longer chosen is no choice (barberoDelServicio).
          conServicio(actual, null, { _id: '', nombre: '' })
        : conServicio(actual, servicio, barberoPara(servicio)),
    );
  };

  const continuar = () => {
    if (!elegido || !barbero || !bloque) return;
    if (
      bloque.precio !== info.precio ||
      bloque.duracion !== info.duracion ||
      bloque.abono !== info.abono ||
      elegido._id !== info.servicioId ||
      info.barberoId !== barbero._id ||
      // A link names the barber by id only (borradorOtraVez).
      info.barberoNombre !== barbero.nombre
    ) {
      actualizar((actual) => conServicio(actual, elegido, barbero, adicionales));
    }
    navigate('/agenda/horas');
  };

  return (
    <>
      <ServicioChips tipos={chips} activo={tipoActivo} onChange={setTipoId} />
      {visibles.length === 0 ? (
        <p className="empty">No hay servicios disponibles para este filtro.</p>
      ) : (
        <ul className="servicios">
          {visibles.map((servicio) => (
            <li key={servicio._id}>
              <ServicioOpcion
                servicio={servicio}
                seleccionado={elegido?._id === servicio._id}
                onClick={() => alternar(servicio)}
              />
            </li>
          ))}
        </ul>
      )}
      {elegido && (barberos.length > 1 || servicios.length > 1 || (bloque?.abono ?? 0) > 0) && (
        <Suspense fallback={null}>
          <EleccionDelBloque
            barberos={barberos}
            servicios={servicios}
            elegido={elegido}
            info={info}
            actualizar={actualizar}
            recienElegido={recienElegido}
          />
        </Suspense>
      )}
      <div className="step-actions">
        <p className="step-actions__resumen" aria-live="polite">
          {bloque ? resumenDelBloque(bloque) : 'Ningún servicio seleccionado'}
        </p>
        <Button disabled={!elegido || adicionalesPendientes} onClick={continuar}>
          Continuar
        </Button>
      </div>
    </>
  );
}
