import { type AgregarHoraAgendadaInput, type CotizacionAbono, formatearPrecio } from '@barberia/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { ApiError, mensajeDeError } from '../../../lib/api-client';
import { queryCache } from '../../../lib/consultas';
import { irAWebpay } from '../../../lib/ir-a-webpay';
import { MENSAJES_PUBLICOS } from '../../../lib/mensajes/publicos';
import { iniciarAbono } from '../api/iniciar-abono';
import { abonarDesdeEspera } from '../api/lista-espera';
import { mensajeDeReserva } from '../lib/mensaje-de-reserva';
import type { Resultado } from '../lib/reservar-hora';

/** Refusals about the payment, not the hour: said in the dialog, which stays open. */
const REINTENTABLES = new Set(['ABONO_PENDIENTE', 'DEMASIADAS_SOLICITUDES']);

/**
 * What is paid: the booking exactly as the confirm step sent it (POST /api/abonos books it once paid), or
 * the hour a waitlist entry holds (POST /api/lista-espera/{id}/abonar, decision 043).
 */
export type PagoDeAbono = { fechaId: string; datos: AgregarHoraAgendadaInput } | { esperaId: string };

interface PagarAbonoModalProps {
  pago: PagoDeAbono;
  cotizacion: CotizacionAbono;
  onVolver: () => void;
  /** The booking itself was refused (the hour was taken meanwhile): the confirm step's error modal. */
  onRechazada: (resultado: Resultado) => void;
}

/**
 * The hour asks for a deposit before it is booked (issue 24, decision 044): how much, the credit that
 * counts first, the policy in plain words, then off to Webpay. The server holds the hour while the client
 * pays, and Webpay brings them back to /agenda/abono/{id}. Loaded only when a booking asks for one.
 */
export default function PagarAbonoModal({ pago, cotizacion, onVolver, onRechazada }: PagarAbonoModalProps) {
  const navigate = useNavigate();
  const [pagando, setPagando] = useState(false);
  const [falla, setFalla] = useState<string | null>(null);
  const { monto, credito, aPagar, texto } = cotizacion;
  useEffect(() => {
    // Back from Webpay's form with the browser's button, the page may come back as it left: busy.
    const alVolver = (event: PageTransitionEvent) => event.persisted && setPagando(false);
    window.addEventListener('pageshow', alVolver);
    return () => window.removeEventListener('pageshow', alVolver);
  }, []);

  const pagar = async () => {
    setPagando(true);
    setFalla(null);
    try {
      const { abonoId, url, token } =
        'esperaId' in pago
          ? await abonarDesdeEspera(pago.esperaId)
          : await iniciarAbono({ fechaId: pago.fechaId, hora: pago.datos });
      // The page leaves for Webpay's form; the button stays busy until it does.
      if (url && token) irAWebpay({ url, token });
      // The client's credit paid it all: the hour is booked already.
      else navigate(`/agenda/abono/${encodeURIComponent(abonoId)}`);
    } catch (error) {
      setPagando(false);
      // Webpay down, the network, or a payment of theirs still open: the hour may still be had, try again.
      if (!(error instanceof ApiError) || error.status >= 500 || REINTENTABLES.has(error.code ?? '')) {
        setFalla(mensajeDeError(error, MENSAJES_PUBLICOS.INICIAR_PAGO));
        return;
      }
      await queryCache.invalidateQueries({ queryKey: ['fechas'] });
      onRechazada({ tipo: 'error', titulo: '¡Error al agendar!', mensaje: mensajeDeReserva(error, false) });
    }
  };

  return (
    <Modal
      open
      tone="alert"
      title="Esta hora pide un abono"
      onClose={pagando ? undefined : onVolver}
      actions={
        <>
          <Button variant="secondary" onClick={onVolver} disabled={pagando}>
            Volver
          </Button>
          <Button className="abono-pagar" onClick={pagar} loading={pagando}>
            {aPagar > 0 ? 'Pagar abono con Webpay' : 'Agendar con mi crédito'}
          </Button>
        </>
      }
    >
      <dl className="detalle abono-cotizacion">
        <div>
          <dt>Abono</dt>
          <dd>{formatearPrecio(monto)}</dd>
        </div>
        {credito > 0 && (
          <div>
            <dt>Tu crédito a favor</dt>
            <dd>−{formatearPrecio(credito)}</dd>
          </div>
        )}
        <div>
          <dt>A pagar con Webpay</dt>
          <dd className="precio">{formatearPrecio(aPagar)}</dd>
        </div>
      </dl>
      <p>{texto}</p>
      {aPagar > 0 && (
        <p className="muted">
          Te llevamos al formulario de Webpay; al terminar vuelves aquí. Mientras pagas, te guardamos la hora.
        </p>
      )}
      {falla && (
        <p className="form__error" role="alert">
          {falla}
        </p>
      )}
    </Modal>
  );
}
