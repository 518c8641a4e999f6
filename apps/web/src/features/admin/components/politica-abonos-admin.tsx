import { type PoliticaDeAbonosInput, politicaDeAbonosSchema } from '@barberia/shared';
import { useState } from 'react';
import { PieFormulario } from '../../../components/ui/pie-formulario';
import { useModalResultado } from '../../../components/ui/result-modal';
import { Spinner } from '../../../components/ui/spinner';
import { useFormulario } from '../../../lib/use-formulario';
import { useGuardarPoliticaDeAbonos, usePoliticaDeAbonos } from '../api/politica-de-abonos';
import { CampoNumero } from './campo-numero';

const AL_CANCELAR_TARDE = [
  { valor: 'retener', etiqueta: 'La barbería conserva el abono' },
  { valor: 'credito', etiqueta: 'Queda como crédito para su próxima hora' },
] as const;

/** /barbero/administrar/abonos: the shop's deposit policy (issue 24, decision 044), read and saved whole. */
export function PoliticaAbonosAdmin() {
  const politica = usePoliticaDeAbonos();
  if (politica.isPending) return <Spinner label="Cargando la política de abonos…" />;
  if (!politica.data)
    return <p className="form__error">Error al obtener la política de abonos, recarga la página.</p>;
  return <PoliticaForm politica={politica.data} />;
}

const valoresDe = (p: PoliticaDeAbonosInput) => ({
  ventanaHoras: String(p.ventanaHoras),
  alCancelarTarde: p.alCancelarTarde as string,
  minutosParaPagar: String(p.minutosParaPagar),
  inasistenciasParaAbono: String(p.inasistenciasParaAbono),
  porcentajePorInasistencias: String(p.porcentajePorInasistencias),
});

function PoliticaForm({ politica }: { politica: PoliticaDeAbonosInput }) {
  const guardar = useGuardarPoliticaDeAbonos();
  const resultado = useModalResultado();
  const [guardada, setGuardada] = useState<string | null>(null);
  const form = useFormulario(valoresDe(politica));

  const alEnviar = form.enviar(politicaDeAbonosSchema, (input) => {
    setGuardada(null);
    guardar.mutate(input, {
      onSuccess: ({ msg }) => setGuardada(msg),
      onError: (error: unknown) => resultado.falloDeFormulario(error, form.setErrores),
    });
  });
  const errorAlCancelar = form.errores.alCancelarTarde;

  return (
    <form className="panel bo-seccion form" onSubmit={alEnviar} noValidate aria-label="Política de abonos">
      <fieldset className="bo-fieldset">
        <legend>Cancelaciones</legend>
        <CampoNumero
          label="Horas de anticipación para cancelar con devolución"
          min={0}
          max={720}
          required
          hint="Si el cliente cancela con al menos estas horas de anticipación, le devolvemos el abono completo."
          {...form.campo('ventanaHoras')}
        />
        <fieldset className="bo-fieldset">
          <legend>Si cancelan tarde o no vienen</legend>
          {AL_CANCELAR_TARDE.map(({ valor, etiqueta }) => (
            <label key={valor} className="bo-casilla">
              <input
                type="radio"
                name="alCancelarTarde"
                value={valor}
                checked={form.valores.alCancelarTarde === valor}
                onChange={() => form.cambiar('alCancelarTarde', valor)}
                aria-invalid={errorAlCancelar ? true : undefined}
                aria-describedby={errorAlCancelar ? 'al-cancelar-tarde-error' : undefined}
              />
              {etiqueta}
            </label>
          ))}
          {errorAlCancelar && (
            <p id="al-cancelar-tarde-error" className="field__error">
              {errorAlCancelar}
            </p>
          )}
        </fieldset>
      </fieldset>
      <fieldset className="bo-fieldset">
        <legend>Pago</legend>
        <CampoNumero
          label="Minutos para pagar"
          min={6}
          max={60}
          required
          hint="Cuánto tiempo guardamos la hora mientras el cliente paga en Webpay (de 6 a 60)."
          {...form.campo('minutosParaPagar')}
        />
      </fieldset>
      <fieldset className="bo-fieldset">
        <legend>Clientes que no vienen</legend>
        <div className="bo-grid bo-grid--2">
          <CampoNumero
            label="Inasistencias desde las que se pide abono (0 = nunca)"
            min={0}
            max={20}
            required
            hint="Con estas inasistencias o más, el cliente paga un abono aunque su servicio no lo pida."
            {...form.campo('inasistenciasParaAbono')}
          />
          <CampoNumero
            label="Abono para esos clientes (% del precio)"
            min={1}
            max={100}
            required
            hint="Si sus servicios piden menos, se cobra este porcentaje del precio de la hora."
            {...form.campo('porcentajePorInasistencias')}
          />
        </div>
      </fieldset>
      {guardada && (
        <p className="toast" role="status">
          {guardada}
        </p>
      )}
      <PieFormulario enviar="Guardar política" enviando={guardar.isPending} />
      {resultado.modales}
    </form>
  );
}
