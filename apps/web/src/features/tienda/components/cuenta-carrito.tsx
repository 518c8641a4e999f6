import { totalDeUnidades } from '@barberia/shared';
import { useCarrito } from '../hooks/use-carrito';

/** The sum of the quantities (spec §4), read by screen readers as the end of the link's name. */
export default function CuentaCarrito() {
  const total = totalDeUnidades(useCarrito());
  return (
    <>
      <span className="visually-hidden">{`(${total} ${total === 1 ? 'producto' : 'productos'})`}</span>
      <span className="carrito-link__cuenta" aria-hidden="true" data-vacio={total === 0 || undefined}>
        {total}
      </span>
    </>
  );
}
