import { cantidadEnCarrito, type Producto } from '@barberia/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Imagen } from '../../../components/ui/image';
import { Modal } from '../../../components/ui/modal';
import { useCarrito } from '../hooks/use-carrito';
import { carrito } from '../lib/carrito-acciones';
import { carritoGuardado } from '../lib/carrito-guardado';
import { PrecioProducto } from './precio-producto';
import { StockProducto } from './stock-producto';

interface ProductoModalProps {
  producto: Producto;
  onClose: () => void;
}

const unidades = (n: number) => (n === 1 ? '1 unidad' : `${n} unidades`);

/** The product's details and add-to-cart (spec §2, §4). Its own chunk: it loads on the first click. */
export default function ProductoModal({ producto, onClose }: ProductoModalProps) {
  const enCarrito = cantidadEnCarrito(useCarrito(), producto._id);
  const [cantidad, setCantidad] = useState(1);
  const [mensaje, setMensaje] = useState<string | null>(null);
  const cantidadId = useId();
  const agotado = producto.stock <= 0;

  function agregar() {
    carrito.agregar(producto, cantidad);
    const ahora = cantidadEnCarrito(carritoGuardado.get(), producto._id);
    const agregadas = ahora - enCarrito;
    // Spec §4: a line never exceeds the stock; say so when the request was cut down.
    setMensaje(
      agregadas < cantidad
        ? `Solo hay ${unidades(producto.stock)} en stock: tu carrito quedó con ${unidades(ahora)} de este producto.`
        : `Agregaste ${unidades(agregadas)} al carrito. Ahora tienes ${unidades(ahora)} de este producto.`,
    );
  }

  return (
    <Modal
      open
      title={producto.nombre}
      onClose={onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cerrar
          </Button>
          <Button onClick={agregar} disabled={agotado}>
            Agregar al carrito
          </Button>
        </>
      }
    >
      <div className="producto-modal">
        {producto.imagen && (
          <Imagen
            className="producto-modal__imagen"
            imagen={producto.imagen}
            alt={producto.nombre}
            sizes="(min-width: 540px) 460px, calc(100vw - 2rem)"
            prioridad
          />
        )}
        {producto.descripcion && <p>{producto.descripcion}</p>}
        <PrecioProducto producto={producto} />
        <StockProducto stock={producto.stock} />
        {!agotado && (
          <div className="campo-cantidad">
            <label htmlFor={cantidadId}>Cantidad</label>
            <input
              id={cantidadId}
              type="number"
              inputMode="numeric"
              min={1}
              max={producto.stock}
              value={cantidad}
              onChange={(e) => setCantidad(Math.max(1, Math.floor(Number(e.target.value)) || 1))}
            />
          </div>
        )}
        <div role="status" className="producto-modal__estado">
          {mensaje && (
            <p className="toast">
              {mensaje} <Link to="/carrito">Ver carrito</Link>
            </p>
          )}
        </div>
        {enCarrito > 0 && !mensaje && <p className="muted">Ya tienes {unidades(enCarrito)} en tu carrito.</p>}
      </div>
    </Modal>
  );
}
