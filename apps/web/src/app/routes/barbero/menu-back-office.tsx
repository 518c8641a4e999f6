import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './inicio.css';

interface Entrada {
  to: string;
  titulo: string;
  detalle: ReactNode;
}

/** One card of a back-office menu: where it goes, its name and what is done there. */
export function EntradaMenu({ to, titulo, detalle, admin = false }: Entrada & { admin?: boolean }) {
  return (
    <li>
      <Link to={to} className={admin ? 'bo-menu__link bo-menu__link--admin' : 'bo-menu__link'}>
        <span className="bo-menu__titulo">{titulo}</span>
        <span className="bo-menu__detalle">{detalle}</span>
      </Link>
    </li>
  );
}

/** The barber's and the admin's start pages: a labelled grid of cards, plus any the page adds. */
export function MenuBackOffice({
  etiqueta,
  entradas,
  children,
}: {
  etiqueta: string;
  entradas: readonly Entrada[];
  children?: ReactNode;
}) {
  return (
    <nav aria-label={etiqueta}>
      <ul className="bo-menu">
        {entradas.map((entrada) => (
          <EntradaMenu key={entrada.to} {...entrada} />
        ))}
        {children}
      </ul>
    </nav>
  );
}
