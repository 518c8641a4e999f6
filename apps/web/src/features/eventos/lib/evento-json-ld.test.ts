import { type EventoRsvp, TIENDA_PREDETERMINADA, vistaDeTienda } from '@barberia/shared';
import { describe, expect, it } from 'vitest';
import { eventoJsonLd, jsonParaScript } from './evento-json-ld';

const EVENTO: EventoRsvp = {
  _id: '6f1c2c1e-8a43-4b39-9d0e-1b7a1d0c2a11',
  name: 'Noche </script> de cortes',
  description: '',
  startDate: '2026-12-05',
  startTime: '19:00',
  endTime: '21:00',
  timeZone: 'America/Santiago',
  location: '',
  max: 3,
  maxpp: 1,
  expires: null,
  initial_confirmation: true,
  maybe_option: false,
  doubleOptIn: false,
  fields: [],
};
const tienda = vistaDeTienda(TIENDA_PREDETERMINADA);

describe('schema.org Event', () => {
  it('usa el desfase de Santiago de ese día (verano -03:00, invierno -04:00)', () => {
    expect(eventoJsonLd(EVENTO, 'https://b.cl/eventos/x', false, tienda).startDate).toBe(
      '2026-12-05T19:00:00-03:00',
    );
    const invierno = eventoJsonLd(
      { ...EVENTO, startDate: '2026-07-10' },
      'https://b.cl/eventos/x',
      false,
      tienda,
    );
    expect(invierno.endDate).toBe('2026-07-10T21:00:00-04:00');
  });

  it('la barbería, con su nombre y dirección guardados, es el lugar y quien organiza', () => {
    const otra = vistaDeTienda({
      ...TIENDA_PREDETERMINADA,
      nombre: 'Barbería Los Pajaritos',
      direccion: { ...TIENDA_PREDETERMINADA.direccion, calle: 'Av. 5 de Abril 100' },
    });
    const ld = eventoJsonLd(EVENTO, 'https://b.cl/eventos/x', false, otra);
    expect(ld.location).toEqual({
      '@type': 'Place',
      name: 'Barbería Los Pajaritos',
      address: 'Av. 5 de Abril 100, Maipú, Región Metropolitana',
    });
    expect(ld.organizer).toEqual({
      '@type': 'Organization',
      name: 'Barbería Los Pajaritos',
      url: 'https://b.cl/',
    });
  });

  it('agotado: SoldOut; y el nombre no puede cerrar el <script>', () => {
    const ld = eventoJsonLd(EVENTO, 'https://b.cl/eventos/x', true, tienda);
    expect(ld.offers.availability).toBe('https://schema.org/SoldOut');
    expect(jsonParaScript(ld)).not.toContain('</script>');
  });
});
