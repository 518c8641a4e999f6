import { useEffect, useRef, useState } from 'react';
import { IconoUbicacion } from '../../../components/ui/icon';
import { useTienda } from '../../../lib/tienda-actual';

interface MapaEmbebidoProps {
  /**
   * Shows a drawn stand-in until the visitor asks for the map: Google's embed weighs more than the
   * whole page and sets third-party cookies, so pages that only mention the map (the footer) wait.
   */
  aPedido?: boolean;
}

/** The shop on Google Maps in an iframe with a title, loaded lazily or on request. */
export function MapaEmbebido({ aPedido = false }: MapaEmbebidoProps) {
  const [cargado, setCargado] = useState(!aPedido);
  const [pedido, setPedido] = useState(false);
  const marco = useRef<HTMLIFrameElement>(null);
  const { nombre, direccion, mapaEmbedUrl } = useTienda();
  const titulo = `Mapa de ${nombre} en ${direccion.comuna}`;

  useEffect(() => {
    // The button that was clicked is gone: keep the keyboard where the map now is.
    if (pedido) marco.current?.focus();
  }, [pedido]);

  if (cargado) {
    return (
      <iframe
        ref={marco}
        className="mapa-embebido"
        title={titulo}
        src={mapaEmbedUrl}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        allowFullScreen
      />
    );
  }
  return (
    <div className="mapa-embebido mapa-fachada">
      <span className="mapa-fachada__pin" aria-hidden="true">
        <IconoUbicacion />
      </span>
      <p className="mapa-fachada__direccion">
        {direccion.calle}, {direccion.comuna}
      </p>
      <button
        type="button"
        className="btn btn--secondary"
        onClick={() => {
          setCargado(true);
          setPedido(true);
        }}
      >
        Ver mapa<span className="visually-hidden"> de {nombre}</span>
      </button>
    </div>
  );
}
