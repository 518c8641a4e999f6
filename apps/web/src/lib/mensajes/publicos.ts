/**
 * What a public screen says when an action fails and the server sent no message of its own (the
 * network dropped, a chunk did not load). With mensajes/back-office.ts, the screens' one catalogue:
 * `mensajeDeError` (api-client) takes only a message from these two, like the server's MENSAJES
 * (@barberia/shared) takes only a code with its sentence. Two files, one per audience, so a public
 * page's first view carries only its own words (decision 016). The spec's wording where it gives one.
 */
export const MENSAJES_PUBLICOS = {
  /** Spec 000 §8, word for word. */
  AGENDAR:
    'Se ha producido un error al agendar hora o la hora ya ha sido agendada por alguien más. Por favor, inténtelo de nuevo.',
  /** Spec 000 §8, word for word. */
  REAGENDAR: 'Se ha producido un error al intentar reagendar la hora. Por favor, inténtalo de nuevo.',
  RESERVA_SIN_CARGAR: 'No pudimos completar la reserva. Inténtalo de nuevo.',
  /** Spec 000 §5 and §8, word for word: the chosen date is gone (the server's FECHA_NO_ENCONTRADA). */
  FECHA_SELECCIONADA: 'Fecha seleccionada no encontrada.',
  CANCELAR_HORA: 'Hubo un error al intentar cancelar la hora, intentelo nuevamente',
  LISTAR_HORAS: 'No pudimos obtener tus horas agendadas. Inténtalo nuevamente.',
  CARGAR_EVENTO: 'No pudimos cargar el evento. Inténtalo nuevamente.',
  CONFIRMAR_INSCRIPCION: 'No pudimos confirmar tu inscripción. Abre de nuevo el enlace del correo.',
  ENVIAR_ENLACE: 'No pudimos enviar el enlace. Inténtalo nuevamente en unos minutos.',
  INICIAR_PAGO: 'No se pudo iniciar el pago.',
} as const;
