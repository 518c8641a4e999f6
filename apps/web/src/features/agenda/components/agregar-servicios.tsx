import { formatearPrecio, type ServicioPublico } from '@barberia/shared';
import { textoAbonoDeServicio } from '../lib/texto-de-abono';

interface AgregarServiciosProps {
  /** The add-ons on offer, the chosen ones among them, in the list's order. */
  opciones: readonly ServicioPublico[];
  elegidos: readonly string[];
  onChange: (servicio: ServicioPublico, agregado: boolean) => void;
}

/**
 * «Agregar otro servicio» (issue 22, decision 037): other services for the same visit, as Booksy's add-ons,
 * each with what it adds to the hour and the price. Native checkboxes: optional, any number of them.
 */
export default function AgregarServicios({ opciones, elegidos, onChange }: AgregarServiciosProps) {
  return (
    <fieldset className="barberos adicionales">
      <legend>Agregar otro servicio</legend>
      <p className="muted adicionales__nota">Opcional: se suman a la misma hora, con el mismo barbero.</p>
      {opciones.map((s) => {
        const abono = textoAbonoDeServicio(s);
        return (
          <label key={s._id} className="barbero-opcion">
            <input
              type="checkbox"
              checked={elegidos.includes(s._id)}
              onChange={(e) => onChange(s, e.currentTarget.checked)}
            />
            <span className="barbero-opcion__texto">
              <span className="barbero-opcion__nombre">{s.servicio}</span>
              <span className="barbero-opcion__desc">
                +{s.duracion} min · +{formatearPrecio(s.precio)}
                {abono && ` · ${abono}`}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
