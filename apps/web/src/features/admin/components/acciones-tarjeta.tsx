import { Button } from '../../../components/ui/button';

interface AccionesTarjetaProps {
  /** The item's name, so each button is named for what it acts on («Editar Corte», «Eliminar Corte»). */
  nombre: string;
  onEditar: () => void;
  onEliminar: () => void;
}

/** One Editar/Eliminar pair for every admin card, so the names screen readers and tests find stay alike. */
export function AccionesTarjeta({ nombre, onEditar, onEliminar }: AccionesTarjetaProps) {
  return (
    <div className="bo-tarjeta__acciones">
      <Button variant="ghost" aria-label={`Editar ${nombre}`} onClick={onEditar}>
        Editar
      </Button>
      <Button variant="danger" aria-label={`Eliminar ${nombre}`} onClick={onEliminar}>
        Eliminar
      </Button>
    </div>
  );
}
