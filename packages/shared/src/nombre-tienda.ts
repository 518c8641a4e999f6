/**
 * The shop's name and the weekly notice of new hours: what the header of every page shows. Their own
 * module, so that a page's first view carries these two lines and not the whole TIENDA record
 * (apps/web's first-view budget, docs/decisions/008).
 */
export const NOMBRE_TIENDA = 'Barbería Maipú';

/** Spec §1 and §9: new hours open every Sunday at 16:30. */
export const NUEVAS_HORAS = 'Nuevas horas disponibles todos los domingos a las 16:30 hrs.';
