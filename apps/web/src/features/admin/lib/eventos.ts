import type { CampoRsvp, EventoRsvp } from '@barberia/shared';
import { rsvpDelWidget } from '../../../lib/rsvp-del-widget';

/** The event form's text values; switches are 'si' or ''. */
export const EVENTO_VACIO = {
  name: '',
  description: '',
  startDate: '',
  startTime: '',
  endTime: '',
  location: '',
  max: '',
  maxpp: '1',
  expires: '',
  initial_confirmation: 'si',
  maybe_option: '',
  doubleOptIn: '',
};
export type ValoresEvento = typeof EVENTO_VACIO;

export function valoresDeEvento(e: EventoRsvp): ValoresEvento {
  return {
    name: e.name,
    description: e.description,
    startDate: e.startDate,
    startTime: e.startTime,
    endTime: e.endTime,
    location: e.location,
    max: String(e.max),
    maxpp: String(e.maxpp),
    // The API's `YYYY-MM-DD HH:MM`; a datetime-local input holds `YYYY-MM-DDTHH:MM`.
    expires: e.expires?.replace(' ', 'T') ?? '',
    initial_confirmation: e.initial_confirmation ? 'si' : '',
    maybe_option: e.maybe_option ? 'si' : '',
    doubleOptIn: e.doubleOptIn ? 'si' : '',
  };
}

/** What POST/PUT /api/eventos receives, checked by the same schema before it leaves. */
export function entradaDeValores(v: ValoresEvento, fields: CampoRsvp[]) {
  return {
    ...v,
    expires: v.expires ? v.expires.replace('T', ' ') : null,
    initial_confirmation: v.initial_confirmation === 'si',
    maybe_option: v.maybe_option === 'si',
    doubleOptIn: v.doubleOptIn === 'si',
    fields,
  };
}

const atributo = (valor: string) =>
  valor.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The HTML another site pastes to show this event's widget with its RSVP form. The event is named by
 * its id as the widget's proKey, and rsvpServer says which server keeps the answers.
 */
export function fragmentoParaInsertar(e: EventoRsvp, origen: string): string {
  const rsvp = rsvpDelWidget(e);
  const lineas = [
    `<script type="module" src="${origen}/widget/add-to-calendar-button.js"></script>`,
    '<add-to-calendar-button',
    `  name="${atributo(e.name)}"`,
    ...(e.description ? [`  description="${atributo(e.description)}"`] : []),
    `  startDate="${e.startDate}" startTime="${e.startTime}" endTime="${e.endTime}" timeZone="${e.timeZone}"`,
    ...(e.location ? [`  location="${atributo(e.location)}"`] : []),
    '  options="Apple, Google, iCal, Outlook.com"',
    `  proKey="${e._id}" rsvpServer="${origen}" inlineRsvp`,
    `  rsvp="${atributo(JSON.stringify(rsvp))}"`,
    '></add-to-calendar-button>',
  ];
  return lineas.join('\n');
}

/** The RSVP's custom values as one line for the table. */
export function resumenDeCampos(payload: Record<string, string | boolean>): string {
  return Object.entries(payload)
    .map(([k, v]) => `${k}: ${v === true ? 'sí' : v === false ? 'no' : v}`)
    .join(' · ');
}
