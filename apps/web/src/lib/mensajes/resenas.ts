/**
 * The review page's own fallbacks (issue 25), apart from MENSAJES_PUBLICOS: that catalogue is in every
 * public page's first view, and two pages sit within bytes of their 90 KiB (decision 008).
 */
export const MENSAJES_RESENAS = {
  ENVIAR_RESENA: 'No pudimos enviar tu reseña. Inténtalo nuevamente.',
  CARGAR_VISITA: 'No pudimos cargar tu visita. Inténtalo nuevamente.',
} as const;
