import { SEPARADOR_DE_SERVICIOS } from '@barberia/shared';
import { getTableColumns, sql } from 'drizzle-orm';
import { horasAgendadas, horasAgendadasServicios } from './schema.js';

const a = horasAgendadasServicios;
// A constant, written into the statement: prepared statements (sentenciaFija) take no bound values here.
const separador = sql.raw(`'${SEPARADOR_DE_SERVICIOS}'`);

/**
 * A booking's services as one name, «Corte de pelo + Barba» (decision 037), the main one first: what mails,
 * calendar events, the feed and WhatsApp show. The same words as `nombreDelBloque` of packages/shared.
 */
export const servicioDelBloque = sql<string>`concat_ws(${separador}, ${horasAgendadas.servicio},
  (select string_agg(${a.servicio}, ${separador} order by ${a.orden}) from ${a}
    where ${a.horaAgendadaId} = ${horasAgendadas.id}))`;

/** The add-ons' names in order; empty for the spec's one-service booking. */
export const serviciosAdicionales = sql<string[]>`coalesce((select json_agg(${a.servicio} order by ${a.orden})
  from ${a} where ${a.horaAgendadaId} = ${horasAgendadas.id}), '[]'::json)`;

/** Every column of a booking, with `servicio` read as the whole block's name. */
export const horaConServicioDelBloque = { ...getTableColumns(horasAgendadas), servicio: servicioDelBloque };
