import { formatearPrecio } from '@barberia/shared';
import { Spinner } from '../../../components/ui/spinner';
import { useTiposConServicios } from '../api/get-tipos-con-servicios';

/** 'Nuestros Servicios' on /agenda: each service type with what it includes. */
export function TiposServicioLista() {
  const { data: tipos, isPending } = useTiposConServicios();

  return (
    <section className="section" aria-labelledby="nuestros-servicios">
      <h2 id="nuestros-servicios">Nuestros Servicios</h2>
      {isPending ? (
        <Spinner label="Cargando servicios…" />
      ) : (
        <ul className="tipos">
          {(tipos ?? []).map((tipo) => (
            <li key={tipo._id} className="tipo-card">
              <h3>{tipo.nombre}</h3>
              {tipo.servicios.length > 0 && (
                <ul className="tipo-card__servicios">
                  {tipo.servicios.map((s) => (
                    <li key={s._id}>
                      <span>{s.servicio}</span>
                      <span className="precio">{formatearPrecio(s.precio)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
