import { formatearFechaLarga, formatearTelefono, serviciosDeLaHora } from '@barberia/shared';
import { bloquesDelDia, type ColumnaAgenda as Columna, type VistaAgenda } from '../lib/agenda';

interface ColumnaAgendaProps {
  columna: Columna;
  vista: VistaAgenda;
  /** On a phone only this column is on screen (the switcher picks it); print shows them all. */
  activa: boolean;
}

/** One barber's column: each day on screen with its hours, bookings (service and client) and free time. */
export function ColumnaAgenda({ columna, vista, activa }: ColumnaAgendaProps) {
  const { barbero, dias, reservas } = columna;
  const titulo = `agenda-barbero-${barbero._id}`;
  return (
    <section className={`agenda-columna${activa ? ' agenda-columna--activa' : ''}`} aria-labelledby={titulo}>
      <header className="agenda-columna__cabecera">
        <h3 id={titulo}>{barbero.nombre}</h3>
        <p className="muted">
          {reservas === 1 ? '1 hora agendada' : `${reservas} horas agendadas`}
          {barbero.activo ? '' : ' · inactivo'}
        </p>
      </header>
      {dias.map(({ fecha, dia }) => (
        <div key={fecha} className="agenda-dia">
          {vista === 'semana' && (
            <h4 className="agenda-dia__titulo capitalizar">{formatearFechaLarga(fecha)}</h4>
          )}
          {!dia ? (
            <p className="agenda-dia__vacio">Sin fecha abierta.</p>
          ) : (
            <>
              <p className="agenda-dia__horario muted">
                Horario {dia.horaInicio} – {dia.horaFin}
              </p>
              <ul className="agenda-bloques">
                {bloquesDelDia(dia).map((b) => (
                  <li key={`${b.tipo}-${b.horaInicio}`} className={`agenda-bloque agenda-bloque--${b.tipo}`}>
                    <span className="agenda-bloque__hora">
                      {b.horaInicio} – {b.horaFin}
                    </span>
                    {b.tipo === 'reserva' ? (
                      <>
                        <span className="agenda-bloque__servicio">{serviciosDeLaHora(b.reserva)}</span>
                        <span className="agenda-bloque__cliente">{b.reserva.nombre ?? '—'}</span>
                        {b.reserva.telefono && (
                          <a className="agenda-bloque__telefono" href={`tel:${b.reserva.telefono}`}>
                            {formatearTelefono(b.reserva.telefono)}
                          </a>
                        )}
                      </>
                    ) : (
                      <span className="agenda-bloque__estado">
                        {b.tipo === 'libre' ? 'Libre' : 'Descanso'}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ))}
    </section>
  );
}
