import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * Some of a table's columns by name, as `select` takes them, so a query lists the fields it returns once
 * (`columnas(ventas, 'id', 'email')` instead of `{ id: ventas.id, email: ventas.email }`).
 */
export function columnas<T extends Table, K extends keyof T['_']['columns'] & string>(
  tabla: T,
  ...nombres: K[]
): Pick<T['_']['columns'], K> {
  const todas = getTableColumns(tabla);
  return Object.fromEntries(nombres.map((nombre) => [nombre, todas[nombre]])) as Pick<T['_']['columns'], K>;
}
