import { type Aviso, avisoInput } from '@barberia/shared';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Campo, CampoTexto } from '../../../components/ui/field';
import { ModalConfirmar } from '../../../components/ui/result-modal';
import { mensajeDeError } from '../../../lib/api-client';
import { MENSAJES_BACK_OFFICE } from '../../../lib/mensajes/back-office';
import { useCambiarEstadoAviso } from '../api/cambiar-estado-aviso';
import { useEliminarAviso } from '../api/eliminar-aviso';
import { useAvisos } from '../api/get-avisos';
import { useGuardarAviso } from '../api/guardar-aviso';
import { useEdicion } from '../hooks/use-edicion';
import { AccionesTarjeta } from './acciones-tarjeta';
import { FormularioEdicion } from './formulario-edicion';
import { InterruptorActivo } from './interruptor-activo';
import { SeccionLista } from './seccion-lista';
import '../styles/avisos.css';

const VACIO = { titulo: '', contenido: '' };

/** /barbero/administrar/avisos: list, create, edit, delete, toggle active (one active at a time). */
export function AvisosAdmin() {
  const avisos = useAvisos();
  const estado = useCambiarEstadoAviso();
  // Which of the two create buttons sent the form: read when the form is checked, after the click.
  const activarAlCrear = useRef(false);
  const otroActivo = avisos.data?.find((a) => a.isActivo);
  const { form, editando, empezar, resultado, eliminacion, enviar, panel } = useEdicion({
    vacio: VACIO,
    guardar: useGuardarAviso(),
    eliminar: useEliminarAviso(),
    nombreDe: (a: Aviso) => a.titulo,
    textos: {
      nuevo: 'Nuevo aviso',
      crear: 'Crear aviso',
      creado: (input) =>
        input.isActivo
          ? `Aviso creado y activado: los clientes lo verán al entrar a la agenda.${
              otroActivo ? ` «${otroActivo.titulo}» quedó inactivo.` : ''
            }`
          : 'Aviso creado correctamente. Quedó inactivo: los clientes no lo verán hasta que lo actives.',
      actualizado: 'Aviso actualizado correctamente',
    },
  });

  return (
    <>
      <FormularioEdicion
        {...panel}
        onSubmit={enviar(avisoInput, (v) => {
          const activar = activarAlCrear.current;
          activarAlCrear.current = false;
          return editando ? v : { ...v, isActivo: activar };
        })}
        alCrear={
          <Button
            type="submit"
            loading={panel.enviando}
            onClick={() => {
              activarAlCrear.current = true;
            }}
          >
            Crear y activar
          </Button>
        }
      >
        <Campo label="Título" required maxLength={120} {...form.campo('titulo')} />
        <CampoTexto label="Contenido" required maxLength={2000} {...form.campo('contenido')} />
        {!editando && (
          <p className="muted">
            «Crear aviso» lo guarda inactivo: los clientes no lo ven hasta que lo actives. «Crear y activar»
            lo muestra al entrar a la agenda y desactiva el que esté activo.
          </p>
        )}
      </FormularioEdicion>

      <SeccionLista
        titulo="Avisos creados"
        consulta={avisos}
        forma="tarjetas"
        cargando="Cargando avisos…"
        vacia="Aún no hay avisos."
        descripcion={
          <>
            <p className="muted">
              El aviso activo aparece al entrar a la agenda. Solo uno puede estar activo.
            </p>
            {estado.isError && (
              <p className="form__error" role="alert">
                {mensajeDeError(estado.error, MENSAJES_BACK_OFFICE.CAMBIAR_ESTADO)}
              </p>
            )}
          </>
        }
      >
        {(a) => (
          <article className="bo-tarjeta" aria-labelledby={`aviso-${a._id}`}>
            <div className="bo-tarjeta__cabecera">
              <h3 id={`aviso-${a._id}`}>{a.titulo}</h3>
              <InterruptorActivo
                activo={a.isActivo}
                nombre={a.titulo}
                onCambiar={() => {
                  if (!estado.isPending) estado.mutate(a._id);
                }}
              />
            </div>
            <p className="aviso-texto">{a.contenido}</p>
            <AccionesTarjeta
              nombre={a.titulo}
              onEditar={() => empezar(a, { titulo: a.titulo, contenido: a.contenido })}
              onEliminar={() => eliminacion.preguntar(a)}
            />
          </article>
        )}
      </SeccionLista>

      <ModalConfirmar titulo="¿Eliminar este aviso?" confirmar="Eliminar aviso" {...eliminacion.modal}>
        <p>
          Se eliminará <strong>{eliminacion.aEliminar?.titulo}</strong>.
        </p>
      </ModalConfirmar>
      {resultado.modales}
    </>
  );
}
