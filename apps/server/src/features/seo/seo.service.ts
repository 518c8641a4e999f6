import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  coincideRuta,
  conTienda,
  ID_DATOS_DE_LA_PAGINA,
  ID_PRECARGAS,
  ID_TIENDA,
  PAGINA_NO_ENCONTRADA,
  PAGINAS,
  type Pagina,
  paginaDeRuta,
  type ResenasPublicas,
  rutasCerradasABuscadores,
  type Tienda,
  vistaDeTienda,
} from '@barberia/shared';
import { PREDETERMINADA } from '../../infra/tienda.js';
import { barberShopJsonLd, jsonParaScript } from './datos-estructurados.js';
import { altParaCompartir, IMAGEN_PARA_COMPARTIR } from './imagen-para-compartir.js';

/**
 * What a page's HTML depends on besides the build: the published reviews (its structured data) and the
 * shop's facts (its title, its structured data, and the JSON the browser reads them from, ID_TIENDA).
 */
export interface ContextoDePagina {
  resenas: ResenasPublicas | null;
  tienda: Tienda;
}

/**
 * The shop's facts the web build drew its pages with (apps/web/src/prerender.tsx draws with the defaults):
 * while the stored facts are these, the build's first frames are right; once the admin edits them, the
 * pages are drawn again with the new ones, or sent without a first frame (features/seo/datos-en-el-html.ts).
 */
export const TIENDA_DE_LA_BUILD = JSON.stringify(PREDETERMINADA);

const CONTEXTO_PREDETERMINADO: ContextoDePagina = { resenas: null, tienda: PREDETERMINADA };

/** index.html marks the part of <head> each page replaces with its own. */
const INICIO = '<!--seo-->';
const FIN = '<!--/seo-->';

const escapar = (texto: string) =>
  texto.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The tags one page gets: title, description, canonical, robots, Open Graph and the BarberShop JSON-LD. */
