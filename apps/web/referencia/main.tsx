// The reference `npm run lighthouse` measures next to the site (scripts/lighthouse.mjs): React and React
// Router at the versions and with the Vite build the site uses, drawing one heading and one paragraph on
// the client. No prerendered HTML, no data, no stylesheet: the site's LCP is compared to this page's.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';

function Pagina() {
  return (
    <main>
      <nav>
        <Link to="/">Inicio</Link>
      </nav>
      <h1>Barbería Maipú</h1>
      <p>Cortes, barba y más en Maipú. Agenda tu hora de lunes a sábado de 11:00 a 20:30.</p>
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<Pagina />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
