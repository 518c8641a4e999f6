import type { FastifyBaseLogger } from 'fastify';

/**
 * A background job that runs `trabajo` now and then every `intervaloMs`, one run at a time: a slow run
 * (an SMTP server, Webpay) never piles up overlapping runs, and a failed run is logged and tried again
 * at the next tick. The timer does not keep the process alive; `detener` waits for the run in progress.
 * Every server instance runs it, so the job must claim its rows (`FOR UPDATE SKIP LOCKED`) to never clash.
 */
export function crearTareaPeriodica(
  trabajo: () => Promise<unknown>,
  log: FastifyBaseLogger,
  mensajeDeError: string,
) {
  let timer: NodeJS.Timeout | undefined;
  let enCurso: Promise<unknown> | undefined;
  const tick = () => {
    if (enCurso) return;
    enCurso = trabajo()
      .catch((err: unknown) => log.error({ err }, mensajeDeError))
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
