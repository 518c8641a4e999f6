import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { CarritoIndicador } from '../../features/tienda/components/carrito-indicador';
import { datosDeLaTienda } from '../../lib/datos-de-la-tienda';

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
 * button (foco-del-menu.ts, loaded when it first opens). A route change closes it.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const { nombre } = datosDeLaTienda();
  // Remembering where the menu was opened closes it on any route change without an extra effect.
  const [abiertoEn, setAbiertoEn] = useState<string | null>(null);
  const abierto = abiertoEn === pathname;
  const boton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!abierto) return;
    let vigente = true;
    let soltar = () => {};
    import('./foco-del-menu').then(({ atraparFocoDelMenu }) => {
      if (!vigente || !boton.current || !panel.current) return;
      soltar = atraparFocoDelMenu(boton.current, panel.current, () => setAbiertoEn(null));
    });
    return () => {
      vigente = false;
      soltar();
    };
  }, [abierto]);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            ✂
          </span>
          {nombre}
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
