/** Where an element sits under `raiz`, as the index of each ancestor among its siblings. */
export function rutaDeElemento(elemento: Element, raiz: Element): number[] | null {
  const ruta: number[] = [];
  for (let nodo: Element | null = elemento; nodo !== raiz; nodo = nodo.parentElement) {
    const padre: Element | null = nodo?.parentElement ?? null;
    if (!nodo || !padre) return null;
    ruta.unshift(Array.prototype.indexOf.call(padre.children, nodo));
  }
  return ruta;
}

/** The element at that place under `raiz`, if the tree still has one there. */
export function elementoEnRuta(ruta: readonly number[], raiz: Element): Element | null {
  let nodo: Element | undefined = raiz;
  for (const i of ruta) {
    nodo = nodo?.children[i];
    if (!nodo) return null;
  }
  return nodo ?? null;
}
