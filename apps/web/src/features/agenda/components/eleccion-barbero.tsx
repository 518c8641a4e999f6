import { type BarberoConServicios, CUALQUIERA } from '@barberia/shared';
import { Imagen } from '../../../components/ui/image';

interface EleccionBarberoProps {
  barberos: readonly BarberoConServicios[];
  /** A barber's id or `CUALQUIERA`. */
  elegido: string;
  onChange: (barbero: { _id: string; nombre: string }) => void;
}

function Avatar({ barbero }: { barbero: BarberoConServicios }) {
  if (barbero.foto)
    return <Imagen imagen={barbero.foto} alt="" sizes="48px" className="barbero-opcion__foto" />;
  return (
    <span className="barbero-opcion__foto barbero-opcion__inicial" aria-hidden="true">
      {barbero.nombre.slice(0, 1)}
    </span>
  );
}

/**
 * Who cuts (issue 22, decision 031): «Cualquiera» first and chosen by default, then each barber who performs
 * the chosen service with photo and name. Native radio buttons: one tab stop, arrow keys between them.
 */
export default function EleccionBarbero({ barberos, elegido, onChange }: EleccionBarberoProps) {
  return (
    <fieldset className="barberos">
      <legend>Elige tu barbero</legend>
      <label className="barbero-opcion">
        <input
          type="radio"
          name="barbero"
          value={CUALQUIERA}
          checked={elegido === CUALQUIERA}
          onChange={() => onChange({ _id: CUALQUIERA, nombre: 'Cualquiera' })}
        />
        <span className="barbero-opcion__foto barbero-opcion__inicial" aria-hidden="true">
          ✂
        </span>
        <span className="barbero-opcion__texto">
          <span className="barbero-opcion__nombre">Cualquiera</span>
          <span className="barbero-opcion__desc">Las horas de todos; te atiende quien esté libre</span>
        </span>
      </label>
      {barberos.map((b) => (
        <label key={b._id} className="barbero-opcion">
          <input
            type="radio"
            name="barbero"
            value={b._id}
            checked={elegido === b._id}
            onChange={() => onChange({ _id: b._id, nombre: b.nombre })}
          />
          <Avatar barbero={b} />
          <span className="barbero-opcion__texto">
            <span className="barbero-opcion__nombre">{b.nombre}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
