/**
 * The home hero's buttons (spec §1: it invites the visitor to book). Its line above the title and its
 * welcome text are the shop's own, edited by the admin (useTienda().inicio). See README.md.
 */
export const HERO = {
  accion: 'Agenda tu hora',
  secundaria: 'Ver servicios',
};
