/**
 * The utility templates the shop submits to Meta for approval (docs/configuration.md lists them to copy),
 * each with its body as submitted, its parameters in order and its quick-reply buttons. The stand-in
 * accepts exactly these, as Meta accepts only approved templates.
 */
export const TIPOS_DE_MENSAJE = [
  'confirmacion',
  'recordatorio',
  'cambio',
  'cancelacion',
  'aviso_barbero',
  'oferta_espera',
] as const;
export type TipoDeMensaje = (typeof TIPOS_DE_MENSAJE)[number];

/** What a quick-reply button asks for; its payload is `accion:mensajeId`. */
export const ACCIONES = ['confirmo', 'cancelar', 'cambiar'] as const;
export type AccionWhatsapp = (typeof ACCIONES)[number];

export const BOTONES: Record<AccionWhatsapp, string> = {
  confirmo: 'Confirmo',
  cancelar: 'Cancelar hora',
  cambiar: 'Cambiar hora',
};

export interface DefinicionDePlantilla {
  /** Name as approved in WhatsApp Manager (overridable by configuration). */
  nombre: string;
  /**
   * The body as submitted. The client's: {{1}} name, {{2}} services, {{3}} day, {{4}} hour, {{5}} barber.
   * The barber's notice: {{1}} barber, {{2}} what happened, {{3}} client, {{4}} service, {{5}} day, {{6}} hour.
   * A waitlist offer: the client's five, then {{6}} until when it is held and {{7}} the link that books it.
   */
  cuerpo: string;
  acciones: readonly AccionWhatsapp[];
}

const BOTONES_DE_HORA = ['confirmo', 'cancelar', 'cambiar'] as const;

export const PLANTILLAS: Record<TipoDeMensaje, DefinicionDePlantilla> = {
  confirmacion: {
    nombre: 'barberia_hora_agendada',
    cuerpo:
      'Hola {{1}}, tu hora de {{2}} quedó agendada para el {{3}} a las {{4}} con {{5}}. Si no puedes venir, avísanos con los botones.',
    acciones: BOTONES_DE_HORA,
  },
  recordatorio: {
    nombre: 'barberia_recordatorio_hora',
    cuerpo: 'Hola {{1}}, te recordamos tu hora de {{2}} el {{3}} a las {{4}} con {{5}}. ¿Nos confirmas?',
    acciones: BOTONES_DE_HORA,
  },
  cambio: {
    nombre: 'barberia_hora_cambiada',
    cuerpo: 'Hola {{1}}, tu hora de {{2}} cambió al {{3}} a las {{4}} con {{5}}.',
    acciones: BOTONES_DE_HORA,
  },
  cancelacion: {
    nombre: 'barberia_hora_cancelada',
    cuerpo: 'Hola {{1}}, tu hora de {{2}} del {{3}} a las {{4}} con {{5}} quedó cancelada.',
    acciones: [],
  },
  // To the barber (decision 036). Meta refuses a body that starts or ends with a parameter.
  aviso_barbero: {
    nombre: 'barberia_aviso_barbero',
    cuerpo:
      'Hola {{1}}, {{2}} en tu agenda: {{3}}, {{4}}, el {{5}} a las {{6}}. Los detalles están en tu panel.',
    acciones: [],
  },
  // A freed hour held for someone on the waitlist (decision 043): the link books it in one tap.
  oferta_espera: {
    nombre: 'barberia_hora_liberada',
    cuerpo:
      'Hola {{1}}, se liberó una hora de {{2}} el {{3}} a las {{4}} con {{5}}. Te la guardamos hasta las {{6}}; agéndala aquí: {{7}} Si no, pasará a la siguiente persona de la lista.',
    acciones: [],
  },
};

/** How many {{n}} a body holds: what Meta checks the parameters against. */
export const parametrosDe = (cuerpo: string) => new Set(cuerpo.match(/\{\{\d+\}\}/g)).size;

/** The body with its parameters in place: what the client reads (and the stand-in shows). */
export const textoDe = (cuerpo: string, parametros: readonly string[]) =>
  cuerpo.replace(/\{\{(\d+)\}\}/g, (_m, n: string) => parametros[Number(n) - 1] ?? '');

/** The templates under the names configured (WHATSAPP_PLANTILLA_*), as approved in WhatsApp Manager. */
export function plantillasConfiguradas(c: {
  WHATSAPP_PLANTILLA_CONFIRMACION: string;
  WHATSAPP_PLANTILLA_RECORDATORIO: string;
  WHATSAPP_PLANTILLA_CAMBIO: string;
  WHATSAPP_PLANTILLA_CANCELACION: string;
  WHATSAPP_PLANTILLA_AVISO_BARBERO: string;
  WHATSAPP_PLANTILLA_OFERTA_ESPERA: string;
}): Record<TipoDeMensaje, DefinicionDePlantilla> {
  return {
    confirmacion: { ...PLANTILLAS.confirmacion, nombre: c.WHATSAPP_PLANTILLA_CONFIRMACION },
    recordatorio: { ...PLANTILLAS.recordatorio, nombre: c.WHATSAPP_PLANTILLA_RECORDATORIO },
    cambio: { ...PLANTILLAS.cambio, nombre: c.WHATSAPP_PLANTILLA_CAMBIO },
    cancelacion: { ...PLANTILLAS.cancelacion, nombre: c.WHATSAPP_PLANTILLA_CANCELACION },
    aviso_barbero: { ...PLANTILLAS.aviso_barbero, nombre: c.WHATSAPP_PLANTILLA_AVISO_BARBERO },
    oferta_espera: { ...PLANTILLAS.oferta_espera, nombre: c.WHATSAPP_PLANTILLA_OFERTA_ESPERA },
  };
}
