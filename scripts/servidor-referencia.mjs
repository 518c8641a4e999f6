#!/usr/bin/env node
// The reference page's server for `npm run lighthouse` (scripts/lighthouse.mjs): serves a built Vite
// folder as the real server serves the site — files brotli 11 compressed once (gzip 9 for clients without
// brotli), any other path answered with index.html — in its own process, like the real server.
//
//   node scripts/servidor-referencia.mjs <carpeta dist> <puerto>
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const [carpeta, puerto] = process.argv.slice(2);
if (!carpeta || !puerto) throw new Error('uso: servidor-referencia.mjs <carpeta> <puerto>');

const TIPOS = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

const archivos = new Map();
for (const entrada of readdirSync(carpeta, { recursive: true, withFileTypes: true })) {
  if (!entrada.isFile()) continue;
  const ruta = join(entrada.parentPath, entrada.name);
  const datos = readFileSync(ruta);
  archivos.set(`/${relative(carpeta, ruta)}`, {
    tipo: TIPOS[extname(ruta)] ?? 'application/octet-stream',
    identidad: datos,
    br: brotliCompressSync(datos, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(datos, { level: 9 }),
  });
}

createServer((req, res) => {
  const ruta = new URL(req.url ?? '/', 'http://x').pathname;
  // A page path gets the single page; a missing file (robots.txt, favicon.ico) a 404, as on the real server.
  const archivo = archivos.get(ruta) ?? (extname(ruta) ? undefined : archivos.get('/index.html'));
  if (!archivo) {
    res.writeHead(404).end();
    return;
  }
  const acepta = req.headers['accept-encoding'] ?? '';
  const encoding = acepta.includes('br') ? 'br' : acepta.includes('gzip') ? 'gzip' : null;
  res.writeHead(200, {
    'content-type': archivo.tipo,
    vary: 'accept-encoding',
    ...(encoding && { 'content-encoding': encoding }),
  });
  res.end(encoding ? archivo[encoding] : archivo.identidad);
}).listen(Number(puerto), '127.0.0.1');
