import { paginasVisibles } from '../lib/paginacion';
import '../styles/paginacion.css';

interface PaginacionProps {
  actual: number;
  total: number;
  onCambiar: (pagina: number) => void;
}

/** Page buttons (spec 001 §9): all of them up to 4, otherwise the ellipsis forms. */
export function Paginacion({ actual, total, onCambiar }: PaginacionProps) {
  if (total <= 1) return null;
  return (
    <nav className="paginacion" aria-label="Paginación">
      <button
        type="button"
        className="paginacion__boton"
        disabled={actual <= 1}
        aria-label="Página anterior"
        onClick={() => onCambiar(actual - 1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <ul className="paginacion__lista">
        {paginasVisibles(actual, total).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="paginacion__boton"
                aria-current={item === actual ? 'page' : undefined}
                aria-label={`Página ${item}`}
                onClick={() => onCambiar(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="paginacion__elipsis" aria-hidden="true">
              …
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="paginacion__boton"
        disabled={actual >= total}
        aria-label="Página siguiente"
        onClick={() => onCambiar(actual + 1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
