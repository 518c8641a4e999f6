import './styles.css';

/**
 * The entry is this small on purpose. A page the server already drew is shown by the browser without
 * any script; React, the router and the page's screen (≈ 85 KiB) are asked for once that first frame
 * is painted, so on a phone's slow link they do not share it with the page and its first photos
 * (docs/decisions/009). A page with nothing drawn (the back office) loads them at once.
 */
const raiz = document.getElementById('root');
if (!raiz) throw new Error('index.html has no #root element');

/**
 * What the server named for this page (features/seo): its own screens (`modulepreload`) and its first
 * data (`preload`), asked for beside the app's code.
 */
function precargarLoDeLaPagina() {
  // ID_PRECARGAS of @barberia/shared/paginas, written out: importing it cost the entry 29 bytes.
  const lista = document.getElementById('precargas-de-la-pagina')?.textContent;
  const porTipo: Record<string, string[]> = lista ? JSON.parse(lista) : {};
  for (const [rel, hrefs] of Object.entries(porTipo)) {
    for (const href of hrefs) {
      // Data as `fetch`; a modulepreload keeps its default (`script`: any other fetches nothing).
      const enlace = Object.assign(document.createElement('link'), { rel, href, crossOrigin: '' });
      if (rel === 'preload') enlace.as = 'fetch';
      document.head.append(enlace);
    }
  }
}

/**
 * Once the page's first frame is on screen, as paint timing reports it (the server drew the page, so its
 * first paint has content). A hidden tab paints nothing: it loads at once. Every browser the site
 * supports reports paint timing (Safari since 14.1).
 */
function trasElPrimerPintado(hacer: () => void) {
  if (document.visibilityState !== 'visible') return hacer();
  new PerformanceObserver((_, observador) => {
    observador.disconnect();
    hacer();
  }).observe({ type: 'paint', buffered: true });
}

/**
 * Until React adopts the page, a tap on a button does nothing and one on a link would reload the whole
 * site: the last one is kept (links and buttons of the page, plain clicks only) and repeated once the
 * page is React's (lib/antes-de-react.tsx). If the app cannot load, the kept click is let through.
 */
function guardarClics(zona: HTMLElement) {
  let ultimo: HTMLElement | null = null;
  const alClic = (evento: MouseEvent) => {
    if (evento.button || evento.ctrlKey || evento.metaKey || evento.shiftKey) return;
    // In-page links (the skip link) work without React and are left to the browser.
    const objetivo = (evento.target as Element).closest<HTMLElement>(
      'a[href]:not([target]):not([href^="#"]), button',
    );
    if (!objetivo) return;
    evento.preventDefault();
    ultimo = objetivo;
  };
  zona.addEventListener('click', alClic, true);
  return () => {
    zona.removeEventListener('click', alClic, true);
    return ultimo;
  };
}

if (raiz.hasChildNodes()) {
  const soltarClics = guardarClics(raiz);
  trasElPrimerPintado(() => {
    precargarLoDeLaPagina();
    import('./arranque')
      .then((app) => app.hidratar(raiz, soltarClics))
      .catch((error: unknown) => {
        // Without the app, the held click does what it does without scripts (a link is followed).
        soltarClics()?.click();
        throw error;
      });
  });
} else {
  import('./arranque').then((app) => app.montar(raiz));
}
