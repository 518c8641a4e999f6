import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { GaleriaGrid } from './galeria-grid';

/** Home: a few photos and the way to the whole gallery. */
export function GaleriaAdelanto() {
  return (
    <section className="seccion-inicio" aria-labelledby="inicio-galeria">
      <p className="eyebrow">Galería</p>
      <h2 id="inicio-galeria">Nuestro trabajo</h2>
      <GaleriaGrid limite={6} />
      <Link to="/galeria" className={buttonClass('secondary')}>
        Ver la galería completa
      </Link>
    </section>
  );
}
