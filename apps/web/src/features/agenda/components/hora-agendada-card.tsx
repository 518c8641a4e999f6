import { formatearFechaCompleta } from '@barberia/shared';
import { Button } from '../../../components/ui/button';
import { nombreDeServicios } from '../lib/agendar-info';
import type { HoraDeLista } from '../lib/horas-de-fechas';

interface HoraAgendadaCardProps {
  item: HoraDeLista;
  reagendando: boolean;
  onCancelar: () => void;
  onReagendar: () => void;
}

export function HoraAgendadaCard({ item, reagendando, onCancelar, onReagendar }: HoraAgendadaCardProps) {
  const { hora, dia } = item;
  return (
    <article className="hora-card">
      <h2 className="hora-card__fecha capitalizar">{formatearFechaCompleta(dia)}</h2>
      <p className="hora-card__hora">
        {hora.horaInicio} - {hora.horaFin} hrs
      </p>
      <p className="hora-card__servicio">{nombreDeServicios(hora.servicio, hora.serviciosAdicionales)}</p>
      {reagendando && <p className="badge">Reagendando</p>}
      <div className="hora-card__acciones">
        <Button variant="danger" onClick={onCancelar}>
          Cancelar Hora
        </Button>
        <Button variant="secondary" onClick={onReagendar}>
          Reagendar Hora
        </Button>
      </div>
    </article>
  );
}
