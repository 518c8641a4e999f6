import { CALENDAR_OPTION_LABELS, CALENDAR_OPTIONS } from '../core/options';

/**
 * The widget's texts. Spanish is this product's default (no `language` attribute); English is the
 * fallback for every other language (spec §5: "Language falls back to en"). `customLabels` overrides any key.
 */
export const TEXT_KEYS = [
  'label',
  'label.subscribe',
  'list',
  'close',
  'saved',
  ...CALENDAR_OPTIONS,
  'expired',
  'cancelled',
  'online',
  'date.save',
  'multidate.h',
  'multidate.text',
  'cancelled.h',
  'cancelled.text',
  'ios.h',
  'ios.text',
  'webview.h',
  'webview.text',
  'clipboard',
  'yahoo.h',
  'yahoo.text',
  'yahoo.open',
  'ty.h',
  'ty.continue',
  'ty.email',
  'ty.copy',
  'ty.copied',
  'ty.share.subject',
  'form.submit',
  'form.success',
  'form.error.required',
  'form.error.email',
  'form.error.sending',
  'rsvp.button',
  'rsvp.h',
  'rsvp.status',
  'rsvp.confirmed',
  'rsvp.declined',
  'rsvp.undecided',
  'rsvp.amount',
  'rsvp.email',
  'rsvp.submit',
  'rsvp.sending',
  'rsvp.success',
  'rsvp.doi',
  'rsvp.demo',
  'rsvp.sent',
  'rsvp.restart',
  'rsvp.seats',
  'rsvp.seats.one',
  'rsvp.error.expired',
  'rsvp.error.bookedout',
  'rsvp.error.bookedout.plural',
  'branding',
  'ty.share',
  'rsvp.error.wait',
  'error',
] as const;
export type TextKey = (typeof TEXT_KEYS)[number];
export type Texts = Record<TextKey, string>;

export const es: Texts = {
  label: 'Agregar al calendario',
  'label.subscribe': 'Suscribirse al calendario',
  list: 'Elige tu calendario',
  close: 'Cerrar',
  saved: 'Guardado',
  ...CALENDAR_OPTION_LABELS,
  ical: 'Archivo iCal',
  expired: 'Vencido',
  cancelled: 'Cancelado',
  online: 'En línea',
  'date.save': 'Guardar esta fecha',
  'multidate.h': 'Este evento tiene varias fechas',
  'multidate.text': 'Agrega cada fecha a tu calendario:',
  'cancelled.h': 'Evento cancelado',
  'cancelled.text':
    'Este evento fue cancelado. Para quitarlo de tu calendario, usa el archivo iCal (Apple u otra aplicación de calendario).',
  'ios.h': 'Abre Safari',
  'ios.text':
    'En iPhone y iPad solo Safari guarda archivos de calendario. Copiamos el enlace: pégalo en Safari.',
  'webview.h': 'Abre tu navegador',
  'webview.text':
    'Este navegador integrado no guarda archivos de calendario. Copiamos el enlace: pégalo en tu navegador.',
  clipboard: 'Enlace copiado en el portapapeles.',
  'yahoo.h': 'Suscribirse en Yahoo',
  'yahoo.text':
    'Copiamos la dirección del calendario. En Yahoo Calendar elige «Seguir otros calendarios» y pégala.',
  'yahoo.open': 'Abrir Yahoo Calendar',
  'ty.h': '¡Gracias!',
  'ty.continue': 'Continuar',
  'ty.email': 'Compartir por correo',
  'ty.copy': 'Copiar enlace',
  'ty.copied': 'Copiado',
  'ty.share.subject': 'Te comparto este evento',
  'form.submit': 'Enviar',
  'form.success': '¡Listo! Recibimos tus datos.',
  'form.error.required': 'No completaste todos los campos obligatorios.',
  'form.error.email': 'Ingresa un correo válido.',
  'form.error.sending': 'No pudimos enviar tus datos. Inténtalo de nuevo.',
  'rsvp.button': 'Inscribirme',
  'rsvp.h': 'Confirma tu asistencia',
  'rsvp.status': '¿Vas a asistir?',
  'rsvp.confirmed': 'Asistiré',
  'rsvp.declined': 'No asistiré',
  'rsvp.undecided': 'Tal vez',
  'rsvp.amount': 'Cantidad de personas',
  'rsvp.email': 'Correo electrónico',
  'rsvp.submit': 'Enviar respuesta',
  'rsvp.sending': 'Enviando tu respuesta…',
  'rsvp.success': '¡Gracias! Recibimos tu respuesta.',
  'rsvp.doi': 'Te enviamos un correo: abre su enlace para confirmar tu inscripción.',
  'rsvp.demo': 'Modo de demostración: así se vería una respuesta enviada. No se envió nada.',
  'rsvp.sent': 'Ya enviaste tu respuesta a este evento.',
  'rsvp.restart': 'Responder de nuevo',
  'rsvp.seats': 'Quedan {n} cupos.',
  'rsvp.seats.one': 'Queda 1 cupo.',
  'rsvp.error.expired': 'Las inscripciones para este evento están cerradas.',
  'rsvp.error.bookedout': 'Lo sentimos, no quedan cupos para este evento.',
  'rsvp.error.bookedout.plural': 'Lo sentimos, no quedan cupos suficientes para {n} personas.',
  branding: 'Botón de calendario de Barbería Maipú',
  'ty.share': 'Compartir…',
  'rsvp.error.wait':
    'Hay demasiadas respuestas desde tu conexión esperando confirmación. Confirma las que enviaste por correo o inténtalo en unos minutos.',
  error: 'No se pudo crear el botón de calendario',
};

/**
 * The texts for a language with `customLabels` on top (keys compared without letter case). English is its
 * own chunk: this product's pages are in Spanish, so most never download it.
 */
export async function textsFor(
  language: string,
  customLabels: Readonly<Record<string, string>> = {},
): Promise<Texts> {
  const texts: Texts = { ...(language === 'es' ? es : (await import('./en')).en) };
  for (const [key, value] of Object.entries(customLabels)) {
    const match = TEXT_KEYS.find((k) => k.toLowerCase() === key.toLowerCase());
    if (match && value.trim() !== '') texts[match] = value.trim();
  }
  return texts;
}
