import {
  fechaLocalDe,
  formatearFechaLarga,
  type HorasLibresRespuesta,
  horaDeMinutos,
  type LocalDate,
  minutosDe,
  ZONA_SANTIAGO,
} from '@barberia/shared';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useAgendarInfo } from '../hooks/use-agendar-info';
import { useRefrescoDeHoras } from '../hooks/use-refresco-de-horas';
import { serviciosDelBorrador } from '../lib/agendar-info';
import { type HoraCercana, horasCercanas } from '../lib/horas-cercanas';
import { traerALaVista } from '../lib/traer-a-la-vista';
import { CalendarioDias } from './calendario-dias';
import { HorasCercanasAviso } from './horas-cercanas-aviso';
import { SlotsGrid } from './slots-grid';

// A full day's waitlist (issue 24) and its zod schema load only when a day has no hour (decision 008).
const ListaEsperaForm = lazy(() => import('./lista-espera-form'));

type DiaLibre = HorasLibresRespuesta['dias'][number];

interface EleccionDeHoraProps {
  dias: readonly DiaLibre[];
}

type Hora = { horaInicio: string; horaFin: string };

/** What the contact step hands over when the hour was taken meanwhile («Elegir otra hora», issue 22). */
export interface EstadoHoraTomada {
  horaTomada: HoraCercana;
}

const horaTomadaDe = (estado: unknown): HoraCercana | null =>
  (estado as Partial<EstadoHoraTomada> | null)?.horaTomada ?? null;

