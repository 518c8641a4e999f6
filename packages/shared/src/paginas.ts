/**
 * The public site's screens, one line each: the web's routes (app/routes/public-routes.tsx), the pages
 * drawn at build time (apps/web/vite-plugins.ts), `npm run size`, the e2e page list and robots.txt all
 * read this list: each path and the lazy route module under apps/web/src/app/routes/ that draws it.
 * RUTAS_PRERENDERIZADAS says which are drawn at build time (left out: the booking steps and the cart,
 * which draw from what this browser stored, and paths with a parameter). A path with `:param` is never indexed (robots.txt closes it).
 * Adding a public page starts here, then its title in PAGINAS (cabeceras.ts).
 */
export const RUTAS_PUBLICAS = {
  '/': 'home',
  '/servicios': 'servicios',
  '/galeria': 'galeria',
  '/ubicacion': 'ubicacion',
  '/tienda': 'tienda',
  '/carrito': 'carrito',
  '/tienda/compra/:id': 'compra',
  '/agenda': 'agenda/inicio',
  '/agenda/servicios': 'agenda/servicios',
  '/agenda/horas': 'agenda/horas',
  '/agenda/contacto': 'agenda/contacto',
  '/agenda/cancelar': 'agenda/cancelar',
  '/agenda/cancelar/:email': 'agenda/horas-agendadas',
  '/agenda/resena/:id': 'agenda/resena',
  '/agenda/espera/:id': 'agenda/espera',
  '/agenda/abono/:id': 'agenda/abono',
  '/agenda/ubicacion': 'ubicacion',
  '/agenda/legal': 'agenda/legal',
  '/eventos/:id': 'evento',
} as const;

export type RutaPublica = keyof typeof RUTAS_PUBLICAS;
export type ModuloPublico = (typeof RUTAS_PUBLICAS)[RutaPublica];

/** The pages drawn at build time: a plain list, so the browser's bundle leaves it out. */
export const RUTAS_PRERENDERIZADAS: readonly RutaPublica[] = [
  '/',
  '/servicios',
  '/galeria',
  '/ubicacion',
  '/tienda',
  '/agenda',
  '/agenda/cancelar',
  '/agenda/legal',
  '/agenda/ubicacion',
];

/** Account pages (public layout, their own chunk) and the back office: never in search engines. */
export const RUTAS_DE_CUENTA = [
  '/login',
  '/register',
  '/olvidar-contraseña',
  '/restablecer-contraseña',
] as const;

/**
 * The JSON scripts the server writes into a page's HTML (apps/server/src/features/seo) for the browser to
 * read: the page's own scripts and first data to ask for after the first paint (apps/web/src/main.tsx),
 * and the answers a page was drawn with, after #root (apps/web/src/arranque.tsx).
 */
export const ID_PRECARGAS = 'precargas-de-la-pagina';
export const ID_DATOS_DE_LA_PAGINA = 'datos-de-la-pagina';
/** The shop's facts (GET /api/tienda), written into every page's <head> for the browser to read at once. */
export const ID_TIENDA = 'datos-de-la-tienda';
