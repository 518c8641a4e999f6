import { formatearPrecio, type Servicio } from '@barberia/shared';

/** `nivel`: the card's heading level, one below the section it sits in (h1 page → 2, h2 section → 3). */
export function ServicioCard({ servicio, nivel = 2 }: { servicio: Servicio; nivel?: 2 | 3 }) {
  const Titulo = nivel === 2 ? 'h2' : 'h3';
  return (
    <article className="servicio-card">
      {servicio.tipo && <p className="eyebrow">{servicio.tipo.nombre}</p>}
      <Titulo className="servicio-card__titulo">{servicio.servicio}</Titulo>
      {servicio.descripcion && <p className="servicio-card__desc">{servicio.descripcion}</p>}
      <p className="servicio-card__meta">
        <span className="precio">{formatearPrecio(servicio.precio)}</span>
        <span className="muted">{servicio.duracion} min</span>
      </p>
    </article>
  );
}