export function EleccionDeHora({ dias }: EleccionDeHoraProps) {
  const [info, actualizar] = useAgendarInfo();
  const navigate = useNavigate();
  const location = useLocation();
  useRefrescoDeHoras();
  // Today as the client's device sees it, fixed for the visit: the calendar's first selectable day.
  const [ahora] = useState(() => new Date());
  // Days with a record are the only selectable ones (spec §5); those with free hours are highlighted.
  // A day with a record and no free start is full, not closed (issue 42): it keeps its waitlist.
  const { fechasPorDia, diasConHoras, diasLlenos } = useMemo(
    () => ({
      fechasPorDia: new Map(dias.map((d) => [d.fecha, d])),
      diasConHoras: new Set(dias.filter((d) => d.horas.length > 0).map((d) => d.fecha)),
      diasLlenos: new Set(dias.filter((d) => d.horas.length === 0).map((d) => d.fecha)),
    }),
    [dias],
  );

  // The hour the server just refused: hidden at once, even before the refreshed grid arrives.
  const [rechazada] = useState(() => horaTomadaDe(location.state));
  // Coming back (from the contact step, or after a refused hour) shows that day; else the first with hours.
  const [dia, setDia] = useState<LocalDate | null>(
    () =>
      dias.find((d) => d.fechaId === info.fechaSeleccionada || d.fecha === info.dia)?.fecha ??
      dias.find((d) => d.horas.length > 0)?.fecha ??
      null,
  );
  const [hora, setHora] = useState<Hora | null>(() =>
    dia && info.horaInicio ? { horaInicio: info.horaInicio, horaFin: info.horaFin } : null,
  );
  // A full day chosen by the client: its waitlist takes the focus.
  const [listaTocada, setListaTocada] = useState(false);
  // Opening on the first day with hours skips the full days before it (or, with none, shows no day): the
  // first full one is named, its waitlist one tap away, until the client picks a day themselves (issue 42).
  const [llenoSaltado, setLlenoSaltado] = useState<LocalDate | null>(() =>
    info.dia ? null : (dias.find((d) => d.horas.length === 0 && (!dia || d.fecha < dia))?.fecha ?? null),
  );

  const fecha = dia ? (fechasPorDia.get(dia) ?? null) : null;
  const slots = (fecha?.horas ?? [])
    .filter((h) => !(rechazada && rechazada.dia === dia && rechazada.horaInicio === h))
    .map((horaInicio) => ({ horaInicio, horaFin: horaDeMinutos(minutosDe(horaInicio) + info.duracion) }));
  // A slot taken since it was chosen (refused, or gone in a refresh) is no longer a valid choice…
  const horaVigente =
    hora && slots.some((s) => s.horaInicio === hora.horaInicio && s.horaFin === hora.horaFin) ? hora : null;
  // …and the screen says so, with the nearest ones still free.
  const tomada = dia && hora && !horaVigente ? { dia, horaInicio: hora.horaInicio } : null;
  const libres = useMemo(
    () =>
      rechazada
        ? dias.map((d) => ({
            ...d,
            horas: d.fecha === rechazada.dia ? d.horas.filter((h) => h !== rechazada.horaInicio) : d.horas,
          }))
        : dias,
    [dias, rechazada],
  );

  const panelHoras = useRef<HTMLElement>(null);
  /** On a phone the hours sit under the calendar: bring them up and put the focus on them. */
  const mostrarHoras = (...enOrden: string[]) =>
    requestAnimationFrame(() => {
      const panel = panelHoras.current;
      if (!panel) return;
      traerALaVista(panel);
      const destino = enOrden.map((s) => panel.querySelector<HTMLElement>(s)).find(Boolean);
      destino?.focus({ preventScroll: true });
    });

  // After a refused hour the client lands here: straight to the nearest hours.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival.
  useEffect(() => {
    if (rechazada) mostrarHoras('#horas-cercanas-titulo');
  }, []);

  const elegirDia = (nuevo: LocalDate) => {
    setDia(nuevo);
    setHora(null); // Spec §4: choosing a day clears the hour.
    setLlenoSaltado(null);
    // A full day's waitlist form takes the focus itself once its chunk is there (ListaEsperaForm).
    const lleno = diasLlenos.has(nuevo);
    setListaTocada(lleno);
    if (!lleno) mostrarHoras('.slots .slot', '#seleccionar-hora');
  };

  const elegirCercana = (cercana: HoraCercana) => {
    setDia(cercana.dia);
    setHora({
      horaInicio: cercana.horaInicio,
      horaFin: horaDeMinutos(minutosDe(cercana.horaInicio) + info.duracion),
    });
    // The suggestions go away with the choice: the focus goes to it, in the grid.
    mostrarHoras('.slots .slot[aria-pressed="true"]', '#seleccionar-hora');
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
          {diasLlenos.size > 0 && (
            <p className="leyenda">
              <span className="leyenda__punto leyenda__punto--lleno" aria-hidden="true" /> Lleno · lista de
              espera
            </p>
          )}
        </section>
        <section ref={panelHoras} className="panel panel--horas" aria-labelledby="seleccionar-hora">
          <h2 id="seleccionar-hora" tabIndex={-1}>
            Seleccionar Hora
          </h2>
          <p className="muted">(Duración: {info.duracion} min - Formato 24hrs)</p>
          {llenoSaltado && (
            <div className="aviso-lleno">
              <p>
                <span className="capitalizar">{formatearFechaLarga(llenoSaltado)}</span>: lleno, con lista de
                espera.
                {dia && ' Te mostramos el primer día con horas.'}
              </p>
              <Button variant="secondary" onClick={() => elegirDia(llenoSaltado)}>
                Anotarme en la lista
              </Button>
            </div>
          )}
          {tomada && (
            <HorasCercanasAviso
              tomada={tomada}
              cercanas={horasCercanas(libres, tomada)}
              onElegir={elegirCercana}
            />
          )}
          {dia ? (
            <>
              <p className="fecha-seleccionada" aria-live="polite">
                Fecha seleccionada: <strong>{formatearFechaLarga(dia)}</strong>
              </p>
              <SlotsGrid slots={slots} elegida={horaVigente} onElegir={setHora} />
              {fecha && slots.length === 0 && (
                <Suspense fallback={null}>
                  <ListaEsperaForm key={fecha.fechaId} fechaId={fecha.fechaId} enfocar={listaTocada} />
                </Suspense>
              )}
            </>
          ) : (
            <p className="muted">Elige un día en el calendario para ver sus horas.</p>
          )}
        </section>
      </div>
      <div className="step-actions">
        <p className="step-actions__resumen" aria-live="polite">
          {dia && horaVigente
            ? `${formatearFechaLarga(dia)}, ${horaVigente.horaInicio} hrs`
            : serviciosDelBorrador(info)}
        </p>
        <Button disabled={!fecha || !horaVigente} onClick={continuar}>
          Continuar
        </Button>
      </div>
    </>
  );
}
