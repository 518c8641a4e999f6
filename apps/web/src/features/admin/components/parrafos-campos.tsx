import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CampoTexto } from '../../../components/ui/field';
import type { useFormulario } from '../../../lib/use-formulario';
import { campoParrafo, MAXIMO_PARRAFOS, parrafosSinUno, type ValoresTienda } from '../lib/tienda-form';

type Formulario = ReturnType<typeof useFormulario<ValoresTienda>>;

interface ParrafosCamposProps {
  form: Formulario;
  parrafos: number;
  onCambiarCantidad: (parrafos: number) => void;
}

/** «Sobre nosotros»'s paragraphs on the home page: one to four, added and removed here. */
export function ParrafosCampos({ form, parrafos, onCambiarCantidad }: ParrafosCamposProps) {
  const lista = useRef<HTMLDivElement>(null);
  // The paragraph the keyboard goes to once drawn: the one added, or the one that took a removed one's place.
  const [enfocar, setEnfocar] = useState<number | null>(null);
  useEffect(() => {
    if (enfocar === null) return;
    lista.current?.querySelector<HTMLElement>(`[name="${campoParrafo(enfocar)}"]`)?.focus();
    setEnfocar(null);
  }, [enfocar]);

  const quitar = (i: number) => {
    for (const [campo, texto] of parrafosSinUno(form.valores, parrafos, i)) form.cambiar(campo, texto);
    onCambiarCantidad(parrafos - 1);
    setEnfocar(Math.min(i, parrafos - 2));
  };
  const agregar = () => {
    onCambiarCantidad(parrafos + 1);
    setEnfocar(parrafos);
  };
  return (
    <div ref={lista} className="bo-fieldset">
      {Array.from({ length: parrafos }, (_, i) => (
        // A slot is its place in the list: removing one moves the next ones' texts up into it.
        <div key={campoParrafo(i)} className="bo-parrafo">
          <CampoTexto
            label={`Párrafo ${i + 1}`}
            required
            maxLength={600}
            rows={4}
            {...form.campo(campoParrafo(i))}
          />
          {parrafos > 1 && (
            <Button variant="ghost" onClick={() => quitar(i)}>
              Quitar el párrafo {i + 1}
            </Button>
          )}
        </div>
      ))}
      {parrafos < MAXIMO_PARRAFOS && (
        <div className="bo-acciones bo-acciones--inicio">
          <Button variant="secondary" onClick={agregar}>
            Agregar un párrafo
          </Button>
        </div>
      )}
    </div>
  );
}
