import { type TipoServicio, tipoServicioInput } from '@barberia/shared';
import { Campo } from '../../../components/ui/field';
import { ModalConfirmar, useModalResultado } from '../../../components/ui/result-modal';
import { useEliminarTipoServicio } from '../api/eliminar-tipo-servicio';
import { useTiposServicio } from '../api/get-tipos-servicio';
import { useGuardarTipoServicio } from '../api/guardar-tipo-servicio';
import { useEdicion } from '../hooks/use-edicion';
import { useEliminarConConfirmacion } from '../hooks/use-eliminar-con-confirmacion';
import { AccionesFormulario } from './acciones-formulario';
import { AccionesTarjeta } from './acciones-tarjeta';
import { PanelFormulario } from './panel-formulario';
import { SeccionLista } from './seccion-lista';

/** /barbero/administrar/tipo-servicio: list, create, edit, delete. */
export function TiposServicioAdmin() {
  const tipos = useTiposServicio();
  const guardar = useGuardarTipoServicio();
  const eliminar = useEliminarTipoServicio();
  const resultado = useModalResultado();
  const { form, editando, empezar, terminar, alEliminar, alGuardar } = useEdicion<
    TipoServicio,
    { nombre: string }
  >({
    vacio: { nombre: '' },
    resultado,
    mensajes: {
      creado: 'Tipo de servicio creado correctamente',
      actualizado: 'Tipo de servicio actualizado correctamente',
    },
  });
  const eliminacion = useEliminarConConfirmacion<TipoServicio>(eliminar, resultado, alEliminar);

  const alEnviar = form.enviar(tipoServicioInput, (input) =>
    guardar.mutate({ input, id: editando?._id }, alGuardar),
  );

  return (
    <>
      <PanelFormulario
        titulo={editando ? `Editar: ${editando.nombre}` : 'Nuevo tipo de servicio'}
        editando={editando?._id ?? null}
      >
        <form className="form" onSubmit={alEnviar} noValidate>
          <Campo label="Nombre" required maxLength={60} {...form.campo('nombre')} />
          <AccionesFormulario
            editando={editando !== null}
            enviando={guardar.isPending}
            crear="Crear tipo"
            onCancelarEdicion={terminar}
          />
        </form>
      </PanelFormulario>

      <SeccionLista
        id="lista-tipos"
        titulo="Tipos creados"
        consulta={tipos}
        cargando="Cargando tipos…"
        vacia="Aún no hay tipos de servicio."
      >
        {(items) => (
          <ul className="bo-lista panel">
            {items.map((t) => (
              <li key={t._id} className="bo-lista__item">
                <div className="bo-lista__fila">
                  <span className="bo-lista__titulo">{t.nombre}</span>
                  <AccionesTarjeta
                    nombre={t.nombre}
                    onEditar={() => empezar(t, { nombre: t.nombre })}
                    onEliminar={() => eliminacion.preguntar(t)}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </SeccionLista>

      <ModalConfirmar
        titulo="¿Eliminar este tipo de servicio?"
        confirmar="Eliminar tipo"
        {...eliminacion.modal}
      >
        <p>
          Se eliminará <strong>{eliminacion.aEliminar?.nombre}</strong>. Un tipo con servicios no se puede
          eliminar.
        </p>
      </ModalConfirmar>
      {resultado.modales}
    </>
  );
}
