import { anchosDeImagen, type Imagen, srcSetImagen, TAMANOS_IMAGEN } from '@barberia/shared';

/** The lists whose first pictures are a page's largest element on a phone (its LCP). */
export interface FuentesDeImagenes {
  galeria: () => Promise<readonly { imagen: Imagen }[]>;
  productos: () => Promise<readonly { imagen: Imagen | null }[]>;
}

/** One picture as a preload the <picture> of the page then finds in the cache: same AVIF srcset, same sizes. */
function preload(imagen: Imagen, sizes: string): string {
  const anchos = anchosDeImagen(imagen.ancho);
  return [
    `<${imagen.src}/${anchos[anchos.length - 1]}.avif>`,
    'rel=preload',
    'as=image',
    'type="image/avif"',
    `imagesrcset="${srcSetImagen(imagen.src, anchos, 'avif')}"`,
    `imagesizes="${sizes}"`,
    'fetchpriority=high',
  ].join('; ');
}

/**
 * The `Link` header that preloads the pictures /galeria and /tienda draw first (decision 010): without it
 * the browser learns their addresses only once the scripts have run and the list has arrived. A header and
 * not a tag: the pictures change with the data, the page's HTML is built once (seo.service).
 */
export function crearImagenesPrincipales(fuentes: FuentesDeImagenes) {
  const porRuta: Record<string, () => Promise<string[]>> = {
    // The second photo is portrait: on a phone it is the largest element of the first screen.
    '/galeria': async () =>
      (await fuentes.galeria()).slice(0, 2).map((f) => preload(f.imagen, TAMANOS_IMAGEN.galeria)),
    '/tienda': async () =>
      (await fuentes.productos())
        .slice(0, 1)
        .flatMap((p) => (p.imagen ? [preload(p.imagen, TAMANOS_IMAGEN.tienda)] : [])),
  };
  /** The header for a request path, or null when the page has none. */
  return async (url: string): Promise<string | null> => {
    const ruta = url.split(/[?#]/, 1)[0]?.replace(/(.)\/+$/, '$1') ?? '/';
    const enlaces = await porRuta[ruta]?.();
    return enlaces && enlaces.length > 0 ? enlaces.join(', ') : null;
  };
}

export type ImagenesPrincipales = ReturnType<typeof crearImagenesPrincipales>;
