#!/usr/bin/env node
// `npm run lighthouse`: builds the site, starts the real server (PGlite, a fresh temporary DATA_DIR, the
// demo data), makes the pictures the pages will ask for, and runs Lighthouse's mobile preset (simulated
// 4G and a 4× slower CPU) in Debian's Chromium on the public pages and on a reference page: React + React
// Router alone (apps/web/referencia), built with the same Vite and React, served by its own small server
// the way the real server serves the site. Each round measures the reference and then every page, so the
// reference sees the same machine load as the pages it is compared with.
//
// Fails when any page is below 95 in accessibility, best practices or SEO, below 98 in performance, or
// when its LCP (median) is over 1.1× the reference's LCP (median) of the same run (decision 009).
//
//   npm run lighthouse                        three rounds; each figure is the median of its three runs
//   npm run lighthouse -- --veces 5           five rounds (steadier on a busy machine)
//   npm run lighthouse -- --paginas /tienda   only these pages (comma-separated), plus the reference
//   npm run lighthouse -- --informes dir/     also writes each run's HTML report and JSON result there
//   npm run lighthouse -- --sin-js            also each page without its JavaScript (the HTML and the style
//                                             sheet alone, through a proxy that drops the module scripts): the
//                                             floor any hydration approach could reach (decision 047); those
//                                             rows are compared, not judged
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, FLAGS_CHROMIUM } from './chromium.mjs';
import { carga, compilar, iniciarSitio, mediana, puertoLibre, RAIZ } from './servidor-de-medida.mjs';

const LIGHTHOUSE_VERSION = JSON.parse(
  readFileSync(fileURLToPath(import.meta.resolve('lighthouse/package.json')), 'utf8'),
).version;

const MINIMO = 95;
/** Performance: every public page at least this (issue 14). */
const MINIMO_RENDIMIENTO = 98;
/** LCP: at most this many times the bare React page's LCP of the same run. */
const MAXIMO_LCP_RELATIVO = 1.1;
const TODAS = ['/', '/servicios', '/galeria', '/tienda', '/agenda'];
const CATEGORIAS = ['performance', 'accessibility', 'best-practices', 'seo'];

const argumento = (nombre) => {
  const i = process.argv.indexOf(nombre);
  return i === -1 ? undefined : process.argv[i + 1];
};
const veces = Math.max(1, Number(argumento('--veces') ?? 3));
const informes = argumento('--informes');
const PAGINAS = argumento('--paginas')?.split(',') ?? TODAS;
const SIN_JS = process.argv.includes('--sin-js');

/**
 * The site as a browser without JavaScript would get it: a proxy to `base` whose HTML has no module script
 * and no `modulepreload` (the page's JSON data blocks stay: they are not run). Everything else passes as is.
 */
