import { type TipoServicio, tipoServicioInput } from '@barberia/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Campo } from '../../../components/ui/campo';
import { ModalConfirmar, useModalResultado } from '../../../components/ui/modal-resultado';
import { Spinner } from '../../../components/ui/spinner';
import { useFormulario } from '../../../lib/use-formulario';
import { erroresDelServidor } from '../../../lib/validar-formulario';
import { useEliminarTipoServicio } from '../api/eliminar-tipo-servicio';
import { useTiposServicio } from '../api/get-tipos-servicio';
import { useGuardarTipoServicio } from '../api/guardar-tipo-servicio';
import { PanelFormulario } from './panel-formulario';

/** /barbero/administrar/tipo-servicio: list, create, edit, delete. */
export function TiposServicioAdmin() {
  const tipos = useTiposServicio();
  const guardar = useGuardarTipoServicio();
  const eliminar = useEliminarTipoServicio();
  const resultado = useModalResultado();
  const form = useFormulario({ nombre: '' });
  const [editando, setEditando] = useState<TipoServicio | null>(null);
  const [aEliminar, setAEliminar] = useState<TipoServicio | null>(null);

  const terminarEdicion = () => {
    setEditando(null);
    form.reiniciar({ nombre: '' });
  };

  const alEnviar = form.enviar(tipoServicioInput, (input) =>
    guardar.mutate(
      { input, id: editando?._id },
      {
        onSuccess: () => {
          resultado.exito(
            editando ? 'Tipo de servicio actualizado correctamente' : 'Tipo de servicio creado correctamente',
          );
          terminarEdicion();
        },
        onError: (error) => {
          form.setErrores(erroresDelServidor(error));
          resultado.fallo(error);
        },
      },
    ),
  );

  return (
    <>
      <PanelFormulario
        titulo={editando ? `Editar: ${editando.nombre}` : 'Nuevo tipo de servicio'}
        editando={editando?._id ?? null}
      >
        <form className="form" onSubmit={alEnviar} noValidate>
          <Campo label="Nombre" required maxLength={60} {...form.campo('nombre')} />
          <div className="bo-acciones">
            {editando && (
              <Button variant="ghost" onClick={terminarEdicion}>
                Cancelar edición
              </Button>
            )}
            <Button type="submit" loading={guardar.isPending}>
              {editando ? 'Guardar cambios' : 'Crear tipo'}
            </Button>
          </div>
        </form>
      </PanelFormulario>

      <section className="bo-seccion" aria-labelledby="lista-tipos">
        <h2 id="lista-tipos">Tipos creados</h2>
        {tipos.isPending ? (
          <Spinner label="Cargando tipos…" />
        ) : (tipos.data ?? []).length === 0 ? (
          <p className="empty">Aún no hay tipos de servicio.</p>
        ) : (
          <ul className="bo-lista panel">
            {(tipos.data ?? []).map((t) => (
              <li key={t._id} className="bo-lista__item">
                <div className="bo-lista__fila">
                  <span className="bo-lista__titulo">{t.nombre}</span>
                  <div className="bo-tarjeta__acciones">
                    <Button
                      variant="ghost"
                      aria-label={`Editar ${t.nombre}`}
                      onClick={() => {
                        setEditando(t);
                        form.reiniciar({ nombre: t.nombre });
                      }}
                    >
                      Editar
                    </Button>
                    <Button
                      variant="danger"
                      aria-label={`Eliminar ${t.nombre}`}
                      onClick={() => setAEliminar(t)}
                    >
                      Eliminar
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ModalConfirmar
        open={aEliminar !== null}
        titulo="¿Eliminar este tipo de servicio?"
        confirmar="Eliminar tipo"
        peligro
        enviando={eliminar.isPending}
        onCancelar={() => setAEliminar(null)}
        onConfirmar={() => {
          if (!aEliminar) return;
          eliminar.mutate(aEliminar._id, {
            onSuccess: ({ msg }) => {
              if (editando?._id === aEliminar._id) terminarEdicion();
              resultado.exito(msg);
            },
            onError: (error) => resultado.fallo(error),
            onSettled: () => setAEliminar(null),
          });
        }}
      >
        <p>
          Se eliminará <strong>{aEliminar?.nombre}</strong>. Un tipo con servicios no se puede eliminar.
        </p>
      </ModalConfirmar>
      {resultado.modales}
    </>
  );
}
