import type { Tienda } from '@barberia/shared/contracts';
import { type VistaTienda, vistaDeTienda } from '@barberia/shared/domain';
import { useSyncExternalStore } from 'react';
import { datosDeLaTienda, reemplazarDatosDeLaTienda } from './datos-de-la-tienda';

const oyentes = new Set<() => void>();
// One view per record: useSyncExternalStore needs the same object until the record changes.
const vistas = new WeakMap<Tienda, VistaTienda>();

/**
 * The shop's facts as the screens show them (issue 25): the record (lib/datos-de-la-tienda.ts) and what
 * is derived from it, the hours as lines, the full address, the WhatsApp and map links.
 */
export function tiendaActual(): VistaTienda {
  const registro = datosDeLaTienda();
  let vista = vistas.get(registro);
  if (!vista) {
    vista = vistaDeTienda(registro);
    vistas.set(registro, vista);
  }
  return vista;
}

/**
 * Puts a record in place of the current one and redraws every screen that shows it: the prerender before
 * drawing a page, and the admin's form once the server has saved it (the site shows it without a reload).
 */
export function fijarTienda(tienda: Tienda): void {
  reemplazarDatosDeLaTienda(tienda);
  for (const oyente of oyentes) oyente();
}

/** Calls `oyente` after each `fijarTienda`; returns the way to stop. */
export function suscribirseATienda(oyente: () => void): () => void {
  oyentes.add(oyente);
  return () => {
    oyentes.delete(oyente);
  };
}

/** The shop's facts in a component, redrawn when the admin saves new ones. */
export function useTienda(): VistaTienda {
  return useSyncExternalStore(suscribirseATienda, tiendaActual, tiendaActual);
}
