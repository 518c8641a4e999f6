import { diaDe, formatearFechaCompleta } from '@barberia/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { CampoSelect } from '../../../components/ui/field';
import { useModalResultado } from '../../../components/ui/result-modal';
import { Spinner } from '../../../components/ui/spinner';
import { useFechasBarbero } from '../api/get-fechas-barbero';
import { contarPasadas, hoyEnSantiago, indiceDeHoy, ordenarFechas } from '../lib/fechas-barbero';
import { Carrusel } from './carrusel';
import { DiaBoton } from './dia-boton';
import { EditarHorarioForm } from './editar-horario-form';
import { EliminarFechaButton } from './eliminar-fecha-button';
import { EliminarPasadasButton } from './eliminar-pasadas-button';
import { HorasDelDia } from './horas-del-dia';

/**
 * /barbero/gestionar-fechas: pick a day in the carousel (or jump to it from the list), change its hours or
 * delete it. Clearing the past days is the page's last, plain action: it deletes, so it asks first.
 */
export function GestionarFechas({ barberoId }: { barberoId: string }) {
  const { data, isPending, isError } = useFechasBarbero(barberoId);
  const [elegidaId, setElegidaId] = useState<string | null>(null);
  const resultado = useModalResultado();
  const hoy = hoyEnSantiago();

  if (isPending) return <Spinner label="Cargando fechas…" />;
  if (isError) return <p className="form__error">Error al obtener las fechas, recargue la página.</p>;

  const fechas = ordenarFechas(data);
  const indiceElegido = fechas.findIndex((f) => f._id === elegidaId);
  const elegida = fechas[indiceElegido];

  return (
    <>
      {fechas.length > 0 && (
        <CampoSelect
          label="Ir al día"
          className="bo-ir-al-dia"
          value={elegida?._id ?? ''}
          onChange={(e) => setElegidaId(e.target.value || null)}
        >
          <option value="">Elige un día…</option>
          {fechas.map((f) => (
            <option key={f._id} value={f._id}>
              {opcionDeDia(f.fecha, f.horasAgendadas.length, hoy)}
            </option>
          ))}
        </CampoSelect>
      )}
      {fechas.length === 0 ? (
        <p className="empty">
          Aún no tienes fechas. <Link to="/barbero/agregar-fechas">Agrega fechas</Link> para que los clientes
          puedan agendar.
        </p>
      ) : (
        <Carrusel
          etiqueta="Tus días"
          items={fechas}
          clave={(f) => f._id}
          enfocar={indiceElegido >= 0 ? indiceElegido : indiceDeHoy(fechas, hoy)}
          render={(f) => (
            <DiaBoton
              fecha={f}
              hoy={hoy}
              elegido={f._id === elegidaId}
              onElegir={() => setElegidaId(f._id)}
            />
          )}
        />
      )}
      {elegida ? (
        <section className="panel bo-seccion" aria-labelledby="dia-elegido">
          <h2 id="dia-elegido" className="capitalizar">
            {formatearFechaCompleta(diaDe(elegida.fecha))}
          </h2>
          {/* Keyed by day: choosing another day starts the form from what the server holds for it. */}
          <EditarHorarioForm key={elegida._id} fecha={elegida} />
          <h3 className="bo-subtitulo">Horas agendadas</h3>
          <HorasDelDia horas={elegida.horasAgendadas} />
          <div className="bo-acciones bo-acciones--fin">
            <EliminarFechaButton
              fecha={elegida}
              onEliminada={(mensaje) => {
                setElegidaId(null);
                resultado.exito(mensaje);
              }}
              onError={resultado.fallo}
            />
          </div>
        </section>
      ) : (
        fechas.length > 0 && <p className="muted bo-ayuda">Elige un día para ver y cambiar su horario.</p>
      )}
      <div className="bo-acciones bo-acciones--fin">
        <EliminarPasadasButton pasadas={contarPasadas(fechas, hoy)} />
      </div>
      {resultado.modales}
    </>
  );
}

/** «lunes, 30 de noviembre de 2026 · 2 reservas»: the day and its bookings, as the card says them. */
function opcionDeDia(fecha: string, reservas: number, hoy: string): string {
  const dia = diaDe(fecha);
  const cuantas = reservas === 0 ? 'sin reservas' : reservas === 1 ? '1 reserva' : `${reservas} reservas`;
  const marca = dia === hoy ? ' (hoy)' : dia < hoy ? ' (pasada)' : '';
  return `${formatearFechaCompleta(dia)}${marca} · ${cuantas}`;
}
