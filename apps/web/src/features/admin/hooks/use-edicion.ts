import { useState } from 'react';
import { useModalResultado } from '../../../components/ui/result-modal';
import { useFormulario } from '../../../lib/use-formulario';
import type { EsquemaValidable } from '../../../lib/validar-formulario';
import { type MutacionEliminar, useEliminarConConfirmacion } from './use-eliminar-con-confirmacion';

interface MutacionGuardar<I> {
  isPending: boolean;
  mutate: (
    variables: { input: I; id?: string | undefined },
    callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
}

interface OpcionesEdicion<T, V, I> {
  /** The form's values for a new item, and what it goes back to after a save or a cancel. */
  vacio: V;
  /** The save mutation: without id it creates, with the edited item's id it edits. */
  guardar: MutacionGuardar<I>;
  /** The delete mutation; the list's Eliminar asks first. */
  eliminar: MutacionEliminar;
  /** The item's name, for the panel's heading while editing it («Editar: …»). */
  nombreDe: (item: T) => string;
  /**
   * The panel's heading and submit button for a new item, and (spec 001 §8) the success text of a
   * create and of an edit.
   */
  textos: { nuevo: string; crear: string; creado: string | ((input: I) => string); actualizado: string };
  /** What else the page clears when it leaves an item (the product's picture). */
  alTerminar?: () => void;
  /** What else a delete clears, after the form has left the deleted item. */
  alEliminar?: (item: T) => void;
}

/**
 * Every admin list has one form that creates a new item or edits the one chosen from the list, and a
 * delete that asks first. The item being edited, going back to «new», what a save answers (the success
 * text, or each field's message plus the error modal) and the form's panel are the same on every page,
 * so they live here once.
 */
export function useEdicion<T extends { _id: string }, V extends Record<string, string>, I>({
  vacio,
  guardar,
  eliminar,
  nombreDe,
  textos,
  alTerminar,
  alEliminar,
}: OpcionesEdicion<T, V, I>) {
  const form = useFormulario(vacio);
  const resultado = useModalResultado();
  const [editando, setEditando] = useState<T | null>(null);

  const terminar = () => {
    setEditando(null);
    alTerminar?.();
    form.reiniciar(vacio);
  };
  const eliminacion = useEliminarConConfirmacion<T>(eliminar, resultado, (item) => {
    // The form leaves the item if it was the one being edited.
    if (editando?._id === item._id) terminar();
    alEliminar?.(item);
  });

  return {
    form,
    editando,
    terminar,
    resultado,
    eliminacion,
    /** Fills the form with an item of the list to edit it. */
    empezar: (item: T, valores: V) => {
      setEditando(item);
      form.reiniciar(valores);
    },
    /**
     * The form's submit: checks the values (after `preparar`) with `esquema`, then creates or edits; a
     * success says so and goes back to «new», a refusal shows each field's message and the error modal.
     */
    enviar: (esquema: EsquemaValidable<I>, preparar?: (valores: V) => unknown) =>
      form.enviar(
        esquema,
        (input) =>
          guardar.mutate(
            { input, id: editando?._id },
            {
              onSuccess: () => {
                const { creado } = textos;
                resultado.exito(
                  editando ? textos.actualizado : typeof creado === 'function' ? creado(input) : creado,
                );
                terminar();
              },
              onError: (error: unknown) => resultado.falloDeFormulario(error, form.setErrores),
            },
          ),
        preparar,
      ),
    /** Spread into a FormularioEdicion. */
    panel: {
      titulo: editando ? `Editar: ${nombreDe(editando)}` : textos.nuevo,
      editando: editando?._id ?? null,
      crear: textos.crear,
      enviando: guardar.isPending,
      onCancelarEdicion: terminar,
    },
  };
}
