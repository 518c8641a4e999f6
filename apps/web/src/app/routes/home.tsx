import { lazy } from 'react';
import { HeroInicio } from '../../features/inicio/components/hero-inicio';
import { SeccionDiferida } from '../../features/inicio/components/seccion-diferida';

// Each section is its own chunk, asked for when the visitor scrolls near it (spec §2).
const CarruselProductos = lazy(() =>
  import('../../features/tienda/components/carrusel-productos').then((m) => ({
    default: m.CarruselProductos,
  })),
);
const ServiciosDestacados = lazy(() =>
  import('../../features/servicios/components/servicios-destacados').then((m) => ({
    default: m.ServiciosDestacados,
  })),
);
const SobreNosotros = lazy(() =>
  import('../../features/inicio/components/sobre-nosotros').then((m) => ({ default: m.SobreNosotros })),
);
const Resenas = lazy(() =>
  import('../../features/inicio/components/resenas').then((m) => ({ default: m.Resenas })),
);
const GaleriaAdelanto = lazy(() =>
  import('../../features/galeria/components/galeria-adelanto').then((m) => ({ default: m.GaleriaAdelanto })),
);

/** Home: hero, then products (only above 3), services (only if any), about us, reviews and gallery. */
export function Component() {
  return (
    <>
      <HeroInicio />
      <SeccionDiferida alto="24rem">
        <CarruselProductos />
      </SeccionDiferida>
      <SeccionDiferida alto="24rem">
        <ServiciosDestacados />
      </SeccionDiferida>
      <SeccionDiferida alto="20rem">
        <SobreNosotros />
      </SeccionDiferida>
      <SeccionDiferida alto="20rem">
        <Resenas />
      </SeccionDiferida>
      <SeccionDiferida alto="30rem">
        <GaleriaAdelanto />
      </SeccionDiferida>
    </>
  );
}
