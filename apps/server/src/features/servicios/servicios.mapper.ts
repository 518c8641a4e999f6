import type { AbonoDeServicio, Servicio, ServicioPublico } from '@barberia/shared';
import type { servicios, tiposServicio } from '../../db/schema.js';

type FilaServicio = typeof servicios.$inferSelect;
type FilaTipo = typeof tiposServicio.$inferSelect;

/** The two columns as the contract's deposit, or null (decision 044). */
export function abonoDeFila(s: Pick<FilaServicio, 'abonoTipo' | 'abonoValor'>): AbonoDeServicio | null {
  return s.abonoTipo && s.abonoValor !== null ? { tipo: s.abonoTipo, valor: s.abonoValor } : null;
}

export function servicioPublico(s: FilaServicio): ServicioPublico {
  return {
    _id: s.id,
    servicio: s.servicio,
    precio: s.precio,
    duracion: s.duracion,
    tipo: s.tipoId,
    descripcion: s.descripcion,
    abono: abonoDeFila(s),
  };
}

export function servicioConTipo(s: FilaServicio & { tipo: FilaTipo | null }): Servicio {
  return { ...servicioPublico(s), tipo: s.tipo ? { _id: s.tipo.id, nombre: s.tipo.nombre } : null };
}
