#!/usr/bin/env node
// `npm run lighthouse`: builds the site, starts the real server (PGlite, a fresh temporary DATA_DIR, the
// demo data), makes the pictures the pages will ask for, and runs Lighthouse's mobile preset (simulated
// 4G and a 4× slower CPU) in Debian's Chromium on the public pages. Prints a table and fails when any of
// performance, accessibility, best practices or SEO is below 95 on any page.
//
//   npm run lighthouse                      three runs per page; each category's median is kept
//   npm run lighthouse -- --veces 1         one run per page (faster, noisier: TBT moves ±100 ms)
//   npm run lighthouse -- --informes dir/   also writes each page's HTML report there
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, FLAGS_CHROMIUM } from './chromium.mjs';

const LIGHTHOUSE_VERSION = JSON.parse(
  readFileSync(fileURLToPath(import.meta.resolve('lighthouse/package.json')), 'utf8'),
).version;

const MINIMO = 95;
const PAGINAS = ['/', '/servicios', '/galeria', '/tienda', '/agenda'];
const CATEGORIAS = ['performance', 'accessibility', 'best-practices', 'seo'];

const RAIZ = resolve(fileURLToPath(new URL('..', import.meta.url)));
const argumento = (nombre) => {
  const i = process.argv.indexOf(nombre);
  return i === -1 ? undefined : process.argv[i + 1];
};
const veces = Math.max(1, Number(argumento('--veces') ?? 3));
const informes = argumento('--informes');

function puertoLibre() {
  return new Promise((resolver, rechazar) => {
    const servidor = createServer();
    servidor.on('error', rechazar);
    servidor.listen(0, '127.0.0.1', () => {
      const { port } = servidor.address();
      servidor.close(() => resolver(port));
    });
  });
}

