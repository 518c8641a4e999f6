#!/usr/bin/env node
// `npm test`: every check the project has, the quick ones first.
// Lint → types → dead code, one after another; then the unit and API tests (PGlite, plus PostgreSQL when
// TEST_DATABASE_URL is set) and the browser journeys side by side: the journeys leave about a third of the CPU
// idle while pages load and animations end, and Vitest fills it (issue 21, docs/benchmarks.md). The first
// three at once were no faster: tsc is most of that time.
// Side by side once turned a PostgreSQL concurrency proof red on a host that stole CPU: its requests waited
// more than 5 s for one of 20 pool connections and got a 500. A busy pool is now a 503 like any overload
// (decision 022), and the proofs' own pools wait as long as the test (test/helpers/databases.ts).
// The concurrency proofs only mean something on PostgreSQL: without it the run says, loudly and at the
// end, that they did not run; with TEST_REQUIRE_POSTGRES=1 (CI) an unreachable PostgreSQL fails the run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { CHROMIUM_PRUEBAS } from './chromium.mjs';

const previos = [
  ['Lint y formato (Biome)', 'npx', ['biome', 'ci', '.']],
  ['Tipos (tsc, todos los paquetes)', 'npm', ['run', 'typecheck', '--silent']],
  ['Código sin usar (knip)', 'npx', ['knip']],
];
/** Run together. The first streams its output; the second's is printed whole when it ends, never interleaved. */
const juntos = [
  [
    'Recorridos en el navegador (Playwright + Chromium)',
    'npm',
    ['run', 'test:e2e', '-w', 'apps/web', '--silent'],
  ],
  ['Pruebas unitarias y de API (Vitest)', 'npx', ['vitest', 'run']],
];

if (!existsSync(CHROMIUM_PRUEBAS)) {
  console.error(
    `No se encontró Chromium (headless shell) en ${CHROMIUM_PRUEBAS}. Instálalo con "apt-get install chromium-headless-shell" o indica CHROMIUM_PRUEBAS_PATH.`,
  );
  process.exit(1);
}

/** Why PostgreSQL cannot be used, or null when its port answers (the tests themselves then log in). */
async function postgresNoDisponible(url) {
  if (!url) return 'TEST_DATABASE_URL no está definida';
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname || '127.0.0.1', port: Number(port || 5432), timeout: 5000 });
    const fin = (motivo) => {
      socket.destroy();
      resolve(motivo);
    };
    socket.once('connect', () => fin(null));
    socket.once('timeout', () => fin(`PostgreSQL no responde en ${hostname}:${port || 5432}`));
    socket.once('error', (error) =>
      fin(`PostgreSQL no responde en ${hostname}:${port || 5432} (${error.code})`),
    );
  });
}

const sinPostgres = await postgresNoDisponible(process.env.TEST_DATABASE_URL);
const AVISO_SIN_POSTGRES = `⚠ NO se ejecutaron las pruebas en PostgreSQL (concurrencia, restricción de solape): ${sinPostgres}.`;
if (sinPostgres && process.env.TEST_REQUIRE_POSTGRES === '1') {
  console.error(`✗ ${AVISO_SIN_POSTGRES}\n  TEST_REQUIRE_POSTGRES=1 exige PostgreSQL.`);
  process.exit(1);
}
const env = { ...process.env };
if (sinPostgres) {
  delete env.TEST_DATABASE_URL;
  console.log(`Base de datos: solo PGlite.\n${AVISO_SIN_POSTGRES}`);
} else {
  console.log('Base de datos: PGlite y PostgreSQL (TEST_DATABASE_URL)');
}
const segundos = (desde) => `${Math.round((Date.now() - desde) / 1000)} s`;
for (const [nombre, cmd, args] of previos) {
  console.log(`\n▶ ${nombre}`);
  const inicio = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) {
    console.error(`\n✗ Falló: ${nombre}`);
    process.exit(r.status ?? 1);
  }
  console.log(`  (${nombre}: ${segundos(inicio)})`);
}

/**
 * Runs one step with its output piped: `enVivo` writes whole lines as they come, otherwise everything is
 * kept and written in one block at the end. Resolves with the exit code.
 */
function correr([nombre, cmd, args], enVivo) {
  const inicio = Date.now();
  const hijo = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let pendiente = '';
  const guardado = [];
  const recibir = (trozo) => {
    if (!enVivo) return void guardado.push(trozo);
    const texto = pendiente + trozo;
    const corte = texto.lastIndexOf('\n') + 1;
    process.stdout.write(texto.slice(0, corte));
    pendiente = texto.slice(corte);
  };
  hijo.stdout.setEncoding('utf8').on('data', recibir);
  hijo.stderr.setEncoding('utf8').on('data', recibir);
  return new Promise((resolver) => {
    hijo.on('close', (codigo) => {
      const fin = `  (${nombre}: ${segundos(inicio)})\n`;
      process.stdout.write(
        enVivo ? `${pendiente}${fin}` : `\n▶ ${nombre} (terminó)\n${guardado.join('')}${fin}`,
      );
      resolver(codigo ?? 1);
    });
  });
}

console.log(`\n▶ A la vez: ${juntos.map(([nombre]) => nombre).join(' y ')}`);
const codigos = await Promise.all(juntos.map((paso, i) => correr(paso, i === 0)));
const fallidos = juntos.filter((_, i) => codigos[i] !== 0).map(([nombre]) => nombre);
if (fallidos.length > 0) {
  console.error(`\n✗ Falló: ${fallidos.join(' y ')}`);
  process.exit(1);
}
if (sinPostgres) {
  console.log(`\n✓ Pasaron las pruebas ejecutadas, pero la suite quedó incompleta.\n${AVISO_SIN_POSTGRES}`);
} else {
  console.log('\n✓ Todas las pruebas pasaron (PGlite y PostgreSQL).');
}
