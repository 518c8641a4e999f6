import type { RouteObject } from 'react-router';

/** Login, registration and password reset: public layout (spec 001 §2). Each page is its own lazy chunk. */
export const rutasDeCuenta: RouteObject[] = [
  { path: 'login', lazy: () => import('./cuenta/login') },
  { path: 'register', lazy: () => import('./cuenta/register') },
  { path: 'olvidar-contraseña', lazy: () => import('./cuenta/olvidar-contrasena') },
  { path: 'restablecer-contraseña', lazy: () => import('./cuenta/restablecer-contrasena') },
];
