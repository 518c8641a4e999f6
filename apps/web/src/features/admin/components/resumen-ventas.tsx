import { formatearPrecio, type ResumenVentas } from '@barberia/shared';
import { Spinner } from '../../../components/ui/spinner';
import { useResumenVentas } from '../api/get-resumen-ventas';
import { GraficoVentas } from './grafico-ventas';

const ventas = (n: number) => (n === 1 ? '1 venta' : `${n} ventas`);

function Comparacion({ resumen }: { resumen: ResumenVentas }) {
  const { mesActual, mesAnterior } = resumen;
  const diferencia = mesActual.total - mesAnterior.total;
  return (
    <dl className="resumen-ventas__meses">
      <div className="panel">
        <dt>Este mes</dt>
        <dd className="precio">{formatearPrecio(mesActual.total)}</dd>
        <dd className="muted">{ventas(mesActual.cantidad)} pagadas</dd>
      </div>
      <div className="panel">
        <dt>Mes anterior</dt>
        <dd className="precio">{formatearPrecio(mesAnterior.total)}</dd>
        <dd className="muted">{ventas(mesAnterior.cantidad)} pagadas</dd>
      </div>
      <div className="panel">
        <dt>Diferencia</dt>
        <dd className="precio">
          {diferencia >= 0 ? '+' : '−'}
          {formatearPrecio(Math.abs(diferencia))}
        </dd>
        <dd className="muted">{diferencia >= 0 ? 'más que el mes anterior' : 'menos que el mes anterior'}</dd>
      </div>
    </dl>
  );
}

const veces = (n: number) => (n === 1 ? '1 inasistencia' : `${n} inasistencias`);

/**
 * No-shows of the last 90 days beside the sales (issue 24): per barber and the clients with the most, and
 * what the deposits of no-shows and late cancellations left to the shop (decision 044).
 */
function Inasistencias({ datos }: { datos: ResumenVentas['inasistencias'] }) {
  return (
    <>
      <h3>Inasistencias (últimos 90 días)</h3>
      <p>
        Monto retenido por abonos: <strong className="precio">{formatearPrecio(datos.montoRetenido)}</strong>{' '}
        <span className="muted">(de inasistencias y cancelaciones tardías)</span>
      </p>
      {datos.total === 0 ? (
        <p className="muted">Ningún barbero marcó «No asistió» en los últimos 90 días.</p>
      ) : (
        <div className="resumen-ventas__inasistencias">
          <div>
            <h4>Por barbero</h4>
            <ul>
              {datos.porBarbero.map((b) => (
                <li key={b.barbero}>
                  {b.barbero}: {veces(b.cantidad)}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h4>Clientes con más inasistencias</h4>
            <ol>
              {datos.porCliente.map((c) => (
                <li key={c.email}>
                  {c.nombre} ({c.email}): {veces(c.cantidad)}
                </li>
              ))}
            </ol>
          </div>
        </div>
      )}
    </>
  );
}

/** What the shop owner reads first: the month against the last one, 30 days of sales, best sellers. */
export function ResumenVentasPanel() {
  const resumen = useResumenVentas();
  return (
    <section className="bo-seccion resumen-ventas" aria-labelledby="resumen-ventas">
      <h2 id="resumen-ventas">Resumen</h2>
      {resumen.isPending ? (
        <Spinner label="Cargando resumen…" />
      ) : !resumen.data ? (
        <p className="form__error">Error al obtener el resumen de ventas, recargue la página.</p>
      ) : (
        <>
          <Comparacion resumen={resumen.data} />
          <GraficoVentas dias={resumen.data.porDia} />
          <h3>Productos más vendidos</h3>
          {resumen.data.masVendidos.length === 0 ? (
            <p className="muted">Aún no hay ventas pagadas este mes ni el anterior.</p>
          ) : (
            <ol className="resumen-ventas__top">
              {resumen.data.masVendidos.map((p) => (
                <li key={p.nombre}>
                  {p.nombre}: {p.cantidad} {p.cantidad === 1 ? 'unidad' : 'unidades'} (
                  {formatearPrecio(p.total)})
                </li>
              ))}
            </ol>
          )}
          <Inasistencias datos={resumen.data.inasistencias} />
        </>
      )}
    </section>
  );
}
