/**
 * What a back-office or account screen says when an action fails and the server sent no message of
 * its own. The other half of the screens' catalogue (mensajes/publicos.ts says why two files).
 */
export const MENSAJES_BACK_OFFICE = {
  /** Spec 001 §8: the error modal's fallback. */
  ACCION: 'Se ha producido un error al ejecutar esta acción. Por favor, inténtelo de nuevo.',
  REALIZAR_ACCION: 'Error al intentar realizar la acción, intenta nuevamente',
  CAMBIAR_ESTADO: 'Error al cambiar el estado',
  CARGAR_RESENAS: 'No pudimos cargar las reseñas. Recarga la página.',
  CARGAR_GALERIA: 'No pudimos cargar la galería. Recarga la página.',
  ORDENAR_GALERIA: 'No pudimos guardar el nuevo orden. Inténtalo de nuevo.',
  ENVIAR_CORREO: 'Error al enviar el correo, intenta nuevamente',
  REGISTRAR: 'Error al registrar el usuario',
  /** Spec 001 §8: creating the days of a range (Agregar Fechas), one call per day. */
  GENERAR_PASOS: 'Error al generar los pasos, intenta nuevamente',
  EXPORTAR: 'Error al exportar, intenta nuevamente',
  REVISAR_CALENDARIO: 'Error al revisar el calendario de Google',
  CONECTAR_CALENDARIO: 'Error al conectar el calendario, intenta nuevamente',
  REVISAR_FOTO: 'Error al cargar tu foto',
  SUBIR_FOTO: 'No se pudo subir la foto, intenta nuevamente',
  CAMBIAR_CONTRASENA:
    'Hubo un error al cambiar la contraseña, prueba nuevamente o vuelve a pedir el cambio de contraseña',
} as const;
