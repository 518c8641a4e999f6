/** The barber choice of the public flow (issue 22, decision 031): the barbers and services on offer. */
interface ServicioRef {
  _id: string;
  servicio: string;
}

interface BarberoRef<S extends ServicioRef> {
  _id: string;
  nombre: string;
  servicios: readonly S[];
}

/** Every service some active barber performs, once each, by name: what the service step lists. */
export function serviciosDeLosBarberos<S extends ServicioRef>(barberos: readonly BarberoRef<S>[]): S[] {
  const porId = new Map<string, S>();
  for (const b of barberos) for (const s of b.servicios) if (!porId.has(s._id)) porId.set(s._id, s);
  return [...porId.values()].sort((a, b) => a.servicio.localeCompare(b.servicio, 'es'));
}

/** The barbers who perform that service, in the list's order (by name). */
export function barberosDelServicio<B extends BarberoRef<ServicioRef>>(
  barberos: readonly B[],
  servicioId: string,
): B[] {
  return barberos.filter((b) => b.servicios.some((s) => s._id === servicioId));
}
