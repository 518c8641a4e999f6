/**
 * The shop's own facts, in one place for the pages, the e-mails and the calendar events.
 * Changing the shop's address, hours or social links starts (and ends) here.
 */
import { NOMBRE_TIENDA, NUEVAS_HORAS } from './nombre-tienda.js';

export const TIENDA = {
  nombre: NOMBRE_TIENDA,
  eslogan: 'Cortes clásicos y modernos, perfilado de barba y buena conversación en Maipú.',
  direccion: {
    calle: 'Av. Los Pajaritos 2145, local 3',
    comuna: 'Maipú',
    region: 'Región Metropolitana',
    codigoPostal: '9250000',
    pais: 'Chile',
    codigoPais: 'CL',
  },
  geo: { lat: -33.5107, lng: -70.7573 },
  email: 'contacto@barberiamaipu.cl',
  whatsappNumero: '+56 9 8765 4321',
  redes: {
    instagram: 'https://www.instagram.com/barberia.maipu',
    whatsapp: 'https://wa.me/56987654321',
    tiktok: 'https://www.tiktok.com/@barberia.maipu',
  },
  horario: [
    { dias: 'Lunes a Sábado', horas: '11:00 a 20:30' },
    { dias: 'Domingo', horas: 'Cerrado' },
  ],
  /** The same hours for machines (schema.org openingHoursSpecification). */
  apertura: {
    dias: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    abre: '11:00',
    cierra: '20:30',
  },
  /** Spec §1: the footer credits the site's developer. `url` null: the name only, no link. */
  desarrollador: { nombre: 'Estudio Web Maipú', url: null as string | null },
  nuevasHoras: NUEVAS_HORAS,
  /** Spec §9: the shop moved location on 1 March. */
  fechaCambioDireccion: '1 de marzo',
  mapaEmbedUrl:
    'https://www.google.com/maps?q=Av.+Los+Pajaritos+2145,+Maip%C3%BA,+Regi%C3%B3n+Metropolitana&output=embed',
  mapaUrl: 'https://www.google.com/maps/search/?api=1&query=Av.+Los+Pajaritos+2145,+Maip%C3%BA',
} as const;

/** `Av. Los Pajaritos 2145, local 3, Maipú, Región Metropolitana`: a calendar event's location. */
export const direccionCompleta = `${TIENDA.direccion.calle}, ${TIENDA.direccion.comuna}, ${TIENDA.direccion.region}`;
