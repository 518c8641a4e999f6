#!/usr/bin/env node
// `npm run size`: builds the web app and prints, for every page, the JavaScript its first view loads
// (gzip -9): the entry and its static imports, plus the route's lazy chunks and their static imports, read
// from Vite's manifest. Public pages, account forms (login, registration, password reset) and every back-office
// screen each have a budget (issue 42). Fails above it, when a screen has none, or when a public page would
// load back-office code.
// Dynamic imports inside a page (home sections, the product modal, the footer) load after the first view
// and are listed apart. Sizes in KiB (1024 bytes), as Lighthouse and Chrome DevTools count them.
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';
import { build } from 'vite';

const PRESUPUESTO_KB = 90;
/**
 * The two booking pages that read a several-services draft in their first view (decision 008, measurement
 * of issue 22): 1 KiB more, measured and written there. Every other page keeps 90.
 */
const PRESUPUESTO_DE_PAGINA = { '/agenda/servicios': 91, '/agenda/cancelar/:email': 91 };
/**
 * The account forms and the back office, on a phone too (issue 42): measured after the password dictionaries
 * left the page (decision 057), with a little room. The back office carries its data layer (TanStack Query).
 */
const PRESUPUESTO_CUENTA_KB = 140;
const PRESUPUESTO_BACK_OFFICE_KB = 160;
const RAIZ = resolve(fileURLToPath(new URL('..', import.meta.url)));
const WEB = join(RAIZ, 'apps/web');
const DIST = join(WEB, 'dist');

// Each public page and the route module that draws it: the one list in @barberia/shared (paginas.ts).
const { RUTAS_PUBLICAS } = await tsImport('../packages/shared/src/paginas.ts', import.meta.url);
const RUTAS = {
  ...Object.fromEntries(
    Object.entries(RUTAS_PUBLICAS).map(([ruta, modulo]) => [ruta, `src/app/routes/${modulo}.tsx`]),
  ),
  '(404)': ['src/app/other-routes.tsx', 'src/app/routes/not-found.tsx'],
};

/**
 * The other screens, read from their route lists (app/routes/cuenta-routes.tsx, barbero-routes.tsx): each
 * `lazy: () => import('./…')` is a screen, drawn inside the chunks that lead to it.
 */
function pantallasDe(archivo, antes, url) {
  const texto = readFileSync(join(WEB, 'src/app/routes', archivo), 'utf8');
  return [...texto.matchAll(/import\('\.\/((?:cuenta|barbero)\/[\w/-]+)'\)/g)].map(([, modulo]) => {
    const cadena = [...antes, ...(modulo.startsWith('barbero/administrar/') ? [ADMIN] : [])];
    return [url(modulo), [...cadena, `src/app/routes/${modulo}.tsx`]];
  });
}
const ADMIN = 'src/app/routes/barbero/administrar/solo-admin.tsx';
const CUENTA = Object.fromEntries(
  pantallasDe('cuenta-routes.tsx', ['src/app/other-routes.tsx'], (m) =>
    // The URL's own spelling (spec 000): the module's file name has no ñ.
    m === 'cuenta/olvidar-contrasena'
      ? '/olvidar-contraseña'
      : m === 'cuenta/restablecer-contrasena'
        ? '/restablecer-contraseña'
        : `/${m.slice('cuenta/'.length)}`,
  ),
);
const BACK_OFFICE = Object.fromEntries(
  pantallasDe(
    'barbero-routes.tsx',
    ['src/app/area-barbero.tsx', 'src/app/layouts/barbero-layout.tsx'],
    (m) => `/${m.replace(/\/inicio$/, '')}`,
  ).filter(([, cadena]) => cadena.at(-1) !== ADMIN),
);

/** Code that belongs to the back office and the account pages: never in a public page's first view. */
const AJENO =
  /apps\/web\/src\/(features\/(auth|barbero|admin)\/|app\/routes\/(barbero|cuenta)\/|app\/area-barbero|app\/layouts\/(barbero|back-office))|node_modules\/@tanstack\//;

