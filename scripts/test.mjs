#!/usr/bin/env node
// `npm test`: every check the project has, in the order that fails fastest.
// Lint → the journeys' routes (decision 054) → types → dead code → unit and API tests (PGlite, plus PostgreSQL
// when TEST_DATABASE_URL is set) → browser journeys.
// The concurrency proofs only mean something on PostgreSQL: without it the run says, loudly and at the
// end, that they did not run; with TEST_REQUIRE_POSTGRES=1 (CI) an unreachable PostgreSQL fails the run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { CHROMIUM_PRUEBAS } from './chromium.mjs';

const pasos = [
  ['Lint y formato (Biome)', 'npx', ['biome', 'ci', '.']],
  // A journey never answers in place of our API with a made-up success (decision 054): a second, no browser.
  ['Recorridos sin respuestas inventadas de la API', process.execPath, ['scripts/rutas-falsas.mjs']],
  ['Tipos (tsc, todos los paquetes)', 'npm', ['run', 'typecheck', '--silent']],
  ['Código sin usar (knip)', 'npx', ['knip']],
  ['Pruebas unitarias y de API (Vitest)', 'npx', ['vitest', 'run']],
  [
    'Recorridos en el navegador (Playwright + Chromium)',
    'npm',
    ['run', 'test:e2e', '-w', 'apps/web', '--silent'],
  ],
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
// One after another, on purpose. Vitest beside Playwright took 14–15 min instead of 16 on one machine, but
// on others it was slower than one after another (21 min against 20, 2026-11-28: contention made both do more
// work, 2 472 CPU-s against 2 173) and it pushed timing proofs past their limits: a red run is worse than a
// slow one (docs/benchmarks.md, stops 39 and 40).
for (const [nombre, cmd, args] of pasos) {
  console.log(`\n▶ ${nombre}`);
  const inicio = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) {
    console.error(`\n✗ Falló: ${nombre}`);
    process.exit(r.status ?? 1);
  }
  console.log(`  (${nombre}: ${Math.round((Date.now() - inicio) / 1000)} s)`);
}
if (sinPostgres) {
  console.log(`\n✓ Pasaron las pruebas ejecutadas, pero la suite quedó incompleta.\n${AVISO_SIN_POSTGRES}`);
} else {
  console.log('\n✓ Todas las pruebas pasaron (PGlite y PostgreSQL).');
}
