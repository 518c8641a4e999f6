import { Worker } from 'node:worker_threads';

/**
 * The watcher's own code: it runs in a thread of its own, so it keeps its clock while the main thread is
 * stuck. It writes with writeSync on fd 2 because a worker's console goes through the main thread, which is
 * the one that does not answer.
 */
const CODIGO = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const latido = new BigInt64Array(workerData.compartido);
let anterior = Date.now();
setInterval(() => {
  const ahora = Date.now();
  // This thread was late too: the whole process was frozen (a suspended laptop, a debugger), not stuck.
  const congelado = ahora - anterior > 3 * workerData.cadaMs;
  anterior = ahora;
  if (congelado) return;
  const quieto = ahora - Number(Atomics.load(latido, 0));
  if (quieto <= workerData.maximoMs) return;
  const linea = { level: 60, time: Date.now(), msg: 'el proceso no responde hace ' + quieto + ' ms (bucle de eventos detenido): se termina para que lo reinicien' };
  writeSync(2, JSON.stringify(linea) + '\\n');
  process.kill(process.pid, 'SIGKILL');
}, workerData.cadaMs);
`;

export interface Vigia {
  detener(): Promise<void>;
}

/**
 * A process whose event loop stays stuck (issue 20: a loop over days that never ended) answers nothing,
 * not even SIGTERM: Node runs signal handlers on that same loop. This watcher, on its own thread, sees the
 * main thread's heartbeat stop and ends the process once it has been still for `maximoMs`, so a stuck
 * server always dies within SHUTDOWN_TIMEOUT_MS of its last sign of life and its supervisor starts another.
 */
export function iniciarVigia(maximoMs: number): Vigia {
  const compartido = new SharedArrayBuffer(8);
  const latido = new BigInt64Array(compartido);
  const latir = () => Atomics.store(latido, 0, BigInt(Date.now()));
  latir();
  const pulso = setInterval(latir, Math.max(50, Math.floor(maximoMs / 10)));
  pulso.unref();
  const worker = new Worker(CODIGO, {
    eval: true,
    workerData: { compartido, maximoMs, cadaMs: Math.max(50, Math.floor(maximoMs / 10)) },
  });
  worker.unref();
  return {
    async detener() {
      clearInterval(pulso);
      await worker.terminate();
    },
  };
}
