import type { VistaTienda } from './domain/tienda.js';
import { type RUTAS_DE_CUENTA, RUTAS_PUBLICAS, type RutaPublica } from './paginas.js';

export const AREA_BACK_OFFICE = '/barbero';

/** Whether a path fits a route pattern: same number of segments, `:param` fits any non-empty one. */
export function coincideRuta(patron: string, path: string): boolean {
  const partes = patron.replace(/\/+$/, '').split('/');
  const segmentos = path.replace(/\/+$/, '').split('/');
  return (
    partes.length === segmentos.length &&
    partes.every((p, i) => (p.startsWith(':') ? segmentos[i] !== '' : p === segmentos[i]))
  );
}

/**
 * What search engines must not crawl: the back office and every path with a parameter that is not meant
 * to be indexed (it carries an e-mail or a purchase's id), as `Disallow` prefixes for robots.txt.
 */
export function rutasCerradasABuscadores(): string[] {
  const conParametro = Object.keys(RUTAS_PUBLICAS).filter(
    (r) => r.includes(':') && !PAGINAS_CON_PARAMETRO[r as RutaConParametro]?.indexar,
  );
  return [AREA_BACK_OFFICE, ...conParametro.map((r) => r.slice(0, r.indexOf(':')))];
}

/**
 * Every page of the site with its title and description: the server writes them into the HTML it sends
 * (with the canonical link, Open Graph and the sitemap), the browser shows the title on each navigation.
 * Apart from the list of pages (paginas.ts) so the first view of a page does not carry every title.
 */
export interface Pagina {
  titulo: string;
  descripcion: string;
  /** Listed in sitemap.xml and open to search engines; false adds `noindex`. */
  indexar: boolean;
  /** The page's canonical path when another page holds the same content. */
  canonica?: string;
  /** The API reads the page starts with: the HTML asks for them at once, in parallel with the scripts. */
  datos?: string[];
  /**
   * The server draws the page with the answers of `datos` (and hands them to the browser in the HTML):
   * what it shows first and largest comes with them (the services, the photos, the products).
   */
  datosEnElHtml?: true;
}

/**
 * The shop's facts in the texts below are written as `{tienda}`, `{direccion}`, `{calle}`, `{horario}` and
 * `{nuevasHoras}`:
 * the admin edits them (issue 25), so a page's words are filled in per request by `conTienda`.
 */
const N = '{tienda}';
const privada = (titulo: string): Pagina => ({
  titulo: `${titulo} | ${N}`,
  descripcion: `${titulo} en ${N}.`,
  indexar: false,
});

type RutaConPagina = Exclude<RutaPublica, `${string}:${string}`> | (typeof RUTAS_DE_CUENTA)[number];

/** A path without its own entry here would show another page's title: the type makes that a compile error. */
export const PAGINAS: Record<RutaConPagina, Pagina> = {
  '/': {
    titulo: `${N} | Cortes y barba en Maipú, agenda tu hora online`,
    descripcion:
      'Barbería en Maipú, Santiago: cortes clásicos y modernos, degradados y perfilado de barba. Agenda tu hora online: {horario}.',
    indexar: true,
  },
  '/servicios': {
    titulo: `Servicios y precios | ${N}`,
    descripcion:
      'Cortes de pelo, degradados, afeitado clásico, perfilado de barba y combos, con su precio y duración. Elige tu servicio y agenda en línea.',
    indexar: true,
    datos: ['/api/servicios'],
    datosEnElHtml: true,
  },
  '/galeria': {
    titulo: `Galería de cortes y barbas | ${N}`,
    descripcion:
      'Fotos de nuestros cortes, degradados y barbas en Maipú. Mira nuestro trabajo antes de agendar.',
    indexar: true,
    datos: ['/api/galeria'],
    datosEnElHtml: true,
  },
  '/ubicacion': {
    titulo: `Ubicación y cómo llegar | ${N}`,
    descripcion: 'Estamos en {direccion}. Mapa, dirección y horario de atención.',
    indexar: true,
  },
  '/tienda': {
    titulo: `Tienda: ceras, pomadas y cuidado de barba | ${N}`,
    descripcion:
      'Productos para el pelo y la barba que usamos en la barbería. Revisa precios y stock, y cómpralos en línea con Webpay o directamente en el local en Maipú.',
    indexar: true,
    datos: ['/api/productos'],
    datosEnElHtml: true,
  },
  '/agenda': {
    titulo: `Agenda tu hora | ${N}`,
    descripcion: 'Reserva tu hora en línea en minutos, sin crear cuenta. Atendemos {horario}. {nuevasHoras}',
    indexar: true,
    datos: ['/api/tipo-servicio/servicios', '/api/avisos/active'],
  },
  '/agenda/servicios': {
    titulo: `Elige tu servicio | Agenda | ${N}`,
    descripcion: 'Elige el servicio que quieres agendar: cortes, barba y combos con su precio y duración.',
    indexar: true,
  },
  '/agenda/horas': { ...privada('Elige tu hora'), descripcion: 'Elige el día y la hora de tu reserva.' },
  '/agenda/contacto': {
    ...privada('Datos de contacto'),
    descripcion: 'Confirma tu nombre y correo para agendar.',
  },
  '/agenda/ubicacion': {
    titulo: `Ubicación | Agenda | ${N}`,
    descripcion: `Cómo llegar a ${N}: {calle}.`,
    indexar: false,
    canonica: '/ubicacion',
  },
  '/agenda/cancelar': {
    titulo: `Revisar o cancelar tu hora | ${N}`,
    descripcion: 'Revisa, cancela o reagenda tus horas con el correo con que las agendaste.',
    indexar: true,
  },
  '/agenda/legal': {
    titulo: `Términos y condiciones | ${N}`,
    descripcion: `Términos y condiciones de uso del sitio y de la agenda en línea de ${N}, regidos por la ley de Chile.`,
    indexar: true,
  },
  '/carrito': {
    ...privada('Tu carrito'),
    descripcion: 'Revisa tu carrito y paga en línea con Webpay, o cómpralo directamente en la barbería.',
  },
  '/login': privada('Iniciar sesión'),
  '/register': privada('Regístrate'),
  '/olvidar-contraseña': privada('Olvidé mi contraseña'),
  '/restablecer-contraseña': privada('Restablecer contraseña'),
};

