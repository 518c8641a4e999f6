import {
  diaDe,
  formatearFechaCompleta,
  formatearTelefono,
  type HoraAgendada,
  isLocalDate,
  type LocalDate,
  serviciosDeLaHora,
} from '@barberia/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CampoFecha } from '../../../components/ui/campos-de-tiempo';
import { Spinner } from '../../../components/ui/spinner';
import { useFechasBarbero } from '../api/get-fechas-barbero';
import { diasConReservas, horasOrdenadas, hoyEnSantiago, partesDelDia } from '../lib/fechas-barbero';
import { HabilitarHoraFlujo } from './habilitar-hora-flujo';
import '../styles/fechas.css';
import '../styles/reservas.css';

/** /barbero/calendario: the booked hours of a chosen day, each of which can be re-enabled. */
export function CalendarioReservas({ barberoId }: { barberoId: string }) {
  const { data, isPending, isError } = useFechasBarbero(barberoId);
  const hoy = hoyEnSantiago();
  const [dia, setDia] = useState<LocalDate>(hoy);
  const [habilitando, setHabilitando] = useState<HoraAgendada | null>(null);

  if (isPending) return <Spinner label="Cargando calendario…" />;
  if (isError) return <p className="form__error">Error al obtener las fechas, recargue la página.</p>;

  const atajos = diasConReservas(data, hoy);
  const fecha = data.find((f) => diaDe(f.fecha) === dia);
  const horas = fecha ? horasOrdenadas(fecha.horasAgendadas) : [];
  const diaTexto = dia ? formatearFechaCompleta(dia) : '';

  return (
    <>
      <div className="panel bo-seccion">
        <CampoFecha label="Día" valor={dia} alCambiar={(d) => isLocalDate(d) && setDia(d)} />
        {atajos.length > 0 && (
          <nav aria-label="Días con horas agendadas" className="atajos">
            <p className="field__hint">Días con horas agendadas:</p>
            <ul className="atajos__lista">
              {atajos.map((d) => {
                const p = partesDelDia(d);
                return (
                  <li key={d}>
                    <button
                      type="button"
                      className="bo-chip"
                      aria-pressed={d === dia}
                      onClick={() => setDia(d)}
                    >
                      {p.semana} {p.numero} {p.mes}
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
      </div>
      <section className="bo-seccion" aria-labelledby="horas-del-dia">
        <h2 id="horas-del-dia" className="capitalizar">
          {diaTexto}
        </h2>
        {!fecha ? (
          <p className="empty">No tienes una fecha abierta este día.</p>
        ) : horas.length === 0 ? (
          <p className="empty">No hay horas agendadas este día.</p>
        ) : (
          <ul className="bo-tarjetas">
            {horas.map((h) => (
              <li key={h._id}>
                <article className="reserva-card" aria-labelledby={`hora-${h._id}`}>
                  <h3 id={`hora-${h._id}`} className="reserva-card__hora">
                    {h.horaInicio} – {h.horaFin}
                  </h3>
                  <p className="reserva-card__servicio">{serviciosDeLaHora(h)}</p>
                  <dl className="reserva-card__cliente">
                    <div>
                      <dt>Cliente</dt>
                      <dd>{h.nombre ?? '—'}</dd>
                    </div>
                    <div>
                      <dt>Correo</dt>
                      <dd>{h.email ? <a href={`mailto:${h.email}`}>{h.email}</a> : '—'}</dd>
                    </div>
                    {h.telefono && (
                      <div>
                        <dt>Teléfono</dt>
                        <dd>
                          <a href={`tel:${h.telefono}`}>{formatearTelefono(h.telefono)}</a>
                        </dd>
                      </div>
                    )}
                  </dl>
                  {/* The spec's word stays; beside it, what it does to the client (issue 25). */}
                  <div className="reserva-card__habilitar">
                    <Button
                      variant="secondary"
                      aria-label={`Habilitar la hora de las ${h.horaInicio}`}
                      aria-describedby={`habilitar-${h._id}`}
                      onClick={() => setHabilitando(h)}
                    >
                      Habilitar
                    </Button>
                    <p id={`habilitar-${h._id}`} className="reserva-card__nota">
                      Cancela la hora de {h.nombre ?? 'este cliente'} y le avisa por correo.
                    </p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
      {fecha && (
        <HabilitarHoraFlujo
          fechaId={fecha._id}
          diaTexto={diaTexto}
          hora={habilitando}
          onCerrar={() => setHabilitando(null)}
        />
      )}
    </>
  );
}
