import { type Fecha, fechaHorarioInput } from '@barberia/shared';
import { useState } from 'react';
import { Campo } from '../../../components/ui/field';
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
        <Campo label="Hora de inicio" type="time" required {...form.campo('horaInicio')} />
        <Campo label="Hora de término" type="time" required {...form.campo('horaFin')} />
        <Campo label="Inicio del descanso" type="time" hint="Opcional." {...form.campo('descansoHora')} />
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
