import { availableOptions, calendarLinks, calendarUrl, normalizeConfig } from '@barberia/add-to-calendar';
import { TIENDA_PREDETERMINADA, vistaDeTienda } from '@barberia/shared';
import { describe, expect, it } from 'vitest';
import { eventoDeReserva, widgetDeReserva } from './evento-calendario';

const hora = {
  id: '3f1c2a9e-8d4b-4c1a-9e2f-1a2b3c4d5e6f',
  servicio: 'Corte de pelo',
  dia: '2026-11-23',
  horaInicio: '11:00',
  horaFin: '11:45',
  email: 'cliente+test@correo.cl',
  tokenCliente: 'prueba.firmada',
};
const tienda = vistaDeTienda(TIENDA_PREDETERMINADA);

describe('eventoDeReserva', () => {
  it('names the event after the service and the shop, at the shop, in Santiago time', () => {
    const evento = eventoDeReserva(hora, 'https://barberia.cl', tienda);
    expect(evento).toMatchObject({
      name: 'Corte de pelo - Barbería Maipú',
      startDate: '2026-11-23',
      startTime: '11:00',
      endTime: '11:45',
      timeZone: 'America/Santiago',
    });
    expect(evento.location).toBe('Av. Los Pajaritos 2145, local 3, Maipú, Región Metropolitana');
    expect(evento.description).toContain(
      'https://barberia.cl/agenda/cancelar/cliente%2Btest%40correo.cl#token=prueba.firmada',
    );
  });

  it('gives an Apple .ics download and a Google link', () => {
    const links = calendarLinks(eventoDeReserva(hora, 'https://barberia.cl', tienda), ['apple', 'google']);
    expect(links.map((l) => l.label)).toEqual(['Apple', 'Google']);
    expect(links[0]?.download).toMatch(/\.ics$/);
    expect(links[1]?.href).toMatch(/^https:\/\/calendar\.google\.com\//);
  });
});

describe('widgetDeReserva', () => {
  const escritorio = { ios: false, android: false, mobile: false, webview: false };
  const config = normalizeConfig(widgetDeReserva(hora, 'https://barberia.cl', tienda), {
    now: new Date('2026-11-22T12:00:00Z'),
    identifier: 'reserva',
  });

  it('publishes no rich data and no branding for a private booking', () => {
    expect(config.flags.hideRichData).toBe(true);
    expect(config.flags.hideBranding).toBe(true);
  });

  it('offers only Apple and Google, even on an iPhone', () => {
    expect(availableOptions(config, escritorio)).toEqual(['apple', 'google']);
    expect(availableOptions(config, { ...escritorio, ios: true, mobile: true })).toEqual(['apple', 'google']);
  });

  it('saves the booked hour at 11:00 in Santiago (14:00 UTC in summer) under the booking id', () => {
    const [fecha] = config.dates;
    if (!fecha) throw new Error('sin fecha');
    expect(fecha.uid).toBe(hora.id);
    expect(new Date(fecha.timestamp).toISOString()).toBe('2026-11-23T14:00:00.000Z');
    const google = new URL(calendarUrl('google', fecha, config, escritorio).url);
    expect(google.searchParams.get('dates')).toBe('20261123T140000Z/20261123T144500Z');
    expect(google.searchParams.get('location')).toContain('Maipú');
  });
});
