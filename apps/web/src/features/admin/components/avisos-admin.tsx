import { type Aviso, avisoInput } from '@barberia/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Campo, CampoTexto } from '../../../components/ui/campo';
import { ModalConfirmar, useModalResultado } from '../../../components/ui/modal-resultado';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { mensajeDeError } from '../../../lib/api-client';
import { useFormulario } from '../../../lib/use-formulario';
import { erroresDelServidor } from '../../../lib/validar-formulario';
import { useCambiarEstadoAviso } from '../api/cambiar-estado-aviso';
import { useEliminarAviso } from '../api/eliminar-aviso';
import { useAvisos } from '../api/get-avisos';
import { useGuardarAviso } from '../api/guardar-aviso';
import { PanelFormulario } from './panel-formulario';

const VACIO = { titulo: '', contenido: '' };

/** /barbero/administrar/avisos: list, create, edit, delete, toggle active (one active at a time). */
export function AvisosAdmin() {
  const avisos = useAvisos();
  const guardar = useGuardarAviso();
  const estado = useCambiarEstadoAviso();
  const eliminar = useEliminarAviso();
  const resultado = useModalResultado();
  const form = useFormulario(VACIO);
  const [editando, setEditando] = useState<Aviso | null>(null);
  const [aEliminar, setAEliminar] = useState<Aviso | null>(null);

  const terminarEdicion = () => {
    setEditando(null);
    form.reiniciar(VACIO);
  };

  const alEnviar = form.enviar(avisoInput, (input) =>
    guardar.mutate(
      { input, id: editando?._id },
      {
        onSuccess: () => {
          resultado.exito(editando ? 'Aviso actualizado correctamente' : 'Aviso creado correctamente');
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
        titulo={editando ? `Editar: ${editando.titulo}` : 'Nuevo aviso'}
        editando={editando?._id ?? null}
      >
        <form className="form" onSubmit={alEnviar} noValidate>
          <Campo label="Título" required maxLength={120} {...form.campo('titulo')} />
          <CampoTexto label="Contenido" required maxLength={2000} {...form.campo('contenido')} />
          <div className="bo-acciones">
            {editando && (
              <Button variant="ghost" onClick={terminarEdicion}>
                Cancelar edición
              </Button>
            )}
            <Button type="submit" loading={guardar.isPending}>
              {editando ? 'Guardar cambios' : 'Crear aviso'}
            </Button>
          </div>
        </form>
      </PanelFormulario>

      <section className="bo-seccion" aria-labelledby="lista-avisos">
        <h2 id="lista-avisos">Avisos creados</h2>
        <p className="muted">El aviso activo aparece al entrar a la agenda. Solo uno puede estar activo.</p>
        {estado.isError && (
          <p className="form__error" role="alert">
            {mensajeDeError(estado.error, 'Error al cambiar el estado')}
          </p>
        )}
        {avisos.isPending ? (
          <Spinner label="Cargando avisos…" />
        ) : (avisos.data ?? []).length === 0 ? (
          <p className="empty">Aún no hay avisos.</p>
        ) : (
          <ul className="bo-tarjetas">
            {(avisos.data ?? []).map((a) => (
              <li key={a._id}>
                <article className="bo-tarjeta" aria-labelledby={`aviso-${a._id}`}>
                  <div className="bo-tarjeta__cabecera">
                    <h3 id={`aviso-${a._id}`}>{a.titulo}</h3>
                    <div className="estado__fila">
                      <Switch
                        checked={a.isActivo}
                        aria-label={`Activo: ${a.titulo}`}
                        onChange={() => {
                          if (!estado.isPending) estado.mutate(a._id);
                        }}
                      />
                      <span
                        className={a.isActivo ? 'estado__texto estado__texto--on' : 'estado__texto'}
                        aria-hidden="true"
                      >
                        {a.isActivo ? 'Activo' : 'Inactivo'}
                      </span>
                    </div>
                  </div>
                  <p className="aviso-texto">{a.contenido}</p>
                  <div className="bo-tarjeta__acciones">
                    <Button
                      variant="ghost"
                      aria-label={`Editar ${a.titulo}`}
                      onClick={() => {
                        setEditando(a);
                        form.reiniciar({ titulo: a.titulo, contenido: a.contenido });
                      }}
                    >
                      Editar
                    </Button>
                    <Button
                      variant="danger"
                      aria-label={`Eliminar ${a.titulo}`}
                      onClick={() => setAEliminar(a)}
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
        titulo="¿Eliminar este aviso?"
        confirmar="Eliminar aviso"
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
          Se eliminará <strong>{aEliminar?.titulo}</strong>.
        </p>
      </ModalConfirmar>
      {resultado.modales}
    </>
  );
}
