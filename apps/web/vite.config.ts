import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { estilosEnLinea, precomprimir, prerenderizar, scriptsPorRuta } from './vite-plugins.ts';

/** Not in the package's exports map: reached by path, from the workspace's node_modules. */
const ROUTER_PRODUCCION = '../../node_modules/react-router/dist/production/index.mjs';

// The API runs apart during development; in production the server serves this build itself.
const API_URL = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ mode }) => ({
  plugins: [react(), precomprimir(), scriptsPorRuta(), estilosEnLinea(), prerenderizar()],
  resolve: {
    // React Router's package points every import at its development build (its warnings are kept
    // behind a constant, not NODE_ENV); the production build beside it drops them: 0.5 KiB gzip less.
    alias:
      mode === 'production'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(new URL(ROUTER_PRODUCCION, import.meta.url)),
            },
          ]
        : [],
  },
  build: {
    // scripts/size.mjs reads it to add up what each page loads on its first view.
    manifest: true,
    modulePreload: {
      // Every browser the site supports preloads modules natively; the polyfill would only add bytes.
      polyfill: false,
      // The HTML preloads what the entry imports. A lazy chunk brings its stylesheet, but its scripts are
      // not listed in the entry (a 2 KB list of every route's files): the server preloads the landing
      // route's scripts instead (features/seo), later navigations fetch a chunk's imports as they come.
      resolveDependencies: (_archivo, dependencias, { hostType }) =>
        hostType === 'html' ? dependencias : dependencias.filter((d) => d.endsWith('.css')),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page runs and only changes on upgrades: cached apart from the app's own code.
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // Vite's loader of lazy chunks in a file of its own: in the entry, every chunk that loads another
            // imported the entry, and with it the entry's stylesheet, which is inside index.html already
            // (estilosEnLinea) and was downloaded again with the first lazy chunk.
            { name: 'precarga', test: /vite[\\/]preload-helper/ },
            // The public pages' fetch and cache: every page with data needs both, one request instead of two.
            {
              name: 'datos',
              test: /src[\\/]lib[\\/](api-client|consultas)\./,
              includeDependenciesRecursively: false,
            },
            // The stored cart and its rules: the header's count, the cart page and the product modal share them.
            {
              name: 'carrito',
              test: /src[\\/](features[\\/]tienda[\\/](lib[\\/]|hooks[\\/]|api[\\/]get-productos-del-carrito\.)|domain[\\/]carrito\.)/,
              includeDependenciesRecursively: false,
            },
            // What every booking step reads: the draft and the reschedule state, and two rules of a few bytes
            // (any barber, the deposit) that were chunks of their own: -0.2 KiB on /agenda/servicios (npm run size).
            {
              name: 'agenda',
              test: /src[\\/](features[\\/]agenda[\\/](hooks[\\/]use-(agendar-info|reagendar)|lib[\\/](agendar-info|reagendar))|domain[\\/](cualquiera|abono))\./,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: API_URL, changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: API_URL, changeOrigin: true } },
  },
}));
