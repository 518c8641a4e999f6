import { datosDeLaTienda } from '../../lib/datos-de-la-tienda';

const REPETICIONES = [0, 1, 2, 3];

/** Spec §2: under /agenda a moving banner announces when new hours open. Still when motion is reduced. */
export function MarqueeBanner() {
  const { nuevasHoras } = datosDeLaTienda();
  return (
    <aside className="marquee" aria-label="Aviso">
      <p className="visually-hidden">{nuevasHoras}</p>
      <div className="marquee__track" aria-hidden="true">
        {REPETICIONES.map((n) => (
          <span key={n} className="marquee__item">
            ✂ {nuevasHoras}
          </span>
        ))}
      </div>
    </aside>
  );
}
