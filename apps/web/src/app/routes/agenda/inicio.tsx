import { lazy, Suspense } from 'react';
import { useAvisoActivo } from '../../../features/agenda/api/get-aviso-activo';
import { AgendaHero } from '../../../features/agenda/components/agenda-hero';
import { TiposServicioLista } from '../../../features/agenda/components/tipos-servicio-lista';
import { cuandoNoHayToque } from '../../../features/agenda/lib/toque-en-curso';

// The notice's modal only opens once its data is in: its code loads meanwhile, not with the page.
const AvisoModal = lazy(() =>
  import('../../../features/agenda/components/aviso-modal').then((m) => ({ default: m.AvisoModal })),
);

export function Component() {
  // Asked for now, in parallel with the modal's code.
  useAvisoActivo();
  return (
    <div className="page page--agenda">
      <AgendaHero />
      <TiposServicioLista />
      <Suspense fallback={null}>
        <AvisoModal cuandoNoHayToque={cuandoNoHayToque} />
      </Suspense>
    </div>
  );
}
