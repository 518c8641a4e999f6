import {
  fechaLocalDe,
  formatearFechaLarga,
  type HorasLibresRespuesta,
  horaDeMinutos,
  type LocalDate,
  minutosDe,
  ZONA_SANTIAGO,
} from '@barberia/shared';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useAgendarInfo } from '../hooks/use-agendar-info';
import { CalendarioDias } from './calendario-dias';
import { SlotsGrid } from './slots-grid';

type DiaLibre = HorasLibresRespuesta['dias'][number];

interface EleccionDeHoraProps {
  dias: readonly DiaLibre[];
}

type Hora = { horaInicio: string; horaFin: string };

export function EleccionDeHora({ dias }: EleccionDeHoraProps) {
  const [info, actualizar] = useAgendarInfo();
  const navigate = useNavigate();
  // Today as the client's device sees it, fixed for the visit: the calendar's first selectable day.
  const [ahora] = useState(() => new Date());
  // Days with a record are the only selectable ones (spec §5); those with free hours are highlighted.
  const { fechasPorDia, diasConHoras } = useMemo(
    () => ({
      fechasPorDia: new Map(dias.map((d) => [d.fecha, d])),
      diasConHoras: new Set(dias.filter((d) => d.horas.length > 0).map((d) => d.fecha)),
    }),
    [dias],
  );

  // Coming back from the contact step shows the choice already made.
  const [dia, setDia] = useState<LocalDate | null>(
    () => dias.find((d) => d.fechaId === info.fechaSeleccionada)?.fecha ?? null,
  );
  const [hora, setHora] = useState<Hora | null>(() =>
    dia && info.horaInicio ? { horaInicio: info.horaInicio, horaFin: info.horaFin } : null,
  );

  const fecha = dia ? (fechasPorDia.get(dia) ?? null) : null;
  const slots = (fecha?.horas ?? []).map((horaInicio) => ({
    horaInicio,
    horaFin: horaDeMinutos(minutosDe(horaInicio) + info.duracion),
  }));
  // A slot taken since it was chosen (refetch) is no longer a valid choice.
  const horaVigente =
    hora && slots.some((s) => s.horaInicio === hora.horaInicio && s.horaFin === hora.horaFin) ? hora : null;

  const elegirDia = (nuevo: LocalDate) => {
    setDia(nuevo);
    setHora(null); // Spec §4: choosing a day clears the hour.
  };

  const continuar = () => {
    if (!fecha || !dia || !horaVigente) return;
    actualizar({
      fechaSeleccionada: fecha.fechaId,
      fechaSeleccionadaString: formatearFechaLarga(dia),
      dia,
      horaInicio: horaVigente.horaInicio,
      horaFin: horaVigente.horaFin,
    });
    navigate('/agenda/contacto');
  };

  return (
    <>
      <div className="horas-layout">
        <section className="panel" aria-labelledby="seleccionar-dia">
          <h2 id="seleccionar-dia">Seleccionar Día</h2>
          <CalendarioDias
            hoy={fechaLocalDe(ahora, ZONA_SANTIAGO)}
            dia={dia}
            diasHabilitados={fechasPorDia}
            diasConHoras={diasConHoras}
            onElegir={elegirDia}
          />
          <p className="leyenda">
            <span className="leyenda__punto" aria-hidden="true" /> Días con horas disponibles
          </p>
        </section>
        <section className="panel" aria-labelledby="seleccionar-hora">
          <h2 id="seleccionar-hora">Seleccionar Hora</h2>
          <p className="muted">(Duración: {info.duracion} min - Formato 24hrs)</p>
          {dia ? (
            <>
              <p className="fecha-seleccionada" aria-live="polite">
                Fecha seleccionada: <strong>{formatearFechaLarga(dia)}</strong>
              </p>
              <SlotsGrid slots={slots} elegida={horaVigente} onElegir={setHora} />
            </>
          ) : (
            <p className="muted">Elige un día en el calendario para ver sus horas.</p>
          )}
        </section>
      </div>
      <div className="step-actions">
        <p className="step-actions__resumen" aria-live="polite">
          {dia && horaVigente ? `${formatearFechaLarga(dia)}, ${horaVigente.horaInicio} hrs` : info.servicio}
        </p>
        <Button disabled={!fecha || !horaVigente} onClick={continuar}>
          Continuar
        </Button>
      </div>
    </>
  );
}
