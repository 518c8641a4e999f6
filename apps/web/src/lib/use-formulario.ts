import { type ChangeEvent, type FormEvent, useCallback, useState } from 'react';
import {
  type ClaveDeError,
  type ErroresDeCampos,
  type EsquemaValidable,
  validarFormulario,
} from './validar-formulario';

type Valores = Record<string, string>;
type Elemento = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A form's text values and per-field messages. `enviar` validates with the shared schema first: on
 * failure it shows each field's message and moves focus to the first wrong field. A form whose fields
 * are a nested schema's leaves names them by their path (`direccion.calle`) and passes `clave: 'ruta'`.
 */
export function useFormulario<V extends Valores>(inicial: V, clave: ClaveDeError = 'campo') {
  // Like useState, the first render's values are the ones reiniciar() goes back to.
  const [valoresIniciales] = useState<V>(inicial);
  const [valores, setValores] = useState<V>(inicial);
  const [errores, setErrores] = useState<ErroresDeCampos>({});

  const cambiar = useCallback((nombre: keyof V & string, valor: string) => {
    setValores((actuales) => ({ ...actuales, [nombre]: valor }));
    setErrores((actuales) => {
      if (!(nombre in actuales) && !('' in actuales)) return actuales;
      const { [nombre]: _campo, '': _general, ...resto } = actuales;
      return resto;
    });
  }, []);

  /** The props of an input bound to one field: value, onChange and its message. */
  const campo = (nombre: keyof V & string) => ({
    name: nombre,
    value: valores[nombre],
    onChange: (event: ChangeEvent<Elemento>) => cambiar(nombre, event.target.value),
    error: errores[nombre],
  });

  /** The same for a control that gives its value, not an event (our 24-hour and day fields). */
  const campoDeValor = (nombre: keyof V & string) => ({
    name: nombre,
    valor: valores[nombre] ?? '',
    alCambiar: (valor: string) => cambiar(nombre, valor),
    error: errores[nombre],
  });

  /** `preparar` turns the text values into what the schema expects (extra fields, optional ones left out). */
  function enviar<T>(
    esquema: EsquemaValidable<T>,
    alEnviar: (datos: T) => void,
    preparar: (valores: V) => unknown = (v) => v,
  ) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const resultado = validarFormulario(esquema, preparar(valores), clave);
      if (!resultado.ok) {
        setErrores(resultado.errores);
        requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        return;
      }
      setErrores({});
      alEnviar(resultado.datos);
    };
  }

  const reiniciar = useCallback(
    (nuevos?: V) => {
      setValores(nuevos ?? valoresIniciales);
      setErrores({});
    },
    [valoresIniciales],
  );

  return { valores, errores, setErrores, cambiar, campo, campoDeValor, enviar, reiniciar };
}