async function servirSinJs(base) {
  const puerto = await puertoLibre();
  const proxy = createServer(async (pedido, respuesta) => {
    const res = await fetch(`${base}${pedido.url}`, {
      headers: { accept: pedido.headers.accept ?? '*/*' },
    }).catch(() => null);
    // The server gone mid-measurement: the page fails as it would, instead of ending this script.
    if (!res) return respuesta.writeHead(502).end();
    const cabeceras = Object.fromEntries(
      [...res.headers].filter(
        ([k]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(k),
      ),
    );
    let cuerpo = Buffer.from(await res.arrayBuffer());
    if (res.headers.get('content-type')?.includes('text/html'))
      cuerpo = Buffer.from(
        cuerpo
          .toString()
          .replace(/<script type="module"[^>]*><\/script>/g, '')
          .replace(/<link rel="modulepreload"[^>]*>/g, ''),
      );
    respuesta.writeHead(res.status, cabeceras).end(cuerpo);
  });
  await new Promise((listo) => proxy.listen(puerto, '127.0.0.1', listo));
  return { url: `http://127.0.0.1:${puerto}`, cerrar: () => proxy.close() };
}

/**
 * One Lighthouse run. A run whose trace Chrome did not record whole (NO_NAVSTART, NO_FCP on a busy
 * machine) has no metrics: it is repeated, up to twice, instead of ending the whole measurement.
 */
async function medirUnaVez(chrome, medida) {
  for (let intento = 1; ; intento++) {
    const resultado = await lighthouse(
      medida.url,
      { port: chrome.port, output: ['html', 'json'], logLevel: 'error', onlyCategories: CATEGORIAS },
      undefined,
    );
    if (!resultado) throw new Error(`Lighthouse no devolvió resultado para ${medida.ruta}`);
    const error = resultado.lhr.runtimeError;
    if (!error) return resultado;
    if (intento === 3) throw new Error(`Lighthouse falló 3 veces en ${medida.ruta}: ${error.code}`);
    console.log(`  ${medida.ruta}: ${error.code}, se repite la corrida`);
  }
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

/** The LCP element as Lighthouse describes it: its tag and the start of its text or its file. */
function elementoLcp(lhr) {
  const tabla = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0];
  const nodo = tabla?.items?.[0]?.node;
  if (!nodo) return '—';
  const etiqueta = nodo.snippet?.match(/^<(\w+)/)?.[1] ?? '?';
  return `${etiqueta} ${nodo.nodeLabel ?? ''}`.slice(0, 40);
}

async function main() {
  console.log('▶ Compilando la web y la página de referencia…');
  const sitio = await iniciarSitio('lighthouse');
  const { base } = sitio;
  let chrome;
  let servidorReferencia;
  let sinJs;
  try {
    const distReferencia = join(sitio.trabajo, 'referencia');
    compilar(['--config', 'referencia/vite.config.ts', '--outDir', distReferencia]);
    const puertoReferencia = await puertoLibre();
    const referencia = `http://127.0.0.1:${puertoReferencia}/`;
    console.log(`▶ Servidor en ${base} (datos en ${sitio.trabajo}), referencia en ${referencia}…`);
    servidorReferencia = spawn(
      'node',
      [join(RAIZ, 'scripts/servidor-referencia.mjs'), distReferencia, String(puertoReferencia)],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    console.log(`▶ Preparando imágenes: ${await calentarImagenes(base)} variantes AVIF.`);

    if (SIN_JS) sinJs = await servirSinJs(base);
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS_CHROMIUM });
    if (informes) mkdirSync(informes, { recursive: true });
    const cargaAntes = carga();
    const medidas = [
      { ruta: 'referencia', url: referencia, corridas: [] },
      ...PAGINAS.flatMap((ruta) => [
        { ruta, url: `${base}${ruta}`, corridas: [] },
        ...(sinJs
          ? [{ ruta: `${ruta} sin JS`, url: `${sinJs.url}${ruta}`, comparacion: true, corridas: [] }]
          : []),
      ]),
    ];
    for (let i = 0; i < veces; i++) {
      for (const medida of medidas) {
        const resultado = await medirUnaVez(chrome, medida);
        medida.corridas.push(resultado);
        const lcp = resultado.lhr.audits['largest-contentful-paint'].numericValue;
        const rendimiento = Math.round(resultado.lhr.categories.performance.score * 100);
        console.log(
          `  ronda ${i + 1} ${medida.ruta.padEnd(18)} rendimiento ${rendimiento}  LCP ${Math.round(lcp)} ms  carga ${carga()}`,
        );
        if (informes) {
          const nombre = `${medida.ruta
            .replace(/^\/( |$)/, 'inicio$1')
            .replace(/^\//, '')
            .replaceAll(/[ /]/g, '-')}-${i + 1}`;
          writeFileSync(join(informes, `${nombre}.html`), resultado.report[0]);
          writeFileSync(join(informes, `${nombre}.json`), resultado.report[1]);
        }
      }
    }
    const cargaDespues = carga();

    const filas = medidas.map(({ ruta, corridas, comparacion }) => {
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
      return {
        ruta,
        comparacion,
        ...puntajes,
        lcpMs: mediana(corridas.map((r) => r.lhr.audits['largest-contentful-paint'].numericValue)),
        fcp: audits['first-contentful-paint'].displayValue,
        tbt: `${Math.round(mediana(corridas.map((r) => r.lhr.audits['total-blocking-time'].numericValue)))} ms`,
        cls: audits['cumulative-layout-shift'].displayValue,
        elemento: elementoLcp(elegida.lhr),
        fallos: Object.values(audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      };
    });
    const lcpReferencia = filas[0].lcpMs;

    console.log(
      `\nLighthouse ${LIGHTHOUSE_VERSION} · móvil (preset por defecto) · mediana de ${veces} corrida(s) por página · ${CHROMIUM}`,
    );
    console.log(
      `Carga (1, 5, 15 min): ${cargaAntes} al empezar, ${cargaDespues} al terminar · ${cpus().length} núcleos\n`,
    );
    console.log(
      'página              rend.  acces.  b.práct.  SEO   FCP      LCP       ×ref   TBT      CLS    elemento LCP',
    );
    for (const f of filas) {
      const relativo = f.lcpMs / lcpReferencia;
      f.relativo = relativo;
      console.log(
        `${f.ruta.padEnd(19)}${String(f.performance).padStart(6)}${String(f.accessibility).padStart(8)}${String(f['best-practices']).padStart(10)}${String(f.seo).padStart(5)}   ${f.fcp.padEnd(9)}${`${(f.lcpMs / 1000).toFixed(2)} s`.padEnd(10)}${relativo.toFixed(2).padEnd(7)}${f.tbt.padEnd(9)}${f.cls.padEnd(7)}${f.elemento}`,
      );
      if (f.fallos.length > 0) console.log(`${''.padEnd(19)}auditorías no aprobadas: ${f.fallos.join(', ')}`);
    }
    // The rows without JavaScript are there to compare with, not to be judged (decision 047).
    const paginas = filas.slice(1).filter((f) => !f.comparacion);
    const bajos = paginas.flatMap((f) => [
      ...CATEGORIAS.filter((c) => f[c] < (c === 'performance' ? MINIMO_RENDIMIENTO : MINIMO)).map(
        (c) => `${f.ruta} ${c} ${f[c]}`,
      ),
      ...(f.relativo > MAXIMO_LCP_RELATIVO ? [`${f.ruta} LCP ${f.relativo.toFixed(2)}× la referencia`] : []),
    ]);
    if (bajos.length > 0) {
      console.error(`\n✗ Fuera de la meta: ${bajos.join('; ')}`);
      if (loadavg()[0] > cpus().length)
        console.error(
          `  La carga (${cargaDespues}) pasa los ${cpus().length} núcleos: repetir con la máquina tranquila o con --veces 5.`,
        );
      process.exitCode = 1;
    } else {
      console.log(
        `\n✓ Todas las páginas: rendimiento ${MINIMO_RENDIMIENTO}+, las otras categorías ${MINIMO}+, LCP hasta ${MAXIMO_LCP_RELATIVO}× la referencia.`,
      );
    }
  } finally {
    await chrome?.kill();
    servidorReferencia?.kill('SIGTERM');
    sinJs?.cerrar();
    await sitio.cerrar();
  }
}

main().catch((error) => {
  console.error('✗', error.message ?? error);
  process.exit(1);
});
