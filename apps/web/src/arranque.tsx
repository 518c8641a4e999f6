import { ID_DATOS_DE_LA_PAGINA } from '@barberia/shared/paginas';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { precargarPantalla } from './app/router';
import { recordarAntesDeReact } from './lib/antes-de-react';

const aplicacion = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

/** A page with nothing drawn yet (the back office, the account pages): React draws it. */
export function montar(raiz: HTMLElement) {
  createRoot(raiz).render(aplicacion);
}

/**
 * A page the server sent already drawn (features/seo), maybe with its data: once its screen is loaded
 * React adopts that DOM instead of drawing it again, so nothing is repainted or laid out anew and the
 * focus stays where it is. What was typed or clicked meanwhile is handed over (lib/antes-de-react.tsx);
 * from `hydrateRoot` on, React itself queues the clicks on parts it has not adopted yet.
 */
export async function hidratar(raiz: HTMLElement, soltarClics: () => HTMLElement | null) {
  // The answers the server drew the page with (app/datos-iniciales.ts): the screen starts from them.
  const datos = document.getElementById(ID_DATOS_DE_LA_PAGINA)?.textContent;
  await Promise.all([
    precargarPantalla(window.location.pathname),
    datos && import('./app/datos-iniciales').then((m) => m.sembrarDatosIniciales(JSON.parse(datos))),
  ]);
  recordarAntesDeReact(soltarClics());
  hydrateRoot(raiz, aplicacion);
}
