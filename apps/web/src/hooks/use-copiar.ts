import { useEffect, useState } from 'react';

/** Spec 001 §9: the copy-link feedback stays 4 seconds. */
export const DURACION_AVISO_COPIA_MS = 4000;

export type EstadoCopia = 'inactivo' | 'copiado' | 'error';

/** Copies text to the clipboard and reports the outcome for a few seconds. */
export function useCopiar() {
  const [estado, setEstado] = useState<EstadoCopia>('inactivo');

  useEffect(() => {
    if (estado === 'inactivo') return;
    const temporizador = window.setTimeout(() => setEstado('inactivo'), DURACION_AVISO_COPIA_MS);
    return () => window.clearTimeout(temporizador);
  }, [estado]);

  const copiar = async (texto: string) => {
    try {
      if (!navigator.clipboard) throw new Error('Portapapeles no disponible');
      await navigator.clipboard.writeText(texto);
      setEstado('copiado');
    } catch (error) {
      console.error('Error al copiar el enlace', error);
      setEstado('error');
    }
  };

  return { estado, copiar };
}
