import type { Servicio } from '@barberia/shared';
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { useServiciosDelBarbero } from '../../../hooks/use-servicios-del-barbero';
import { mensajeDeError } from '../../../lib/api-client';
import { MENSAJES_BACK_OFFICE } from '../../../lib/mensajes/back-office';
import { useAsignarServicio } from '../api/servicios-de-usuario';

interface UsuarioServiciosProps {
  usuarioId: string;
  nombre: string;
  servicios: readonly Servicio[];
}

/** Assigns the services a barber performs: one switch each, errors under the service. */
export function UsuarioServicios({ usuarioId, nombre, servicios }: UsuarioServiciosProps) {
  const asignados = useServiciosDelBarbero(usuarioId);
  const asignar = useAsignarServicio(usuarioId);
  const [errores, setErrores] = useState<Record<string, string>>({});

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
                onChange={(activar) => {
                  setErrores(({ [s._id]: _, ...resto }) => resto);
                  asignar.mutate(
                    { servicioId: s._id, realiza: activar },
                    {
                      onError: (error) =>
                        setErrores((e) => ({
                          ...e,
                          [s._id]: mensajeDeError(error, MENSAJES_BACK_OFFICE.REALIZAR_ACCION),
                        })),
                    },
                  );
                }}
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