type RutaConParametro = Extract<RutaPublica, `${string}:${string}`>;

/**
 * The pages whose path carries a parameter. The e-mail in the path is personal, a purchase's random id
 * is its only key: never indexed nor echoed in the canonical link.
 */
const PAGINAS_CON_PARAMETRO: Record<RutaConParametro, Pagina> = {
  '/agenda/cancelar/:email': { ...privada('Horas agendadas'), canonica: '/agenda/cancelar' },
  // A shop event is public and meant to be found; the page itself writes the event's name and its schema.org Event.
  '/eventos/:id': {
    titulo: `Evento | ${N}`,
    descripcion: `Un evento de ${N}: fecha, lugar e inscripción.`,
    indexar: true,
  },
  '/tienda/compra/:id': { ...privada('Tu compra'), canonica: '/tienda' },
  '/agenda/resena/:id': { ...privada('Tu reseña'), descripcion: 'Califica tu visita a la barbería.' },
  '/agenda/espera/:id': {
    ...privada('Lista de espera'),
    descripcion: 'Agenda la hora que se liberó para ti, o revisa tu lugar en la lista de espera.',
  },
  '/agenda/abono/:id': {
    ...privada('Tu abono'),
    descripcion: 'El resultado del pago del abono de tu hora.',
  },
};
const BACK_OFFICE = privada('Administración');
export const PAGINA_NO_ENCONTRADA: Pagina = {
  titulo: `Página no encontrada | ${N}`,
  descripcion: 'No se pudo encontrar la página que estás buscando.',
  indexar: false,
};

/** A page found for a path; `canonica` is always set: the page's own path unless another holds its content. */
export interface PaginaEncontrada extends Pagina {
  canonica: string;
}

/**
 * The page a path shows, or null when the site has no such page (the 404). Trailing slashes and
 * percent-encoding do not matter: `/galeria/` and `/olvidar-contrase%C3%B1a` are found.
 */
export function paginaDeRuta(ruta: string): PaginaEncontrada | null {
  let path = ruta.split(/[?#]/, 1)[0] ?? '/';
  try {
    path = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (path.length > 1) path = path.replace(/\/+$/, '');
  const conParametro = Object.entries(PAGINAS_CON_PARAMETRO).find(([patron]) => coincideRuta(patron, path));
  const pagina =
    (PAGINAS as Record<string, Pagina | undefined>)[path] ??
    conParametro?.[1] ??
    (path === AREA_BACK_OFFICE || path.startsWith(`${AREA_BACK_OFFICE}/`) ? BACK_OFFICE : undefined);
  return pagina ? { ...pagina, canonica: pagina.canonica ?? path } : null;
}

/** `Lunes a Sábado, 11:00 a 20:30; Domingo, Cerrado` read as a sentence: «lunes a sábado de 11:00 a 20:30». */
const horarioEnFrase = (t: VistaTienda) =>
  t.lineasDeHorario
    .filter((l) => l.horas !== 'Cerrado')
    .map((l) => `${l.dias.toLowerCase()} de ${l.horas}`)
    .join('; ');

/** A page's title and description with the shop's current facts in place of `{tienda}`, `{calle}`… */
export function conTienda<P extends Pagina>(pagina: P, t: VistaTienda): P {
  const llenar = (texto: string) =>
    texto
      .replaceAll('{tienda}', t.nombre)
      .replaceAll('{direccion}', t.direccionCompleta)
      .replaceAll('{calle}', `${t.direccion.calle}, ${t.direccion.comuna}`)
      .replaceAll('{horario}', horarioEnFrase(t))
      .replaceAll('{nuevasHoras}', t.nuevasHoras);
  return { ...pagina, titulo: llenar(pagina.titulo), descripcion: llenar(pagina.descripcion) };
}
