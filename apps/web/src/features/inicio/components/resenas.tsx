import { RESENAS } from '../../../config/contenido/resenas';

export function Resenas() {
  return (
    <section className="seccion-inicio" aria-labelledby="inicio-resenas">
      <p className="eyebrow">Reseñas</p>
      <h2 id="inicio-resenas">Lo que dicen nuestros clientes</h2>
      <ul className="resenas">
        {RESENAS.map((r) => (
          <li key={r.nombre}>
            <figure className="resena">
              <p className="resena__estrellas" role="img" aria-label={`${r.estrellas} de 5 estrellas`}>
                {'★'.repeat(r.estrellas)}
                <span className="resena__vacias">{'★'.repeat(5 - r.estrellas)}</span>
              </p>
              <blockquote>
                <p>{r.texto}</p>
              </blockquote>
              <figcaption>{r.nombre}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
