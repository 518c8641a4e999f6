import type { RouteObject } from 'react-router';

type Lazy = NonNullable<RouteObject['lazy']>;

/**
 * The public site and the booking area, inside the public layout: one lazy screen per path of
 * RUTAS_PUBLICAS (@barberia/shared/paginas), each its own chunk. Only the type is imported, so the list
 * stays out of every page's first view; public-routes.test.ts refuses to compile while a path listed there
 * is missing here, and checks each path loads the module the list names (the one
 * the build preloads and prerenders, vite-plugins.ts, and `npm run size` measures).
 */
export const rutasPublicas = [
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
  { path: 'agenda/resena/:id', lazy: () => import('./agenda/resena') },
  { path: 'agenda/espera/:id', lazy: () => import('./agenda/espera') },
  { path: 'agenda/abono/:id', lazy: () => import('./agenda/abono') },
  { path: 'agenda/ubicacion', lazy: () => import('./ubicacion') },
  { path: 'agenda/legal', lazy: () => import('./agenda/legal') },
  { path: 'eventos/:id', lazy: () => import('./evento') },
] as const satisfies readonly ({ index: true; lazy: Lazy } | { path: string; lazy: Lazy })[];
