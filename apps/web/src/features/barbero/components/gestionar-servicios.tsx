import type { Servicio } from '@barberia/shared';
import { formatearPrecio } from '@barberia/shared';
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { useServiciosDelBarbero } from '../../../hooks/use-servicios-del-barbero';
import { mensajeDeError } from '../../../lib/api-client';
import { MENSAJES_BACK_OFFICE } from '../../../lib/mensajes/back-office';
import { useServicios } from '../api/get-servicios';
import { useCambiarServicio } from '../api/mis-servicios';

function agruparPorTipo(servicios: readonly Servicio[]) {
  const grupos = new Map<string, { nombre: string; servicios: Servicio[] }>();
  for (const s of servicios) {
    const clave = s.tipo?._id ?? 'sin-tipo';
    const grupo = grupos.get(clave) ?? { nombre: s.tipo?.nombre ?? 'Sin tipo', servicios: [] };
    grupo.servicios.push(s);
    grupos.set(clave, grupo);
  }
  return [...grupos.entries()];
}

/** /barbero/gestionar-servicios: a switch per service; a failed toggle says why under that service. */
export function GestionarServicios({ barberoId }: { barberoId: string }) {
  const servicios = useServicios();
  const mios = useServiciosDelBarbero(barberoId);
  const cambiar = useCambiarServicio(barberoId);
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [enCurso, setEnCurso] = useState<ReadonlySet<string>>(new Set());

  if (servicios.isPending || mios.isPending) return <Spinner label="Cargando servicios…" />;
  if (servicios.isError || mios.isError) {
    return <p className="form__error">Error al obtener los servicios, recargue la página.</p>;
  }
  if (servicios.data.length === 0) return <p className="empty">Aún no hay servicios creados.</p>;

  const realiza = new Set(mios.data.map((s) => s._id));

  const alternar = (servicio: Servicio, activar: boolean) => {
    if (enCurso.has(servicio._id)) return;
    setEnCurso((s) => new Set(s).add(servicio._id));
    setErrores(({ [servicio._id]: _, ...resto }) => resto);
    cambiar.mutate(
      { servicioId: servicio._id, realiza: activar },
      {
        onError: (error) =>
          setErrores((e) => ({
            ...e,
            [servicio._id]: mensajeDeError(error, MENSAJES_BACK_OFFICE.REALIZAR_ACCION),
          })),
        onSettled: () =>
          setEnCurso((s) => {
            const siguiente = new Set(s);
            siguiente.delete(servicio._id);
            return siguiente;
          }),
      },
    );
  };

  return (
    <div className="bo-grupos">
      {agruparPorTipo(servicios.data).map(([clave, grupo]) => (
        <section key={clave} className="panel" aria-labelledby={`tipo-${clave}`}>
          <h2 id={`tipo-${clave}`}>{grupo.nombre}</h2>
          <ul className="bo-lista">
            {grupo.servicios.map((s) => (
              <li key={s._id} className="bo-lista__item">
                <div className="bo-lista__fila">
                  <div className="bo-lista__texto">
                    <span id={`servicio-${s._id}`} className="bo-lista__titulo">
                      {s.servicio}
                    </span>
                    <span className="muted">
                      {formatearPrecio(s.precio)} · {s.duracion} min
                    </span>
                  </div>
                  <Switch
                    checked={realiza.has(s._id)}
                    aria-labelledby={`servicio-${s._id}`}
                    aria-describedby={errores[s._id] ? `error-${s._id}` : undefined}
                    aria-busy={enCurso.has(s._id) || undefined}
                    onChange={(activar) => alternar(s, activar)}
                  />
                </div>
                {errores[s._id] && (
                  <p id={`error-${s._id}`} className="field__error" role="alert">
                    {errores[s._id]}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
