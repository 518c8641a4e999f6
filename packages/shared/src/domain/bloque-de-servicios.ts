/**
 * Several services in one visit (issue 22, decision 037): the main service plus add-ons, booked as one
 * hour block whose length and price are the sums. Pure, shared by the service step and the server.
 */
interface ServicioDelBloque {
  _id: string;
  servicio: string;
  precio: number;
  duracion: number;
}

interface BarberoConServicios<S extends { _id: string }> {
  _id: string;
  servicios: readonly S[];
}

/** The block's length and price: the sums of its services, the main one first. */
export function bloqueDeServicios(servicios: readonly Pick<ServicioDelBloque, 'precio' | 'duracion'>[]) {
  let duracion = 0;
  let precio = 0;
  for (const s of servicios) {
    duracion += s.duracion;
    precio += s.precio;
  }
  return { duracion, precio };
}

/**
 * The add-ons offered after choosing `principalId` (and those already added), in the list's order: the
 * other services of the chosen barber or, with «Cualquiera» (`barberoId` null), of every barber who
 * performs all the services chosen so far — so that one barber can always do the whole block.
 */
export function adicionalesPosibles<S extends { _id: string }>(
  barberos: readonly BarberoConServicios<S>[],
  elegidos: readonly string[],
  barberoId: string | null,
): S[] {
  const capaces = barberos.filter(
    (b) =>
      (barberoId === null || b._id === barberoId) &&
      elegidos.every((id) => b.servicios.some((s) => s._id === id)),
  );
  const porId = new Map<string, S>();
  for (const b of capaces)
    for (const s of b.servicios) if (!elegidos.includes(s._id) && !porId.has(s._id)) porId.set(s._id, s);
  return [...porId.values()];
}
