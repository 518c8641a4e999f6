import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

/** A port nobody listens on right now (the OS picks it), for a child server process. */
export async function puertoLibre(): Promise<number> {
  const s = createServer();
  s.listen(0, '127.0.0.1');
  await once(s, 'listening');
  const { port } = s.address() as { port: number };
  s.close();
  await once(s, 'close');
  return port;
}

export interface Instancia {
  url: string;
  proceso: ChildProcess;
  /** Everything the process wrote, for a failing test's message. */
  salida: () => string;
  detener(): Promise<void>;
}

/**
 * The real server (src/main.ts) as its own process, as production starts it, until /api/health answers.
 * Bounded: gives up after `plazoMs`.
 */
export async function iniciarInstancia(env: Record<string, string>, plazoMs = 90_000): Promise<Instancia> {
  const port = await puertoLibre();
  const proceso = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let salida = '';
  proceso.stdout?.on('data', (d: Buffer) => (salida += d.toString()));
  proceso.stderr?.on('data', (d: Buffer) => (salida += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const limite = Date.now() + plazoMs;
  for (;;) {
    if (proceso.exitCode !== null) throw new Error(`la instancia terminó al iniciar:\n${salida}`);
    if (Date.now() > limite) {
      proceso.kill('SIGKILL');
      throw new Error(`la instancia no respondió en ${plazoMs} ms:\n${salida}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    proceso,
    salida: () => salida,
    async detener() {
      if (proceso.exitCode !== null || proceso.signalCode !== null) return;
      const salio = once(proceso, 'exit');
      proceso.kill('SIGTERM');
      // A process that does not end on SIGTERM must not hold the test run: killed after 15 s.
      const plazo = setTimeout(() => proceso.kill('SIGKILL'), 15_000);
      await salio;
      clearTimeout(plazo);
    },
  };
}

/**
 * The real server started with `env` and left to end by itself (a refused configuration, a database it
 * cannot reach): its exit code and everything it wrote. Killed after `plazoMs`.
 */
export async function correrHastaSalir(env: Record<string, string>, plazoMs = 90_000) {
  const port = String(await puertoLibre());
  const proceso = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: port, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let salida = '';
  proceso.stdout.on('data', (d: Buffer) => (salida += d.toString()));
  proceso.stderr.on('data', (d: Buffer) => (salida += d.toString()));
  const plazo = setTimeout(() => proceso.kill('SIGKILL'), plazoMs);
  const [codigo] = await once(proceso, 'exit');
  clearTimeout(plazo);
  return { codigo: codigo as number | null, salida };
}
