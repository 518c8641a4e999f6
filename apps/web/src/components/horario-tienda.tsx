import { TIENDA } from '@barberia/shared';

/** The shop's opening hours as a description list: the footer and the agenda hero show the same one. */
export function HorarioTienda() {
  return (
    <dl className="horario">
      {TIENDA.horario.map((h) => (
        <div key={h.dias}>
          <dt>{h.dias}</dt>
          <dd>{h.horas}</dd>
        </div>
      ))}
    </dl>
  );
}
