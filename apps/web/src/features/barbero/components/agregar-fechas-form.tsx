import { DIAS_HABILES, diasDelRango, fechasRangoInput, isLocalDate } from '@barberia/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Campo } from '../../../components/ui/field';
import { useModalResultado } from '../../../components/ui/result-modal';
import { useFormulario } from '../../../lib/use-formulario';
import { useCrearFechasRango } from '../api/crear-fechas-rango';
import { hoyEnSantiago } from '../lib/fechas-barbero';
import '../styles/fechas.css';
import { CampoDuracionDescanso } from './campo-duracion-descanso';

// Monday first, as the week reads in Chile; values are 0 = Sunday … 6 = Saturday.
const SEMANA = [
  { dia: 1, corto: 'Lun', nombre: 'Lunes' },
  { dia: 2, corto: 'Mar', nombre: 'Martes' },
  { dia: 3, corto: 'Mié', nombre: 'Miércoles' },
  { dia: 4, corto: 'Jue', nombre: 'Jueves' },
  { dia: 5, corto: 'Vie', nombre: 'Viernes' },
  { dia: 6, corto: 'Sáb', nombre: 'Sábado' },
  { dia: 0, corto: 'Dom', nombre: 'Domingo' },
] as const;

const INICIAL = {
  desde: '',
  hasta: '',
  horaInicio: '11:00',
  horaFin: '20:30',
  descansoHora: '',
  descansoDuracion: '',
};

/**
 * /barbero/agregar-fechas: one bookable day per chosen weekday of the range, all with the same hours
 * and break. The server creates all of them or none.
 */
export function AgregarFechasForm() {
  const crear = useCrearFechasRango();
  const resultado = useModalResultado();
  const form = useFormulario(INICIAL);
  const [dias, setDias] = useState<number[]>([...DIAS_HABILES]);
  const hoy = hoyEnSantiago();
  const { desde, hasta } = form.valores;
  const cuantas =
    isLocalDate(desde) && isLocalDate(hasta) && desde <= hasta
      ? diasDelRango(desde, hasta, dias).length
      : null;

  const alternarDia = (dia: number) =>
    setDias((actuales) => (actuales.includes(dia) ? actuales.filter((d) => d !== dia) : [...actuales, dia]));

  const alEnviar = form.enviar(
    fechasRangoInput,
    (input) => {
      if ((input.descansoDuracion ?? 0) > 0 && !input.descansoHora) {
        form.setErrores({ descansoHora: 'Indica a qué hora empieza el descanso.' });
        return;
      }
      crear.mutate(input, {
        onSuccess: ({ msg }) => {
          resultado.exito(
            <>
              <p>{msg}</p>
              <p>
                <Link to="/barbero/gestionar-fechas">Ver y gestionar tus fechas</Link>
              </p>
            </>,
          );
          form.reiniciar({ ...form.valores, desde: '', hasta: '' });
        },
        onError: (error: unknown) => resultado.falloDeFormulario(error, form.setErrores),
      });
    },
    (v) => ({
      ...v,
      descansoHora: v.descansoHora || null,
      descansoDuracion: v.descansoDuracion || '0',
      dias,
    }),
  );

  return (
    <form className="form panel" onSubmit={alEnviar} noValidate>
      <fieldset className="bo-fieldset">
        <legend>Rango de días</legend>
        <div className="bo-grid bo-grid--2">
          <Campo label="Desde" type="date" min={hoy} required {...form.campo('desde')} />
          <Campo label="Hasta" type="date" min={desde || hoy} required {...form.campo('hasta')} />
        </div>
        <fieldset className="semana" aria-describedby={form.errores.dias ? 'semana-error' : undefined}>
          <legend>Días de la semana</legend>
          <div className="semana__dias">
            {SEMANA.map(({ dia, corto, nombre }) => (
              <label key={dia} className="semana__dia">
                <input type="checkbox" checked={dias.includes(dia)} onChange={() => alternarDia(dia)} />
                <span aria-hidden="true">{corto}</span>
                <span className="visually-hidden">{nombre}</span>
              </label>
            ))}
          </div>
          {form.errores.dias && (
            <p id="semana-error" className="field__error">
              {form.errores.dias}
            </p>
          )}
        </fieldset>
      </fieldset>
      <fieldset className="bo-fieldset">
        <legend>Horario</legend>
        <div className="bo-grid bo-grid--2">
          <Campo label="Hora de inicio" type="time" required {...form.campo('horaInicio')} />
          <Campo label="Hora de término" type="time" required {...form.campo('horaFin')} />
        </div>
      </fieldset>
      <fieldset className="bo-fieldset">
        <legend>Descanso (opcional)</legend>
        <div className="bo-grid bo-grid--2">
          <Campo label="Inicio del descanso" type="time" {...form.campo('descansoHora')} />
          <CampoDuracionDescanso {...form.campo('descansoDuracion')} />
        </div>
      </fieldset>
      <p className="bo-resumen" aria-live="polite">
        {cuantas === null
          ? 'Elige el rango para ver cuántas fechas se crearán.'
          : cuantas === 1
            ? 'Se creará 1 fecha.'
            : `Se crearán ${cuantas} fechas.`}
      </p>
      <Button type="submit" className="btn--block" loading={crear.isPending}>
        Crear fechas
      </Button>
      {resultado.modales}
    </form>
  );
}