const modulosPorArchivo = new Map();
if (!process.argv.includes('--sin-build')) {
  await build({
    root: WEB,
    configFile: join(WEB, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [
      {
        name: 'size:modulos',
        generateBundle(_opciones, bundle) {
          for (const [archivo, salida] of Object.entries(bundle)) {
            if (salida.type === 'chunk') modulosPorArchivo.set(archivo, Object.keys(salida.modules));
          }
        },
      },
    ],
  });
}

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
const gzipDe = new Map();
const kib = (bytes) => (bytes / 1024).toFixed(1);
function gz(archivo) {
  if (!gzipDe.has(archivo))
    gzipDe.set(archivo, gzipSync(readFileSync(join(DIST, archivo)), { level: 9 }).length);
  return gzipDe.get(archivo);
}

/** A chunk and everything it imports statically: what the browser must have before running it. */
function cierre(clave, js = new Set(), css = new Set()) {
  const entrada = manifest[clave];
  if (!entrada || js.has(entrada.file)) return { js, css };
  js.add(entrada.file);
  for (const c of entrada.css ?? []) css.add(c);
  for (const i of entrada.imports ?? []) cierre(i, js, css);
  return { js, css };
}

/** What the page's own chunks import dynamically (sections, modals, the calendar): loaded after the first view. */
function diferidos(js, propios) {
  const dinamicos = new Set();
  for (const k of Object.keys(manifest)) {
    if (!propios.has(manifest[k].file)) continue;
    // Other screens a chunk can lead to (the account pages behind the 404's router) are not this page.
    for (const d of manifest[k].dynamicImports ?? []) if (!d.includes('src/app/routes/')) dinamicos.add(d);
  }
  const despues = new Set();
  for (const d of dinamicos) for (const f of cierre(d).js) if (!js.has(f)) despues.add(f);
  return despues;
}

const entrada = Object.keys(manifest).find((k) => manifest[k].isEntry);
// The entry only waits for the first paint and then loads the app (src/arranque.tsx): both are every
// page's first view.
const ARRANQUE = 'src/arranque.tsx';
const base = cierre(entrada);
cierre(ARRANQUE, base.js, base.css);
const suma = (archivos) => [...archivos].reduce((t, f) => t + gz(f), 0);

// What the layout itself loads right after the first paint on every page (footer, cart count, title table).
const rutasPropias = new Set(Object.values(RUTAS).flat());
const trasLaEntrada = new Set();
for (const d of [entrada, ARRANQUE].flatMap((k) => manifest[k].dynamicImports ?? [])) {
  if (d === ARRANQUE) continue;
  if (rutasPropias.has(d) || d.includes('src/app/routes/') || /area-barbero|other-routes/.test(d)) continue;
  for (const f of cierre(d).js) if (!base.js.has(f)) trasLaEntrada.add(f);
}

console.log(
  `\nJavaScript de la primera vista por página: gzip -9, en KiB; presupuesto ${PRESUPUESTO_KB} KiB\n`,
);
console.log(`entrada + estáticos: ${kib(suma(base.js))} KiB (${[...base.js].join(', ')})`);
console.log(
  `después de la primera vista, en toda página (pie, carrito, títulos): ${kib(suma(trasLaEntrada))} KiB\n`,
);
const fallas = [];
const GRUPOS = [
  ['Páginas públicas', RUTAS, (ruta) => PRESUPUESTO_DE_PAGINA[ruta] ?? PRESUPUESTO_KB, true],
  ['Cuenta (inicio de sesión, registro, contraseña)', CUENTA, () => PRESUPUESTO_CUENTA_KB, false],
  ['Back office', BACK_OFFICE, () => PRESUPUESTO_BACK_OFFICE_KB, false],
];
// Every screen has its budget: a route module the lists above do not reach fails, so a new one cannot hide.
const medidos = new Set(GRUPOS.flatMap(([, rutas]) => Object.values(rutas).flat()));
for (const clave of Object.keys(manifest)) {
  if (/^src\/app\/routes\/(cuenta|barbero)\/.+\.tsx$/.test(clave) && !medidos.has(clave))
    fallas.push(`${clave}: una pantalla sin presupuesto en scripts/size.mjs`);
}
for (const [titulo, rutas, presupuestoDe, publica] of GRUPOS) {
  console.log(`\n${titulo}\n`);
  console.log(`${'página'.padEnd(38)}primera vista   de la ruta    CSS   después (diferido)`);
  for (const [ruta, destino] of Object.entries(rutas)) {
    const modulos = [destino].flat();
    const faltan = modulos.filter((m) => !manifest[m]);
    if (faltan.length > 0) {
      fallas.push(`${ruta}: ${faltan.join(', ')} no está en el manifiesto`);
      continue;
    }
    const js = new Set(base.js);
    const css = new Set(base.css);
    for (const m of modulos) cierre(m, js, css);
    const total = suma(js);
    const propia = total - suma(base.js);
    const cssTotal = [...css].reduce((t, f) => t + gz(f), 0);
    const despues = suma(diferidos(js, new Set([...js].filter((f) => !base.js.has(f)))));
    const presupuesto = presupuestoDe(ruta);
    const marca = total / 1024 > presupuesto ? '  ✗' : '';
    console.log(
      `${ruta.padEnd(38)}${kib(total).padStart(8)} KiB${kib(propia).padStart(9)} KiB${kib(cssTotal).padStart(6)} KiB${kib(despues).padStart(9)} KiB  ≤ ${presupuesto}${marca}`,
    );
    if (marca) fallas.push(`${ruta}: ${kib(total)} KiB > ${presupuesto} KiB`);
    if (!publica) continue;
    for (const archivo of js) {
      const ajenos = (modulosPorArchivo.get(archivo) ?? []).filter((m) => AJENO.test(m));
      if (ajenos.length > 0) {
        fallas.push(
          `${ruta}: ${archivo} trae código del back office: ${ajenos.map((m) => relative(RAIZ, m)).join(', ')}`,
        );
      }
    }
  }
}

if (modulosPorArchivo.size === 0)
  console.log('\n(--sin-build: sin revisar el código del back office por módulo)');
if (fallas.length > 0) {
  console.error(`\n✗ ${fallas.join('\n✗ ')}`);
  process.exit(1);
}
console.log(
  `\n✓ Toda página pública carga ${PRESUPUESTO_KB} KiB o menos en su primera vista (91 los dos pasos de la agenda de la decisión 008), y nada del back office; las de la cuenta ${PRESUPUESTO_CUENTA_KB} o menos y las del back office ${PRESUPUESTO_BACK_OFFICE_KB} o menos.`,
);
