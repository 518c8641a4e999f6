import type { FastifyBaseLogger } from 'fastify';

/** A background job as main.ts and the app's close see it: a list of these is the server's whole background. */
export interface TareaPeriodica {
  /** Named in the log line of a failed run: «error en la tarea «bandeja de correos»». */
  nombre: string;
  intervaloMs: number;
  iniciar(): void;
  /** Stops the timer and waits for the run in progress. */
  detener(): Promise<void>;
}

/**
 * A background job that runs `trabajo` now and then every `intervaloMs`, one run at a time: a slow run
 * (an SMTP server, Webpay) never piles up overlapping runs, and a failed run is logged and tried again
 * at the next tick. The timer does not keep the process alive; `detener` waits for the run in progress.
 * Every server instance runs it, so the job must claim its rows (`FOR UPDATE SKIP LOCKED`) to never clash.
 */
export function crearTareaPeriodica(
  nombre: string,
  intervaloMs: number,
  trabajo: () => Promise<unknown>,
  log: FastifyBaseLogger,
): TareaPeriodica {
  let timer: NodeJS.Timeout | undefined;
  let enCurso: Promise<unknown> | undefined;
  const tick = () => {
    if (enCurso) return;
    enCurso = trabajo()
      .catch((err: unknown) => log.error({ err, tarea: nombre }, `error en la tarea «${nombre}»`))
      .finally(() => {
        enCurso = undefined;
      });
  };
  return {
    nombre,
    intervaloMs,
    iniciar() {
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
