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
  error: 'No se pudo crear el botón de calendario',
};

export const en: Texts = {
  label: 'Add to Calendar',
  'label.subscribe': 'Subscribe to Calendar',
  list: 'Choose your calendar',
  close: 'Close',
  saved: 'Saved',
  ...CALENDAR_OPTION_LABELS,
  expired: 'Expired',
  cancelled: 'Cancelled',
  online: 'Online',
  'date.save': 'Save this date',
  'multidate.h': 'This is an event series',
  'multidate.text': 'Add the individual dates to your calendar:',
  'cancelled.h': 'Event cancelled',
  'cancelled.text':
    'This event has been cancelled. To remove it from your calendar, use the iCal file (Apple or another calendar app).',
  'ios.h': 'Open Safari',
  'ios.text': 'On iPhone and iPad only Safari saves calendar files. We copied the link: paste it in Safari.',
  'webview.h': 'Open your browser',
  'webview.text':
    'This in-app browser cannot save calendar files. We copied the link: paste it in your browser.',
  clipboard: 'Link copied to the clipboard.',
  'yahoo.h': 'Subscribe with Yahoo',
  'yahoo.text':
    'We copied the calendar address. In Yahoo Calendar choose "Follow other calendars" and paste it.',
  'yahoo.open': 'Open Yahoo Calendar',
  'ty.h': 'Thank you!',
  'ty.continue': 'Continue',
  'ty.email': 'Share by e-mail',
  'ty.copy': 'Copy link',
  'ty.copied': 'Copied',
  'ty.share.subject': 'Check out this event',
  'form.submit': 'Send',
  'form.success': 'Done! We received your data.',
  'form.error.required': 'You did not properly fill all required fields',
  'form.error.email': 'Please enter a valid e-mail address.',
  'form.error.sending': 'We could not send your data. Please try again.',
  error: 'The calendar button could not be created',
};

/** The texts for a language with `customLabels` on top (keys compared without letter case). */
export function textsFor(language: string, customLabels: Readonly<Record<string, string>> = {}): Texts {
  const texts: Texts = { ...(language === 'es' ? es : en) };
  for (const [key, value] of Object.entries(customLabels)) {
    const match = TEXT_KEYS.find((k) => k.toLowerCase() === key.toLowerCase());
    if (match && value.trim() !== '') texts[match] = value.trim();
  }
  return texts;
}
