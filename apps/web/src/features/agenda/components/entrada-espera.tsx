import { formatearFechaLarga, ZONA_SANTIAGO } from '@barberia/shared';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, mensajeDeError } from '../../../lib/api-client';
import { MENSAJES_LISTA_ESPERA } from '../../../lib/mensajes/lista-espera';
import { type FinDeEspera, useEntradaEspera } from '../hooks/use-entrada-espera';
import { textoDelante, textoDeOferta } from '../lib/lista-espera';

// Only when the held hour asks for a deposit (decision 044).
const PagarAbonoModal = lazy(() => import('./pagar-abono-modal'));

/**
 * What the waitlist link shows (issue 24): the hour held for the client to book with one tap, or their
 * place in the list; then the booked hour, or the way back to the agenda once out of the list.
 */
export function EntradaEspera({ id, habilitada }: { id: string; habilitada: boolean }) {
  const { data, error, fin, falla, abono, confirmacion, cerrarAbono, ocupado, agendar, salir } =
    useEntradaEspera(id, habilitada);

  if (fin) return <Final fin={fin} />;
  if (error instanceof ApiError && error.status === 404)
    return (
      <Final fin={{ tipo: 'fuera', msg: mensajeDeError(error, MENSAJES_LISTA_ESPERA.CARGAR_ENTRADA) }} />
    );
  if (error) {
    return (
      <div className="panel" role="alert">
        <p>
          {error instanceof ApiError && error.code === 'SIN_PRUEBA_DE_ESPERA'
            ? 'Este enlace no es el de tu lugar en la lista de espera. Ábrelo desde el correo que te enviamos cuando te anotaste o cuando se liberó una hora.'
            : mensajeDeError(error, MENSAJES_LISTA_ESPERA.CARGAR_ENTRADA)}
        </p>
        <Link className={buttonClass('secondary')} to="/agenda">
          Ver horas disponibles
        </Link>
      </div>
    );
  }
  if (!data) return <Spinner label="Buscando tu lugar en la lista de espera…" />;
  // Landing from the joining mail confirms the entry (decision 053): a moment, then «Listo: …».
  if (!data.confirmada && !confirmacion)
    return <Spinner label="Confirmando tu lugar en la lista de espera…" />;

  const diaLargo = formatearFechaLarga(data.dia);
  return (
    <div className="panel espera">
      {data.oferta ? (
        <>
          <h2>Se liberó una hora para ti</h2>
          <p>{textoDeOferta(data, data.oferta, ZONA_SANTIAGO)}</p>
        </>
      ) : (
        <>
          {confirmacion?.tipo === 'listo' && (
            <p className="toast" role="status">
              {confirmacion.msg}
            </p>
          )}
          <h2>Estás en la lista de espera del {diaLargo}</h2>
          {data.confirmada ? (
            <>
              <p>{textoDelante(data.delante)}</p>
              <p className="muted">
                Si se libera una hora para {data.servicio}, te escribiremos a {data.email}.
              </p>
            </>
          ) : (
            <p role="alert">
              {confirmacion?.tipo === 'error'
                ? confirmacion.msg
                : `Falta confirmar tu lugar: abre el enlace del correo que te enviamos a ${data.email}. Sin confirmar no te ofreceremos horas.`}
            </p>
          )}
        </>
      )}
      {falla && (
        <p className="form__error" role="alert">
          {falla}
        </p>
      )}
      <div className="espera__acciones">
        {data.oferta && (
          <Button onClick={agendar} loading={ocupado}>
            Agendar esta hora
          </Button>
        )}
        <Button variant="secondary" onClick={salir} disabled={ocupado}>
          Salir de la lista de espera
        </Button>
      </div>
      {abono && (
        <Suspense fallback={null}>
          <PagarAbonoModal
            pago={{ esperaId: id }}
            cotizacion={abono}
            onVolver={() => cerrarAbono()}
            onRechazada={(r) => cerrarAbono(r.tipo === 'error' ? r.mensaje : undefined)}
          />
        </Suspense>
      )}
    </div>
  );
}

function Final({ fin }: { fin: FinDeEspera }) {
  if (fin.tipo === 'fuera') {
    return (
      <div className="panel espera" role="status">
        <p>{fin.msg}</p>
        <Link className={buttonClass('secondary')} to="/agenda">
          Ver horas disponibles
        </Link>
      </div>
    );
  }
  return (
    <div className="panel espera" role="status">
      <h2>{fin.msg}</h2>
      <p>
        Tu hora de <strong>{fin.servicio}</strong> quedó agendada para el{' '}
        <strong>{formatearFechaLarga(fin.dia)}</strong> a las <strong>{fin.horaInicio} hrs</strong>.
      </p>
      <Link className={buttonClass('primary')} to={`/agenda/cancelar/${encodeURIComponent(fin.email)}`}>
        Ver mis horas
      </Link>
    </div>
  );
}
