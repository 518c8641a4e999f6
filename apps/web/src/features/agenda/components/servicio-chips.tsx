interface ServicioChipsProps {
  tipos: readonly { _id: string; nombre: string }[];
  /** null is 'Todos'. */
  activo: string | null;
  onChange: (tipoId: string | null) => void;
}

export function ServicioChips({ tipos, activo, onChange }: ServicioChipsProps) {
  const chips = [{ _id: null, nombre: 'Todos' }, ...tipos];
  return (
    <fieldset className="chips">
      <legend className="visually-hidden">Filtrar por tipo de servicio</legend>
      {chips.map((chip) => (
        <button
          key={chip._id ?? 'todos'}
          type="button"
          className="chip"
          aria-pressed={activo === chip._id}
          onClick={() => onChange(chip._id)}
        >
          {chip.nombre}
        </button>
      ))}
    </fieldset>
  );
}
