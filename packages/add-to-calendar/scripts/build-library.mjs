#!/usr/bin/env node
// Builds what an installed package exports besides the browser bundle (scripts/build.mjs):
// dist/lib/{index,element,react}.js, readable ES modules for a site's own bundler or for Node (React stays
// the site's own; simple-icons' few paths are copied in, so nothing is needed at run time), and
// dist/types/**/*.d.ts with `.js` in every relative import, as Node's ESM resolution (and TypeScript's
// node16/nodenext) requires. Run by `npm pack` (scripts/pack.mjs) and by `npm run build`.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const PAQUETE = fileURLToPath(new URL('..', import.meta.url));
const LIB = join(PAQUETE, 'dist/lib');
const TIPOS = join(PAQUETE, 'dist/types');

rmSync(LIB, { recursive: true, force: true });
rmSync(TIPOS, { recursive: true, force: true });
await build({
  configFile: false,
  root: PAQUETE,
  logLevel: 'warn',
  build: {
    outDir: LIB,
    emptyOutDir: false,
    target: 'es2022',
    // A library for other bundlers: they minify; readable code is easier to audit and debug.
    minify: false,
    sourcemap: false,
    copyPublicDir: false,
    lib: {
      entry: {
        index: join(PAQUETE, 'src/index.ts'),
        element: join(PAQUETE, 'src/element/index.ts'),
        react: join(PAQUETE, 'src/react/index.ts'),
      },
      formats: ['es'],
    },
    rolldownOptions: {
      external: ['react'],
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const tipos = spawnSync(process.execPath, [tsc, '-p', join(PAQUETE, 'tsconfig.build.json')], {
  stdio: 'inherit',
});
if (tipos.status !== 0) process.exit(tipos.status ?? 1);

/** './x' → './x.js' in `from '…'` and `import('…')` of every declaration file. */
function conExtension(dir) {
  for (const nombre of readdirSync(dir)) {
    const ruta = join(dir, nombre);
    if (statSync(ruta).isDirectory()) conExtension(ruta);
    else if (nombre.endsWith('.d.ts')) {
      const texto = readFileSync(ruta, 'utf8').replace(
        /((?:from|import)\s*\(?\s*['"])(\.{1,2}\/[^'"]+?)(?<!\.js)(['"])/g,
        '$1$2.js$3',
      );
      writeFileSync(ruta, texto);
    }
  }
}
conExtension(TIPOS);
console.log('dist/lib y dist/types listos');
