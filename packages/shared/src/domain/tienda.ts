import type { AperturaDelDia, Tienda } from '../contracts/tienda.js';

/** Monday first, as people in Chile read a week (and as `horario` is stored). */
export const DIAS_DE_LA_SEMANA = [
  'Lunes',
  'Martes',
  'Miércoles',
  'Jueves',
  'Viernes',
  'Sábado',
  'Domingo',
] as const;

/**
 * The shop's facts until the admin edits them (issue 25): a new installation starts with them and the
 * demo seeds them. Every page and message reads the stored record (GET /api/tienda), never this.
 */
export const TIENDA_PREDETERMINADA: Tienda = {
  nombre: 'Barbería Maipú',
  eslogan: 'Cortes clásicos y modernos, perfilado de barba y buena conversación en Maipú.',
  direccion: {
    calle: 'Av. Los Pajaritos 2145, local 3',
    comuna: 'Maipú',
    region: 'Región Metropolitana',
    codigoPostal: '9250000',
  },
  geo: { lat: -33.5107, lng: -70.7573 },
  email: 'contacto@barberiamaipu.cl',
  whatsappNumero: '+56987654321',
  redes: {
    instagram: 'https://www.instagram.com/barberia.maipu',
    tiktok: 'https://www.tiktok.com/@barberia.maipu',
  },
  horario: [
    { abierto: true, abre: '11:00', cierra: '20:30' },
    { abierto: true, abre: '11:00', cierra: '20:30' },
    { abierto: true, abre: '11:00', cierra: '20:30' },
    { abierto: true, abre: '11:00', cierra: '20:30' },
    { abierto: true, abre: '11:00', cierra: '20:30' },
    { abierto: true, abre: '11:00', cierra: '20:30' },
    { abierto: false, abre: '11:00', cierra: '20:30' },
  ],
  nuevasHoras: 'Nuevas horas disponibles todos los domingos a las 16:30 hrs.',
  fechaCambioDireccion: '1 de marzo',
  inicio: {
    eyebrow: 'Barbería en Maipú',
    lead: 'Cortes clásicos y modernos, degradados y perfilado de barba con navaja. Reserva en línea en un minuto, sin crear cuenta.',
  },
  sobreNosotros: {
    titulo: 'Una barbería de barrio, con oficio',
    parrafos: [
      'Abrimos en Maipú con una idea simple: cortes bien hechos, a la hora acordada y con buena conversación. Trabajamos a tijera, máquina y navaja, y te recomendamos lo que mejor le queda a tu tipo de pelo.',
      'Desde el 1 de marzo atendemos en nuestro nuevo local de Av. Los Pajaritos 2145, local 3. Agenda en línea, llega a tu hora y nosotros nos encargamos del resto.',
    ],
  },
  desarrollador: { nombre: 'Estudio Web Maipú', url: '' },
};

/** schema.org's names of the weekdays, in DIAS_DE_LA_SEMANA's order. */
const DIAS_SCHEMA_ORG = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A run of consecutive weekdays with the same hours: «Lunes a Sábado», «Sábado y Domingo», «Domingo». */
interface Tramo {
  desde: number;
  hasta: number;
  dia: AperturaDelDia;
}

const mismasHoras = (a: AperturaDelDia, b: AperturaDelDia) =>
  a.abierto === b.abierto && (!a.abierto || (a.abre === b.abre && a.cierra === b.cierra));

function tramos(horario: readonly AperturaDelDia[]): Tramo[] {
  const lista: Tramo[] = [];
  horario.forEach((dia, i) => {
    const ultimo = lista.at(-1);
    if (ultimo && mismasHoras(ultimo.dia, dia)) ultimo.hasta = i;
    else lista.push({ desde: i, hasta: i, dia });
  });
  return lista;
}

function nombreDelTramo({ desde, hasta }: Tramo): string {
  const [a, b] = [DIAS_DE_LA_SEMANA[desde], DIAS_DE_LA_SEMANA[hasta]];
  if (desde === hasta) return a as string;
  return hasta === desde + 1 ? `${a} y ${b}` : `${a} a ${b}`;
}

/** The week as people read it: `[{ dias: 'Lunes a Sábado', horas: '11:00 a 20:30' }, { dias: 'Domingo', horas: 'Cerrado' }]`. */
export function lineasDeHorario(horario: readonly AperturaDelDia[]): { dias: string; horas: string }[] {
  return tramos(horario).map((t) => ({
    dias: nombreDelTramo(t),
    horas: t.dia.abierto ? `${t.dia.abre} a ${t.dia.cierra}` : 'Cerrado',
  }));
}

/**
 * The whole week in one line, every run of days with its hours, closed ones too: «Lunes a Viernes: 11:00
 * a 20:30 · Sábado: 10:00 a 14:00 · Domingo: Cerrado». The one description of the hours wherever a line
 * is all there is (the home's hero, the image for sharing); the footer lists the same runs as rows.
 */
export const horarioEnUnaLinea = (horario: readonly AperturaDelDia[]) =>
  lineasDeHorario(horario)
    .map(({ dias, horas }) => `${dias}: ${horas}`)
    .join(' · ');

/** The same week for machines: schema.org's openingHoursSpecification, one entry per run of open days. */
export function aperturaSchemaOrg(horario: readonly AperturaDelDia[]) {
  return tramos(horario)
    .filter((t) => t.dia.abierto)
    .map((t) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: DIAS_SCHEMA_ORG.slice(t.desde, t.hasta + 1),
      opens: t.dia.abre,
      closes: t.dia.cierra,
    }));
}

/**
 * `+56 9 8765 4321` from the stored `+56987654321` (the schema only takes Chilean mobiles), written out
 * so the pages do not carry libphonenumber's metadata.
 */
export const telefonoLegible = (e164: string) => e164.replace(/^\+56(9)(\d{4})(\d{4})$/, '+56 $1 $2 $3');

/**
 * The stored record and what is derived from it, as the pages, e-mails and events show it. Computed,
 * never stored: a new address moves the map's links with it.
 */
export function vistaDeTienda(t: Tienda) {
  const { calle, comuna, region } = t.direccion;
  const consulta = encodeURIComponent(`${calle}, ${comuna}, ${region}`).replace(/%20/g, '+');
  return {
    ...t,
    direccion: { ...t.direccion, pais: 'Chile', codigoPais: 'CL' },
    /** `Av. Los Pajaritos 2145, local 3, Maipú, Región Metropolitana`: a calendar event's location. */
    direccionCompleta: `${calle}, ${comuna}, ${region}`,
    whatsappLegible: telefonoLegible(t.whatsappNumero),
    enlaceWhatsapp: `https://wa.me/${t.whatsappNumero.replace(/\D/g, '')}`,
    lineasDeHorario: lineasDeHorario(t.horario),
    mapaEmbedUrl: `https://www.google.com/maps?q=${consulta}&output=embed`,
    mapaUrl: `https://www.google.com/maps/search/?api=1&query=${consulta}`,
  };
}
export type VistaTienda = ReturnType<typeof vistaDeTienda>;

/** The origin the map's frame comes from, for the pages' CSP (frame-src): fixed, whatever the address. */
export const ORIGEN_DEL_MAPA = 'https://www.google.com';