export function cabeceraDePagina(
  pagina: Pagina,
  canonica: string | null,
  publicUrl: string,
  scripts: readonly string[] = [],
  /** false when the page carries its first data already (drawn with it, features/seo/datos-en-el-html). */
  precargarDatos = true,
  { resenas, tienda }: ContextoDePagina = CONTEXTO_PREDETERMINADO,
): string {
  const vista = vistaDeTienda(tienda);
  const { titulo: tituloLleno, descripcion: descripcionLlena } = conTienda(pagina, vista);
  const titulo = escapar(tituloLleno);
  const descripcion = escapar(descripcionLlena);
  const url = canonica === null ? null : escapar(`${publicUrl}${canonica}`);
  return [
    `<title>${titulo}</title>`,
    `<meta name="description" content="${descripcion}" />`,
    url && `<link rel="canonical" href="${url}" />`,
    !pagina.indexar && '<meta name="robots" content="noindex" />',
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${escapar(vista.nombre)}" />`,
    '<meta property="og:locale" content="es_CL" />',
    `<meta property="og:title" content="${titulo}" />`,
    `<meta property="og:description" content="${descripcion}" />`,
    url && `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${escapar(publicUrl + IMAGEN_PARA_COMPARTIR.ruta)}" />`,
    `<meta property="og:image:type" content="${IMAGEN_PARA_COMPARTIR.tipo}" />`,
    `<meta property="og:image:width" content="${IMAGEN_PARA_COMPARTIR.ancho}" />`,
    `<meta property="og:image:height" content="${IMAGEN_PARA_COMPARTIR.alto}" />`,
    `<meta property="og:image:alt" content="${escapar(altParaCompartir(vista))}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<script type="application/ld+json">${jsonParaScript(barberShopJsonLd(publicUrl, vista, resenas))}</script>`,
    `<script type="application/json" id="${ID_TIENDA}">${jsonParaScript(tienda)}</script>`,
    // The page's own screens and first data, for the entry to ask for once the first frame is painted
    // (apps/web/src/main.tsx): as preload links they would share the phone's link with the page itself.
    (scripts.length > 0 || pagina.datos) &&
      `<script type="application/json" id="${ID_PRECARGAS}">${jsonParaScript({
        modulepreload: scripts.map((s) => `/${s}`),
        preload: precargarDatos ? (pagina.datos ?? []) : [],
      })}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
}

export interface PaginaHtml {
  estado: 200 | 404;
  identidad: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Path patterns of the web build (`/agenda/cancelar/:email`) and the scripts each page needs (rutas.json). */
export type ScriptsPorRuta = Record<string, readonly string[]>;

/** `/galeria/?x=1` → `/galeria`; null for a path that cannot be decoded. */
export function rutaNormalizada(url: string): string | null {
  try {
    const ruta = decodeURIComponent(url.split(/[?#]/, 1)[0] ?? '/');
    return ruta.length > 1 ? ruta.replace(/\/+$/, '') : ruta;
  } catch {
    return null;
  }
}

function scriptsDe(scriptsPorRuta: ScriptsPorRuta, url: string): readonly string[] {
  const path = url.split(/[?#]/, 1)[0] ?? '/';
  return Object.entries(scriptsPorRuta).find(([patron]) => coincideRuta(patron, path))?.[1] ?? [];
}

/** Pages the web build drew before any data (prerender.json): their HTML goes inside #root. */
export type Prerenderizadas = Record<string, string>;

const RAIZ_VACIA = '<div id="root"></div>';

/**
 * The single page's HTML with each route's own head (and, when the build drew it, its first frame),
 * compressed once per page and kept: the table of pages is small and fixed, so the cache is too (the
 * e-mail pages share one entry).
 */
export function crearPaginasHtml(
  plantilla: string,
  publicUrl: string,
  scriptsPorRuta: ScriptsPorRuta = {},
  prerenderizadas: Prerenderizadas = {},
) {
  const inicio = plantilla.indexOf(INICIO);
  const fin = plantilla.indexOf(FIN);
  if (inicio < 0 || fin < inicio) throw new Error(`index.html no tiene las marcas ${INICIO} … ${FIN}`);
  const antes = plantilla.slice(0, inicio);
  const despues = plantilla.slice(fin + FIN.length);
  /** Per page, the HTML built with one set of reviews and shop facts: a change rebuilds it, never adds an entry. */
  const cache = new Map<string, { contexto: string; html: PaginaHtml }>();

  function construir(
    pagina: Pagina,
    canonica: string | null,
    estado: 200 | 404,
    scripts: readonly string[],
    cuerpo: string | undefined,
    contexto: ContextoDePagina,
    datos?: string,
  ): PaginaHtml {
    // The answers go after #root, never inside it: React adopts exactly what #root holds.
    const tras = datos
      ? `<script type="application/json" id="${ID_DATOS_DE_LA_PAGINA}">${datos}</script>`
      : '';
    const resto = cuerpo ? despues.replace(RAIZ_VACIA, `<div id="root">${cuerpo}</div>${tras}`) : despues;
    const cabecera = cabeceraDePagina(pagina, canonica, publicUrl, scripts, datos === undefined, contexto);
    const identidad = Buffer.from(antes + cabecera + resto);
    return {
      estado,
      identidad,
      br: brotliCompressSync(identidad, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(identidad, { level: 9 }),
    };
  }

  return {
    /**
     * The HTML for a request path: 404 with the not-found head when the site has no such page.
     * `contexto`: the published reviews its structured data carries (features/resenas) and the shop's
     * facts. The build's first frame goes only while those facts are the ones it was drawn with.
     */
    paraRuta(url: string, contexto: ContextoDePagina = CONTEXTO_PREDETERMINADO): PaginaHtml {
      const pagina = paginaDeRuta(url);
      const scripts = pagina ? scriptsDe(scriptsPorRuta, url) : [];
      const ruta = rutaNormalizada(url);
      const textoTienda = JSON.stringify(contexto.tienda);
      const deLaBuild = textoTienda === TIENDA_DE_LA_BUILD;
      const cuerpo = pagina && ruta !== null && deLaBuild ? prerenderizadas[ruta] : undefined;
      const clave = pagina
        ? `${pagina.canonica}\n${pagina.titulo}\n${scripts.join()}\n${cuerpo ? ruta : ''}`
        : '404';
      const textoContexto = `${textoTienda}\n${JSON.stringify(contexto.resenas)}`;
      const guardada = cache.get(clave);
      if (guardada?.contexto === textoContexto) return guardada.html;
      const html = pagina
        ? construir(pagina, pagina.canonica, 200, scripts, cuerpo, contexto)
        : construir(PAGINA_NO_ENCONTRADA, null, 404, [], undefined, contexto);
      cache.set(clave, { contexto: textoContexto, html });
      return html;
    },
    /**
     * The page drawn with its first data (features/seo/datos-en-el-html.ts): that HTML inside #root and
     * the answers, as JSON for the browser to adopt (`datos`, already safe inside a script). Not kept
     * here: the caller keeps it while the answers stay the same.
     */
    conDatos(url: string, cuerpo: string, datos: string | undefined, contexto: ContextoDePagina): PaginaHtml {
      const pagina = paginaDeRuta(url);
      if (!pagina) return this.paraRuta(url, contexto);
      return construir(pagina, pagina.canonica, 200, scriptsDe(scriptsPorRuta, url), cuerpo, contexto, datos);
    },
    /** Whether the build drew a first frame of this page (a path as rutaNormalizada gives it). */
    tieneCuerpo: (ruta: string) => ruta in prerenderizadas,
  };
}

export type PaginasHtml = ReturnType<typeof crearPaginasHtml>;

/** The built site's pages: its index.html, plus its scripts per route and first frames when the build wrote them. */
export function paginasDeLaWeb(webDist: string, publicUrl: string): PaginasHtml {
  const leer = <T>(archivo: string, vacio: T): T => {
    const ruta = join(webDist, '.vite', archivo);
    return existsSync(ruta) ? (JSON.parse(readFileSync(ruta, 'utf8')) as T) : vacio;
  };
  return crearPaginasHtml(
    readFileSync(join(webDist, 'index.html'), 'utf8'),
    publicUrl,
    leer<ScriptsPorRuta>('rutas.json', {}),
    leer<Prerenderizadas>('prerender.json', {}),
  );
}

/** Whether the client takes this encoding (and did not refuse it with q=0), from its Accept-Encoding. */
function acepta(cabecera: string, encoding: string): boolean {
  return cabecera
    .split(',')
    .map((parte) => parte.trim().split(';'))
    .some(([nombre, q]) => nombre === encoding && !/^\s*q=0(\.0+)?\s*$/.test(q ?? ''));
}

/** What to answer for a page: its status, the body in the best encoding the client takes, and that encoding. */
export function respuestaDePagina(html: PaginaHtml, acceptEncoding = '') {
  if (acepta(acceptEncoding, 'br')) return { estado: html.estado, encoding: 'br', cuerpo: html.br } as const;
  if (acepta(acceptEncoding, 'gzip'))
    return { estado: html.estado, encoding: 'gzip', cuerpo: html.gzip } as const;
  return { estado: html.estado, encoding: null, cuerpo: html.identidad } as const;
}

/** The indexable pages, for sitemap.xml. */
export function sitemapXml(publicUrl: string): string {
  const urls = Object.entries(PAGINAS)
    .filter(([, p]) => p.indexar && !p.canonica)
    .map(([ruta]) => `  <url><loc>${escapar(`${publicUrl}${ruta}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
}

/**
 * The back office and the pages that carry a client's e-mail stay out of search engines. The API stays
 * open: crawlers that run the page need its data and pictures to see what a visitor sees.
 */
export function robotsTxt(publicUrl: string): string {
  const cerradas = [...rutasCerradasABuscadores(), '/api/docs'].map((r) => `Disallow: ${r}\n`).join('');
  return `User-agent: *
Allow: /
${cerradas}
Sitemap: ${publicUrl}/sitemap.xml
`;
}
