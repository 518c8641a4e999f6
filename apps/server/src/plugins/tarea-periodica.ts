import type { FastifyBaseLogger } from 'fastify';

/**
 * A job run every `intervaloMs`, one run at a time: a slow run never piles up overlapping ones, and
 * `detener` waits for the current run so shutdown does not cut it in half.
 */
export function tareaPeriodica(nombre: string, correr: () => Promise<unknown>, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined;
  let enCurso: Promise<unknown> | undefined;
  const tick = () => {
    if (enCurso) return;
    enCurso = correr()
      .catch((error) => log.error({ err: error }, `error en la tarea periódica: ${nombre}`))
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
