import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { useServicios } from '../api/get-servicios';
import { ServiciosGrid } from './servicios-grid';

/** Home: spec §2 shows the services section only when at least one service exists. */
export function ServiciosDestacados() {
  const { data: servicios = [] } = useServicios();
  if (servicios.length === 0) return null;
  return (
    <section className="seccion-inicio" aria-labelledby="inicio-servicios">
      <p className="eyebrow">Servicios</p>
      <h2 id="inicio-servicios">Lo que hacemos</h2>
      <ServiciosGrid limite={6} nivel={3} />
      <div className="seccion-inicio__acciones">
        <Link to="/servicios" className={buttonClass('secondary')}>
          Ver todos los servicios
        </Link>
        <Link to="/agenda" className={buttonClass('primary')}>
          Agendar Hora
        </Link>
      </div>
    </section>
  );
}
