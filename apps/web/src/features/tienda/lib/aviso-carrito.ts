/** What changed in the cart since the client last saw it, until they dismiss it. */
let mensajes: readonly string[] = [];
const oyentes = new Set<() => void>();

export const avisoCarrito = {
  get: () => mensajes,
  set(nuevos: readonly string[]) {
    mensajes = nuevos;
    for (const oyente of oyentes) oyente();
  },
  subscribe(oyente: () => void) {
    oyentes.add(oyente);
    return () => oyentes.delete(oyente);
  },
};
