import type { AgregarHoraAgendadaInput, CotizacionAbono } from '@barberia/shared';
import { useEffect, useState } from 'react';
import type { MENSAJES_PUBLICOS } from '../../../lib/mensajes/publicos';
import type { ErroresDeCampos } from '../../../lib/validar-formulario';
import { type CampoDeContacto, faltaInformacion, SIN_HORA } from '../lib/agendar-info';
import type { Resultado } from '../lib/reservar-hora';
import { useAgendarInfo } from './use-agendar-info';
import { useReagendar } from './use-reagendar';

// The schema and the booking call load once the form is on screen: the client types first (decision 008).
const cargarReserva = () => import('../lib/reservar-hora');

type Estado =
  | { paso: 'datos'; errores: ErroresDeCampos }
  | { paso: 'confirmar'; datos: AgregarHoraAgendadaInput; enviando: boolean }
  /** The hour asks for a deposit first (issue 24): nothing is booked until it is paid. */
  | { paso: 'abono'; datos: AgregarHoraAgendadaInput; cotizacion: CotizacionAbono }
  | { paso: 'resultado'; resultado: Resultado };

// The catalogue's entry (lib/mensajes/publicos.ts), repeated: the catalogue loads with the booking, and
// this is what to say when the booking's chunk did not load (decision 016). The type keeps them equal.
const RESERVA_SIN_CARGAR: (typeof MENSAJES_PUBLICOS)['RESERVA_SIN_CARGAR'] =
  'No pudimos completar la reserva. Inténtalo de nuevo.';
const FALLO_DE_CARGA: Resultado = {
  tipo: 'error',
  titulo: '¡Error al agendar!',
  mensaje: RESERVA_SIN_CARGAR,
};

/**
 * The contact step's one state holder (spec §4): the draft's name and e-mail (kept in sessionStorage,
 * spec §3), each field's message from the route's own schema, the confirmation and the result. The
 * components only draw what it holds.
 */
export function useReserva() {
  const [info, actualizar] = useAgendarInfo();
  const [reagendar, setReagendar] = useReagendar();
  const [estado, setEstado] = useState<Estado>({ paso: 'datos', errores: {} });
  useEffect(() => {
    cargarReserva().catch(() => undefined);
  }, []);

  const cambiar = (campo: CampoDeContacto, valor: string | boolean) => {
    actualizar({ [campo]: valor });
    setEstado((e) => (e.paso === 'datos' && e.errores[campo] ? { ...e, errores: {} } : e));
  };

  /** "Agendar": the draft checked as the route will check it, then the confirmation. */
  const agendar = async () => {
    if (faltaInformacion(info)) {
      setEstado({ paso: 'datos', errores: { '': 'Falta información para poder agendar.' } });
      return;
    }
    try {
      const { validarReserva } = await cargarReserva();
      const validacion = validarReserva(info, reagendar);
      setEstado(
        validacion.ok
          ? { paso: 'confirmar', datos: validacion.datos, enviando: false }
          : { paso: 'datos', errores: validacion.errores },
      );
    } catch (error) {
      // Only the chunk itself can fail here: say so as a booking error.
      console.error('Error al cargar la reserva', error);
      setEstado({ paso: 'resultado', resultado: FALLO_DE_CARGA });
    }
  };

  const confirmar = async () => {
    if (estado.paso !== 'confirmar') return;
    setEstado({ ...estado, enviando: true });
    const { reservarHora } = await cargarReserva();
    const resultado = await reservarHora(estado.datos, info);
    if (resultado.tipo === 'abono') {
      // Nothing is booked yet: the draft keeps its hour until the deposit's page sees it paid.
      setEstado({ paso: 'abono', datos: estado.datos, cotizacion: resultado.cotizacion });
      return;
    }
    setEstado({ paso: 'resultado', resultado });
    if (resultado.tipo !== 'exito') return;
    if (reagendar) setReagendar(null);
    // The hour is taken now: a reload must not offer to book it again. Contact data stays for next time.
    actualizar(SIN_HORA);
  };

  return {
    info,
    estado,
    esReagendar: reagendar !== null,
    cambiar,
    agendar,
    confirmar,
    cancelar: () => setEstado({ paso: 'datos', errores: {} }),
    /** Paying the deposit could not even start because of the booking itself (the hour was taken). */
    terminar: (resultado: Resultado) => setEstado({ paso: 'resultado', resultado }),
  };
}
