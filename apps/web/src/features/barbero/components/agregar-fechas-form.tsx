import {
  DIAS_HABILES,
  diaDe,
  diasDelRango,
  fechasRangoInput,
  formatearFechaCompleta,
  isLocalDate,
  largoDelRango,
  MAXIMO_DIAS_RANGO,
} from '@barberia/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CampoFecha, CampoHora } from '../../../components/ui/campos-de-tiempo';
import { useModalResultado } from '../../../components/ui/result-modal';
import { MENSAJES_BACK_OFFICE } from '../../../lib/mensajes/back-office';
import { useFormulario } from '../../../lib/use-formulario';
import { useCrearFechasRango } from '../api/crear-fechas-rango';
import { useFechasBarbero } from '../api/get-fechas-barbero';
import { hoyEnSantiago, proximaSemana } from '../lib/fechas-barbero';
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
 * and break. The preview names the days the barber already has (issue 25); then the button creates only
 * the missing ones and leaves those as they are. Without such days the server creates all or none.
 */
export function AgregarFechasForm({ barberoId }: { barberoId: string }) {
  const crear = useCrearFechasRango();
  const fechas = useFechasBarbero(barberoId);
  const resultado = useModalResultado();
  const form = useFormulario(INICIAL);
  const [dias, setDias] = useState<number[]>([...DIAS_HABILES]);
  const hoy = hoyEnSantiago();
  const { desde, hasta } = form.valores;
  // Only a range the server would take: a preview of years of days would be a long count for nothing.
  const delRango =
    isLocalDate(desde) &&
    isLocalDate(hasta) &&
    desde <= hasta &&
    largoDelRango(desde, hasta) <= MAXIMO_DIAS_RANGO
      ? diasDelRango(desde, hasta, dias)
      : null;
  const existentes = new Set((fechas.data ?? []).map((f) => diaDe(f.fecha)));
  const yaExisten = (delRango ?? []).filter((dia) => existentes.has(dia));
  const faltan = (delRango?.length ?? 0) - yaExisten.length;

  const alternarDia = (dia: number) =>
    setDias((actuales) => (actuales.includes(dia) ? actuales.filter((d) => d !== dia) : [...actuales, dia]));

  const alEnviar = form.enviar(
    fechasRangoInput,
    (input) => {
      if ((input.descansoDuracion ?? 0) > 0 && !input.descansoHora) {
        form.setErrores({ descansoHora: 'Indica a qué hora empieza el descanso.' });
        return;
      }
      crear.mutate(
        { ...input, soloFaltantes: yaExisten.length > 0 },
        {
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
          onError: (error: unknown) => {
            // A day created meanwhile (another device): the preview shows it on the next look.
            void fechas.refetch();
            resultado.falloDeFormulario(error, form.setErrores, MENSAJES_BACK_OFFICE.GENERAR_PASOS);
          },
        },
      );
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
        <div className="bo-acciones bo-acciones--inicio">
          <Button
            variant="secondary"
            onClick={() => {
              const semana = proximaSemana(hoy);
              form.cambiar('desde', semana.desde);
              form.cambiar('hasta', semana.hasta);
            }}
          >
            Próxima semana
          </Button>
        </div>
        <div className="bo-grid bo-grid--2">
          <CampoFecha label="Desde" required {...form.campoDeValor('desde')} />
          <CampoFecha label="Hasta" required {...form.campoDeValor('hasta')} />
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
          <CampoHora label="Hora de inicio" required {...form.campoDeValor('horaInicio')} />
          <CampoHora label="Hora de término" required {...form.campoDeValor('horaFin')} />
        </div>
      </fieldset>
      <fieldset className="bo-fieldset">
        <legend>Descanso (opcional)</legend>
        <div className="bo-grid bo-grid--2">
          <CampoHora label="Inicio del descanso" {...form.campoDeValor('descansoHora')} />
          <CampoDuracionDescanso {...form.campo('descansoDuracion')} />
        </div>
      </fieldset>
      <div className="bo-resumen" aria-live="polite">
        <p>{resumen(delRango?.length ?? null, yaExisten.length)}</p>
        {yaExisten.length > 0 && (
          <>
            <p>{yaExisten.length === 1 ? 'Este día ya existe' : 'Estos días ya existen'} y no se tocarán:</p>
            <ul className="bo-resumen__dias">
              {yaExisten.map((dia) => (
                <li key={dia} className="capitalizar">
                  {formatearFechaCompleta(dia)}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <Button
        type="submit"
        className="btn--block"
        loading={crear.isPending}
        disabled={delRango !== null && delRango.length > 0 && faltan === 0}
      >
        {yaExisten.length === 0 || faltan === 0
          ? 'Crear fechas'
          : faltan === 1
            ? 'Crear la fecha que falta'
            : `Crear las ${faltan} fechas que faltan`}
      </Button>
      {resultado.modales}
    </form>
  );
}

/** What the button will do, in one sentence, before the barber presses it. */
function resumen(total: number | null, existentes: number): string {
  if (total === null) return 'Elige el rango para ver cuántas fechas se crearán.';
  const faltan = total - existentes;
  if (total > 0 && faltan === 0) {
    return total === 1
      ? 'Ya tienes esa fecha: no falta ninguna por crear.'
      : 'Ya tienes todas las fechas de este rango: no falta ninguna por crear.';
  }
  const crear = faltan === 1 ? 'Se creará 1 fecha' : `Se crearán ${faltan} fechas`;
  if (existentes === 0) return `${crear}.`;
  return `${crear} de las ${total} del rango.`;
}
