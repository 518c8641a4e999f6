import { etiquetaSlot } from '@barberia/shared';

interface Hora {
  horaInicio: string;
  horaFin: string;
}

interface SlotsGridProps {
  slots: readonly Hora[];
  elegida: Hora | null;
  onElegir: (hora: Hora) => void;
}

export function SlotsGrid({ slots, elegida, onElegir }: SlotsGridProps) {
  if (slots.length === 0) return <p className="empty">No hay horas disponibles para esta fecha</p>;
  return (
    <fieldset className="slots">
      <legend className="visually-hidden">Horas disponibles</legend>
      {slots.map((slot) => (
        <button
          key={slot.horaInicio}
          type="button"
          className="slot"
          aria-pressed={elegida?.horaInicio === slot.horaInicio && elegida.horaFin === slot.horaFin}
          onClick={() => onElegir({ horaInicio: slot.horaInicio, horaFin: slot.horaFin })}
        >
          {etiquetaSlot(slot)}
        </button>
      ))}
    </fieldset>
  );
}
