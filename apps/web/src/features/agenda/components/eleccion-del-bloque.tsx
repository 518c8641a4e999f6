import type { BarberoConServicios, ServicioPublico } from '@barberia/shared';
import { lazy, Suspense, useEffect } from 'react';
import type { AgendarInfo } from '../lib/agendar-info';
import { bloqueElegido } from '../lib/bloque-elegido';
import { conServicio } from '../lib/con-servicio';
import AgregarServicios from './agregar-servicios';

/** The photos and radio buttons load only where two or more barbers perform the service (decision 031). */
const EleccionBarbero = lazy(() => import('./eleccion-barbero'));

interface EleccionDelBloqueProps {
  barberos: readonly BarberoConServicios[];
  servicios: readonly ServicioPublico[];
  elegido: ServicioPublico;
  info: AgendarInfo;
  actualizar: (cambio: (actual: AgendarInfo) => AgendarInfo) => void;
}

/** The draft's add-ons as they would be written from today's list: compared to see if the draft is stale. */
const huella = (lista: readonly { _id: string; precio: number; duracion: number }[]) =>
  lista.map((s) => `${s._id}:${s.precio}:${s.duracion}`).join();

/**
 * What follows the chosen service (issue 22): who cuts (decisions 031) and «Agregar otro servicio»
 * (decision 037). A lazy chunk: the service step's first view is the spec's list and nothing more.
 */
export default function EleccionDelBloque({
  barberos,
  servicios,
  elegido,
  info,
  actualizar,
}: EleccionDelBloqueProps) {
  const { adicionales, delServicio, opciones } = bloqueElegido(barberos, servicios, elegido, info);
  const ids = adicionales.map((a) => a._id);
  const barberoActual = (actual: AgendarInfo) => ({ _id: actual.barberoId, nombre: actual.barberoNombre });

  // A reschedule's draft names its add-ons only, and a saved draft may hold yesterday's prices: written
  // again from today's list (which also lets «Continuar» go on).
  const vigente = huella(adicionales) === huella(info.serviciosAdicionales);
  useEffect(() => {
    if (!vigente) actualizar((actual) => conServicio(actual, elegido, barberoActual(actual), adicionales));
  });

  const cambiarAdicional = (servicio: ServicioPublico, agregado: boolean) => {
    const nuevos = agregado ? [...adicionales, servicio] : adicionales.filter((a) => a._id !== servicio._id);
    actualizar((actual) => conServicio(actual, elegido, barberoActual(actual), nuevos));
  };

  const cambiarBarbero = (barbero: { _id: string; nombre: string }) => {
    // Add-ons the new barber does not perform drop out: one barber does the whole block.
    const suyo = barberos.find((b) => b._id === barbero._id);
    const quedan = suyo
      ? adicionales.filter((a) => suyo.servicios.some((s) => s._id === a._id))
      : adicionales;
    actualizar((actual) => conServicio(actual, elegido, barbero, quedan));
  };

  return (
    <>
      {delServicio.length > 1 && (
        <Suspense fallback={null}>
          <EleccionBarbero barberos={delServicio} elegido={info.barberoId} onChange={cambiarBarbero} />
        </Suspense>
      )}
      {opciones.length > 0 && (
        <AgregarServicios opciones={opciones} elegidos={ids} onChange={cambiarAdicional} />
      )}
    </>
  );
}
