import { formatearPrecio } from '@barberia/shared';
import { useId } from 'react';
import { CabeceraTabla } from './cabecera-tabla';

interface Dia {
  dia: string;
  total: number;
  cantidad: number;
}

const ANCHO = 640;
const ALTO = 220;
const M = { arriba: 12, derecha: 8, abajo: 40, izquierda: 64 };

const diaCorto = (dia: string) => `${dia.slice(8, 10)}/${dia.slice(5, 7)}`;
/** A round top for the axis: 1, 2 or 5 times a power of ten. */
function techo(maximo: number) {
  if (maximo <= 0) return 1000;
  const potencia = 10 ** Math.floor(Math.log10(maximo));
  return [1, 2, 5, 10].map((f) => f * potencia).find((v) => v >= maximo) ?? maximo;
}

/**
 * Paid sales per day as bars, drawn by hand in SVG (no chart library in the bundle). The picture is
 * hidden from screen readers; the same figures are in a table they read instead.
 */
export function GraficoVentas({ dias }: { dias: readonly Dia[] }) {
  const id = useId();
  const tope = techo(Math.max(...dias.map((d) => d.total), 0));
  const anchoUtil = ANCHO - M.izquierda - M.derecha;
  const altoUtil = ALTO - M.arriba - M.abajo;
  const paso = anchoUtil / Math.max(dias.length, 1);
  const y = (valor: number) => M.arriba + altoUtil - (valor / tope) * altoUtil;
  const marcas = [0, tope / 2, tope];

  return (
    <figure className="grafico-ventas" aria-labelledby={`${id}-titulo`}>
      <figcaption id={`${id}-titulo`}>Ventas pagadas por día, últimos 30 días</figcaption>
      <svg viewBox={`0 0 ${ANCHO} ${ALTO}`} aria-hidden="true" focusable="false" role="presentation">
        {marcas.map((m) => (
          <g key={m}>
            <line
              x1={M.izquierda}
              x2={ANCHO - M.derecha}
              y1={y(m)}
              y2={y(m)}
              className="grafico-ventas__guia"
            />
            <text x={M.izquierda - 6} y={y(m) + 4} textAnchor="end" className="grafico-ventas__texto">
              {formatearPrecio(m)}
            </text>
          </g>
        ))}
        {dias.map((d, i) => (
          <rect
            key={d.dia}
            x={M.izquierda + i * paso + paso * 0.15}
            y={y(d.total)}
            width={paso * 0.7}
            height={Math.max(0, M.arriba + altoUtil - y(d.total))}
            className="grafico-ventas__barra"
          >
            <title>{`${diaCorto(d.dia)}: ${formatearPrecio(d.total)}`}</title>
          </rect>
        ))}
        {dias.map((d, i) =>
          i % 5 === 0 || i === dias.length - 1 ? (
            <text
              key={d.dia}
              x={M.izquierda + i * paso + paso / 2}
              y={ALTO - M.abajo + 16}
              textAnchor="middle"
              className="grafico-ventas__texto"
            >
              {diaCorto(d.dia)}
            </text>
          ) : null,
        )}
        <text
          x={M.izquierda + anchoUtil / 2}
          y={ALTO - 4}
          textAnchor="middle"
          className="grafico-ventas__eje"
        >
          Día
        </text>
        <text
          transform={`translate(12 ${M.arriba + altoUtil / 2}) rotate(-90)`}
          textAnchor="middle"
          className="grafico-ventas__eje"
        >
          Monto (CLP)
        </text>
      </svg>
      <table className="visually-hidden">
        <caption>Ventas pagadas por día</caption>
        <CabeceraTabla columnas={['Día', 'Monto', 'Ventas']} />
        <tbody>
          {dias.map((d) => (
            <tr key={d.dia}>
              <th scope="row">{diaCorto(d.dia)}</th>
              <td>{formatearPrecio(d.total)}</td>
              <td>{d.cantidad}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
