import type { ServicioPublico } from '@barberia/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAgendarInfo } from '../hooks/use-agendar-info';
import { useBarberoConServicios } from '../hooks/use-barbero-con-servicios';
import { conServicio } from '../lib/agendar-info';
import { filtrarServicios, tiposDelBarbero } from '../lib/filtro-servicios';
import { ServicioChips } from './servicio-chips';
import { ServicioOpcion } from './servicio-opcion';

/** Step 1: choose exactly one of the barber's services (spec §2 and §5). */
export function SelectorServicios() {
  const { cargando, barbero, servicios, tipos } = useBarberoConServicios();
  const [info, actualizar] = useAgendarInfo();
  const [tipoId, setTipoId] = useState<string | null>(null);
  const navigate = useNavigate();

  if (cargando) return <Spinner label="Cargando servicios…" />;
  if (!barbero || servicios.length === 0) {
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

  const alternar = (servicio: ServicioPublico) =>
    actualizar((actual) => conServicio(actual, elegido?._id === servicio._id ? null : servicio, barbero));

  const continuar = () => {
    if (!elegido) return;
    // The price or duration may have changed since the draft was saved: book with today's values.
    if (
      elegido.precio !== info.precio ||
      elegido.duracion !== info.duracion ||
      info.barberoId !== barbero._id
    ) {
      actualizar((actual) => conServicio(actual, elegido, barbero));
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
      <div className="step-actions">
        <p className="step-actions__resumen" aria-live="polite">
          {elegido ? elegido.servicio : 'Ningún servicio seleccionado'}
        </p>
        <Button disabled={!elegido} onClick={continuar}>
          Continuar
        </Button>
      </div>
    </>
  );
}
