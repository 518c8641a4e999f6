#!/usr/bin/env node
// Builds the browser bundle into dist/: chunks/element-<hash>.js (the element with its default style and
// the es and en texts), one chunk per other button style (fetched only when a button uses it), and
// add-to-calendar-button.js, a one-line module that imports the current hashed element chunk. Sites
// embed that fixed address; the server caches it briefly and the hashed chunks for a year.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const PAQUETE = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(PAQUETE, 'dist');

rmSync(DIST, { recursive: true, force: true });
const salida = await build({
  configFile: false,
  root: PAQUETE,
  logLevel: 'warn',
  build: {
    outDir: DIST,
    emptyOutDir: false,
    target: 'es2022',
    minify: true,
    sourcemap: false,
    copyPublicDir: false,
    lib: { entry: join(PAQUETE, 'src/element/index.ts'), formats: ['es'] },
    rolldownOptions: {
      // Lib mode keeps the entry's exports exactly ('strict'), which pushes every module the lazy RSVP
      // chunk shares with the element into a third chunk, gzipped apart (about 1 KB more). Letting the
      // entry export a little more keeps them in it, and the RSVP chunk imports them from there.
      preserveEntrySignatures: 'allow-extension',
      output: {
        entryFileNames: 'chunks/element-[hash].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        // Lib mode keeps whitespace in ES output by default; the embed wants the smallest file.
        minify: true,
      },
    },
  },
});

const chunks = [salida].flat().flatMap((s) => s.output);
const entrada = chunks.find((c) => c.type === 'chunk' && c.isEntry);
if (!entrada) throw new Error('vite no produjo el módulo del elemento');
writeFileSync(
  join(DIST, 'add-to-calendar-button.js'),
  `// <add-to-calendar-button> (@barberia/add-to-calendar): registers the element.\nimport './${entrada.fileName}';\n`,
);
console.log(`dist/add-to-calendar-button.js → ${entrada.fileName}`);
