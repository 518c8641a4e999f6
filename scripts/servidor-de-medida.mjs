// The real site as the measuring scripts see it (scripts/lighthouse.mjs, scripts/toques-lentos.mjs): Vite's
// production build in a temporary folder, and the real server on it (PGlite in a fresh DATA_DIR, the demo
// data, production settings, nothing mailed), on a free port of 127.0.0.1. `cerrar()` stops it and removes
// the folder.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const RAIZ = resolve(fileURLToPath(new URL('..', import.meta.url)));

export const mediana = (valores) => [...valores].sort((a, b) => a - b)[Math.floor(valores.length / 2)];

/** The machine's load (1, 5 and 15 minutes), printed beside every measurement. */
export const carga = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

export function puertoLibre() {
  return new Promise((resolver, rechazar) => {
    const servidor = createServer();
    servidor.on('error', rechazar);
    servidor.listen(0, '127.0.0.1', () => {
      const { port } = servidor.address();
      servidor.close(() => resolver(port));
    });
  });
}

export function compilar(argumentos) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--emptyOutDir', ...argumentos], {
    cwd: join(RAIZ, 'apps/web'),
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`vite build ${argumentos.join(' ')} falló`);
}

async function esperarSalud(base, servidor) {
  for (let i = 0; i < 600; i++) {
    if (servidor.exitCode !== null) throw new Error(`el servidor terminó con código ${servidor.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('el servidor no respondió en 5 minutos');
}

/** Builds the site and starts the server on it; resolves once it answers `/api/health`. */
export async function iniciarSitio(prefijo) {
  const trabajo = mkdtempSync(join(tmpdir(), `barberia-${prefijo}-`));
  const dist = join(trabajo, 'dist');
  compilar(['--outDir', dist]);
  const puerto = await puertoLibre();
  const base = `http://127.0.0.1:${puerto}`;
  const servidor = spawn('node', ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(RAIZ, 'apps/server'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production refuses to start without these (decisions 024, 052); nothing is mailed while measuring.
      JWT_SECRET: `${prefijo}-${process.pid}-secreto-de-al-menos-32-caracteres`,
      SMTP_URL: 'smtp://127.0.0.1:9',
      // Nor without Webpay (issue 41): a port where nothing listens, as nothing is paid while measuring.
      WEBPAY_URL: 'http://127.0.0.1:9',
      SEED_DEMO: '1',
      PORT: String(puerto),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: join(trabajo, 'data'),
      WEB_DIST: dist,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: `${prefijo}-${process.pid}-clave`,
      BARBERO_PASSWORD: `${prefijo}-${process.pid}-barbero`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const cerrar = async () => {
    if (servidor.exitCode === null) {
      servidor.kill('SIGTERM');
      await new Promise((r) => servidor.once('exit', r));
    }
    rmSync(trabajo, { recursive: true, force: true });
  };
  try {
    await esperarSalud(base, servidor);
  } catch (error) {
    await cerrar();
    throw error;
  }
  return { base, trabajo, cerrar };
}
