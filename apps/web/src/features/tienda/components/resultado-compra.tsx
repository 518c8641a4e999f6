import { formatearPrecio, type MotivoDeFallo, type Venta } from '@barberia/shared';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { esNoEncontrado } from '../../../lib/api-client';
import { datosDeLaTienda } from '../../../lib/datos-de-la-tienda';
import { useCompra } from '../api/get-compra';

const fechaCompra = new Intl.DateTimeFormat('es-CL', {
  dateStyle: 'long',
  timeStyle: 'short',
  hourCycle: 'h23',
  // The zone's name, not ZONA_SANTIAGO: importing it brings the whole zone module into this first view.
  timeZone: 'America/Santiago',
});

function Detalle({ venta }: { venta: Venta }) {
  return (
    <>
      <ul className="compra-lineas">
        {venta.productos.map((p) => (
          <li key={p._id}>
            <span>
              {p.nombre} × {p.cantidad}
            </span>
            <span className="precio">{formatearPrecio(p.precio * p.cantidad)}</span>
          </li>
        ))}
      </ul>
      <dl className="compra-datos panel">
        <div>
          <dt>Total pagado</dt>
          <dd className="precio">{formatearPrecio(venta.precioTotal)}</dd>
        </div>
        <div>
          <dt>Código de autorización</dt>
          <dd>{venta.authorization_code ?? '—'}</dd>
        </div>
        <div>
          <dt>Tarjeta</dt>
          <dd>{venta.card_number ? `terminada en ${venta.card_number}` : '—'}</dd>
        </div>
        <div>
          <dt>Fecha</dt>
          <dd>{fechaCompra.format(new Date(venta.fecha))}</dd>
        </div>
        <div>
          <dt>Orden de compra</dt>
          <dd>{venta.buy_order}</dd>
        </div>
      </dl>
    </>
  );
}

/** Why the payment failed, in plain words (issue 25). */
const POR_QUE: Record<MotivoDeFallo, string> = {
  rechazado:
    'Webpay o tu banco rechazó el pago: puede ser falta de saldo o de cupo, un dato de la tarjeta o un límite de tu banco. No se hizo ningún cobro.',
  'sin-terminar':
    'El pago no se terminó: se anuló en Webpay, se acabó el tiempo para pagar (5 minutos) o empezaste otro pago. No se hizo ningún cobro.',
  'no-coincide':
    'Webpay informó un pago que no coincide con esta compra, así que no la dimos por pagada. Si ves un cargo en tu tarjeta, escríbenos y lo revisamos.',
};

/** /tienda/compra/{id}: what happened to the payment. The cart empties only when it was paid. */
export function ResultadoCompra({ id }: { id: string }) {
  const { data: venta, error, isPending } = useCompra(id);
  const pagada = venta?.status === 'PAGADO';
  const { direccion } = datosDeLaTienda();

  useEffect(() => {
    // Loaded only for a paid purchase: the cart's store stays out of the page's first view.
    if (pagada) void import('../lib/carrito-guardado').then(({ carritoGuardado }) => carritoGuardado.set([]));
  }, [pagada]);

  if (isPending) return <Spinner label="Revisando tu pago…" />;
  if (!venta) {
    return (
      <div className="empty">
        <h1>Tu compra</h1>
        <p role="alert">
          {esNoEncontrado(error) ? 'No encontramos esta compra.' : 'No se pudo obtener la compra.'}
        </p>
        <Link to="/carrito" className={buttonClass('secondary')}>
          Volver al carrito
        </Link>
      </div>
    );
  }

  if (venta.status === 'PAGADO') {
    return (
      <>
        <div className="compra-estado compra-estado--pagado" role="status">
          <h1>¡Pago aprobado!</h1>
          <p>
            Estado: <strong>PAGADO</strong>. Te enviamos el comprobante a {venta.email}. Retira tus productos
            en la barbería.
          </p>
        </div>
        <Detalle venta={venta} />
        <Link to="/tienda" className={buttonClass('secondary')}>
          Seguir viendo productos
        </Link>
      </>
    );
  }
  if (venta.status === 'PENDIENTE') {
    return (
      <div className="compra-estado" role="status">
        <h1>Estamos confirmando tu pago</h1>
        <p>Webpay aún no nos confirma el resultado. Esta página se actualiza sola; no vuelvas a pagar.</p>
        <Spinner label="Esperando la confirmación de Webpay…" />
      </div>
    );
  }
  return (
    <div
      className={`compra-estado compra-estado--${venta.status === 'FALLIDA' ? 'fallida' : 'anulada'}`}
      role="alert"
    >
      <h1>{venta.status === 'FALLIDA' ? 'El pago no se realizó' : 'Compra anulada'}</h1>
      <p>
        Estado: <strong>{venta.status}</strong>.{' '}
        {venta.status === 'FALLIDA'
          ? POR_QUE[venta.motivo_fallo ?? 'sin-terminar']
          : 'La barbería anuló esta compra y devolvió el monto a tu tarjeta.'}
      </p>
      {venta.status === 'FALLIDA' && (
        <p>
          Tu carrito sigue guardado: puedes intentarlo de nuevo, o comprar los mismos productos directamente
          en la barbería ({direccion.calle}, {direccion.comuna}) y pagar allí.{' '}
          <Link to="/ubicacion">Cómo llegar</Link>
        </p>
      )}
      <Link to="/carrito" className={buttonClass('primary')}>
        Volver al carrito
      </Link>
    </div>
  );
}
