import type { Imagen as DatosImagen } from '@barberia/shared';
import { anchosDeImagen, srcSetImagen as srcSet } from '@barberia/shared';

interface ImagenProps {
  imagen: DatosImagen;
  alt: string;
  /** How wide the picture is drawn at each breakpoint, so the browser picks the right file. */
  sizes: string;
  /** The page's main picture (LCP): fetched at once and first, never lazily. */
  prioridad?: boolean;
  className?: string;
}

/**
 * A stored picture as a responsive <picture>: AVIF, then WebP, then JPEG for the rest, resized on the
 * server. width/height reserve its box before it arrives, so nothing below it moves.
 */
export function Imagen({ imagen, alt, sizes, prioridad = false, className }: ImagenProps) {
  const anchos = anchosDeImagen(imagen.ancho);
  const respaldo = anchos.find((a) => a >= 640) ?? anchos[anchos.length - 1] ?? 640;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet(imagen.src, anchos, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(imagen.src, anchos, 'webp')} sizes={sizes} />
      <img
        src={`${imagen.src}/${respaldo}.jpeg`}
        srcSet={srcSet(imagen.src, anchos, 'jpeg')}
        sizes={sizes}
        width={imagen.ancho}
        height={imagen.alto}
        alt={alt}
        loading={prioridad ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={prioridad ? 'high' : undefined}
      />
    </picture>
  );
}
