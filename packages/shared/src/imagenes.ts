/**
 * Widths the server makes of every picture (GET /api/imagenes/{id}/{ancho}.{avif|webp|jpeg}); srcset
 * lists them. Kept apart from the zod contracts so a page can use it without loading zod.
 */
export const ANCHOS_IMAGEN = [320, 480, 640, 960, 1280, 1600] as const;
