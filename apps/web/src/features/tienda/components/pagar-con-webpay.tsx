import {
  type CarritoCambiado,
  type LineaCarrito,
  pagoWebpayFormulario,
  totalDelCarrito,
} from '@barberia/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Campo } from '../../../components/ui/field';
import { ApiError, mensajeDeError } from '../../../lib/api-client';
import { queryCache } from '../../../lib/consultas';
import { irAWebpay } from '../../../lib/ir-a-webpay';
import { MENSAJES_PUBLICOS } from '../../../lib/mensajes/publicos';
import { useFormulario } from '../../../lib/use-formulario';
import { erroresDelServidor } from '../../../lib/validar-formulario';
import { crearTransaccion } from '../api/crear-transaccion';
import { carritoGuardado } from '../lib/carrito-guardado';

interface Props {
  lineas: readonly LineaCarrito[];
  productos: readonly { _id: string; precioFinal: number }[];
}

/**
 * E-mail and terms, then off to Webpay. The server prices the cart again: if something changed it
 * answers with the cart as it can be bought now, which replaces the stored one, and the buyer decides.
 */
export default function PagarConWebpay({ lineas, productos }: Props) {
  const { campo, enviar, errores, setErrores } = useFormulario({ email: '' });
  const [acepta, setAcepta] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const total = totalDelCarrito(lineas, productos);

  const pagar = enviar(
    pagoWebpayFormulario,
    async ({ aceptaTerminos: _acepta, ...datos }) => {
      setEnviando(true);
      try {
        irAWebpay(await crearTransaccion(datos));
      } catch (error) {
        setEnviando(false);
        if (error instanceof ApiError && error.status === 409) {
          const { carrito } = error.cuerpo as Partial<CarritoCambiado>;
          if (Array.isArray(carrito)) {
            carritoGuardado.set(carrito.map(({ _id, cantidad, precio }) => ({ _id, cantidad, precio })));
            await queryCache.invalidateQueries({ queryKey: ['productos', 'carrito'] });
          }
        }
        setErrores({
          ...erroresDelServidor(error),
          '': mensajeDeError(error, MENSAJES_PUBLICOS.INICIAR_PAGO),
        });
      }
    },
    (v) => ({
      email: v.email,
      aceptaTerminos: acepta,
      total,
      productos: lineas.map(({ _id, cantidad }) => ({ _id, cantidad })),
    }),
  );

  return (
    <form className="panel pago-webpay" onSubmit={pagar} noValidate aria-labelledby="pago-webpay-titulo">
      <h2 id="pago-webpay-titulo">Pagar con Webpay</h2>
      <Campo
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        inputMode="email"
        hint="Te enviaremos el comprobante a este correo."
        {...campo('email')}
      />
      <div className="field">
        <label className="checkbox">
          <input
            type="checkbox"
            name="aceptaTerminos"
            checked={acepta}
            onChange={(e) => {
              setAcepta(e.target.checked);
              setErrores(({ aceptaTerminos: _a, ...resto }) => resto);
            }}
            aria-invalid={errores.aceptaTerminos ? true : undefined}
            aria-describedby={errores.aceptaTerminos ? 'acepta-error' : undefined}
          />{' '}
          Acepto los <Link to="/agenda/legal">términos y condiciones</Link>
        </label>
        {errores.aceptaTerminos && (
          <p id="acepta-error" className="field__error">
            {errores.aceptaTerminos}
          </p>
        )}
      </div>
      {errores[''] && (
        <p className="form__error" role="alert">
          {errores['']}
        </p>
      )}
      <Button type="submit" loading={enviando}>
        Ir a pagar con Webpay
      </Button>
    </form>
  );
}
