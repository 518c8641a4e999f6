import { type ReactNode, useId } from 'react';
import { Spinner } from '../../../components/ui/spinner';

interface SeccionListaProps<T> {
  titulo: string;
  consulta: { isPending: boolean; isError: boolean; data: readonly T[] | undefined };
  cargando: string;
  vacia: string;
  /** Without it a failed load shows as an empty list, as most pages always have. */
  errorAlCargar?: string;
  /** Notes between the heading and the list. */
  descripcion?: ReactNode;
  /** A grid of cards (`.bo-tarjetas`), or rows in one panel (`.bo-lista`). */
  forma: 'tarjetas' | 'filas';
  /** One item: a card's article, or a row's contents. */
  children: (item: T) => ReactNode;
}

/**
 * The list half of an admin page, so loading and empty states and the list itself look and read the
 * same everywhere.
 */
export function SeccionLista<T extends { _id: string }>({
  titulo,
  consulta,
  cargando,
  vacia,
  errorAlCargar,
  descripcion,
  forma,
  children,
}: SeccionListaProps<T>) {
  const id = useId();
  const items = consulta.data ?? [];
  return (
    <section className="bo-seccion" aria-labelledby={id}>
      <h2 id={id}>{titulo}</h2>
      {descripcion}
      {consulta.isPending ? (
        <Spinner label={cargando} />
      ) : errorAlCargar !== undefined && consulta.isError ? (
        <p className="form__error">{errorAlCargar}</p>
      ) : items.length === 0 ? (
        <p className="empty">{vacia}</p>
      ) : forma === 'tarjetas' ? (
        <ul className="bo-tarjetas">
          {items.map((item) => (
            <li key={item._id}>{children(item)}</li>
          ))}
        </ul>
      ) : (
        <ul className="bo-lista panel">
          {items.map((item) => (
            <li key={item._id} className="bo-lista__item">
              <div className="bo-lista__fila">{children(item)}</div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
