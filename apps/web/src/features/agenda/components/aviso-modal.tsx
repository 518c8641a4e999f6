import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useAvisoActivo } from '../api/get-aviso-activo';

/** Spec §9: the notice's button stays disabled this long so it is read before it is dismissed. */
export const AVISO_ESPERA_MS = 2500;

interface AvisoModalProps {
  /** Holds the opening while a tap is under way (lib/toque-en-curso.ts, loaded with the page). */
  cuandoNoHayToque: (hacer: () => void) => void;
}

/**
 * The shop's active notice, shown on /agenda unless the URL says ?show=no (spec §2 and §4). It opens as
 * soon as it is known, but never under a tap already started (issue 22).
 */
export function AvisoModal({ cuandoNoHayToque }: AvisoModalProps) {
  const { data: aviso } = useAvisoActivo();
  const [searchParams] = useSearchParams();
  const [cerrado, setCerrado] = useState(false);
  const [habilitado, setHabilitado] = useState(false);
  const [sinToque, setSinToque] = useState(false);
  const activo = Boolean(aviso?.isActivo);
  useEffect(() => {
    if (activo) cuandoNoHayToque(() => setSinToque(true));
  }, [activo, cuandoNoHayToque]);
  const abierto = activo && sinToque && searchParams.get('show') !== 'no' && !cerrado;

  useEffect(() => {
    if (!abierto) return;
    const temporizador = window.setTimeout(() => setHabilitado(true), AVISO_ESPERA_MS);
    return () => window.clearTimeout(temporizador);
  }, [abierto]);

  if (!aviso) return null;
  const cerrar = () => setCerrado(true);

  return (
    <Modal
      open={abierto}
      title={aviso.titulo}
      onClose={habilitado ? cerrar : undefined}
      actions={
        <Button onClick={cerrar} disabled={!habilitado}>
          Entendido
        </Button>
      }
    >
      <p className="aviso-contenido">{aviso.contenido}</p>
    </Modal>
  );
}
