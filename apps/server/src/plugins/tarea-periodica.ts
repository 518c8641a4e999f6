import type { FastifyBaseLogger } from 'fastify';

/**
 * A background job run every `intervaloMs`, one run at a time: a slow SMTP server, Webpay or Google never
 * piles up overlapping runs, and `detener` waits for the run in progress. The mail outbox, the Webpay
 * reconciliation and the Google Calendar queue share it.
 */
export function crearTareaPeriodica(correr: () => Promise<unknown>, log: FastifyBaseLogger, error: string) {
  let timer: NodeJS.Timeout | undefined;
  let enCurso: Promise<unknown> | undefined;
  const tick = () => {
    if (enCurso) return;
    enCurso = correr()
      .catch((err: unknown) => log.error({ err }, error))
      .finally(() => {
        enCurso = undefined;
      });
  };
  return {
    iniciar(intervaloMs: number) {
      timer = setInterval(tick, intervaloMs);
      timer.unref();
      tick();
    },
    async detener() {
      clearInterval(timer);
      await enCurso;
    },
  };
}
