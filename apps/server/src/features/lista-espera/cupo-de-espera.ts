import type { Tx } from '../../db/client.js';
import { tomarTurno } from '../../db/turno.js';
import { cupoLleno } from '../../errors.js';
import { entradasDeIp } from './lista-espera.repository.js';

/**
 * One client address holds at most `porIp` entries on the lists (decision 053), confirmed or still
 * waiting for their mail, so one visitor cannot fill a day's list even with mailboxes of their own.
 * Counted in PostgreSQL under the address's turn (db/turno.ts, as the shop's checkout does, decision 023):
 * parallel joins count one after another, on every instance. The 429 says when the first of them stops
 * counting: an unconfirmed one when its time to confirm ends, a confirmed one when its day ends.
 */
export async function exigirCupoDeEspera(
  tx: Tx,
  q: { ip: string; porIp: number; hoy: string; ahora: Date; finDelDia: (dia: string) => Date },
) {
  await tomarTurno(tx, `espera-ip|${q.ip}`);
  const entradas = await entradasDeIp(tx, q.ip, q.hoy, q.ahora);
  if (entradas.length < q.porIp) return;
  const libres = entradas.map((e) =>
    e.confirmadaEn || !e.confirmarHasta ? q.finDelDia(e.dia).getTime() : e.confirmarHasta.getTime(),
  );
  throw cupoLleno('ESPERAS_POR_IP', Math.min(...libres), q.ahora);
}
