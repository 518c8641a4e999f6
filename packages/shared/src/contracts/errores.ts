/**
 * Every error a person can read, by stable code. The spec's wording where it gives one.
 * A code without a message does not compile, so no answer is left without a Spanish sentence.
 */
export const MENSAJES = {
  DATOS_INVALIDOS: 'Los datos enviados no son válidos.',
  JSON_INVALIDO: 'El cuerpo de la solicitud no es un JSON válido.',
  ID_INVALIDO: 'El identificador no es válido.',
  NO_ENCONTRADO: 'No se encontró lo que buscas.',
  RUTA_NO_ENCONTRADA: 'No se pudo encontrar la página que estás buscando.',
  FECHA_NO_ENCONTRADA: 'Fecha no encontrada.',
  FEED_NO_ENCONTRADO: 'Calendario no encontrado.',
  HORA_NO_ENCONTRADA: 'Hora no encontrada.',
  HORA_YA_AGENDADA: 'La hora ya está agendada.',
  FECHA_PASADA: 'No se puede agendar una hora en una fecha pasada.',
  ANTICIPACION_INSUFICIENTE:
    'Las horas del mismo día se deben agendar con al menos 30 minutos de anticipación.',
  HORA_FUERA_DE_HORARIO: 'La hora está fuera del horario de atención de ese día.',
  HORA_EN_DESCANSO: 'La hora coincide con el descanso del barbero.',
  HORA_INEXISTENTE: 'Esa hora no existe ese día por el cambio de horario.',
  DURACION_NO_COINCIDE: 'La duración de la hora no coincide con la del servicio.',
  SERVICIO_NO_ENCONTRADO: 'Servicio no encontrado.',
  SERVICIO_NO_REALIZADO: 'El barbero no realiza ese servicio.',
  SERVICIO_ADICIONAL_NO_REALIZADO: 'El barbero no realiza uno de los servicios agregados a la hora.',
  SERVICIOS_SIN_BARBERO_COMUN: 'Ningún barbero realiza todos esos servicios en una misma hora.',
  SERVICIO_REPETIDO_EN_HORA: 'Un servicio se repite en la hora.',
  SERVICIO_DUPLICADO: 'Ya existe un servicio con ese nombre.',
  TIPO_SERVICIO_NO_ENCONTRADO: 'Tipo de servicio no encontrado.',
  TIPO_SERVICIO_DUPLICADO: 'Ya existe un tipo de servicio con ese nombre.',
  TIPO_SERVICIO_EN_USO: 'No se puede eliminar un tipo de servicio que tiene servicios.',
  SERVICIO_CON_HORAS: 'No se puede eliminar un servicio con horas agendadas futuras.',
  AVISO_NO_ENCONTRADO: 'Aviso no encontrado.',
  BARBERO_NO_ENCONTRADO: 'Barbero no encontrado.',
  BARBERO_INACTIVO: 'El barbero no está recibiendo reservas en este momento.',
  FECHA_DUPLICADA: 'Ya existe una fecha para ese día.',
  HORARIO_INVALIDO: 'La hora de término debe ser posterior a la hora de inicio.',
  DESCANSO_FUERA_DE_HORARIO: 'El descanso debe quedar dentro del horario del día.',
  HORAS_FUERA_DEL_NUEVO_HORARIO:
    'El nuevo horario dejaría horas agendadas fuera de él. Reagéndalas o cancélalas primero.',
  FECHA_CON_HORAS_AGENDADAS: 'La fecha tiene horas agendadas. Cancélalas antes de eliminarla.',
  HORA_AGENDADA_NO_ENCONTRADA: 'No se encontró la hora agendada.',
  REAGENDAR_OTRO_CORREO: 'Solo puedes reagendar una hora agendada con el mismo correo.',
  EVENTO_NO_ENCONTRADO: 'Evento no encontrado.',
  HORA_OCUPADA_EN_CALENDARIO: 'El barbero tiene otro compromiso a esa hora. Elige otra hora.',
  GOOGLE_NO_CONFIGURADO:
    'La barbería no tiene configurada una cuenta de Google Calendar. Pídele al administrador que la configure.',
  GOOGLE_CALENDARIO_NO_ENCONTRADO:
    'Google no encuentra ese calendario. Revisa el ID y que esté compartido con la cuenta de servicio.',
  GOOGLE_CALENDARIO_NO_COMPARTIDO:
    'El calendario no está compartido con la cuenta de servicio con permiso para hacer cambios en eventos.',
  GOOGLE_NO_DISPONIBLE: 'Google Calendar no responde en este momento. Inténtalo de nuevo en unos minutos.',
  EVENTO_DE_HORA_AGENDADA: 'Este evento pertenece a una hora agendada: cancela la hora para quitarlo.',
  NO_HAY_HORAS_PARA_CORREO: 'No hay horas agendadas para este correo',
  DEMASIADAS_RESERVAS_CORREO:
    'Este correo ya agendó el máximo de horas permitido en un día. Inténtalo mañana o escríbenos.',
  SIN_PRUEBA_DE_CORREO:
    'Para ver, cancelar o reagendar tus horas, abre el enlace que te enviamos por correo o pide uno nuevo.',
  CREDENCIALES_INVALIDAS: 'Correo o contraseña incorrectos.',
  CAMPOS_OBLIGATORIOS: 'Todos los campos son obligatorios',
  NO_AUTENTICADO: 'Debes iniciar sesión para realizar esta acción.',
  TOKEN_INVALIDO: 'Tu sesión expiró. Inicia sesión nuevamente.',
  SIN_PERMISO: 'No tienes permiso para realizar esta acción.',
  DEMASIADAS_SOLICITUDES: 'Demasiados intentos. Espera un momento e inténtalo nuevamente.',
  BASE_DE_DATOS_NO_DISPONIBLE:
    'No podemos leer ni guardar datos en este momento (sin conexión con la base de datos). Inténtalo en unos minutos.',
  BASE_DE_DATOS_SIN_ESPACIO:
    'No se pudo guardar: el disco del servidor está lleno. Lo demás del sitio sigue funcionando; avisa a la barbería.',
  GOOGLE_CALENDARIO_DE_OTRO: 'Ese calendario ya está conectado a otro barbero. Cada barbero conecta el suyo.',
  CORREO_SOLO_A_TUS_CLIENTES: 'Solo puedes escribir a clientes que tienen una hora agendada contigo.',
  SERVIDOR_SOBRECARGADO:
    'El sitio está con mucha demanda en este momento. Inténtalo nuevamente en unos segundos.',
  IMAGEN_INVALIDA: 'La imagen no es válida: sube un archivo JPG, PNG, WebP o AVIF.',
  IMAGEN_DEMASIADO_GRANDE: 'La imagen es demasiado grande: el máximo es 5 MB y 8000 × 8000 píxeles.',
  IMAGEN_NO_ENCONTRADA: 'Imagen no encontrada.',
  CUERPO_DEMASIADO_GRANDE: 'La solicitud es demasiado grande.',
  // Back office (issue 4): accounts, accesses, users, products, dates.
  DATOS_OBLIGATORIOS: 'Todos los datos son obligatorios',
  CONTRASENAS_NO_COINCIDEN: 'Las contraseñas no coinciden',
  // The spec's text, also for an unknown, expired or used invitation: it never tells which.
  CORREO_SIN_ACCESO: 'El correo no tiene permisos para crear una cuenta',
  CUENTA_EN_ESPERA:
    'Demasiados intentos fallidos para esta cuenta. Espera un momento antes de volver a intentarlo.',
  CORREO_CON_CUENTA: 'Ya existe una cuenta con ese correo.',
  ENLACE_INVALIDO: 'El enlace para cambiar la contraseña no es válido o ya fue usado. Pide uno nuevo.',
  ENLACE_VENCIDO: 'El enlace para cambiar la contraseña venció. Pide uno nuevo.',
  ACCESO_DUPLICADO: 'Ese correo ya tiene un acceso para registrarse.',
  ACCESO_NO_ENCONTRADO: 'Acceso no encontrado.',
  USUARIO_NO_ENCONTRADO: 'Usuario no encontrado.',
  RESENA_NO_ENCONTRADA: 'Reseña no encontrada.',
  FOTO_NO_ENCONTRADA: 'Foto no encontrada.',
  ORDEN_DE_GALERIA_DESACTUALIZADO:
    'La galería cambió mientras la ordenabas. Recarga la página y vuelve a ordenarla.',
  RESENA_YA_ENVIADA: 'Ya nos dejaste tu reseña de esta visita. ¡Gracias!',
  RESENA_ANTES_DE_TIEMPO: 'Podrás dejar tu reseña cuando termine tu hora.',
  RESENA_DE_INASISTENCIA:
    'Esta hora quedó registrada como inasistencia: solo se pueden reseñar las visitas a las que viniste.',
  HORA_NO_TERMINADA: 'La hora aún no termina: podrás marcar si el cliente vino cuando termine.',
  ASISTENCIA_FUERA_DE_PLAZO:
    'Pasó más de un día desde que terminó la hora: ya no se puede marcar y cuenta como asistida.',
  NO_PUEDES_ELIMINARTE: 'No puedes eliminar tu propia cuenta.',
  USUARIO_CON_HORAS_FUTURAS:
    'El barbero tiene horas agendadas futuras. Confirma para cancelarlas y avisar a cada cliente por correo.',
  PRODUCTO_NO_ENCONTRADO: 'Producto no encontrado.',
  IMAGEN_OBLIGATORIA: 'La imagen es obligatoria',
  PRECIO_FINAL_MAYOR: 'El precio final no puede ser mayor que el precio base',
  MOTIVO_OBLIGATORIO: 'Debes indicar el motivo',
  RANGO_INVALIDO: 'La fecha de término debe ser igual o posterior a la fecha de inicio.',
  RANGO_DEMASIADO_LARGO: 'El rango no puede superar los 92 días.',
  RANGO_SIN_DIAS: 'El rango no incluye ninguno de los días de la semana elegidos.',
  RANGO_EN_EL_PASADO: 'No se pueden crear fechas en días pasados.',
  RANGO_DE_LISTA_LARGO: 'El rango de fechas no puede superar 366 días.',
  FECHA_EN_EL_PASADO: 'No se puede crear una fecha en un día pasado.',
  FECHA_FUERA_DE_LIMITE:
    'La fecha está demasiado lejos: se admiten días de hasta un año atrás y dos años adelante.',
  FECHAS_DUPLICADAS_EN_RANGO: 'Ya existe una fecha para uno de los días del rango. No se creó ninguna.',
  RANGO_YA_CREADO: 'Ya tienes todas las fechas de ese rango. No faltaba ninguna por crear.',
  EVENTO_RSVP_NO_ENCONTRADO: 'El evento no existe o fue eliminado.',
  RSVP_CORREO_INVALIDO: 'El correo no es válido.',
  RSVP_VENCIDO: 'Las inscripciones para este evento ya cerraron.',
  RSVP_AGOTADO: 'No quedan cupos suficientes para este evento.',
  RSVP_CANTIDAD_INVALIDA: 'La cantidad de personas no está permitida para este evento.',
  RSVP_CAMPOS_OBLIGATORIOS: 'Debes completar correctamente todos los campos obligatorios.',
  RSVP_TAL_VEZ_NO_PERMITIDO: 'Este evento no admite la respuesta «tal vez».',
  RSVP_ENLACE_INVALIDO:
    'El enlace de confirmación no es válido, ya fue usado o venció. Vuelve a inscribirte.',
  RSVP_PENDIENTES_POR_IP:
    'Desde tu conexión hay varias respuestas esperando confirmación. Confírmalas con el enlace que enviamos a cada correo o espera unos minutos e inténtalo de nuevo.',
  RSVP_SIN_CUPOS_AL_CONFIRMAR:
    'No quedan cupos suficientes para confirmar esta respuesta; si ya tenías una, sigue vigente. Algunos cupos esperan confirmaciones y pueden liberarse en unos minutos: vuelve a abrir el enlace más tarde.',
  // The waitlist of a full day (issue 24, decision 043).
  HAY_HORAS_LIBRES:
    'Ese día todavía tiene horas disponibles para lo que elegiste: agenda una de ellas en vez de esperar.',
  YA_EN_LISTA_DE_ESPERA: 'Ya estás en la lista de espera de ese día con este correo.',
  LISTA_DE_ESPERA_LLENA: 'La lista de espera de ese día está completa. Elige otro día.',
  ENTRADA_ESPERA_NO_ENCONTRADA:
    'Ya no estás en esta lista de espera: saliste de ella, el día pasó o tu hora guardada venció.',
  SIN_PRUEBA_DE_ESPERA: 'Abre el enlace que te enviamos por correo para ver tu lugar en la lista de espera.',
  SIN_OFERTA_DE_ESPERA: 'Todavía no se libera una hora para ti. Te escribiremos apenas se libere una.',
  // Decision 053: a place counts once its e-mail is confirmed, and one connection holds only a few.
  CONFIRMAR_ESPERA_POR_CORREO:
    'Para confirmar tu lugar en la lista de espera, abre el enlace del correo que te enviamos al anotarte.',
  ESPERAS_POR_IP:
    'Desde tu conexión ya hay varias personas en listas de espera. Inténtalo de nuevo más tarde o agenda otro día con horas disponibles.',
  // Webpay (issue 11): checkout, return, refunds and cash sales.
  CARRITO_VACIO: 'Tu carrito está vacío.',
  CARRITO_CAMBIO:
    'Algunos productos de tu carrito cambiaron de precio o de stock. Revisa el carrito actualizado antes de pagar.',
  SIN_STOCK: 'Ya no queda stock suficiente de uno de los productos. Revisa tu carrito.',
  COMPRA_DEMASIADAS_UNIDADES:
    'Tu carrito supera las unidades que admite una compra en línea. Quita algunas o cómpralas en la barbería.',
  COMPRAS_PENDIENTES:
    'Ya hay compras esperando el pago en Webpay con este correo o desde tu conexión. Termina la que dejaste abierta o espera unos minutos: si no la pagas, sus productos se liberan solos.',
  WEBPAY_NO_DISPONIBLE:
    'No pudimos comunicarnos con Webpay y no se hizo ningún cobro. Inténtalo nuevamente en unos minutos.',
  RETORNO_INVALIDO: 'La respuesta de Webpay no es válida.',
  ABONO_REQUERIDO: 'Esta hora pide un abono para confirmarla.',
  ABONO_NO_REQUERIDO: 'Esta hora no pide abono: agéndala directamente.',
  ABONO_AL_REAGENDAR: 'Un cambio de hora conserva el abono que ya pagaste: no se paga de nuevo.',
  ABONO_PENDIENTE:
    'Ya tienes un pago de abono en curso. Termínalo en Webpay o espera unos minutos a que se libere.',
  ABONO_NO_ENCONTRADO: 'No encontramos ese pago de abono.',
  ABONOS_PENDIENTES:
    'Ya hay pagos de abono sin terminar desde tu conexión o este dispositivo. Termina el que dejaste abierto en Webpay o espera unos minutos: si no se paga, la hora se libera sola.',
  CREDITO_CAMBIADO:
    'Tu crédito cambió mientras agendabas. Vuelve a confirmar la hora para ver el abono actualizado.',
  VENTA_NO_ENCONTRADA: 'Venta no encontrada.',
  VENTA_NO_ANULABLE: 'Solo se puede anular una venta pagada.',
  ANULACION_RECHAZADA:
    'Webpay no aceptó la anulación de esta venta. Revisa la venta en el portal de Transbank.',
  // WhatsApp's webhook (issue 23): Meta's calls, refused when they cannot be Meta's.
  WHATSAPP_DESACTIVADO: 'El canal de WhatsApp no está configurado.',
  WHATSAPP_FIRMA_INVALIDA: 'La firma del aviso de WhatsApp no es válida.',
  WHATSAPP_VERIFICACION_INVALIDA: 'La verificación del webhook de WhatsApp no es válida.',
  ERROR_INTERNO: 'Ocurrió un error inesperado. Inténtalo nuevamente en unos minutos.',
} as const satisfies Record<string, string>;

export type CodigoError = keyof typeof MENSAJES;

/** The JSON body of every error answer. */
export interface RespuestaError {
  msg: string;
  code: CodigoError;
  /** The add-to-calendar widget's numeric code (spec 001 §8 Widget RSVP: 2, 5, 6), on RSVP answers only. */
  error?: number;
  errores?: { campo: string; msg: string }[];
}
