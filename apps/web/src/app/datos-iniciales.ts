import type { QueryKey } from '../lib/consultas';
import { queryCache } from '../lib/consultas';

/**
 * The answers a page was drawn with by the server (PAGINAS[…].datosEnElHtml in @barberia/shared), keyed
 * by the API path they came from, go into the query each screen asks with: the browser then adopts the
 * page as drawn instead of showing a loader and asking again. Plain keys, so this module does not carry
 * the screens' code; datos-iniciales.test.ts checks each against the query options it stands for.
 */
export const CLAVES_DE_DATOS: Readonly<Record<string, QueryKey>> = {
  '/api/servicios': ['servicios'],
  '/api/galeria': ['galeria'],
  '/api/productos': ['productos'],
};

/** From the `<script type="application/json">` the server writes after #root (ID_DATOS_DE_LA_PAGINA). */
export function sembrarDatosIniciales(datos: Readonly<Record<string, unknown>>): void {
  for (const [ruta, valor] of Object.entries(datos)) {
    const clave = CLAVES_DE_DATOS[ruta];
    if (clave) queryCache.sembrar(clave, valor);
  }
}
