import { formatearFechaLarga, formatearNota } from '@barberia/shared';
import { Estrellas } from '../../../components/ui/estrellas';
import { Spinner } from '../../../components/ui/spinner';
import { useResenas } from '../api/get-resenas';

/**
 * Home: what clients wrote after their visit, as the admin published it (issue 25). Only a first name
 * and an initial are shown of each client, with the service and the day.
 */
export function Resenas() {
  const { data, isError } = useResenas();
  return (
    <section className="seccion-inicio" aria-labelledby="inicio-resenas">
      <p className="eyebrow">Reseñas</p>
      <h2 id="inicio-resenas">Lo que dicen nuestros clientes</h2>
      {isError ? (
        <p className="muted">No pudimos cargar las reseñas. Intenta de nuevo más tarde.</p>
      ) : !data ? (
        <Spinner label="Cargando reseñas…" />
      ) : data.cantidad === 0 || data.promedio === null ? (
        <p className="muted">Todavía no hay reseñas publicadas. Después de tu visita te pediremos la tuya.</p>
      ) : (
        <>
          <p className="resenas__resumen">
            <Estrellas n={data.promedio} />{' '}
            <strong>{formatearNota(data.promedio, { conDecimal: true })}</strong> de 5 ·{' '}
            {data.cantidad === 1 ? '1 reseña' : `${data.cantidad} reseñas`} de clientes después de su visita
          </p>
          <ul className="resenas">
            {data.resenas.map((r) => (
              <li key={r._id}>
                <figure className="resena">
                  <Estrellas n={r.estrellas} />
                  {r.comentario && (
                    <blockquote>
                      <p>{r.comentario}</p>
                    </blockquote>
                  )}
                  <figcaption>
                    {r.nombre}
                    <span className="resena__detalle">
                      {r.servicio} · {formatearFechaLarga(r.dia)}
                    </span>
                  </figcaption>
                  {r.respuesta && (
                    <p className="resena__respuesta">
                      <strong>Respuesta de la barbería:</strong> {r.respuesta}
                    </p>
                  )}
                </figure>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
