import {
  fechaLocalDe,
  formatearFechaCompleta,
  formatearFechaLarga,
  isLocalDate,
  ZONA_SANTIAGO,
} from '@barberia/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CampoFecha } from '../../../components/ui/campos-de-tiempo';
import { CampoSelect } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useAgenda } from '../api/get-agenda';
import { columnasDeAgenda, diasDeLaVista, diaVecino, type EstadoAgenda, leerEstado } from '../lib/agenda';
import { ColumnaAgenda } from './columna-agenda';
import '../styles/agenda.css';

/**
 * /barbero/administrar/agenda: every barber's bookings and free time side by side, a day or a week,
 * today (in Santiago) by default. The view lives in the address, so it can be shared and printed.
 */
export function AgendaAdmin() {
  const [params, setParams] = useSearchParams();
  // The page's only read of the clock: today in the shop's zone, whatever the device's zone is.
  const hoy = fechaLocalDe(new Date(), ZONA_SANTIAGO);
  const estado = leerEstado(params, hoy);
  const fechas = diasDeLaVista(estado.dia, estado.vista);
  const desde = fechas[0] ?? estado.dia;
  const hasta = fechas.at(-1) ?? estado.dia;
  const agenda = useAgenda(desde, hasta);
  // The phone's one column: the barber picked in the switcher, else the first one.
  const [enPantalla, setEnPantalla] = useState<string | null>(null);

  const cambiar = (cambios: Partial<EstadoAgenda>) => {
    const nuevo = { ...estado, ...cambios };
    const siguiente = new URLSearchParams();
    if (nuevo.vista === 'semana') siguiente.set('vista', 'semana');
    if (nuevo.dia !== hoy) siguiente.set('dia', nuevo.dia);
    if (nuevo.barbero) siguiente.set('barbero', nuevo.barbero);
    setParams(siguiente, { replace: true });
  };
  const unidad = estado.vista === 'dia' ? 'Día' : 'Semana';
  const titulo =
    estado.vista === 'dia'
      ? formatearFechaCompleta(estado.dia)
      : `Semana del ${formatearFechaLarga(desde)} al ${formatearFechaCompleta(hasta)}`;

  const datos = agenda.data;
  const columnas = datos ? columnasDeAgenda(datos, fechas, estado.barbero) : [];
  const activa = columnas.find((c) => c.barbero._id === enPantalla)?.barbero._id ?? columnas[0]?.barbero._id;

  return (
    <div className="agenda">
      <div className="panel bo-seccion agenda__controles">
        <fieldset className="agenda__vistas">
          <legend className="visually-hidden">Vista</legend>
          {(['dia', 'semana'] as const).map((vista) => (
            <button
              key={vista}
              type="button"
              className="bo-chip agenda__chip"
              aria-pressed={estado.vista === vista}
              onClick={() => cambiar({ vista })}
            >
              {vista === 'dia' ? 'Día' : 'Semana'}
            </button>
          ))}
        </fieldset>
        <div className="agenda__navegar">
          <Button
            variant="secondary"
            onClick={() => cambiar({ dia: diaVecino(estado.dia, estado.vista, -1) })}
          >
            {unidad} anterior
          </Button>
          <CampoFecha
            label="Día"
            valor={estado.dia}
            alCambiar={(dia) => isLocalDate(dia) && cambiar({ dia })}
          />
          <Button variant="secondary" onClick={() => cambiar({ dia: hoy })} disabled={estado.dia === hoy}>
            Hoy
          </Button>
          <Button
            variant="secondary"
            onClick={() => cambiar({ dia: diaVecino(estado.dia, estado.vista, 1) })}
          >
            {unidad} siguiente
          </Button>
        </div>
        <CampoSelect
          label="Barbero"
          value={estado.barbero ?? ''}
          onChange={(e) => cambiar({ barbero: e.target.value || null })}
        >
          <option value="">Todos los barberos</option>
          {datos?.barberos.map((b) => (
            <option key={b._id} value={b._id}>
              {b.nombre}
            </option>
          ))}
        </CampoSelect>
        <Button variant="ghost" onClick={() => window.print()}>
          Imprimir
        </Button>
      </div>

      <section className="bo-seccion" aria-labelledby="agenda-titulo" aria-busy={agenda.isFetching}>
        <h2 id="agenda-titulo" className="capitalizar">
          {titulo}
        </h2>
        {agenda.isPending ? (
          <Spinner label="Cargando agenda…" />
        ) : agenda.isError || !datos ? (
          <p className="form__error">Error al obtener la agenda, recargue la página.</p>
        ) : columnas.length === 0 ? (
          <p className="empty">No hay barberos con agenda en estas fechas.</p>
        ) : (
          <>
            {columnas.length > 1 && (
              <nav className="agenda__selector" aria-label="Barbero en pantalla">
                {columnas.map((c) => (
                  <button
                    key={c.barbero._id}
                    type="button"
                    className="bo-chip agenda__chip"
                    aria-pressed={c.barbero._id === activa}
                    onClick={() => setEnPantalla(c.barbero._id)}
                  >
                    {c.barbero.nombre}
                  </button>
                ))}
              </nav>
            )}
            <div className="agenda__columnas">
              {columnas.map((c) => (
                <ColumnaAgenda
                  key={c.barbero._id}
                  columna={c}
                  vista={estado.vista}
                  activa={c.barbero._id === activa}
                />
              ))}
            </div>
          </>
        )}
      </section>
    </div>
  );
}
