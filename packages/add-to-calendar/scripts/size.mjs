#!/usr/bin/env node
// `npm run size -w packages/add-to-calendar` (also run by the root `npm run size`): builds the browser
// bundle and measures what an embedding page downloads before the button shows: the entry and every
// chunk it imports statically (the element with its icons, the default style, the Spanish texts),
// minified and gzip -9; a button in any other language also waits for the English texts, so that sum is
// the one held to the budget of 25 KB (25,000 bytes; issue 26: add-to-calendar-button 2.15 ships
// 83 KB). Each other style, the .ics builder, the rich data, the thank-you dialog and the RSVP form are
// chunks loaded only when a button uses them, listed apart.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const PRESUPUESTO = 25_000;
const PAQUETE = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(PAQUETE, 'dist');

if (!process.argv.includes('--sin-build')) {
  const r = spawnSync(process.execPath, [join(PAQUETE, 'scripts/build.mjs')], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const medida = (archivo) => {
  const bytes = readFileSync(join(DIST, archivo));
  return { min: bytes.length, gz: gzipSync(bytes, { level: 9 }).length };
};
// Static imports only (`import"./x.js"`, `from"./x.js"`); `import("./x.js")` is a lazy chunk.
const estaticos = (archivo) =>
  [
    ...readFileSync(join(DIST, archivo), 'utf8').matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+)["']/g),
  ].map((m) => normalize(join(dirname(archivo), m[1])));

const inicial = new Set();
const pendientes = ['add-to-calendar-button.js'];
while (pendientes.length > 0) {
  const archivo = pendientes.pop();
  if (inicial.has(archivo)) continue;
  inicial.add(archivo);
  pendientes.push(...estaticos(archivo));
}
const suma = (archivos) =>
  archivos.map(medida).reduce((t, m) => ({ min: t.min + m.min, gz: t.gz + m.gz }), { min: 0, gz: 0 });
const chunks = readdirSync(join(DIST, 'chunks')).map((f) => `chunks/${f}`);
const ingles = chunks.find((f) => /^chunks\/en-[\w-]+\.js$/.test(f));
if (!ingles) throw new Error('no se encontró el chunk de los textos en inglés');
const espanol = suma([...inicial]);
const total = suma([...inicial, ingles]);
const kb = (bytes) => (bytes / 1000).toFixed(1);

console.log('\nWidget <add-to-calendar-button>: minificado y gzip -9, en KB (1000 bytes)\n');
console.log(
  `carga inicial en español (elemento con íconos, estilo default, textos es): ${kb(espanol.min)} KB min, ${kb(espanol.gz)} KB gzip`,
);
for (const archivo of inicial) console.log(`  ${archivo.padEnd(40)}${kb(medida(archivo).gz).padStart(7)} KB`);
console.log(
  `carga inicial en cualquier otro idioma (más los textos en inglés): ${kb(total.min)} KB min, ${kb(total.gz)} KB gzip`,
);
console.log(
  '\ncargados solo cuando un botón los usa (otros estilos, .ics, datos enriquecidos, agradecimiento, RSVP):',
);
for (const archivo of chunks) {
  if (!inicial.has(archivo)) console.log(`  ${archivo.padEnd(40)}${kb(medida(archivo).gz).padStart(7)} KB`);
}
if (total.gz > PRESUPUESTO) {
  console.error(
    `\n✗ La carga inicial del widget (idioma distinto del español) pesa ${kb(total.gz)} KB gzip, más que ${kb(PRESUPUESTO)} KB.`,
  );
  process.exit(1);
}
console.log(`\n✓ La carga inicial del widget pesa ${kb(PRESUPUESTO)} KB gzip o menos.`);
