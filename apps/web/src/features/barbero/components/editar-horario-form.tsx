import { type Fecha, fechaHorarioInput } from '@barberia/shared';
import { useState } from 'react';
import { CampoHora } from '../../../components/ui/campos-de-tiempo';
import { PieFormulario } from '../../../components/ui/pie-formulario';
import { useModalResultado } from '../../../components/ui/result-modal';
import { useFormulario } from '../../../lib/use-formulario';
import { useEditarHorario } from '../api/editar-horario';
import { CampoDuracionDescanso } from './campo-duracion-descanso';

/**
 * The hours and break of one day. The server refuses (409) hours that would leave a booking outside:
 * its message says so and what to do, and nothing changes.
 */
export function EditarHorarioForm({ fecha }: { fecha: Fecha }) {
  const editar = useEditarHorario();
  const resultado = useModalResultado();
  const [guardado, setGuardado] = useState(false);
  const form = useFormulario({
    horaInicio: fecha.horaInicio,
    horaFin: fecha.horaFin,
    descansoHora: fecha.descansoHora ?? '',
    descansoDuracion: fecha.descansoDuracion > 0 ? String(fecha.descansoDuracion) : '',
  });

  const alEnviar = form.enviar(
    fechaHorarioInput,
    (input) => {
      setGuardado(false);
      editar.mutate(
        { fechaId: fecha._id, input },
        {
          onSuccess: () => setGuardado(true),
          onError: (error: unknown) => resultado.falloDeFormulario(error, form.setErrores),
        },
      );
    },
    (v) => ({
      ...v,
      descansoHora: v.descansoHora || null,
      descansoDuracion: v.descansoHora ? v.descansoDuracion || '0' : '0',
    }),
  );

  return (
    <form className="form" onSubmit={alEnviar} noValidate aria-label="Horario del día">
      <div className="bo-grid bo-grid--2">
        <CampoHora label="Hora de inicio" required {...form.campoDeValor('horaInicio')} />
        <CampoHora label="Hora de término" required {...form.campoDeValor('horaFin')} />
        <CampoHora label="Inicio del descanso" hint="Opcional." {...form.campoDeValor('descansoHora')} />
        <CampoDuracionDescanso {...form.campo('descansoDuracion')} />
      </div>
      {guardado && (
        <p className="toast" role="status">
          Horario actualizado.
        </p>
      )}
      <PieFormulario enviar="Guardar horario" enviando={editar.isPending} />
      {resultado.modales}
    </form>
  );
}
