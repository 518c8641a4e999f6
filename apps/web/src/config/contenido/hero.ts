/** The home hero's words (spec §1: it invites the visitor to book). See README.md. */
export const HERO = {
  eyebrow: 'Barbería en Maipú',
  lead: 'Cortes clásicos y modernos, degradados y perfilado de barba con navaja. Reserva en línea en un minuto, sin crear cuenta.',
  accion: 'Agenda tu hora',
  secundaria: 'Ver servicios',
};
