import type { EventoRsvp } from '@barberia/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useCopiar } from '../../../hooks/use-copiar';
import { mensajeDeError } from '../../../lib/api-client';
import { MENSAJES_BACK_OFFICE } from '../../../lib/mensajes/back-office';
import { descargarCsv, useRespuestasEvento } from '../api/eventos';
import { fragmentoParaInsertar, resumenDeCampos } from '../lib/eventos';
import '../styles/ventas.css';
import { CabeceraTabla } from './cabecera-tabla';

const ESTADOS = { confirmed: 'Asiste', undecided: 'Tal vez', declined: 'No asiste' } as const;

/** One event's places, its RSVPs with the CSV export, and the snippet to embed its widget. */
export function RespuestasEvento({ evento }: { evento: EventoRsvp }) {
  const { respuestas, conteo } = useRespuestasEvento(evento._id);
  const [errorCsv, setErrorCsv] = useState<string | null>(null);
  const fragmento = fragmentoParaInsertar(evento, window.location.origin);
  const copiar = useCopiar();

  async function exportar() {
    setErrorCsv(null);
    try {
      const texto = await descargarCsv(evento._id);
      const url = URL.createObjectURL(new Blob([texto], { type: 'text/csv;charset=utf-8' }));
      const enlace = document.createElement('a');
      enlace.href = url;
      enlace.download = `inscripciones-${evento.startDate}.csv`;
      enlace.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      setErrorCsv(mensajeDeError(error, MENSAJES_BACK_OFFICE.EXPORTAR));
    }
  }

  const c = conteo.data;
  return (
    <section className="panel bo-seccion" aria-labelledby="respuestas-evento">
      <h2 id="respuestas-evento">Inscripciones: {evento.name}</h2>
      {c && (
        <p aria-live="polite">
          <strong>{c.total}</strong> de {c.max} cupos tomados ·{' '}
          <strong>{Math.max(0, c.max - c.total)}</strong> disponibles
          {c.pendientes > 0 ? ` (${c.pendientes} guardados unos minutos para respuestas por confirmar)` : ''}
          {c.expired ? ' · inscripciones cerradas' : ''}
        </p>
      )}
      {respuestas.isPending ? (
        <Spinner label="Cargando inscripciones…" />
      ) : respuestas.isError ? (
        <p className="form__error">Error al obtener las inscripciones, recargue la página.</p>
      ) : respuestas.data.length === 0 ? (
        <p className="empty">Aún no hay inscripciones.</p>
      ) : (
        <table className="tabla-ventas">
          <CabeceraTabla columnas={['Correo', 'Respuesta', 'Personas', 'Campos', 'Confirmación']} />
          <tbody>
            {respuestas.data.map((r) => (
              <tr key={r._id}>
                <td data-etiqueta="Correo">{r.email}</td>
                <td data-etiqueta="Respuesta">{ESTADOS[r.status]}</td>
                <td data-etiqueta="Personas">{r.amount}</td>
                <td data-etiqueta="Campos">{resumenDeCampos(r.payload) || '—'}</td>
                <td data-etiqueta="Confirmación">
                  {r.confirmado ? 'Confirmada' : 'Esperando confirmación por correo'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="bo-acciones">
        <Button variant="ghost" onClick={exportar}>
          Exportar CSV
        </Button>
      </div>
      {errorCsv && (
        <p className="form__error" role="alert">
          {errorCsv}
        </p>
      )}
      <h3>Insertar en otro sitio</h3>
      <p className="muted">
        Pega este código donde quieras mostrar el evento con su formulario de inscripción.
      </p>
      <pre className="bo-fragmento">
        <code>{fragmento}</code>
      </pre>
      <Button variant="ghost" onClick={() => copiar.copiar(fragmento)}>
        {copiar.estado === 'copiado' ? 'Copiado' : 'Copiar código'}
      </Button>
      {copiar.estado === 'error' && (
        <p className="form__error">No se pudo copiar; selecciona el código y cópialo.</p>
      )}
    </section>
  );
}
