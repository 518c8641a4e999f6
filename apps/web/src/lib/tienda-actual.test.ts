import { TIENDA_PREDETERMINADA, type Tienda } from '@barberia/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const GUARDADA: Tienda = {
  ...TIENDA_PREDETERMINADA,
  nombre: 'Barbería Los Pajaritos',
  whatsappNumero: '+56912345678',
  horario: [...TIENDA_PREDETERMINADA.horario.slice(0, 6), { abierto: true, abre: '10:00', cierra: '14:00' }],
};

/** A page whose <head> carries `tienda` as the server writes it; counts how often it is looked up. */
function paginaCon(tienda: Tienda | null) {
  const buscar = vi.fn((id: string) =>
    id === 'datos-de-la-tienda' && tienda ? { textContent: JSON.stringify(tienda) } : null,
  );
  vi.stubGlobal('document', { getElementById: buscar });
  return buscar;
}

// Each test starts from a page not read yet: the modules keep the record they read.
const modulos = async () => {
  vi.resetModules();
  return {
    ...(await import('./datos-de-la-tienda')),
    ...(await import('./tienda-actual')),
  };
};

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('the shop facts of the page', () => {
  it("reads the page's script once, and derives the hours and the WhatsApp link from it", async () => {
    const buscar = paginaCon(GUARDADA);
    const { datosDeLaTienda, tiendaActual } = await modulos();
    const vista = tiendaActual();
    expect(vista.nombre).toBe('Barbería Los Pajaritos');
    expect(vista.lineasDeHorario).toEqual([
      { dias: 'Lunes a Sábado', horas: '11:00 a 20:30' },
      { dias: 'Domingo', horas: '10:00 a 14:00' },
    ]);
    expect(vista.enlaceWhatsapp).toBe('https://wa.me/56912345678');
    expect(vista.whatsappLegible).toBe('+56 9 1234 5678');
    // The same object until the record changes (React's useSyncExternalStore needs it), read once.
    expect(tiendaActual()).toBe(vista);
    expect(datosDeLaTienda()).toEqual(GUARDADA);
    const lecturas = buscar.mock.calls.length;
    expect(lecturas).toBeGreaterThan(0);
    tiendaActual();
    datosDeLaTienda();
    expect(buscar).toHaveBeenCalledTimes(lecturas);
  });

  it('without the script, in development and tests, is the shop a new installation starts with', async () => {
    paginaCon(null);
    expect((await modulos()).datosDeLaTienda()).toEqual(TIENDA_PREDETERMINADA);
    vi.unstubAllGlobals();
    // The unit tests run in Node: no document at all.
    expect((await modulos()).tiendaActual().nombre).toBe(TIENDA_PREDETERMINADA.nombre);
  });

  it('without the script, in the build, fails loudly instead of drawing a shop without a name', async () => {
    paginaCon(null);
    vi.stubEnv('DEV', false);
    const { tiendaActual } = await modulos();
    expect(() => tiendaActual()).toThrow(SyntaxError);
  });

  it('fijarTienda puts the saved record in place and tells the screens that show it', async () => {
    paginaCon(TIENDA_PREDETERMINADA);
    const { datosDeLaTienda, fijarTienda, suscribirseATienda, tiendaActual } = await modulos();
    const antes = tiendaActual();
    const oyente = vi.fn(() => {
      // A screen redrawn by the notice reads the new facts already.
      expect(tiendaActual().nombre).toBe('Barbería Los Pajaritos');
    });
    const dejar = suscribirseATienda(oyente);
    fijarTienda(GUARDADA);
    expect(oyente).toHaveBeenCalledTimes(1);
    expect(datosDeLaTienda()).toBe(GUARDADA);
    const despues = tiendaActual();
    expect(despues).not.toBe(antes);
    expect(tiendaActual()).toBe(despues);
    expect(despues.lineasDeHorario.at(-1)).toEqual({ dias: 'Domingo', horas: '10:00 a 14:00' });

    dejar();
    fijarTienda(TIENDA_PREDETERMINADA);
    expect(oyente).toHaveBeenCalledTimes(1);
    expect(tiendaActual().nombre).toBe(TIENDA_PREDETERMINADA.nombre);
  });
});
