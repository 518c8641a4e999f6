import { formatearPrecio, type Servicio, servicioInput } from '@barberia/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Campo, CampoSelect, CampoTexto } from '../../../components/ui/campo';
import { ModalConfirmar, useModalResultado } from '../../../components/ui/modal-resultado';
import { Spinner } from '../../../components/ui/spinner';
import { useFormulario } from '../../../lib/use-formulario';
import { erroresDelServidor } from '../../../lib/validar-formulario';
import { useEliminarServicio } from '../api/eliminar-servicio';
import { useServicios } from '../api/get-servicios';
import { useTiposServicio } from '../api/get-tipos-servicio';
import { useGuardarServicio } from '../api/guardar-servicio';
import { PanelFormulario } from './panel-formulario';

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
  const guardar = useGuardarServicio();
  const eliminar = useEliminarServicio();
  const resultado = useModalResultado();
  const form = useFormulario(VACIO);
  const [editando, setEditando] = useState<Servicio | null>(null);
  const [aEliminar, setAEliminar] = useState<Servicio | null>(null);

  const terminarEdicion = () => {
    setEditando(null);
    form.reiniciar(VACIO);
  };

  const alEnviar = form.enviar(
    servicioInput,
    (input) =>
      guardar.mutate(
        { input, id: editando?._id },
        {
          onSuccess: () => {
            resultado.exito(
              editando ? 'Servicio actualizado correctamente' : 'Servicio creado correctamente',
            );
            terminarEdicion();
          },
          onError: (error) => {
            form.setErrores(erroresDelServidor(error));
            resultado.fallo(error);
          },
        },
      ),
    (v) => ({ ...v, tipo: v.tipo || null }),
  );

  return (
    <>
      <PanelFormulario
        titulo={editando ? `Editar: ${editando.servicio}` : 'Nuevo servicio'}
        editando={editando?._id ?? null}
      >
        <form className="form" onSubmit={alEnviar} noValidate>
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
            <Campo
              label="Precio (CLP)"
              type="number"
              inputMode="numeric"
              min={0}
              required
              {...form.campo('precio')}
            />
            <Campo
              label="Duración (min)"
              type="number"
              inputMode="numeric"
              min={5}
              step={5}
              required
              {...form.campo('duracion')}
            />
          </div>
          <CampoTexto label="Descripción" maxLength={500} {...form.campo('descripcion')} />
          <div className="bo-acciones">
            {editando && (
              <Button variant="ghost" onClick={terminarEdicion}>
                Cancelar edición
              </Button>
            )}
            <Button type="submit" loading={guardar.isPending}>
              {editando ? 'Guardar cambios' : 'Crear servicio'}
            </Button>
          </div>
        </form>
      </PanelFormulario>

      <section className="bo-seccion" aria-labelledby="lista-servicios">
        <h2 id="lista-servicios">Servicios creados</h2>
        {servicios.isPending ? (
          <Spinner label="Cargando servicios…" />
        ) : (servicios.data ?? []).length === 0 ? (
          <p className="empty">Aún no hay servicios.</p>
        ) : (
          <ul className="bo-tarjetas">
            {(servicios.data ?? []).map((s) => (
              <li key={s._id}>
                <article className="bo-tarjeta" aria-labelledby={`servicio-${s._id}`}>
                  <h3 id={`servicio-${s._id}`}>{s.servicio}</h3>
                  <p className="bo-tarjeta__meta">
                    <span className="precio">{formatearPrecio(s.precio)}</span> · {s.duracion} min
                    {s.tipo && <span className="badge">{s.tipo.nombre}</span>}
                  </p>
                  {s.descripcion && <p className="muted">{s.descripcion}</p>}
                  <div className="bo-tarjeta__acciones">
                    <Button
                      variant="ghost"
                      aria-label={`Editar ${s.servicio}`}
                      onClick={() => {
                        setEditando(s);
                        form.reiniciar(valoresDe(s));
                      }}
                    >
                      Editar
                    </Button>
                    <Button
                      variant="danger"
                      aria-label={`Eliminar ${s.servicio}`}
                      onClick={() => setAEliminar(s)}
                    >
                      Eliminar
                    </Button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ModalConfirmar
        open={aEliminar !== null}
        titulo="¿Eliminar este servicio?"
        confirmar="Eliminar servicio"
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
          Se eliminará <strong>{aEliminar?.servicio}</strong>. Los barberos dejarán de ofrecerlo.
        </p>
      </ModalConfirmar>
      {resultado.modales}
    </>
  );
}
