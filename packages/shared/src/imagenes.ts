/**
 * Widths the server makes of every picture (GET /api/imagenes/{id}/{ancho}.{avif|webp|jpeg}); srcset
 * lists them. Kept apart from the zod contracts so a page can use it without loading zod.
 */
export const ANCHOS_IMAGEN = [320, 480, 640, 960, 1280, 1600] as const;

export type FormatoImagen = 'avif' | 'webp' | 'jpeg';

/** The widths the server makes of a picture this wide, up to the first that covers it: it never enlarges. */
export function anchosDeImagen(ancho: number): number[] {
  const hasta = ANCHOS_IMAGEN.findIndex((a) => a >= ancho);
  return ANCHOS_IMAGEN.slice(0, hasta === -1 ? undefined : hasta + 1);
}

/** A picture's srcset in one format: the <picture> of the web and the server's preload of it list the same files. */
export const srcSetImagen = (src: string, anchos: readonly number[], formato: FormatoImagen) =>
  anchos.map((a) => `${src}/${a}.${formato} ${a}w`).join(', ');

/**
 * How wide the gallery's and the shop's grid pictures are drawn at each breakpoint (their `sizes`). The
 * server names the first ones in the page's preload (features/seo), so both must say the same.
 */
export const TAMANOS_IMAGEN = {
  galeria:
    '(min-width: 1152px) 363px, (min-width: 1024px) calc((100vw - 4rem) / 3), (min-width: 640px) calc((100vw - 3rem) / 2), calc(100vw - 2rem)',
  tienda:
    '(min-width: 1152px) 352px, (min-width: 1024px) calc((100vw - 4rem) / 3), (min-width: 640px) calc((100vw - 3rem) / 2), calc(100vw - 2rem)',
} as const;
