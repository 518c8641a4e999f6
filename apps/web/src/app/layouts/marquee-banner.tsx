import { datosDeLaTienda } from '../../lib/datos-de-la-tienda';

/**
 * Spec §2: under /agenda a marquee banner announces when new hours open. It slides in once, like
 * `<marquee behavior="slide">`, and rests: moving for under 5 s needs no pause control (WCAG 2.2.2), and an
 * endless one slowed every tap on a phone (decision 048). Still when motion is reduced.
 */
export function MarqueeBanner() {
  const { nuevasHoras } = datosDeLaTienda();
  return (
    <aside className="marquee" aria-label="Aviso">
      <p className="marquee__texto">
        <span aria-hidden="true">✂ </span>
        {nuevasHoras}
      </p>
    </aside>
  );
}
