import { TIENDA } from '@barberia/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { CarritoIndicador } from '../../features/tienda/components/carrito-indicador';

const MENU = [
  { to: '/', label: 'Inicio' },
  { to: '/agenda', label: 'Agenda' },
  { to: '/servicios', label: 'Servicios' },
  { to: '/galeria', label: 'Galería' },
  { to: '/ubicacion', label: 'Ubicación' },
  { to: '/tienda', label: 'Tienda' },
] as const;

/**
 * Spec §2: the menu entries; on small screens a slide-in panel. Opening it moves focus to its first link,
 * Tab stays between the panel and its button, Escape (or the backdrop) closes it and focus returns to the
 * button. A route change closes it.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  // Remembering where the menu was opened closes it on any route change without an extra effect.
  const [abiertoEn, setAbiertoEn] = useState<string | null>(null);
  const abierto = abiertoEn === pathname;
  const boton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!abierto) return;
    const enfocables = () => [
      boton.current,
      ...(panel.current?.querySelectorAll<HTMLElement>('a[href]') ?? []),
    ];
    enfocables()[1]?.focus();
    const alPresionar = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setAbiertoEn(null);
        boton.current?.focus();
        return;
      }
      if (event.key !== 'Tab') return;
      const lista = enfocables().filter((el): el is HTMLElement => el !== null);
      const primero = lista[0];
      const ultimo = lista[lista.length - 1];
      if (event.shiftKey && document.activeElement === primero) {
        event.preventDefault();
        ultimo?.focus();
      } else if (!event.shiftKey && document.activeElement === ultimo) {
        event.preventDefault();
        primero?.focus();
      }
    };
    document.addEventListener('keydown', alPresionar);
    return () => document.removeEventListener('keydown', alPresionar);
  }, [abierto]);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            ✂
          </span>
          {TIENDA.nombre}
        </Link>
        <nav
          id="menu-principal"
          ref={panel}
          className={abierto ? 'nav nav--open' : 'nav'}
          aria-label="Principal"
        >
          <ul className="nav__list">
            {MENU.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className="nav__link"
                  onClick={() => setAbiertoEn(null)}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__acciones">
          <CarritoIndicador />
          <button
            ref={boton}
            type="button"
            className="menu-toggle"
            aria-expanded={abierto}
            aria-controls="menu-principal"
            onClick={() => setAbiertoEn(abierto ? null : pathname)}
          >
            <span className="menu-toggle__bars" aria-hidden="true" />
            <span className="visually-hidden">Menú</span>
          </button>
        </div>
        {abierto && (
          <button
            type="button"
            className="nav-backdrop"
            aria-hidden="true"
            tabIndex={-1}
            onClick={() => setAbiertoEn(null)}
          />
        )}
      </div>
    </header>
  );
}
