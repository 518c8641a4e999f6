export function StockProducto({ stock }: { stock: number }) {
  if (stock <= 0) return <p className="stock stock--agotado">Agotado</p>;
  return <p className="stock">{stock === 1 ? 'Queda 1 unidad' : `${stock} unidades disponibles`}</p>;
}
