import { type EventoRsvp, eventoRsvpInput } from '@barberia/shared';
import { describe, expect, it } from 'vitest';
import { EVENTO_VACIO, entradaDeValores, fragmentoParaInsertar, valoresDeEvento } from './eventos';

const EVENTO: EventoRsvp = {
  _id: '6f1c2c1e-8a43-4b39-9d0e-1b7a1d0c2a11',
  name: 'Taller "barba"',
  description: '',
  startDate: '2026-12-05',
  startTime: '19:00',
  endTime: '21:00',
  timeZone: 'America/Santiago',
  location: 'Maipú',
  max: 3,
  maxpp: 2,
  expires: '2026-12-04 20:00',
  initial_confirmation: true,
  maybe_option: false,
  doubleOptIn: true,
  fields: [{ type: 'text', name: 'nombre', label: 'Nombre', placeholder: '', required: true }],
};

describe('formulario de eventos', () => {
  it('ida y vuelta: los valores de un evento vuelven a ser el mismo evento', () => {
    const entrada = eventoRsvpInput.parse(entradaDeValores(valoresDeEvento(EVENTO), EVENTO.fields));
    const { _id, timeZone, ...resto } = EVENTO;
    expect(entrada).toEqual(resto);
  });

  it('el formulario vacío no pasa el esquema', () => {
    expect(eventoRsvpInput.safeParse(entradaDeValores(EVENTO_VACIO, [])).success).toBe(false);
  });

  it('el fragmento escapa comillas y lleva la configuración del RSVP', () => {
    const html = fragmentoParaInsertar(EVENTO, 'https://barberia.cl');
    expect(html).toContain('name="Taller &quot;barba&quot;"');
    expect(html).toContain('proKey="6f1c2c1e-8a43-4b39-9d0e-1b7a1d0c2a11" rsvpServer="https://barberia.cl"');
    const rsvp = /rsvp="([^"]*)"/.exec(html)![1]!.replaceAll('&quot;', '"');
    // 20:00 in Santiago (summer time, UTC-3) as an instant, so any visitor's browser reads it alike.
    expect(JSON.parse(rsvp)).toMatchObject({ max: 3, maxpp: 2, expires: '2026-12-04T23:00:00.000Z' });
  });
});
