/**
 * The waitlist's own fallbacks (issue 24), apart from MENSAJES_PUBLICOS like the review page's: that
 * catalogue is in every public page's first view, and the hour step loads the waitlist form after it.
 */
export const MENSAJES_LISTA_ESPERA = {
  UNIRSE: 'No pudimos anotarte en la lista de espera. Inténtalo nuevamente.',
  CARGAR_ENTRADA: 'No pudimos cargar tu lugar en la lista de espera. Inténtalo nuevamente.',
  CONFIRMAR: 'No pudimos confirmar tu lugar en la lista de espera. Vuelve a abrir el enlace del correo.',
  AGENDAR: 'No pudimos agendar la hora guardada. Inténtalo nuevamente.',
  SALIR: 'No pudimos sacarte de la lista de espera. Inténtalo nuevamente.',
} as const;
