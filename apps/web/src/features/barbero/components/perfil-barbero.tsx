import { diaDe, formatearFechaLarga, type Perfil, serviciosDeLaHora } from '@barberia/shared';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useServiciosDelBarbero } from '../../../hooks/use-servicios-del-barbero';
import { useFechasBarbero } from '../api/get-fechas-barbero';
import { horasOrdenadas, hoyEnSantiago, ordenarFechas } from '../lib/fechas-barbero';
import { AvisosAlInstante } from './avisos-al-instante';
import { CalendarioGoogleBarbero } from './calendario-google';
import '../styles/reservas.css';
import { CalendarioExterno } from './calendario-externo';
import { FotoBarbero } from './foto-barbero';

/**
 * /barbero/perfil: the spec leaves it empty; here it sums up the barber's account and agenda: who they
 * are, whether clients can book, their next bookings and the services they perform.
 */
export function PerfilBarbero({ usuario }: { usuario: Perfil }) {
  const fechas = useFechasBarbero(usuario._id);
  const servicios = useServiciosDelBarbero(usuario._id);
  const hoy = hoyEnSantiago();

  const futuras = fechas.data ? ordenarFechas(fechas.data).filter((f) => diaDe(f.fecha) >= hoy) : [];
  const proximas = futuras
    .flatMap((f) => horasOrdenadas(f.horasAgendadas).map((h) => ({ dia: diaDe(f.fecha), hora: h })))
    .slice(0, 5);
  const totalReservas = futuras.reduce((n, f) => n + f.horasAgendadas.length, 0);

  return (
    <div className="bo-grupos">
      <section className="panel" aria-labelledby="perfil-cuenta">
        <h2 id="perfil-cuenta">Cuenta</h2>
        <dl className="detalle">
          <div>
            <dt>Nombre</dt>
            <dd>{usuario.nombre}</dd>
          </div>
          <div>
            <dt>Correo</dt>
            <dd>{usuario.email}</dd>
          </div>
          <div>
            <dt>Rol</dt>
            <dd>{usuario.rol === 'admin' ? 'Administrador' : 'Barbero'}</dd>
          </div>
          <div>
            <dt>Estado</dt>
            <dd>{usuario.activo ? 'Activo: recibe reservas' : 'Inactivo: no recibe reservas'}</dd>
          </div>
        </dl>
      </section>

      {usuario.rol === 'barbero' && <FotoBarbero barberoId={usuario._id} nombre={usuario.nombre} />}

      <section className="panel" aria-labelledby="perfil-agenda">
        <h2 id="perfil-agenda">Agenda</h2>
        {fechas.isPending ? (
          <Spinner label="Cargando agenda…" />
        ) : (
          <>
            <p>
              {futuras.length === 1 ? '1 fecha abierta' : `${futuras.length} fechas abiertas`} desde hoy ·{' '}
              {totalReservas === 1 ? '1 hora agendada' : `${totalReservas} horas agendadas`}.
            </p>
            {proximas.length === 0 ? (
              <p className="empty">No tienes horas agendadas próximamente.</p>
            ) : (
              <ul className="reservas">
                {proximas.map(({ dia, hora }) => (
                  <li key={hora._id} className="reservas__item">
                    <span className="reservas__hora capitalizar">{formatearFechaLarga(dia)}</span>
                    <span>
                      {hora.horaInicio} · {serviciosDeLaHora(hora)}
                    </span>
                    {hora.nombre && <span className="muted">{hora.nombre}</span>}
                  </li>
                ))}
              </ul>
            )}
            <p>
              <Link to="/barbero/calendario">Ir al calendario</Link>
            </p>
          </>
        )}
      </section>

      <section className="panel" aria-labelledby="perfil-servicios">
        <h2 id="perfil-servicios">Servicios que realizas</h2>
        {servicios.isPending ? (
          <Spinner label="Cargando servicios…" />
        ) : (servicios.data ?? []).length === 0 ? (
          <p className="empty">Aún no eliges servicios.</p>
        ) : (
          <ul className="bo-etiquetas">
            {(servicios.data ?? []).map((s) => (
              <li key={s._id} className="badge">
                {s.servicio}
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to="/barbero/gestionar-servicios">Gestionar servicios</Link>
        </p>
      </section>

      <AvisosAlInstante barberoId={usuario._id} />
      <CalendarioGoogleBarbero barberoId={usuario._id} />
      <CalendarioExterno barberoId={usuario._id} />
    </div>
  );
}
