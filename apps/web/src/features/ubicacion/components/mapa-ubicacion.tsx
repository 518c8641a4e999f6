import { TIENDA } from '@barberia/shared';
import { IconoUbicacion } from '../../../components/ui/icon';
import { MapaEmbebido } from './mapa-embebido';

/** The shop on a map with its full address (spec §2 "Location"). */
export function MapaUbicacion() {
  const { direccion } = TIENDA;
  return (
    <div className="ubicacion">
      <div className="ubicacion__mapa">
        <MapaEmbebido />
      </div>
      <div className="ubicacion__datos panel">
        <h2>{TIENDA.nombre}</h2>
        <address>
          <IconoUbicacion />
          <span>
            {direccion.calle}
            <br />
            {direccion.comuna}, {direccion.region}
            <br />
            Código postal {direccion.codigoPostal}, {direccion.pais}
          </span>
        </address>
        <a className="btn btn--secondary" href={TIENDA.mapaUrl} target="_blank" rel="noreferrer">
          Cómo llegar
        </a>
      </div>
    </div>
  );
}
