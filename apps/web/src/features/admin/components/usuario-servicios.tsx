import type { Servicio } from '@barberia/shared';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { useServiciosDelBarbero } from '../../../hooks/use-servicios-del-barbero';
import { useAsignarServicio } from '../api/servicios-de-usuario';

interface UsuarioServiciosProps {
  usuarioId: string;
  nombre: string;
  servicios: readonly Servicio[];
}

/** Assigns the services a barber performs: one switch each, errors under the service. */
export function UsuarioServicios({ usuarioId, nombre, servicios }: UsuarioServiciosProps) {
  const asignados = useServiciosDelBarbero(usuarioId);
  const { errores, alternar } = useAsignarServicio(usuarioId);

  if (asignados.isPending) return <Spinner label="Cargando servicios…" />;
  if (servicios.length === 0) return <p className="muted">Aún no hay servicios creados.</p>;
  const realiza = new Set((asignados.data ?? []).map((s) => s._id));

  return (
    <ul className="bo-lista" aria-label={`Servicios de ${nombre}`}>
      {servicios.map((s) => {
        const etiqueta = `${usuarioId}-${s._id}`;
        return (
          <li key={s._id} className="bo-lista__item">
            <div className="bo-lista__fila">
              <span id={etiqueta}>{s.servicio}</span>
              <Switch
                checked={realiza.has(s._id)}
                aria-labelledby={etiqueta}
                onChange={(activar) => alternar(s._id, activar)}
              />
            </div>
            {errores[s._id] && (
              <p className="field__error" role="alert">
                {errores[s._id]}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
