import { formatearFechaLarga } from '@barberia/shared';
import type { HoraCercana } from '../lib/horas-cercanas';

interface HorasCercanasAvisoProps {
  tomada: HoraCercana;
  cercanas: readonly HoraCercana[];
  onElegir: (hora: HoraCercana) => void;
}

/** The chosen hour was taken meanwhile: say so, and offer the nearest free ones (issue 22). */
export function HorasCercanasAviso({ tomada, cercanas, onElegir }: HorasCercanasAvisoProps) {
  return (
    <section className="horas-cercanas" aria-labelledby="horas-cercanas-titulo">
      <h3 id="horas-cercanas-titulo" tabIndex={-1}>
        La hora de las {tomada.horaInicio} hrs ya no está disponible
      </h3>
      {cercanas.length > 0 ? (
        <>
          <p className="muted">Te ofrecemos las más cercanas:</p>
          <fieldset className="horas-cercanas__lista">
            <legend className="visually-hidden">Horas cercanas</legend>
            {cercanas.map((hora) => (
              <button
                key={`${hora.dia} ${hora.horaInicio}`}
                type="button"
                className="slot"
                onClick={() => onElegir(hora)}
              >
                {hora.dia === tomada.dia
                  ? `${hora.horaInicio} hrs`
                  : `${formatearFechaLarga(hora.dia)}, ${hora.horaInicio} hrs`}
              </button>
            ))}
          </fieldset>
        </>
      ) : (
        <p className="muted">
          Por ahora no quedan otras horas libres. Vuelve a revisar el domingo a las 16:30.
        </p>
      )}
    </section>
  );
}
