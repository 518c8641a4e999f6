import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The one script of `webEnMiniatura`, and what it holds. */
export const SCRIPT_DE_PRUEBA = { ruta: '/assets/index-abc.js', contenido: 'console.log(1);' };

/** A built site in miniature (WEB_DIST): the marks the server replaces and one script. */
export function webEnMiniatura(): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-en-miniatura-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="es-CL"><head><meta charset="UTF-8" /><!--seo--><title>x</title><!--/seo-->
    <script type="module" crossorigin src="${SCRIPT_DE_PRUEBA.ruta}"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(dir, SCRIPT_DE_PRUEBA.ruta), SCRIPT_DE_PRUEBA.contenido);
  return dir;
}
