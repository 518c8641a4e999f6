/** A table's head row: one column header per name. */
export function CabeceraTabla({ columnas }: { columnas: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columnas.map((columna) => (
          <th key={columna} scope="col">
            {columna}
          </th>
        ))}
      </tr>
    </thead>
  );
}
