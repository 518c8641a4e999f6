#!/usr/bin/env node
// `npm test`: every check the project has, in the order that fails fastest.
// Lint → types → dead code → unit and API tests (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set) → browser journeys.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM } from './chromium.mjs';

const pasos = [
  ['Lint y formato (Biome)', 'npx', ['biome', 'ci', '.']],
  ['Tipos (tsc, todos los paquetes)', 'npm', ['run', 'typecheck', '--silent']],
  ['Código sin usar (knip)', 'npx', ['knip']],
  ['Pruebas unitarias y de API (Vitest)', 'npx', ['vitest', 'run']],
  [
    'Recorridos en el navegador (Playwright + Chromium)',
    'npm',
    ['run', 'test:e2e', '-w', 'apps/web', '--silent'],
  ],
];

if (!existsSync(CHROMIUM)) {
  console.error(
    `No se encontró Chromium en ${CHROMIUM}. Instálalo con "apt-get install chromium" o indica CHROMIUM_PATH.`,
  );
  process.exit(1);
}
console.log(
  process.env.TEST_DATABASE_URL
    ? 'Base de datos: PGlite y PostgreSQL (TEST_DATABASE_URL)'
    : 'Base de datos: PGlite (define TEST_DATABASE_URL para probar también con PostgreSQL)',
);
for (const [nombre, cmd, args] of pasos) {
  console.log(`\n▶ ${nombre}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (r.status !== 0) {
    console.error(`\n✗ Falló: ${nombre}`);
    process.exit(r.status ?? 1);
  }
}
console.log('\n✓ Todas las pruebas pasaron.');
