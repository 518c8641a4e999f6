import type { RouteObject } from 'react-router';
import { RouteError } from '../layouts/route-error';

/** The back office (/barbero/**): its own layout and chunks, never loaded by the public pages. */
export const rutasDeBarbero: RouteObject[] = [
  {
    path: '/barbero',
    lazy: () => import('../layouts/barbero-layout'),
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: () => import('./barbero/inicio') },
      { path: 'agregar-fechas', lazy: () => import('./barbero/agregar-fechas') },
      { path: 'gestionar-fechas', lazy: () => import('./barbero/gestionar-fechas') },
      { path: 'calendario', lazy: () => import('./barbero/calendario') },
      { path: 'gestionar-servicios', lazy: () => import('./barbero/gestionar-servicios') },
      { path: 'perfil', lazy: () => import('./barbero/perfil') },
      {
        path: 'administrar',
        lazy: () => import('./barbero/administrar/solo-admin'),
        children: [
          { index: true, lazy: () => import('./barbero/administrar/inicio') },
          { path: 'tienda', lazy: () => import('./barbero/administrar/tienda') },
          { path: 'agenda', lazy: () => import('./barbero/administrar/agenda') },
          { path: 'servicios', lazy: () => import('./barbero/administrar/servicios') },
          { path: 'abonos', lazy: () => import('./barbero/administrar/abonos') },
          { path: 'tipo-servicio', lazy: () => import('./barbero/administrar/tipo-servicio') },
          { path: 'productos', lazy: () => import('./barbero/administrar/productos') },
          { path: 'usuarios', lazy: () => import('./barbero/administrar/usuarios') },
          { path: 'acceso', lazy: () => import('./barbero/administrar/acceso') },
          { path: 'avisos', lazy: () => import('./barbero/administrar/avisos') },
          { path: 'resenas', lazy: () => import('./barbero/administrar/resenas') },
          { path: 'galeria', lazy: () => import('./barbero/administrar/galeria') },
          { path: 'ventas', lazy: () => import('./barbero/administrar/ventas') },
          { path: 'eventos', lazy: () => import('./barbero/administrar/eventos') },
          { path: 'datos-personales', lazy: () => import('./barbero/administrar/datos-personales') },
        ],
      },
      { path: '*', lazy: () => import('./not-found') },
    ],
  },
];
