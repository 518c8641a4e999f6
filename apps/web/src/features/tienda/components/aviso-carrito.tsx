import { useEffect, useSyncExternalStore } from 'react';
import { avisoCarrito } from '../lib/aviso-carrito';
import { carritoGuardado } from '../lib/carrito-guardado';

/**
 * A polite live region, present before anything lands in it so screen readers announce it: what changed
 * in the stored cart when it was compared with the shop (prices, stock, products gone). The comparison
 * starts once the region exists, and only when a stored cart does (spec §4).
 */
export default function AvisoCarrito() {
  const mensajes = useSyncExternalStore(avisoCarrito.subscribe, avisoCarrito.get, avisoCarrito.get);

  useEffect(() => {
    if (carritoGuardado.get().length === 0) return;
    import('../lib/ajustar-al-cargar').then((m) => m.ajustarAlCargar());
  }, []);

  return (
    <div role="status" className="aviso-carrito">
      {mensajes.length > 0 && (
        <div className="aviso-carrito__caja">
          <p className="aviso-carrito__titulo">Actualizamos tu carrito</p>
          <ul>
            {mensajes.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
          <button type="button" className="btn btn--ghost" onClick={() => avisoCarrito.set([])}>
            Entendido
          </button>
        </div>
      )}
    </div>
  );
}
