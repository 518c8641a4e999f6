import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { precargarPantalla } from './app/router';
import { elementoEnRuta, rutaDeElemento } from './lib/ruta-de-elemento';
import './styles.css';

// index.html always has it; the prerendered pages draw inside it.
const raiz = document.getElementById('root') as HTMLElement;
// Where the focus is in the page the server drew, kept until React replaces that page: someone tabbing
// through it keeps the same element (React renders in a transition, so the focus may move meanwhile).
let ruta: number[] | null = null;
const guardarFoco = (elemento: EventTarget | null) => {
  ruta = elemento instanceof Element ? rutaDeElemento(elemento, raiz) : null;
};
const alEnfocar = (e: FocusEvent) => guardarFoco(e.target);

function Foco() {
  useLayoutEffect(() => {
    raiz.removeEventListener('focusin', alEnfocar);
    if (ruta) (elementoEnRuta(ruta, raiz) as HTMLElement | null)?.focus({ preventScroll: true });
  }, []);
  return null;
}

function montar() {
  // A transition: React renders in slices of a few milliseconds, so the page keeps answering while it
  // takes over (Lighthouse's total blocking time), and replaces the server's HTML in one commit.
  startTransition(() =>
    createRoot(raiz).render(
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
        <Foco />
      </StrictMode>,
    ),
  );
}

// The server sent this page already drawn (features/seo): that HTML is painted first and React takes
// over after the frame, once the page's screen is loaded, so its first frame is that same page and not
// a loader over it. Taking over before the first paint made Lighthouse count React's work in it.
if (raiz.hasChildNodes()) {
  guardarFoco(document.activeElement);
  raiz.addEventListener('focusin', alEnfocar);
  requestAnimationFrame(() => setTimeout(() => precargarPantalla(location.pathname).then(montar), 0));
} else montar();
