import type { Servicio, ServicioPublico } from '@barberia/shared';
import type { servicios, tiposServicio } from '../../db/schema.js';

type FilaServicio = typeof servicios.$inferSelect;
type FilaTipo = typeof tiposServicio.$inferSelect;

export function servicioPublico(s: FilaServicio): ServicioPublico {
  return {
    _id: s.id,
    servicio: s.servicio,
    precio: s.precio,
    duracion: s.duracion,
    tipo: s.tipoId,
    descripcion: s.descripcion,
  };
}

export function servicioConTipo(s: FilaServicio & { tipo: FilaTipo | null }): Servicio {
  return { ...servicioPublico(s), tipo: s.tipo ? { _id: s.tipo.id, nombre: s.tipo.nombre } : null };
}
