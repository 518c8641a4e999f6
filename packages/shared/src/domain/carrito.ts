/**
 * The shop's cart rules (spec 000 §4, §5): pure functions over the lines kept in the browser.
 * Every function returns a new cart and never lets a quantity exceed the product's stock.
 */

/** A cart line (spec §3: _id and cantidad). `precio` is the final price the client last saw. */
export interface LineaCarrito {
  _id: string;
  cantidad: number;
  precio?: number;
}

/** What the rules need to know about a product. */
export interface ProductoDeCarrito {
  _id: string;
  nombre: string;
  precioFinal: number;
  stock: number;
}

/** What changed since the client last looked, found when the cart is compared with the server. */
export type CambioCarrito =
  | { tipo: 'eliminado'; _id: string }
  | { tipo: 'agotado'; _id: string; nombre: string }
  | { tipo: 'stock'; _id: string; nombre: string; antes: number; ahora: number }
  | { tipo: 'precio'; _id: string; nombre: string; antes: number; ahora: number };

/** A whole, positive count, or null for anything else (NaN, 0, -1, '2'). */
function cantidadValida(cantidad: unknown): number | null {
  if (typeof cantidad !== 'number' || !Number.isFinite(cantidad)) return null;
  const entera = Math.floor(cantidad);
  return entera >= 1 ? entera : null;
}

const stockDe = (producto: Pick<ProductoDeCarrito, 'stock'>) => Math.max(0, Math.floor(producto.stock));

export function cantidadEnCarrito(carrito: readonly LineaCarrito[], id: string): number {
  return carrito.find((l) => l._id === id)?.cantidad ?? 0;
}

/**
 * Adds `cantidad` units: an existing line grows, capped at stock; a new line starts at the requested
 * count, capped at stock. Without stock, or with a count that is not a positive whole number, nothing changes.
 */
export function agregarAlCarrito(
  carrito: readonly LineaCarrito[],
  producto: ProductoDeCarrito,
  cantidad = 1,
): LineaCarrito[] {
  const pedida = cantidadValida(cantidad);
  const stock = stockDe(producto);
  if (pedida === null || stock === 0) return [...carrito];
  const existente = carrito.find((l) => l._id === producto._id);
  if (!existente) {
    return [
      ...carrito,
      { _id: producto._id, cantidad: Math.min(pedida, stock), precio: producto.precioFinal },
    ];
  }
  return carrito.map((l) =>
    l._id === producto._id
      ? { ...l, cantidad: Math.min(l.cantidad + pedida, stock), precio: producto.precioFinal }
      : l,
  );
}

/**
 * Sets a line's quantity directly, capped at stock. Zero or less removes the line; a value that is not
 * a number leaves the cart as it was. A product not in the cart is not added.
 */
export function fijarCantidad(
  carrito: readonly LineaCarrito[],
  producto: Pick<ProductoDeCarrito, '_id' | 'stock'>,
  cantidad: number,
): LineaCarrito[] {
  if (typeof cantidad !== 'number' || Number.isNaN(cantidad)) return [...carrito];
  if (!carrito.some((l) => l._id === producto._id)) return [...carrito];
  const nueva = Math.min(Math.floor(cantidad), stockDe(producto));
  if (nueva < 1) return quitarDelCarrito(carrito, producto._id);
  return carrito.map((l) => (l._id === producto._id ? { ...l, cantidad: nueva } : l));
}

export function quitarDelCarrito(carrito: readonly LineaCarrito[], id: string): LineaCarrito[] {
  return carrito.filter((l) => l._id !== id);
}

/** The number shown in the header: the sum of the quantities. */
export function totalDeUnidades(carrito: readonly LineaCarrito[]): number {
  return carrito.reduce((total, l) => total + l.cantidad, 0);
}

/** What the lines cost at the products' final prices; lines of unknown products count as nothing. */
export function totalDelCarrito(
  carrito: readonly LineaCarrito[],
  productos: readonly Pick<ProductoDeCarrito, '_id' | 'precioFinal'>[],
): number {
  const precios = new Map(productos.map((p) => [p._id, p.precioFinal]));
  return carrito.reduce((total, l) => total + l.cantidad * (precios.get(l._id) ?? 0), 0);
}

/**
 * Compares the stored cart with the products as the server has them now: products gone or out of stock
 * leave the cart, quantities above the current stock come down to it, and prices are brought up to date.
 * Each of those is reported once so the page can tell the client.
 */
export function ajustarCarrito(
  carrito: readonly LineaCarrito[],
  actuales: readonly ProductoDeCarrito[],
): { carrito: LineaCarrito[]; cambios: CambioCarrito[] } {
  const porId = new Map(actuales.map((p) => [p._id, p]));
  const nuevo: LineaCarrito[] = [];
  const cambios: CambioCarrito[] = [];
  for (const linea of carrito) {
    const producto = porId.get(linea._id);
    if (!producto) {
      cambios.push({ tipo: 'eliminado', _id: linea._id });
      continue;
    }
    const stock = stockDe(producto);
    const { _id, nombre, precioFinal } = producto;
    if (stock === 0) {
      cambios.push({ tipo: 'agotado', _id, nombre });
      continue;
    }
    if (linea.cantidad > stock) {
      cambios.push({ tipo: 'stock', _id, nombre, antes: linea.cantidad, ahora: stock });
    }
    if (linea.precio !== undefined && linea.precio !== precioFinal) {
      cambios.push({ tipo: 'precio', _id, nombre, antes: linea.precio, ahora: precioFinal });
    }
    nuevo.push({ _id, cantidad: Math.min(linea.cantidad, stock), precio: precioFinal });
  }
  return { carrito: nuevo, cambios };
}

/**
 * Reads whatever was stored under the cart key (possibly old, hand-edited or from another version) into
 * valid lines: malformed entries are dropped and repeated products merged.
 */
export function carritoDesdeGuardado(guardado: unknown): LineaCarrito[] {
  if (!Array.isArray(guardado)) return [];
  const lineas: LineaCarrito[] = [];
  for (const item of guardado) {
    if (typeof item !== 'object' || item === null) continue;
    const { _id, cantidad, precio } = item as Record<string, unknown>;
    const valida = cantidadValida(cantidad);
    if (typeof _id !== 'string' || _id === '' || valida === null) continue;
    const precioValido = typeof precio === 'number' && Number.isInteger(precio) && precio >= 0;
    const repetida = lineas.find((l) => l._id === _id);
    if (repetida) {
      repetida.cantidad += valida;
      continue;
    }
    lineas.push(precioValido ? { _id, cantidad: valida, precio } : { _id, cantidad: valida });
  }
  return lineas;
}
