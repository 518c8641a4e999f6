import { formatearPrecio, type Servicio, servicioInput } from '@barberia/shared';
import { Campo, CampoSelect, CampoTexto } from '../../../components/ui/field';
import { ModalConfirmar } from '../../../components/ui/result-modal';
import { useEliminarServicio } from '../api/eliminar-servicio';
import { useServicios } from '../api/get-servicios';
import { useTiposServicio } from '../api/get-tipos-servicio';
import { useGuardarServicio } from '../api/guardar-servicio';
import { useEdicion } from '../hooks/use-edicion';
import { AccionesTarjeta } from './acciones-tarjeta';
import { CampoNumero } from './campo-numero';
import { FormularioEdicion } from './formulario-edicion';
import { SeccionLista } from './seccion-lista';

const VACIO = { servicio: '', precio: '', duracion: '', tipo: '', descripcion: '' };

function valoresDe(s: Servicio) {
  return {
    servicio: s.servicio,
    precio: String(s.precio),
    duracion: String(s.duracion),
    tipo: s.tipo?._id ?? '',
    descripcion: s.descripcion,
  };
}

/** /barbero/administrar/servicios: list, create, edit, delete (spec 001 §2 and §5). */
export function ServiciosAdmin() {
  const servicios = useServicios();
  const tipos = useTiposServicio();
  const { form, empezar, resultado, eliminacion, enviar, panel } = useEdicion({
    vacio: VACIO,
    guardar: useGuardarServicio(),
    eliminar: useEliminarServicio(),
    nombreDe: (s: Servicio) => s.servicio,
    textos: {
      nuevo: 'Nuevo servicio',
      crear: 'Crear servicio',
      creado: 'Servicio creado correctamente',
      actualizado: 'Servicio actualizado correctamente',
    },
  });

  const alEnviar = enviar(servicioInput, (v) => ({ ...v, tipo: v.tipo || null }));

  return (
    <>
      <FormularioEdicion {...panel} onSubmit={alEnviar}>
        <div className="bo-grid bo-grid--2">
          <Campo label="Servicio" required maxLength={80} {...form.campo('servicio')} />
          <CampoSelect label="Tipo" {...form.campo('tipo')}>
            <option value="">Sin tipo</option>
            {(tipos.data ?? []).map((t) => (
              <option key={t._id} value={t._id}>
                {t.nombre}
              </option>
            ))}
          </CampoSelect>
          <CampoNumero label="Precio (CLP)" min={0} required {...form.campo('precio')} />
          <CampoNumero label="Duración (min)" min={5} step={5} required {...form.campo('duracion')} />
        </div>
        <CampoTexto label="Descripción" maxLength={500} {...form.campo('descripcion')} />
      </FormularioEdicion>

      <SeccionLista
        titulo="Servicios creados"
        consulta={servicios}
        forma="tarjetas"
        cargando="Cargando servicios…"
        vacia="Aún no hay servicios."
      >
        {(s) => (
          <article className="bo-tarjeta" aria-labelledby={`servicio-${s._id}`}>
            <h3 id={`servicio-${s._id}`}>{s.servicio}</h3>
            <p className="bo-tarjeta__meta">
              <span className="precio">{formatearPrecio(s.precio)}</span> · {s.duracion} min
              {s.tipo && <span className="badge">{s.tipo.nombre}</span>}
            </p>
            {s.descripcion && <p className="muted">{s.descripcion}</p>}
            <AccionesTarjeta
              nombre={s.servicio}
              onEditar={() => empezar(s, valoresDe(s))}
              onEliminar={() => eliminacion.preguntar(s)}
            />
          </article>
        )}
      </SeccionLista>

      <ModalConfirmar titulo="¿Eliminar este servicio?" confirmar="Eliminar servicio" {...eliminacion.modal}>
        <p>
          Se eliminará <strong>{eliminacion.aEliminar?.servicio}</strong>. Los barberos dejarán de ofrecerlo.
        </p>
      </ModalConfirmar>
      {resultado.modales}
    </>
  );
}
