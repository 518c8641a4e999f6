import type { RouteObject } from 'react-router';

/**
 * The public site and the booking area, inside the public layout. Each screen is its own lazy chunk.
 * Every path here needs its entry in PAGINAS (@barberia/shared): its title, description and canonical.
 * Kept flat, one `path` and one lazy import per line: the build reads this list to tell the server
 * which scripts each page needs (vite-plugins.ts), and `npm run size` measures them.
 */
export const rutasPublicas: RouteObject[] = [
  { index: true, lazy: () => import('./home') },
  { path: 'servicios', lazy: () => import('./servicios') },
  { path: 'galeria', lazy: () => import('./galeria') },
  { path: 'ubicacion', lazy: () => import('./ubicacion') },
  { path: 'tienda', lazy: () => import('./tienda') },
  { path: 'carrito', lazy: () => import('./carrito') },
  { path: 'tienda/compra/:id', lazy: () => import('./compra') },
  { path: 'agenda', lazy: () => import('./agenda/inicio') },
  { path: 'agenda/servicios', lazy: () => import('./agenda/servicios') },
  { path: 'agenda/horas', lazy: () => import('./agenda/horas') },
  { path: 'agenda/contacto', lazy: () => import('./agenda/contacto') },
  { path: 'agenda/cancelar', lazy: () => import('./agenda/cancelar') },
  { path: 'agenda/cancelar/:email', lazy: () => import('./agenda/horas-agendadas') },
  { path: 'agenda/ubicacion', lazy: () => import('./ubicacion') },
  { path: 'agenda/legal', lazy: () => import('./agenda/legal') },
];
