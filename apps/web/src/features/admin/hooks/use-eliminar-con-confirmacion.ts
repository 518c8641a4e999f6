import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { useModalResultado } from '../../../components/ui/result-modal';

export type MutacionEliminar = Pick<
  UseMutationResult<{ msg: string }, Error, string>,
  'mutate' | 'isPending'
>;
type Resultado = Pick<ReturnType<typeof useModalResultado>, 'exito' | 'fallo'>;

/**
 * Every admin list deletes the same way, so it lives here once: ask first, delete by id, show the
 * server's msg or error, then close. `modal` is spread into a ModalConfirmar.
 */
export function useEliminarConConfirmacion<T extends { _id: string }>(
  eliminar: MutacionEliminar,
  resultado: Resultado,
  /** Runs before the success modal, e.g. to leave the form if it was editing the deleted item. */
  alEliminar?: (item: T) => void,
) {
  const [aEliminar, setAEliminar] = useState<T | null>(null);
  return {
    aEliminar,
    preguntar: (item: T) => setAEliminar(item),
    modal: {
      open: aEliminar !== null,
      peligro: true,
      enviando: eliminar.isPending,
      onCancelar: () => setAEliminar(null),
      onConfirmar: () => {
        if (!aEliminar) return;
        eliminar.mutate(aEliminar._id, {
          onSuccess: ({ msg }) => {
            alEliminar?.(aEliminar);
            resultado.exito(msg);
          },
          // Wrapped: mutate passes more arguments, and fallo's second one is its fallback text.
          onError: (error) => resultado.fallo(error),
          onSettled: () => setAEliminar(null),
        });
      },
    },
  };
}
