import type { ServicioPublico } from '@barberia/shared';

interface TipoRef {
  _id: string;
  nombre: string;
}

/** The filter chips: only the types under which the barber offers at least one service (spec §2). */
export function tiposDelBarbero(tipos: readonly TipoRef[], servicios: readonly ServicioPublico[]): TipoRef[] {
  const usados = new Set(servicios.map((s) => s.tipo));
  return tipos.filter((t) => usados.has(t._id)).map(({ _id, nombre }) => ({ _id, nombre }));
}

/** null is the 'Todos' chip. */
export function filtrarServicios(
  servicios: readonly ServicioPublico[],
  tipoId: string | null,
): ServicioPublico[] {
  return tipoId === null ? [...servicios] : servicios.filter((s) => s.tipo === tipoId);
}
