import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { precargarPantalla } from './app/router';
import { elementoEnRuta, rutaDeElemento } from './lib/ruta-de-elemento';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

function montar(raiz: HTMLElement) {
  // Someone may already be tabbing through the page the server drew: the same element keeps the focus.
  const enfocado =
    document.activeElement && raiz.contains(document.activeElement) ? document.activeElement : null;
  const ruta = enfocado ? rutaDeElemento(enfocado, raiz) : null;
  const app = createRoot(raiz);
  flushSync(() =>
    app.render(
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
  if (ruta) (elementoEnRuta(ruta, raiz) as HTMLElement | null)?.focus({ preventScroll: true });
}

// The server sent this page already drawn (features/seo): React takes over once the page's screen is
// loaded, so its first frame is that same page and not a loader over it.
if (root.hasChildNodes()) precargarPantalla(window.location.pathname).then(() => montar(root));
else montar(root);
