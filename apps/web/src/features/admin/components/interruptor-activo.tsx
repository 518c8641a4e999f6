import { Switch } from '../../../components/ui/switch';

interface InterruptorActivoProps {
  activo: boolean;
  /** Names the switch «Activo: <nombre>». */
  nombre: string;
  onCambiar: () => void;
}

/** The Activo switch with its visible word, shared by avisos and users so both read the same. */
export function InterruptorActivo({ activo, nombre, onCambiar }: InterruptorActivoProps) {
  return (
    <div className="estado__fila">
      <Switch checked={activo} aria-label={`Activo: ${nombre}`} onChange={onCambiar} />
      <span className={activo ? 'estado__texto estado__texto--on' : 'estado__texto'} aria-hidden="true">
        {activo ? 'Activo' : 'Inactivo'}
      </span>
    </div>
  );
}
