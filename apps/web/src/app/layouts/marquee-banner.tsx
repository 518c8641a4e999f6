import { NUEVAS_HORAS } from '@barberia/shared';

const REPETICIONES = [0, 1, 2, 3];

/** Spec §2: under /agenda a moving banner announces when new hours open. Still when motion is reduced. */
export function MarqueeBanner() {
  return (
    <aside className="marquee" aria-label="Aviso">
      <p className="visually-hidden">{NUEVAS_HORAS}</p>
      <div className="marquee__track" aria-hidden="true">
        {REPETICIONES.map((n) => (
          <span key={n} className="marquee__item">
            ✂ {NUEVAS_HORAS}
          </span>
        ))}
      </div>
    </aside>
  );
}
