import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `vite build --config referencia/vite.config.ts` from apps/web: the bare reference page, built with the
// site's Vite, React plugin and React, with the site's own production options (no module preload polyfill).
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { modulePreload: { polyfill: false } },
});
