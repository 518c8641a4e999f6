import { Link } from 'react-router';
import { HorarioTienda } from '../../../components/horario-tienda';
import { RedesSociales } from '../../../components/redes-sociales';
import { buttonClass } from '../../../components/ui/button';
import { IconoReloj, IconoUbicacion } from '../../../components/ui/icons';
import { datosDeLaTienda } from '../../../lib/datos-de-la-tienda';

/** The top of /agenda: opening hours, where to find the shop, and the two ways in (spec §2). */
export function AgendaHero() {
  const { nombre } = datosDeLaTienda();
  return (
    <section className="agenda-hero" aria-labelledby="agenda-titulo">
      <p className="eyebrow">{nombre}</p>
      <h1 id="agenda-titulo">Agenda</h1>
      <div className="agenda-hero__horario">
        <IconoReloj />
        <HorarioTienda />
      </div>
      <RedesSociales className="social--pills" redes={['instagram', 'whatsapp']}>
        <li>
          <Link to="ubicacion">
            <IconoUbicacion /> Ubicación
          </Link>
        </li>
      </RedesSociales>
      <div className="agenda-hero__ctas">
        <Link to="servicios" className={buttonClass('primary')}>
          Ir a Agendar Hora
        </Link>
        <Link to="cancelar" className={buttonClass('secondary')}>
          Ir/Revisar/Cancelar Hora
        </Link>
      </div>
    </section>
  );
}
