import { conTienda, PAGINA_NO_ENCONTRADA, paginaDeRuta } from '@barberia/shared/cabeceras';
import { tiendaActual } from '../../lib/tienda-actual';

/** The booking's steps: arriving at one puts the focus on its heading (issue 22). */
const PASOS_DE_RESERVA = new Set(['/agenda/servicios', '/agenda/horas', '/agenda/contacto']);

/**
 * What follows a route change once the page is drawn, loaded apart from the entry (decision 008): the
 * title from the pages' table with the shop's name in it, and on a booking step the focus on its heading, so a screen reader starts
 * there and Tab goes on from there, instead of from wherever the previous step's button was.
 */
export function alLlegarAPagina(pathname: string): void {
  document.title = conTienda(paginaDeRuta(pathname) ?? PAGINA_NO_ENCONTRADA, tiendaActual()).titulo;
  if (!PASOS_DE_RESERVA.has(pathname)) return;
  const main = document.getElementById('contenido');
  if (!main) return;
  const enfocar = () => {
    const titulo = main.querySelector<HTMLElement>('h1');
    if (!titulo) return false;
    // Never pull the focus away from something the client already reached (a field, a modal).
    const actual = document.activeElement;
    if (actual && actual !== document.body && actual !== main) return true;
    titulo.tabIndex = -1;
    titulo.focus({ preventScroll: true });
    return true;
  };
  if (enfocar()) return;
  // The step's own code may still be loading: wait for its heading, a few seconds at most.
  const observador = new MutationObserver(() => {
    if (enfocar()) observador.disconnect();
  });
  observador.observe(main, { childList: true, subtree: true });
  setTimeout(() => observador.disconnect(), 5000);
}
