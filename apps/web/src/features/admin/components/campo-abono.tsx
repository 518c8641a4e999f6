import type { ValoresDeAbono } from '../lib/abono';
import { CampoNumero } from './campo-numero';

const TIPOS = [
  { tipo: '', etiqueta: 'Sin abono' },
  { tipo: 'monto', etiqueta: 'Monto fijo' },
  { tipo: 'porcentaje', etiqueta: 'Porcentaje del precio' },
] as const;

interface CampoAbonoProps {
  valores: ValoresDeAbono;
  /** The shared schema's or the server's message about the deposit (under «abono»). */
  error: string | undefined;
  onCambiar: (campo: keyof ValoresDeAbono, valor: string) => void;
}

/**
 * A service's deposit (issue 24, decision 044): none, a fixed amount or a share of the price, paid with
 * Webpay when the client books. The value field shows only with a type, labelled for that type.
 */
export function CampoAbono({ valores, error, onCambiar }: CampoAbonoProps) {
  const { abonoTipo, abonoValor } = valores;
  return (
    <fieldset className="bo-fieldset" aria-describedby="servicio-abono-nota">
      <legend>Abono</legend>
      <p id="servicio-abono-nota" className="muted">
        Lo que el cliente paga con Webpay al agendar; se descuenta del precio. Qué pasa si cancela se define
        en «Abonos y cancelaciones».
      </p>
      <div className="bo-opciones">
        {TIPOS.map(({ tipo, etiqueta }) => (
          <label key={tipo} className="bo-casilla">
            <input
              type="radio"
              name="abonoTipo"
              value={tipo}
              checked={abonoTipo === tipo}
              onChange={() => onCambiar('abonoTipo', tipo)}
            />
            {etiqueta}
          </label>
        ))}
      </div>
      {abonoTipo !== '' && (
        <CampoNumero
          label={abonoTipo === 'monto' ? 'Monto del abono (CLP)' : 'Porcentaje del precio (%)'}
          name="abonoValor"
          min={abonoTipo === 'monto' ? 50 : 1}
          max={abonoTipo === 'monto' ? undefined : 100}
          required
          hint={abonoTipo === 'monto' ? 'Mínimo $50, lo menos que acepta Webpay.' : 'De 1 a 100.'}
          value={abonoValor}
          error={error}
          onChange={(e) => onCambiar('abonoValor', e.target.value)}
        />
      )}
      {abonoTipo === '' && error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
