import { IconoUbicacion } from '../../../components/ui/icon';
import { useTienda } from '../../../lib/tienda-actual';
import { MapaEmbebido } from './mapa-embebido';

/** The shop on a map with its full address (spec §2 "Location"). */
export function MapaUbicacion() {
  const { nombre, direccion, mapaUrl } = useTienda();
  return (
    <div className="ubicacion">
      <div className="ubicacion__mapa">
        <MapaEmbebido />
      </div>
      <div className="ubicacion__datos panel">
        <h2>{nombre}</h2>
        <address>
          <IconoUbicacion />
          <span>
            {direccion.calle}
            <br />
            {direccion.comuna}, {direccion.region}
            <br />
            {direccion.codigoPostal ? `Código postal ${direccion.codigoPostal}, ` : ''}
            {direccion.pais}
          </span>
        </address>
        <a className="btn btn--secondary" href={mapaUrl} target="_blank" rel="noreferrer">
          Cómo llegar
        </a>
      </div>
    </div>
  );
}
