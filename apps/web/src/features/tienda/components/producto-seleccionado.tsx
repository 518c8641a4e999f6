import type { Producto } from '@barberia/shared';
import { lazy, Suspense } from 'react';

const ProductoModal = lazy(() => import('./producto-modal'));

/** The product modal of the selected product, if any; its code loads with the first selection. */
export function ProductoSeleccionado({
  producto,
  onClose,
}: {
  producto: Producto | null;
  onClose: () => void;
}) {
  return (
    <Suspense fallback={null}>{producto && <ProductoModal producto={producto} onClose={onClose} />}</Suspense>
  );
}
