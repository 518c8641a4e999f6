import { useState } from 'react';
import type { useModalResultado } from '../../../components/ui/result-modal';
import { useFormulario } from '../../../lib/use-formulario';

type Resultado = Pick<ReturnType<typeof useModalResultado>, 'exito' | 'falloDeFormulario'>;

interface OpcionesEdicion<V> {
  /** The form's values for a new item, and what it goes back to after a save or a cancel. */
  vacio: V;
  resultado: Resultado;
  /** Spec 001 §8: the success text of a create and of an edit. */
  mensajes: { creado: string; actualizado: string };
  /** What else the page clears when it leaves an item (the product's picture). */
  alTerminar?: () => void;
}

/**
 * Every admin list has one form that creates a new item or edits the one chosen from the list. The
 * item being edited, going back to «new», and what a save answers (the success text, or each field's
 * message plus the error modal) are the same on every page, so they live here once.
 */
export function useEdicion<T extends { _id: string }, V extends Record<string, string>>({
  vacio,
  resultado,
  mensajes,
  alTerminar,
}: OpcionesEdicion<V>) {
  const form = useFormulario(vacio);
  const [editando, setEditando] = useState<T | null>(null);

  const terminar = () => {
    setEditando(null);
    alTerminar?.();
    form.reiniciar(vacio);
  };

  return {
    form,
    editando,
    terminar,
    /** Fills the form with an item of the list to edit it. */
    empezar: (item: T, valores: V) => {
      setEditando(item);
      form.reiniciar(valores);
    },
    /** After a delete: the form leaves the item if it was the one being edited. */
    alEliminar: (item: T) => {
      if (editando?._id === item._id) terminar();
    },
    /** The callbacks of the save mutation. */
    alGuardar: {
      onSuccess: () => {
        resultado.exito(editando ? mensajes.actualizado : mensajes.creado);
        terminar();
      },
      onError: (error: unknown) => resultado.falloDeFormulario(error, form.setErrores),
    },
  };
}
