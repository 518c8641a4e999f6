import { DIAS_DE_LA_SEMANA } from '@barberia/shared';
import { CampoHora } from '../../../components/ui/campos-de-tiempo';
import { Switch } from '../../../components/ui/switch';
import type { useFormulario } from '../../../lib/use-formulario';
import { camposDelDia, estaAbierto, type ValoresTienda, valorAbierto } from '../lib/tienda-form';

type Formulario = ReturnType<typeof useFormulario<ValoresTienda>>;

/**
 * The week of «Datos de la barbería», Monday first: a group per day with its «Abierto» switch and its
 * hours. A closed day says «Cerrado» in place of its hours (issue 42): they are kept, not shown, so
 * opening it again brings them back.
 */
export function HorarioSemanaCampos({ form }: { form: Formulario }) {
  return (
    <fieldset className="bo-fieldset">
      <legend>Horario</legend>
      <p className="muted">
        El horario que muestran el pie de página, la agenda y los buscadores. Las horas que se pueden agendar
        las abre cada barbero en Agregar Fechas.
      </p>
      <div className="bo-semana">
        {DIAS_DE_LA_SEMANA.map((dia, i) => {
          const campos = camposDelDia(i);
          const abierto = estaAbierto(form.valores, i);
          return (
            <fieldset key={dia} className="bo-dia">
              <legend>{dia}</legend>
              <div className="bo-dia__abierto">
                <Switch
                  id={`horario-${i}-abierto`}
                  checked={abierto}
                  onChange={(valor) => {
                    form.cambiar(campos.abierto, valorAbierto(valor));
                    // A closed day's hours are not compared: their message goes with the change.
                    form.setErrores(({ [campos.abre]: _abre, [campos.cierra]: _cierra, ...resto }) => resto);
                  }}
                />
                <label htmlFor={`horario-${i}-abierto`}>Abierto</label>
              </div>
              {abierto ? (
                <>
                  <CampoHora label="Abre" required {...form.campoDeValor(campos.abre)} />
                  <CampoHora label="Cierra" required {...form.campoDeValor(campos.cierra)} />
                </>
              ) : (
                <p className="bo-dia__cerrado">Cerrado</p>
              )}
            </fieldset>
          );
        })}
      </div>
    </fieldset>
  );
}
