import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { paginaDeRuta, type ResenasPublicas, type Tienda } from '@barberia/shared';
import {
  type ContextoDePagina,
  type PaginaHtml,
  type PaginasHtml,
  rutaNormalizada,
  TIENDA_DE_LA_BUILD,
} from './seo.service.js';

/** The web's Node build (apps/web/src/prerender.tsx): a page's HTML drawn with the answers it starts with. */
export type Dibujar = (ruta: string, datos: Record<string, unknown>, tienda: Tienda) => Promise<string>;
/** One API read as the browser makes it: the answer's JSON text, or null when it is not a 200. */
export type LeerDatos = (ruta: string) => Promise<string | null>;

/** The drawing function of a web build, loaded on first use; undefined when the build has none. */
export function dibujoDeLaWeb(webDist: string): Dibujar | undefined {
  const archivo = join(webDist, '.vite', 'ssr', 'prerender.js');
  if (!existsSync(archivo)) return undefined;
  let modulo: Promise<{ prerenderizar: Dibujar }> | undefined;
  return async (ruta, datos, tienda) => {
    modulo ??= import(pathToFileURL(archivo).href) as Promise<{ prerenderizar: Dibujar }>;
    return (await modulo).prerenderizar(ruta, datos, tienda);
  };
}

/** `{"/api/servicios":[…]}` from the answers' own text, safe inside a `<script>` (`<` only occurs in strings). */
export function datosParaScript(rutas: readonly string[], respuestas: readonly string[]): string {
  const pares = rutas.map((ruta, i) => `${JSON.stringify(ruta)}:${respuestas[i]}`);
  return `{${pares.join(',')}}`.replace(/</g, '\\u003c');
}

/**
 * The pages whose first view is their data (PAGINAS[…].datosEnElHtml: the services, the photos, the
 * products) drawn by the server with the same answers the browser would ask for, so their largest
 * element is in the first paint; and, once the admin has changed the shop's facts, every page the build
 * drew (its first frame shows the old ones). Each page is drawn and compressed once per set of answers
 * and facts and kept; every request reads them again (cached by their own services) and compares their
 * text. A read that fails or a drawing that throws sends the page as the build drew it, which asks for
 * its data (without the build's frame when the facts differ).
 */
export function crearDatosEnElHtml(opciones: {
  paginas: PaginasHtml;
  dibujar: Dibujar | undefined;
  leer: LeerDatos;
  alFallar: (error: unknown, ruta: string) => void;
  /** The shop's facts (infra/tienda.ts); read per request like the answers. */
  tienda: () => Promise<Tienda>;
  /** The published reviews every page's structured data carries; read per request like the answers. */
  resenas?: () => Promise<ResenasPublicas>;
}) {
  const { paginas, dibujar, leer, alFallar } = opciones;
  // A failed read costs the page its rating, never the page.
  const leerResenas = async () => (opciones.resenas ? opciones.resenas().catch(() => null) : null);
  const dibujadas = new Map<string, { clave: string; html: Promise<PaginaHtml> }>();

  async function dibujada(
    dibujar: Dibujar,
    ruta: string,
    url: string,
    datos: readonly string[],
    contexto: ContextoDePagina,
    textoTienda: string,
  ): Promise<PaginaHtml> {
    const respuestas = await Promise.all(datos.map(leer));
    if (respuestas.some((r) => r === null)) return paginas.paraRuta(url, contexto);
    const textos = respuestas as string[];
    const clave = `${textos.join('\n')}\n${textoTienda}\n${JSON.stringify(contexto.resenas)}`;
    const guardada = dibujadas.get(ruta);
    if (guardada?.clave === clave) return guardada.html;
    const html = dibujar(
      ruta,
      Object.fromEntries(datos.map((d, i) => [d, JSON.parse(textos[i] ?? 'null')])),
      contexto.tienda,
    ).then((cuerpo) =>
      paginas.conDatos(url, cuerpo, datos.length > 0 ? datosParaScript(datos, textos) : undefined, contexto),
    );
    // Requests that arrive while it is drawn wait for the same drawing.
    dibujadas.set(ruta, { clave, html });
    html.catch(() => dibujadas.delete(ruta));
    return html;
  }

  return async function paginaPara(url: string): Promise<PaginaHtml> {
    const pagina = paginaDeRuta(url);
    const ruta = rutaNormalizada(url);
    const [resenas, tienda] = await Promise.all([pagina ? leerResenas() : null, opciones.tienda()]);
    const contexto = { resenas, tienda };
    const conDatos = Boolean(pagina?.datosEnElHtml && pagina.datos);
    const textoTienda = JSON.stringify(tienda);
    const otraTienda = textoTienda !== TIENDA_DE_LA_BUILD;
    const dibujarla = conDatos || (otraTienda && ruta !== null && paginas.tieneCuerpo(ruta));
    // Without the web's Node build nothing is read: the page goes as the build drew it.
    if (!dibujar || ruta === null || !pagina || !dibujarla) return paginas.paraRuta(url, contexto);
    try {
      return await dibujada(dibujar, ruta, url, (conDatos && pagina.datos) || [], contexto, textoTienda);
    } catch (error) {
      alFallar(error, ruta);
      return paginas.paraRuta(url, contexto);
    }
  };
}

export type PaginaPara = ReturnType<typeof crearDatosEnElHtml>;
