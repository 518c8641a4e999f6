import { type TipoServicio, tipoServicioInput } from '@barberia/shared';
import { Campo } from '../../../components/ui/field';
import { ModalConfirmar } from '../../../components/ui/result-modal';
import { useEliminarTipoServicio } from '../api/eliminar-tipo-servicio';
import { useTiposServicio } from '../api/get-tipos-servicio';
import { useGuardarTipoServicio } from '../api/guardar-tipo-servicio';
import { useEdicion } from '../hooks/use-edicion';
import { AccionesTarjeta } from './acciones-tarjeta';
import { FormularioEdicion } from './formulario-edicion';
import { SeccionLista } from './seccion-lista';

/** /barbero/administrar/tipo-servicio: list, create, edit, delete. */
export function TiposServicioAdmin() {
  const tipos = useTiposServicio();
  const { form, empezar, resultado, eliminacion, enviar, panel } = useEdicion({
    vacio: { nombre: '' },
    guardar: useGuardarTipoServicio(),
    eliminar: useEliminarTipoServicio(),
    nombreDe: (t: TipoServicio) => t.nombre,
    textos: {
      nuevo: 'Nuevo tipo de servicio',
      crear: 'Crear tipo',
      creado: 'Tipo de servicio creado correctamente',
      actualizado: 'Tipo de servicio actualizado correctamente',
    },
  });

  return (
    <>
      <FormularioEdicion {...panel} onSubmit={enviar(tipoServicioInput)}>
        <Campo label="Nombre" required maxLength={60} {...form.campo('nombre')} />
      </FormularioEdicion>

      <SeccionLista
        titulo="Tipos creados"
        consulta={tipos}
        forma="filas"
        cargando="Cargando tipos…"
        vacia="Aún no hay tipos de servicio."
      >
        {(t) => (
          <>
            <span className="bo-lista__titulo">{t.nombre}</span>
            <AccionesTarjeta
              nombre={t.nombre}
              onEditar={() => empezar(t, { nombre: t.nombre })}
              onEliminar={() => eliminacion.preguntar(t)}
            />
          </>
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
