import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ModalConfirmar, useModalResultado } from '../../../components/ui/result-modal';
import { useEliminarFechasPasadas } from '../api/eliminar-fechas-pasadas';

/**
 * Deletes every day before today (spec 001 §2). A plain secondary button at the page's end, never the
 * most prominent thing on a phone (issue 25); the modal asks first and names how many go.
 */
export function EliminarPasadasButton({ pasadas }: { pasadas: number }) {
  const eliminar = useEliminarFechasPasadas();
  const resultado = useModalResultado();
  const [abierto, setAbierto] = useState(false);

  return (
    <>
      <Button variant="secondary" disabled={pasadas === 0} onClick={() => setAbierto(true)}>
        Eliminar fechas pasadas
      </Button>
      <ModalConfirmar
        open={abierto}
        titulo="¿Eliminar las fechas pasadas?"
        confirmar="Eliminar fechas pasadas"
        peligro
        enviando={eliminar.isPending}
        onCancelar={() => setAbierto(false)}
        onConfirmar={() =>
          eliminar.mutate(undefined, {
            onSuccess: ({ msg }) => {
              setAbierto(false);
              resultado.exito(msg);
            },
            onError: (error) => {
              setAbierto(false);
              resultado.fallo(error);
            },
          })
        }
      >
        <p>
          {pasadas === 1
            ? 'Se eliminará la fecha anterior a hoy, con sus horas.'
            : `Se eliminarán las ${pasadas} fechas anteriores a hoy, con sus horas.`}
        </p>
      </ModalConfirmar>
      {resultado.modales}
    </>
  );
}
