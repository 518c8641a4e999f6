import {
  type Asistencia,
  estadoDeAsistencia,
  formatearFechaLarga,
  formatearTelefono,
  type HoraDeHoy,
} from '@barberia/shared';
import { Spinner } from '../../../components/ui/spinner';
import { useHoyBarbero, useMarcarAsistencia } from '../api/hoy-barbero';
import { horaResaltada, type MarcaDeHoy } from '../lib/hoy';
import '../styles/hoy.css';

const ETIQUETA: Record<Asistencia, string> = { ASISTIO: 'Asistió', NO_ASISTIO: 'No asistió' };

/**
 * After the hour, one tap says whether the client came (issue 24); for a day the mark can be changed,
 * then an unmarked hour counts as attended.
 */
function MarcarAsistencia({ h, barberoId }: { h: HoraDeHoy; barberoId: string }) {
  const marcar = useMarcarAsistencia(barberoId);
  const estado = estadoDeAsistencia({ fin: new Date(h.fin), asistencia: h.asistencia }, new Date());
  if (estado === 'POR_VENIR') return null;
  return (
    <fieldset className="hoy__asistencia">
      <legend className="hoy__pregunta">
        {h.asistencia ? `Marcaste: ${ETIQUETA[h.asistencia]}` : `¿Vino ${h.nombre}?`}
      </legend>
      <div className="hoy__botones">
        {(['ASISTIO', 'NO_ASISTIO'] as const).map((a) => (
          <button
            key={a}
            type="button"
            className={a === 'NO_ASISTIO' ? 'btn btn--secondary hoy__no-vino' : 'btn btn--secondary'}
            aria-pressed={h.asistencia === a}
            disabled={marcar.isPending}
            onClick={() => marcar.mutate({ id: h._id, asistencia: a })}
          >
            {ETIQUETA[a]}
          </button>
        ))}
      </div>
      {marcar.error && (
        <p className="field__error" role="alert">
          {marcar.error.message}
        </p>
      )}
    </fieldset>
  );
}

function Hora({ h, marca, barberoId }: { h: HoraDeHoy; marca?: MarcaDeHoy | undefined; barberoId: string }) {
  return (
    <li
      className={marca ? 'hoy__hora hoy__hora--siguiente' : 'hoy__hora'}
      aria-current={marca ? 'true' : undefined}
    >
      <div className="hoy__fila">
        <span className="hoy__reloj">
          {h.horaInicio}–{h.horaFin}
        </span>
        {marca && <span className="hoy__marca">{marca}</span>}
        <span className={h.confirmada ? 'hoy__estado hoy__estado--si' : 'hoy__estado'}>
          {h.confirmada ? '✓ Confirmada' : 'Sin confirmar'}
        </span>
      </div>
      <p className="hoy__cliente">{h.nombre}</p>
      <p className="hoy__servicio">{h.servicio}</p>
      {h.telefono ? (
        <p className="hoy__contacto">
          <a
            href={`tel:${h.telefono}`}
            aria-label={`Llamar a ${h.nombre} al ${formatearTelefono(h.telefono)}`}
          >
            {formatearTelefono(h.telefono)}
          </a>
          <a
            href={`https://wa.me/${h.telefono.replace(/^\+/, '')}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`WhatsApp a ${h.nombre} (se abre en otra pestaña)`}
          >
            WhatsApp
          </a>
        </p>
      ) : (
        <p className="hoy__contacto">
          <a href={`mailto:${h.email}`}>{h.email}</a>
        </p>
      )}
      <MarcarAsistencia h={h} barberoId={barberoId} />
    </li>
  );
}

function Lista({
  horas,
  vacio,
  resaltar,
  barberoId,
}: {
  horas: HoraDeHoy[];
  vacio: string;
  resaltar?: boolean;
  barberoId: string;
}) {
  if (horas.length === 0) return <p className="empty">{vacio}</p>;
  const resaltada = resaltar ? horaResaltada(horas, Date.now()) : undefined;
  return (
    <ol className="hoy__lista">
      {horas.map((h) => (
        <Hora
          key={h._id}
          h={h}
          barberoId={barberoId}
          marca={h._id === resaltada?.id ? resaltada.marca : undefined}
        />
      ))}
    </ol>
  );
}

/**
 * «Hoy», what /barbero opens on (decision 036): today's bookings in order with the one under way or next
 * highlighted, then tomorrow's; each with the client, the services, whether they confirmed on WhatsApp
 * and a way to reach them.
 */
export function HoyBarbero({ barberoId }: { barberoId: string }) {
  const consulta = useHoyBarbero(barberoId);
  if (consulta.isPending) return <Spinner label="Cargando tus horas de hoy…" />;
  if (!consulta.data) return <p className="field__error">No se pudieron cargar tus horas de hoy.</p>;
  const { hoy, manana, horas } = consulta.data;
  const deHoy = horas.filter((h) => h.dia === hoy);
  const deManana = horas.filter((h) => h.dia === manana);
  // Earlier days' hours come only while they are still to mark (ended less than a day ago).
  const porMarcar = horas.filter((h) => h.dia < hoy);
  return (
    <div className="hoy">
      {porMarcar.length > 0 && (
        <section className="panel" aria-labelledby="por-marcar-titulo">
          <h2 id="por-marcar-titulo">Por marcar</h2>
          <Lista horas={porMarcar} vacio="" barberoId={barberoId} />
        </section>
      )}
      <section className="panel" aria-labelledby="hoy-titulo">
        <h2 id="hoy-titulo">
          Hoy <span className="hoy__dia">{formatearFechaLarga(hoy)}</span>
        </h2>
        <Lista horas={deHoy} vacio="No tienes horas agendadas hoy." resaltar barberoId={barberoId} />
      </section>
      <section className="panel" aria-labelledby="manana-titulo">
        <h2 id="manana-titulo">
          Mañana <span className="hoy__dia">{formatearFechaLarga(manana)}</span>
        </h2>
        <Lista horas={deManana} vacio="No tienes horas agendadas mañana." barberoId={barberoId} />
      </section>
    </div>
  );
}
