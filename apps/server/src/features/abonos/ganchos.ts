import {
  type AbonoAlCancelar,
  type Asistencia,
  abonoDeReserva,
  type CotizacionAbono,
  destinoAlCancelar,
  repartirAbono,
  textoDePolitica,
} from '@barberia/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor, Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { type ClienteWebpay, WebpayNoDisponible, WebpayRechazo } from '../../infra/webpay/webpay.client.js';
import type { GanchosDeAbono } from '../fechas/index.js';
import { abonoDeFila } from '../servicios/index.js';
import * as repo from './abonos.repository.js';
import { pasar } from './estados.js';
import { huellaDeAbono } from './huella.js';
import { contarInasistenciasProbadas } from './inasistencias-probadas.js';

export interface GanchosDeps extends Pick<Deps, 'db' | 'clock'> {
  webpay: ClienteWebpay;
  log: FastifyBaseLogger;
}

/**
 * What bookings ask of deposits (decision 044), run inside their transactions: the quote before booking,
 * a cancellation's refund or policy, a reschedule carrying the deposit, a no-show mark. The refund itself
 * (a Webpay call) runs after the booking's transaction, under the deposit's own row lock only.
 */
export function crearGanchosDeAbono({ db, clock, webpay, log }: GanchosDeps) {
  async function cotizar(
    ex: Executor,
    r: {
      servicio: string;
      serviciosAdicionales?: readonly string[];
      email: string;
      telefono?: string | null;
      /** The request proves the mailbox (decision 051): only then is its credit counted and spent. */
      conCredito: boolean;
    },
  ): Promise<CotizacionAbono> {
    const politica = await repo.leerPolitica(ex);
    const servicios = await repo.serviciosDeReserva(ex, r.servicio, r.serviciosAdicionales ?? []);
    const inasistencias = await contarInasistenciasProbadas(ex, r.email, r.telefono);
    const { monto } = abonoDeReserva(
      servicios.map((s) => ({
        precio: s.precio,
        abono: abonoDeFila({ abonoTipo: s.tipo, abonoValor: s.valor }),
      })),
      inasistencias,
      politica,
    );
    if (monto === 0) return { monto: 0, credito: 0, aPagar: 0, texto: '' };
    const saldo = r.conCredito ? await repo.creditoDisponible(ex, r.email) : 0;
    const { credito, aPagar } = repartirAbono(monto, saldo);
    return { monto, credito, aPagar, texto: textoDePolitica(monto, politica) };
  }

  /** Refunds one deposit waiting for it (row locked); false while Webpay does not answer. */
  async function reembolsar(id: string) {
    return db.transaction(async (tx) => {
      const a = await repo.bloquearAbono(tx, { id });
      if (a?.estado !== 'REEMBOLSO_PENDIENTE' || a.respuestaReembolso) return a?.estado === 'REEMBOLSADO';
      if (!a.token || a.monto === 0) {
        await pasar(tx, a, 'REEMBOLSADO', { actualizadoEn: clock() });
        return true;
      }
      try {
        const respuesta = await webpay.reembolsar(a.token, a.monto);
        const hecho =
          respuesta.type === 'REVERSED' || (respuesta.type === 'NULLIFIED' && respuesta.response_code === 0);
        const valores = { respuestaReembolso: respuesta, actualizadoEn: clock() };
        if (hecho) await pasar(tx, a, 'REEMBOLSADO', valores);
        else await repo.actualizarAbono(tx, id, valores);
        if (!hecho)
          log.error({ abono: huellaDeAbono(id) }, 'Webpay no aceptó el reembolso de un abono: revisar');
        return hecho;
      } catch (error) {
        if (error instanceof WebpayRechazo) {
          // Webpay refuses it for good (already refunded, too late): kept aside for the admin, not retried.
          await repo.actualizarAbono(tx, id, {
            respuestaReembolso: { error: error.message },
            actualizadoEn: clock(),
          });
          log.error(
            { abono: huellaDeAbono(id), err: error.message },
            'Webpay rechazó el reembolso de un abono: revisar',
          );
          return false;
        }
        if (error instanceof WebpayNoDisponible) return false;
        throw error;
      }
    });
  }

  const ganchos: GanchosDeAbono = {
    cotizar,

    async alCancelar(tx: Tx, horaAgendadaId: string) {
      const [a] = (await repo.pagadosDeHora(tx, horaAgendadaId)).filter((x) => x.estado === 'PAGADO');
      if (!a) return null;
      const politica = await repo.leerPolitica(tx);
      const destino = destinoAlCancelar(a.inicio, clock(), politica);
      const total = a.monto + a.credito;
      let estado: AbonoAlCancelar['estado'];
      if (destino === 'reembolso') {
        // The credit part is credit again at once; the part paid by card goes back through Webpay.
        await repo.devolverCredito(tx, a);
        estado = a.monto > 0 ? 'REEMBOLSO_PENDIENTE' : 'REEMBOLSADO';
      } else if (destino === 'credito') {
        await repo.crearCredito(tx, a, total);
        estado = 'CREDITO';
      } else estado = 'RETENIDO';
      await pasar(tx, a, estado, { actualizadoEn: clock() });
      return { id: a.id, estado, monto: total };
    },

    async pagados(ex, horaAgendadaIds) {
      const filas = await repo.pagadosDeHoras(ex, horaAgendadaIds);
      // The whole deposit, its credit part included: what alCancelar refunds, keeps or credits.
      return new Map(
        filas.flatMap((a) => (a.horaAgendadaId ? [[a.horaAgendadaId, a.monto + a.credito]] : [])),
      );
    },

    async alReagendar(tx, anteriorId, nueva) {
      await repo.moverAbonos(tx, anteriorId, nueva);
    },

    /** «No asistió» applies the late-cancellation policy to the deposit; «Asistió» undoes it. */
    async alMarcarAsistencia(tx, horaAgendadaId, asistencia: Asistencia) {
      const politica = await repo.leerPolitica(tx);
      for (const a of await repo.pagadosDeHora(tx, horaAgendadaId)) {
        if (asistencia === 'NO_ASISTIO' && a.estado === 'PAGADO') {
          const estado = politica.alCancelarTarde === 'credito' ? 'CREDITO' : 'RETENIDO';
          if (estado === 'CREDITO') await repo.crearCredito(tx, a, a.monto + a.credito);
          await pasar(tx, a, estado, { actualizadoEn: clock() });
        }
        if (asistencia === 'ASISTIO' && a.estado !== 'PAGADO') {
          if (a.estado === 'CREDITO') await repo.quitarCreditoDe(tx, a, a.monto + a.credito);
          await pasar(tx, a, 'PAGADO', { actualizadoEn: clock() });
        }
      }
    },

    reembolsar,
  };
  return ganchos;
}
