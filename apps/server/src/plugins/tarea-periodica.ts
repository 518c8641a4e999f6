import type { FastifyBaseLogger } from 'fastify';

/**
 * A job run every `intervaloMs` (the mail outbox, the Webpay reconciliation, the reminders): one run at
 * a time, so a slow server never piles up overlapping runs; a failed run is logged and the next one
 * tries again. The timer never keeps the process alive; `detener` waits for the run under way.
 */
export function tareaPeriodica(correr: () => Promise<unknown>, log: FastifyBaseLogger, error: string) {
  let timer: NodeJS.Timeout | undefined;
  let enCurso: Promise<unknown> | undefined;
  function tick() {
    if (enCurso) return;
    enCurso = correr()
      .catch((err: unknown) => log.error({ err }, error))
      .finally(() => {
        enCurso = undefined;
      });
  }
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
