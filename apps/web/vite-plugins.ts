import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
// Relative, not @barberia/shared: Vite bundles the config's own files but loads packages with Node, which cannot read .ts.
import { RUTAS_PRERENDERIZADAS, RUTAS_PUBLICAS } from '../../packages/shared/src/paginas.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes a .br and a .gz next to every script and stylesheet, compressed once at the highest level;
 * @fastify/static (preCompressed) sends them to browsers that accept them. Nothing is compressed per request.
 */
export function precomprimir(): Plugin {
  let outDir = 'dist';
  return {
    name: 'barberia:precomprimir',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const assets = join(outDir, 'assets');
      const archivos = (await readdir(assets)).filter((f) => /\.(js|css|svg)$/.test(f));
      await Promise.all(
        archivos.map(async (f) => {
          const ruta = join(assets, f);
          const datos = await readFile(ruta);
          if (datos.length < 1024) return;
          await writeFile(
            `${ruta}.br`,
            await brotli(datos, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await writeFile(`${ruta}.gz`, await gz(datos, { level: 9 }));
        }),
      );
    },
  };
}

/** `/tienda` → `src/app/routes/tienda.tsx`: each public path's route module, from RUTAS_PUBLICAS. */
function modulosDeRutasPublicas(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(RUTAS_PUBLICAS).map(([ruta, modulo]) => [ruta, `src/app/routes/${modulo}.tsx`]),
  );
}

interface ChunkInfo {
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
}

/**
 * Writes dist/.vite/rutas.json: for each public path, the scripts its screen needs besides the entry
 * (its lazy chunk and that chunk's static imports). The server names them as modulepreload links in
 * that page's HTML, so they download with the entry instead of after it (features/seo).
 */
export function scriptsPorRuta(): Plugin {
  let root = '';
  return {
    name: 'barberia:scripts-por-ruta',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_opciones, bundle) {
      const chunks = Object.values(bundle).filter((s): s is typeof s & ChunkInfo => s.type === 'chunk');
      const porArchivo = new Map(chunks.map((c) => [c.fileName, c]));
      const cierre = (archivo: string, vistos: Set<string>) => {
        if (vistos.has(archivo)) return vistos;
        vistos.add(archivo);
        for (const i of porArchivo.get(archivo)?.imports ?? []) cierre(i, vistos);
        return vistos;
      };
      const entrada = new Set<string>();
      for (const c of chunks.filter((c) => c.isEntry)) cierre(c.fileName, entrada);
      const rutas: Record<string, string[]> = {};
      for (const [ruta, modulo] of Object.entries(modulosDeRutasPublicas())) {
        const chunk = chunks.find((c) => c.facadeModuleId === join(root, modulo));
        if (!chunk) continue;
        rutas[ruta] = [...cierre(chunk.fileName, new Set())].filter((f) => !entrada.has(f));
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/rutas.json',
        source: `${JSON.stringify(rutas, null, 2)}\n`,
      });
    },
  };
}

/**
 * The entry's stylesheet (≈ 7 KB, 2 KB compressed) goes inside index.html as a <style>. Linked, it was one
 * more request before the first paint, and on a phone's slow link it downloaded beside the entry's
 * scripts: Lighthouse counted it as the largest delay of the first paint (≈ 240 ms, 2026-11-23). The CSP
 * allows inline styles already (plugins/cabeceras.ts). Lazy screens keep their own linked stylesheets.
 */
export function estilosEnLinea(): Plugin {
  return {
    name: 'barberia:estilos-en-linea',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (etiqueta, archivo) => {
            const hoja = bundle?.[archivo];
            return hoja?.type === 'asset' ? `<style>${String(hoja.source)}</style>` : etiqueta;
          },
        );
      },
    },
  };
}

/**
 * After the client build, builds src/prerender.tsx for Node into dist/.vite/ssr/ and writes
 * dist/.vite/prerender.json: each page's HTML before any data. The server puts it inside #root, so the
 * first paint needs no script; it also loads the Node build to draw the pages whose first view is their
 * data (PAGINAS[…].datosEnElHtml) with that data, on each change of it (features/seo).
 */
export function prerenderizar(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'barberia:prerenderizar',
    apply: (config, { isSsrBuild }) => !isSsrBuild && config.mode !== 'development',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { build } = await import('vite');
      const { default: react } = await import('@vitejs/plugin-react');
      // Self-contained (React and the router inside): the build may be served from anywhere, and
      // Node must not look for packages beside it.
      const salida = join(outDir, '.vite', 'ssr');
      await build({
        configFile: false,
        root,
        logLevel: 'error',
        plugins: [react()],
        ssr: { noExternal: true },
        // React's production build: the server draws pages on requests.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          ssr: 'src/prerender.tsx',
          outDir: salida,
          emptyOutDir: true,
          rolldownOptions: { output: { codeSplitting: false } },
        },
      });
      const { prerenderizar: dibujar } = (await import(
        // A fresh copy on every build: Node would keep the first one imported by this process.
        `${pathToFileURL(join(salida, 'prerender.js')).href}?${Date.now()}`
      )) as {
        prerenderizar: (ruta: string) => Promise<string>;
      };
      const paginas: Record<string, string> = {};
      for (const ruta of RUTAS_PRERENDERIZADAS) paginas[ruta] = await dibujar(ruta);
      await writeFile(join(outDir, '.vite', 'prerender.json'), `${JSON.stringify(paginas)}\n`);
    },
  };
}
