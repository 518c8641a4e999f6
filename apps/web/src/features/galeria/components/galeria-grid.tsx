import { TAMANOS_IMAGEN } from '@barberia/shared';
import { Imagen } from '../../../components/ui/image';
import { Spinner } from '../../../components/ui/spinner';
import { useGaleria } from '../api/get-galeria';

const SIZES = {
  completa: TAMANOS_IMAGEN.galeria,
  adelanto:
    '(min-width: 1152px) 363px, (min-width: 1024px) calc((100vw - 4rem) / 3), calc((100vw - 2.75rem) / 2)',
};

interface GaleriaGridProps {
  /** The home's teaser: the first few photos as square crops. */
  limite?: number;
  /** The first photos fill a phone's first screen (the LCP): fetched at once, never lazily. */
  prioridad?: boolean;
}

/** Spec §2 /galeria: the photos in columns, one on phones and three on large screens. */
export function GaleriaGrid({ limite, prioridad = false }: GaleriaGridProps) {
  const { data: fotos = [], isPending } = useGaleria();
  if (isPending) return <Spinner label="Cargando fotos…" />;
  if (fotos.length === 0) return <p className="empty">Oops! Aún no tenemos fotos, vuelve más tarde.</p>;
  return (
    <ul className={limite ? 'galeria galeria--adelanto' : 'galeria'}>
      {fotos.slice(0, limite).map((foto, i) => (
        <li key={foto._id} className="galeria__foto">
          <Imagen
            imagen={foto.imagen}
            alt={foto.alt}
            sizes={limite ? SIZES.adelanto : SIZES.completa}
            prioridad={prioridad && i < 2}
          />
        </li>
      ))}
    </ul>
  );
}
