import { formatearPrecio, type Venta } from '@barberia/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Campo } from '../../../components/ui/field';
import { ModalConfirmar, useModalResultado } from '../../../components/ui/result-modal';
import { Spinner } from '../../../components/ui/spinner';
import { useAnularVenta } from '../api/anular-venta';
import { useVentas } from '../api/get-ventas';
import { useEliminarConConfirmacion } from '../hooks/use-eliminar-con-confirmacion';
import { useValorRetrasado } from '../hooks/use-valor-retrasado';
import { formatearFechaVenta, tonoDeEstado } from '../lib/ventas';
import { Paginacion } from './paginacion';
import '../styles/ventas.css';
import { CabeceraTabla } from './cabecera-tabla';
import { ResumenVentasPanel } from './resumen-ventas';

/**
 * /barbero/administrar/ventas: the summary, then the table (filter by e-mail, 20 a page, status colours,
 * dates in es-CL) where a PAGADO sale can be refunded.
 */
export function VentasAdmin() {
  const [filtro, setFiltro] = useState('');
  const [pagina, setPagina] = useState(1);
  const email = useValorRetrasado(filtro);
  const ventas = useVentas(email, pagina);
  const resultado = useModalResultado();
  // Refunding asks first and reports like every admin deletion does.
  const anulacion = useEliminarConConfirmacion<Venta>(useAnularVenta(), resultado);

  const cambiarFiltro = (valor: string) => {
    setFiltro(valor);
    setPagina(1);
  };

  const datos = ventas.data;

  return (
    <>
      <ResumenVentasPanel />
      <search className="panel bo-seccion">
        <Campo
          label="Filtrar por correo"
          type="search"
          inputMode="email"
          autoComplete="off"
          placeholder="cliente@correo.cl"
          value={filtro}
          onChange={(e) => cambiarFiltro(e.target.value)}
        />
      </search>

      <section className="bo-seccion" aria-labelledby="tabla-ventas" aria-busy={ventas.isFetching}>
        <h2 id="tabla-ventas">Listado de ventas</h2>
        {ventas.isPending ? (
          <Spinner label="Cargando ventas…" />
        ) : ventas.isError || !datos ? (
          <p className="form__error">Error al obtener las ventas, recargue la página.</p>
        ) : datos.ventas.length === 0 ? (
          <p className="empty">{email ? 'No hay ventas para ese correo.' : 'Aún no hay ventas.'}</p>
        ) : (
          <>
            <p className="muted" aria-live="polite">
              {datos.total === 1 ? '1 venta' : `${datos.total} ventas`} · página {datos.pagina} de{' '}
              {datos.paginas}
            </p>
            <table className="tabla-ventas" aria-labelledby="tabla-ventas">
              <CabeceraTabla
                columnas={[
                  'Fecha',
                  'Correo',
                  'Productos',
                  'Total',
                  'Estado',
                  'Orden de compra',
                  'Autorización',
                  'Acciones',
                ]}
              />
              <tbody>
                {datos.ventas.map((v) => (
                  <tr key={v._id}>
                    <td data-etiqueta="Fecha" className="tabla-ventas__fecha">
                      {formatearFechaVenta(v.fecha)}
                    </td>
                    <td data-etiqueta="Correo" className="tabla-ventas__correo">
                      {v.email}
                    </td>
                    <td data-etiqueta="Productos">
                      {v.productos
                        .map((p) => (p.cantidad > 1 ? `${p.nombre} × ${p.cantidad}` : p.nombre))
                        .join(', ')}
                    </td>
                    <td data-etiqueta="Total" className="precio">
                      {formatearPrecio(v.precioTotal)}
                    </td>
                    <td data-etiqueta="Estado">
                      <span className={`estado-venta estado-venta--${tonoDeEstado(v.status)}`}>
                        {v.status}
                      </span>
                    </td>
                    <td data-etiqueta="Orden de compra">{v.buy_order}</td>
                    <td data-etiqueta="Autorización">{v.authorization_code ?? '—'}</td>
                    <td data-etiqueta="Acciones">
                      {v.status === 'PAGADO' ? (
                        <Button
                          variant="danger"
                          onClick={() => anulacion.preguntar(v)}
                          aria-label={`Anular la venta ${v.buy_order}`}
                        >
                          Anular
                        </Button>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Paginacion actual={datos.pagina} total={datos.paginas} onCambiar={setPagina} />
          </>
        )}
      </section>
      <ModalConfirmar titulo="¿Anular esta venta?" confirmar="Anular venta" {...anulacion.modal}>
        <p>
          Se devolverá {anulacion.aEliminar ? formatearPrecio(anulacion.aEliminar.precioTotal) : ''} a{' '}
          <strong>{anulacion.aEliminar?.email}</strong>
          {anulacion.aEliminar?.medio === 'webpay' ? ' por Webpay' : ''} y los productos volverán al stock.
        </p>
      </ModalConfirmar>
      {resultado.modales}
    </>
  );
}
