import { PARAMETROS_OTRA_VEZ } from '@barberia/shared';
import { type AgendarInfo, SIN_HORA } from './agendar-info';

/**
 * The draft a «Te toca volver» link starts (issue 25, enlaceAgendarOtraVez of packages/shared): the last
 * visit's services by name and its barber; the service step finds today's ids and prices by name, as it
 * does for a reschedule (empezarReagendar), and keeps the barber while he performs them. Null when the
 * address carries no service.
 */
export function borradorOtraVez(parametros: URLSearchParams): ((actual: AgendarInfo) => AgendarInfo) | null {
  const servicio = parametros.get(PARAMETROS_OTRA_VEZ.servicio)?.trim();
  if (!servicio) return null;
  const adicionales = parametros
    .getAll(PARAMETROS_OTRA_VEZ.adicional)
    .map((a) => a.trim())
    .filter((a) => a !== '' && a !== servicio);
  return (actual) => ({
    ...actual,
    barberoId: parametros.get(PARAMETROS_OTRA_VEZ.barbero) ?? '',
    barberoNombre: '',
    servicioId: '',
    servicio,
    precio: 0,
    duracion: 0,
    serviciosAdicionales: [...new Set(adicionales)].map((a) => ({
      _id: '',
      servicio: a,
      precio: 0,
      duracion: 0,
    })),
    ...SIN_HORA,
  });
}
