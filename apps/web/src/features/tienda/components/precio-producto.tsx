import { formatearPrecio, type Producto } from '@barberia/shared';

/** Spec §5: with a discount (descuento below zero) the percentage shows in red next to the final price. */
export function PrecioProducto({
  producto,
}: {
  producto: Pick<Producto, 'precioBase' | 'precioFinal' | 'descuento'>;
}) {
  const { precioBase, precioFinal, descuento } = producto;
  return (
    <p className="precio-producto">
      <span className="precio">{formatearPrecio(precioFinal)}</span>
      {descuento < 0 && (
        <>
          <span className="precio-producto__descuento">
            {descuento}%<span className="visually-hidden"> de descuento</span>
          </span>
          <s className="precio-producto__antes">
            <span className="visually-hidden">Antes </span>
            {formatearPrecio(precioBase)}
          </s>
        </>
      )}
    </p>
  );
}
