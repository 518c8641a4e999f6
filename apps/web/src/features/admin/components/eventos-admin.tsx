import { type CampoRsvp, type EventoRsvp, eventoRsvpInput, formatearFechaCompleta } from '@barberia/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CampoFecha, CampoHora } from '../../../components/ui/campos-de-tiempo';
import { Campo, CampoTexto } from '../../../components/ui/field';
import { ModalConfirmar } from '../../../components/ui/result-modal';
import { useEliminarEvento, useEventos, useGuardarEvento } from '../api/eventos';
import { useEdicion } from '../hooks/use-edicion';
import { EVENTO_VACIO, entradaDeValores, valoresDeEvento } from '../lib/eventos';
import { AccionesTarjeta } from './acciones-tarjeta';
import { CampoNumero } from './campo-numero';
import { CamposRsvpEditor } from './campos-rsvp-editor';
import { FormularioEdicion } from './formulario-edicion';
import { RespuestasEvento } from './respuestas-evento';
import { SeccionLista } from './seccion-lista';
import '../styles/eventos.css';

/** /barbero/administrar/eventos: the shop's events with their RSVP settings, answers and embed code. */
export function EventosAdmin() {
  const eventos = useEventos();
  const [campos, setCampos] = useState<CampoRsvp[]>([]);
  const [viendo, setViendo] = useState<string | null>(null);
  const { form, empezar, resultado, eliminacion, enviar, panel } = useEdicion({
    vacio: EVENTO_VACIO,
    guardar: useGuardarEvento(),
    eliminar: useEliminarEvento(),
    nombreDe: (e: EventoRsvp) => e.name,
    textos: {
      nuevo: 'Nuevo evento',
      crear: 'Crear evento',
      creado: 'Evento creado correctamente',
      actualizado: 'Evento actualizado correctamente',
    },
    alTerminar: () => setCampos([]),
    alEliminar: (e) => {
      if (viendo === e._id) setViendo(null);
    },
  });
  const alEnviar = enviar(eventoRsvpInput, (v) => entradaDeValores(v, campos));
  const interruptor = (nombre: 'initial_confirmation' | 'maybe_option' | 'doubleOptIn', texto: string) => (
    <label className="bo-casilla">
      <input
        type="checkbox"
        name={nombre}
        checked={form.valores[nombre] === 'si'}
        onChange={(e) => form.cambiar(nombre, e.target.checked ? 'si' : '')}
      />
      {texto}
    </label>
  );
  // The schema names a custom field's mistake by its path (fields.2.name): one message under the editor.
  const errorDeCampos = Object.entries(form.errores).find(([k]) => k.startsWith('fields'))?.[1];
  const seleccionado = eventos.data?.find((e) => e._id === viendo) ?? null;

  return (
    <>
      <FormularioEdicion {...panel} onSubmit={alEnviar}>
        <Campo label="Nombre" required maxLength={50} {...form.campo('name')} />
        <CampoTexto label="Descripción" maxLength={2000} {...form.campo('description')} />
        <CampoFecha label="Fecha" required {...form.campoDeValor('startDate')} />
        <CampoHora label="Hora de inicio" required {...form.campoDeValor('startTime')} />
        <CampoHora label="Hora de término" required {...form.campoDeValor('endTime')} />
        <Campo label="Lugar" maxLength={200} {...form.campo('location')} />
        <CampoNumero label="Total de cupos" min={1} required {...form.campo('max')} />
        <CampoNumero
          label="Máximo de personas por inscripción"
          min={1}
          hint="Con 1 no se pregunta la cantidad."
          {...form.campo('maxpp')}
        />
        <Campo
          label="Cierre de inscripciones"
          type="datetime-local"
          hint="Hora de Santiago. Vacío: se cierran al empezar el evento."
          {...form.campo('expires')}
        />
        {interruptor('initial_confirmation', 'El formulario parte marcado como «Asistiré»')}
        {interruptor('maybe_option', 'Permitir responder «Tal vez»')}
        {interruptor('doubleOptIn', 'Confirmar cada inscripción por correo (doble opt-in)')}
        <CamposRsvpEditor campos={campos} onCambiar={setCampos} />
        {errorDeCampos && (
          <p className="field__error" role="alert">
            {errorDeCampos}
          </p>
        )}
      </FormularioEdicion>

      <SeccionLista
        titulo="Eventos"
        consulta={eventos}
        forma="tarjetas"
        cargando="Cargando eventos…"
        vacia="Aún no hay eventos."
        errorAlCargar="Error al obtener los eventos, recargue la página."
      >
        {(e) => (
          <article className="bo-tarjeta" aria-labelledby={`evento-${e._id}`}>
            <h3 id={`evento-${e._id}`}>{e.name}</h3>
            <p>
              {formatearFechaCompleta(e.startDate)}, {e.startTime} a {e.endTime} hrs · {e.max} cupos
              {e.doubleOptIn ? ' · confirmación por correo' : ''}
            </p>
            <p>
              <a href={`/eventos/${e._id}`}>Página pública</a>
            </p>
            <Button
              variant="ghost"
              aria-label={`Ver inscripciones de ${e.name}`}
              onClick={() => setViendo(e._id)}
            >
              Ver inscripciones
            </Button>
            <AccionesTarjeta
              nombre={e.name}
              onEditar={() => {
                empezar(e, valoresDeEvento(e));
                setCampos(e.fields);
              }}
              onEliminar={() => eliminacion.preguntar(e)}
            />
          </article>
        )}
      </SeccionLista>

      {seleccionado && <RespuestasEvento evento={seleccionado} />}

      <ModalConfirmar titulo="¿Eliminar este evento?" confirmar="Eliminar evento" {...eliminacion.modal}>
        <p>
          Se eliminará <strong>{eliminacion.aEliminar?.name}</strong> junto con todas sus inscripciones.
        </p>
      </ModalConfirmar>
      {resultado.modales}
    </>
  );
}
