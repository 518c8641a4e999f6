import { useTienda } from '../lib/tienda-actual';

/** The shop's opening hours as a description list: the footer and the agenda hero show the same one. */
export function HorarioTienda() {
  const { lineasDeHorario } = useTienda();
  return (
    <dl className="horario">
      {lineasDeHorario.map((h) => (
        <div key={h.dias}>
          <dt>{h.dias}</dt>
          <dd>{h.horas}</dd>
        </div>
      ))}
    </dl>
  );
}
