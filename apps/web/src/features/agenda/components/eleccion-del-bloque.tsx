import type { BarberoConServicios, ServicioPublico } from '@barberia/shared';
import { useEffect, useRef } from 'react';
import type { AgendarInfo } from '../lib/agendar-info';
import { bloqueElegido } from '../lib/bloque-elegido';
import { conServicio } from '../lib/con-servicio';
import { traerALaVista } from '../lib/traer-a-la-vista';
import AgregarServicios from './agregar-servicios';
// In this chunk, not a lazy one of its own (decision 031 had it apart): the block must be whole when it
// comes into view, or the page is not yet tall enough to show it (issue 42).
import EleccionBarbero from './eleccion-barbero';
import PoliticaDeAbono from './politica-de-abono';

interface EleccionDelBloqueProps {
  barberos: readonly BarberoConServicios[];
  servicios: readonly ServicioPublico[];
  elegido: ServicioPublico;
  info: AgendarInfo;
  actualizar: (cambio: (actual: AgendarInfo) => AgendarInfo) => void;
  /** Set when the client has just chosen the service: the block then comes into view, once (issue 42). */
  recienElegido: { current: boolean };
}

/** The draft's add-ons as they would be written from today's list: compared to see if the draft is stale. */
const huella = (lista: readonly { _id: string; precio: number; duracion: number }[]) =>
  lista.map((s) => `${s._id}:${s.precio}:${s.duracion}`).join();

/**
 * What follows the chosen service (issue 22): the deposit's policy when the block asks one (issue 42),
 * who cuts (decisions 031) and «Agregar otro servicio» (decision 037). A lazy chunk: the service step's
 * first view is the spec's list and nothing more.
 */
export default function EleccionDelBloque({
  barberos,
  servicios,
  elegido,
  info,
  actualizar,
  recienElegido,
}: EleccionDelBloqueProps) {
  const { adicionales, delServicio, opciones } = bloqueElegido(barberos, servicios, elegido, info);
  const ids = adicionales.map((a) => a._id);
  const barberoActual = (actual: AgendarInfo) => ({ _id: actual.barberoId, nombre: actual.barberoNombre });
  const bloque = useRef<HTMLDivElement>(null);
  // Below eight services, who cuts and the add-ons were off-screen, and clients tapped «Continuar» without
  // seeing them (issue 42): a service just chosen brings them into view, drawn whole (hence no lazy part).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per chosen service.
  useEffect(() => {
    if (!recienElegido.current || !bloque.current?.hasChildNodes()) return;
    recienElegido.current = false;
    traerALaVista(bloque.current);
  }, [elegido._id]);

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
    <div ref={bloque} className="bloque-elegido">
      {info.abono > 0 && <PoliticaDeAbono monto={info.abono} />}
      {delServicio.length > 1 && (
        <EleccionBarbero barberos={delServicio} elegido={info.barberoId} onChange={cambiarBarbero} />
      )}
      {opciones.length > 0 && (
        <AgregarServicios opciones={opciones} elegidos={ids} onChange={cambiarAdicional} />
      )}
    </div>
  );
}
