import type { Servicio } from '@barberia/shared';
import { formatearPrecio } from '@barberia/shared';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { useServiciosDelBarbero } from '../../../hooks/use-servicios-del-barbero';
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
  const { errores, enCurso, alternar } = useCambiarServicio(barberoId);

  if (servicios.isPending || mios.isPending) return <Spinner label="Cargando servicios…" />;
  if (servicios.isError || mios.isError) {
    return <p className="form__error">Error al obtener los servicios, recargue la página.</p>;
  }
  if (servicios.data.length === 0) return <p className="empty">Aún no hay servicios creados.</p>;

  const realiza = new Set(mios.data.map((s) => s._id));

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
                    onChange={(activar) => {
                      if (!enCurso.has(s._id)) alternar(s._id, activar);
                    }}
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
