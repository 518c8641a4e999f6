#!/usr/bin/env node
// `npm run size -w packages/add-to-calendar` (also run by the root `npm run size`): builds the browser
// bundle and measures what an embedding page downloads before the button shows: the entry and every
// chunk it imports statically (the element, the default style, the es and en texts), minified and
// gzip -9. Each other style is a chunk loaded only when a button uses it, listed apart. Fails above
// the budget of 25 KB (25,000 bytes; issue 10: the best-known component ships 84 KB).
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
const total = [...inicial]
  .map(medida)
  .reduce((t, m) => ({ min: t.min + m.min, gz: t.gz + m.gz }), { min: 0, gz: 0 });
const kb = (bytes) => (bytes / 1000).toFixed(1);

console.log('\nWidget <add-to-calendar-button>: minificado y gzip -9, en KB (1000 bytes)\n');
console.log(
  `carga inicial (elemento, estilo default, textos es y en): ${kb(total.min)} KB min, ${kb(total.gz)} KB gzip`,
);
for (const archivo of inicial) console.log(`  ${archivo.padEnd(40)}${kb(medida(archivo).gz).padStart(7)} KB`);
console.log('\nestilos cargados solo cuando un botón los usa:');
for (const archivo of readdirSync(join(DIST, 'chunks')).map((f) => `chunks/${f}`)) {
  if (!inicial.has(archivo)) console.log(`  ${archivo.padEnd(40)}${kb(medida(archivo).gz).padStart(7)} KB`);
}
if (total.gz > PRESUPUESTO) {
  console.error(
    `\n✗ La carga inicial del widget pesa ${kb(total.gz)} KB gzip, más que ${kb(PRESUPUESTO)} KB.`,
  );
  process.exit(1);
}
console.log(`\n✓ La carga inicial del widget pesa ${kb(PRESUPUESTO)} KB gzip o menos.`);
