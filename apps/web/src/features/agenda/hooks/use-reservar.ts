import { useState } from 'react';
import type { AgendarInfo } from '../lib/agendar-info';
import type { HoraReservada } from '../lib/evento-calendario';
import { useAgendarInfo } from './use-agendar-info';
import { useReagendar } from './use-reagendar';

export type Resultado =
  | { tipo: 'exito'; reagendada: boolean; hora: HoraReservada; info: AgendarInfo }
  | { tipo: 'error'; titulo: string; mensaje: string };

/** The contact step's state; the booking itself (lib/reservar-hora) loads when the client confirms. */
export function useReservar() {
  const [info, actualizar] = useAgendarInfo();
  const [reagendar, setReagendar] = useReagendar();
  const [resultado, setResultado] = useState<Resultado | null>(null);
  const [enviando, setEnviando] = useState(false);

  async function reservar() {
    setEnviando(true);
    try {
      const { reservarHora } = await import('../lib/reservar-hora');
      const nuevo = await reservarHora(info, reagendar);
      setResultado(nuevo);
      if (nuevo.tipo !== 'exito') return;
      if (reagendar) setReagendar(null);
      // The hour is taken now: a reload must not offer to book it again. Contact data stays for next time.
      actualizar({ fechaSeleccionada: '', fechaSeleccionadaString: '', horaInicio: '', horaFin: '' });
    } catch (error) {
      // Only the chunk itself can fail here (reservarHora reports its own errors): say so as a booking error.
      console.error('Error al cargar la reserva', error);
      setResultado({
        tipo: 'error',
        titulo: '¡Error al agendar!',
        mensaje: 'No pudimos completar la reserva. Inténtalo de nuevo.',
      });
    } finally {
      setEnviando(false);
    }
  }

  return { info, actualizar, esReagendar: reagendar !== null, reservar, enviando, resultado };
}
