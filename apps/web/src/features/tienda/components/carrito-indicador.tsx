import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';

// The count needs the stored cart and its rules: they arrive just after the first paint, in their own chunk.
const CuentaCarrito = lazy(() => import('./cuenta-carrito'));

/** The header's cart link; its name ends with the total count, e.g. "Carrito (3 productos)" (spec §4). */
export function CarritoIndicador() {
  return (
    <NavLink to="/carrito" className="carrito-link">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2l2.2 10.2a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L20.5 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="10" cy="20" r="1.4" fill="currentColor" />
        <circle cx="17" cy="20" r="1.4" fill="currentColor" />
      </svg>
      <span className="visually-hidden">Carrito</span>
      <Suspense fallback={null}>
        <CuentaCarrito />
      </Suspense>
    </NavLink>
  );
}
