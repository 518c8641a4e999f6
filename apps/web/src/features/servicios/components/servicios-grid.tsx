import { Spinner } from '../../../components/ui/spinner';
import { useServicios } from '../api/get-servicios';
import { ServicioCard } from './servicio-card';

/** Spec §2 /servicios: a grid of service cards; none (or offline): the spec's empty sentence. */
export function ServiciosGrid({ limite, nivel }: { limite?: number; nivel?: 2 | 3 }) {
  const { data: servicios = [], isPending } = useServicios();
  if (isPending) return <Spinner label="Cargando servicios…" />;
  if (servicios.length === 0) {
    return <p className="empty">Oops! Aún no tenemos servicios, vuelve más tarde.</p>;
  }
  return (
    <ul className="servicios-grid">
      {servicios.slice(0, limite).map((s) => (
        <li key={s._id}>
          <ServicioCard servicio={s} nivel={nivel} />
        </li>
      ))}
    </ul>
  );
}
