import { diaDe, formatearFechaCompleta } from '@barberia/shared';
import { useState } from 'react';
import { Link } from 'react-router';
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

/** /barbero/gestionar-fechas: pick a day in the carousel, change its hours or delete it. */
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
      <div className="bo-acciones bo-acciones--fin">
        <EliminarPasadasButton pasadas={contarPasadas(fechas, hoy)} />
      </div>
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
      {resultado.modales}
    </>
  );
}
