import type { Tienda } from '@barberia/shared';
import type { Deps } from '../../deps.js';
import { guardarTienda, type LectorDeTienda } from '../../infra/tienda.js';

export const TIENDA_GUARDADA = 'Datos de la barbería guardados.';

/**
 * The shop's facts (issue 25): read by anyone, written by the admin as a whole record. Saving is one
 * upsert; its trigger tells every instance, whose pages and messages show it from the next request.
 */
export function crearTiendaService(deps: Pick<Deps, 'db' | 'clock'> & { lector: LectorDeTienda }) {
  const { db, clock, lector } = deps;
  return {
    leer: () => lector.datos(),
    async guardar(datos: Tienda) {
      await guardarTienda(db, datos, clock());
      lector.olvidar();
      return { msg: TIENDA_GUARDADA, tienda: datos };
    },
  };
}
export type TiendaService = ReturnType<typeof crearTiendaService>;
