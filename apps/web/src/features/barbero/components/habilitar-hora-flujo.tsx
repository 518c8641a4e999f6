import { type HoraAgendada, habilitarHoraInput } from '@barberia/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CampoTexto } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { ModalConfirmar, useModalResultado } from '../../../components/ui/result-modal';
import { validarFormulario } from '../../../lib/validar-formulario';
import { useHabilitarHora } from '../api/habilitar-hora';
import '../styles/reservas.css';

interface HabilitarHoraFlujoProps {
  fechaId: string;
  diaTexto: string;
  /** The hour being re-enabled; null when the flow is closed. */
  hora: HoraAgendada | null;
  onCerrar: () => void;
}

/**
 * Spec 001 §4: Habilitar → a reason (required to continue) → confirm → the booking is removed and the
 * client is e-mailed the reason. When the e-mail could not be sent the page says to contact the client.
 */
export function HabilitarHoraFlujo({ fechaId, diaTexto, hora, onCerrar }: HabilitarHoraFlujoProps) {
  const habilitar = useHabilitarHora();
  const resultado = useModalResultado();
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirmando, setConfirmando] = useState(false);

  const cerrar = () => {
    setMotivo('');
    setError(undefined);
    setConfirmando(false);
    onCerrar();
  };

  const continuar = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!hora) return;
    const v = validarFormulario(habilitarHoraInput, {
      horaInicio: hora.horaInicio,
      horaFin: hora.horaFin,
      motivo,
    });
    if (!v.ok) {
      setError(v.errores.motivo ?? v.errores['']);
      return;
    }
    setConfirmando(true);
  };

  const confirmar = () => {
    if (!hora) return;
    habilitar.mutate(
      { fechaId, input: { horaInicio: hora.horaInicio, horaFin: hora.horaFin, motivo: motivo.trim() } },
      {
        onSuccess: (respuesta) => {
          cerrar();
          resultado.exito(
            respuesta.correoEnviado ? (
              <p>
                {respuesta.msg} Le enviamos el motivo a <strong>{respuesta.email}</strong>.
              </p>
            ) : (
              <p>
                La hora fue habilitada, pero no se pudo enviar el correo al cliente. Contáctalo directamente a
                su correo: <a href={`mailto:${respuesta.email}`}>{respuesta.email}</a>
              </p>
            ),
            '¡Hora habilitada!',
          );
        },
        onError: (causa) => {
          cerrar();
          resultado.fallo(causa);
        },
      },
    );
  };

  return (
    <>
      <Modal open={hora !== null && !confirmando} title="Habilitar hora" onClose={cerrar}>
        {hora && (
          <form onSubmit={continuar} noValidate className="form">
            <p>
              Habilitar cancela la hora de <strong>{hora.nombre ?? 'este cliente'}</strong> de las{' '}
              <strong>{hora.horaInicio} hrs</strong> del <span className="capitalizar">{diaTexto}</span>, y la
              hora queda libre para otros clientes. Cuéntale por qué: le enviaremos el motivo por correo, con
              un enlace para agendar otra hora.
            </p>
            <CampoTexto
              label="Motivo"
              required
              maxLength={1000}
              value={motivo}
              error={error}
              onChange={(e) => {
                setMotivo(e.target.value);
                setError(undefined);
              }}
            />
            <div className="modal__actions">
              <Button variant="ghost" onClick={cerrar}>
                Cancelar
              </Button>
              <Button type="submit">Continuar</Button>
            </div>
          </form>
        )}
      </Modal>
      <ModalConfirmar
        open={hora !== null && confirmando}
        titulo={`¿Habilitar y cancelar la hora de ${hora?.nombre ?? 'este cliente'}?`}
        confirmar="Sí, habilitar"
        peligro
        enviando={habilitar.isPending}
        onConfirmar={confirmar}
        onCancelar={() => setConfirmando(false)}
      >
        {hora && (
          <>
            <p>
              Se cancelará la hora de <strong>{hora.nombre ?? 'este cliente'}</strong> de las{' '}
              <strong>{hora.horaInicio} hrs</strong> y se le enviará un correo
              {hora.email ? ` a ${hora.email}` : ''} con el motivo y un enlace para agendar otra hora:
            </p>
            <blockquote className="motivo">{motivo.trim()}</blockquote>
          </>
        )}
      </ModalConfirmar>
      {resultado.modales}
    </>
  );
}
