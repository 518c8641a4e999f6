#!/usr/bin/env node
// `npm pack` / `npm publish` of the package, which in the repo is a workspace whose exports point at the
// TypeScript sources (the web app, the server and the tests import them as they are). npm takes the
// manifest as it is on disk, and `publishConfig` cannot change `exports`, so:
//   prepack  builds the browser bundle, the library and its types, keeps the repo's package.json aside
//            and writes the one a site installs: exports to dist/, no scripts, no devDependencies;
//   postpack puts the repo's package.json back.
// A pack that died half-way left the repo's manifest aside: the next prepack (or postpack) restores it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PAQUETE = fileURLToPath(new URL('..', import.meta.url));
const MANIFIESTO = join(PAQUETE, 'package.json');
const DEL_REPO = join(PAQUETE, 'package.repo.json');

function restaurar() {
  if (existsSync(DEL_REPO)) renameSync(DEL_REPO, MANIFIESTO);
}

function ejecutar(script) {
  const r = spawnSync(process.execPath, [join(PAQUETE, 'scripts', script)], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** The manifest a site installs: every entry point built, types first. */
function manifiestoPublicado(repo) {
  const { private: _privado, scripts: _scripts, devDependencies: _dev, ...resto } = repo;
  const entrada = (tipos, codigo) => ({ types: `./dist/types/${tipos}`, default: `./dist/lib/${codigo}` });
  return {
    ...resto,
    types: './dist/types/index.d.ts',
    exports: {
      '.': entrada('index.d.ts', 'index.js'),
      './element': entrada('element/index.d.ts', 'element.js'),
      './react': entrada('react/index.d.ts', 'react.js'),
      './add-to-calendar-button.js': './dist/add-to-calendar-button.js',
      './package.json': './package.json',
    },
    sideEffects: ['./dist/lib/element.js', './dist/add-to-calendar-button.js', './dist/chunks/*.js'],
    files: ['dist', 'README.md', 'LICENSE'],
  };
}

const paso = process.argv[2];
if (paso === 'prepack') {
  restaurar();
  ejecutar('build.mjs');
  ejecutar('build-library.mjs');
  const texto = readFileSync(MANIFIESTO, 'utf8');
  writeFileSync(DEL_REPO, texto);
  // Written aside and renamed over it: Vitest workers resolving the workspace while the pack test runs must
  // never read a half-written (empty) manifest, which failed a suite once (stop 42).
  const nuevo = `${MANIFIESTO}.nuevo`;
  writeFileSync(nuevo, `${JSON.stringify(manifiestoPublicado(JSON.parse(texto)), null, 2)}\n`);
  renameSync(nuevo, MANIFIESTO);
} else if (paso === 'postpack') {
  restaurar();
} else if (paso !== undefined) {
  console.error(`paso desconocido: ${paso} (prepack o postpack)`);
  process.exit(1);
}