async function esperarSalud(base, servidor) {
  for (let i = 0; i < 240; i++) {
    if (servidor.exitCode !== null) throw new Error(`el servidor terminó con código ${servidor.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('el servidor no respondió en 2 minutos');
}

/** Runs `tareas` with at most `n` at a time. */
async function enParalelo(tareas, n) {
  const cola = [...tareas];
  await Promise.all(
    Array.from({ length: n }, async () => {
      for (let tarea = cola.shift(); tarea; tarea = cola.shift()) await tarea();
    }),
  );
}

/**
 * The server makes each size of a picture on its first request (then keeps it): ask for the sizes a
 * phone's first view uses now, so Lighthouse measures the site, not a cold sharp encoder.
 */
async function calentarImagenes(base) {
  const [fotos, productos] = await Promise.all(
    ['/api/galeria', '/api/productos'].map(async (ruta) => (await fetch(`${base}${ruta}`)).json()),
  );
  const fuentes = [
    ...fotos.map((f) => f.imagen.src),
    ...productos.flatMap((p) => (p.imagen ? [p.imagen.src] : [])),
  ];
  const tareas = fuentes.flatMap((src) =>
    [320, 480, 640, 960].map((ancho) => async () => {
      const res = await fetch(`${base}${src}/${ancho}.avif`);
      if (!res.ok) throw new Error(`${src}/${ancho}.avif: ${res.status}`);
      await res.arrayBuffer();
    }),
  );
  await enParalelo(tareas, 4);
  return tareas.length;
}

const mediana = (valores) => [...valores].sort((a, b) => a - b)[Math.floor(valores.length / 2)];

async function main() {
  const trabajo = mkdtempSync(join(tmpdir(), 'barberia-lighthouse-'));
  const dist = join(trabajo, 'dist');
  console.log('▶ Compilando la web…');
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'error', '--outDir', dist, '--emptyOutDir'],
    {
      cwd: join(RAIZ, 'apps/web'),
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error('vite build falló');

  const puerto = await puertoLibre();
  const base = `http://127.0.0.1:${puerto}`;
  console.log(`▶ Servidor en ${base} (datos en ${trabajo})…`);
  const servidor = spawn('node', ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(RAIZ, 'apps/server'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production refuses to start without these (decision 021); nothing is mailed while measuring.
      JWT_SECRET: `lighthouse-${process.pid}-secreto-de-al-menos-32-caracteres`,
      SMTP_URL: 'smtp://127.0.0.1:9',
      SEED_DEMO: '1',
      PORT: String(puerto),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: join(trabajo, 'data'),
      WEB_DIST: dist,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: `lighthouse-${process.pid}-clave`,
      BARBERO_PASSWORD: `lighthouse-${process.pid}-barbero`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let chrome;
  try {
    await esperarSalud(base, servidor);
    console.log(`▶ Preparando imágenes: ${await calentarImagenes(base)} variantes AVIF.`);

    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS_CHROMIUM });
    if (informes) mkdirSync(informes, { recursive: true });
    const filas = [];
    for (const ruta of PAGINAS) {
      const corridas = [];
      for (let i = 0; i < veces; i++) {
        const resultado = await lighthouse(
          `${base}${ruta}`,
          { port: chrome.port, output: 'html', logLevel: 'error', onlyCategories: CATEGORIAS },
          undefined,
        );
        if (!resultado) throw new Error(`Lighthouse no devolvió resultado para ${ruta}`);
        corridas.push(resultado);
      }
      const puntajes = Object.fromEntries(
        CATEGORIAS.map((c) => [
          c,
          mediana(corridas.map((r) => Math.round((r.lhr.categories[c]?.score ?? 0) * 100))),
        ]),
      );
      const elegida = corridas.find(
        (r) => Math.round(r.lhr.categories.performance.score * 100) === puntajes.performance,
      );
      const { audits } = elegida.lhr;
      filas.push({
        ruta,
        ...puntajes,
        fcp: audits['first-contentful-paint'].displayValue,
        lcp: audits['largest-contentful-paint'].displayValue,
        tbt: audits['total-blocking-time'].displayValue,
        cls: audits['cumulative-layout-shift'].displayValue,
        fallos: Object.values(audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      });
      if (informes)
        writeFileSync(join(informes, `${ruta === '/' ? 'inicio' : ruta.slice(1)}.html`), elegida.report);
      console.log(`  ${ruta}: ${CATEGORIAS.map((c) => puntajes[c]).join(' / ')}`);
    }

    console.log(
      `\nLighthouse ${LIGHTHOUSE_VERSION} · móvil (preset por defecto) · mediana de ${veces} corrida(s) por página · ${CHROMIUM}\n`,
    );
    console.log(
      'página        rendimiento  accesibilidad  buenas prácticas  SEO   FCP      LCP      TBT     CLS',
    );
    for (const f of filas) {
      console.log(
        `${f.ruta.padEnd(14)}${String(f.performance).padStart(11)}${String(f.accessibility).padStart(15)}${String(f['best-practices']).padStart(18)}${String(f.seo).padStart(5)}   ${f.fcp.padEnd(9)}${f.lcp.padEnd(9)}${f.tbt.padEnd(8)}${f.cls}`,
      );
      if (f.fallos.length > 0) console.log(`${''.padEnd(14)}auditorías no aprobadas: ${f.fallos.join(', ')}`);
    }
    const bajos = filas.flatMap((f) =>
      CATEGORIAS.filter((c) => f[c] < MINIMO).map((c) => `${f.ruta} ${c} ${f[c]}`),
    );
    if (bajos.length > 0) {
      console.error(`\n✗ Bajo ${MINIMO}: ${bajos.join('; ')}`);
      process.exitCode = 1;
    } else {
      console.log(`\n✓ Todas las páginas con ${MINIMO} o más en las cuatro categorías.`);
    }
  } finally {
    await chrome?.kill();
    servidor.kill('SIGTERM');
    await new Promise((r) => servidor.once('exit', r));
    rmSync(trabajo, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error('✗', error.message ?? error);
  process.exit(1);
});
