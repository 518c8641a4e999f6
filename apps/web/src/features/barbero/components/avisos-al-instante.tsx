import { type AvisosBarbero, avisosBarberoSchema, CONSENTIMIENTO_WHATSAPP_BARBERO } from '@barberia/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Campo } from '../../../components/ui/field';
import { useModalResultado } from '../../../components/ui/result-modal';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { useAvisosBarbero, useGuardarAvisosBarbero } from '../api/avisos-barbero';

/** The phone as the barber reads it back: the stored E.164 without the country code. */
const telefonoVisible = (telefono: string | null) => telefono?.replace(/^\+56/, '') ?? '';

function FormularioWhatsapp({ barberoId, guardado }: { barberoId: string; guardado: AvisosBarbero }) {
  const guardar = useGuardarAvisosBarbero(barberoId);
  const resultado = useModalResultado();
  const [telefono, setTelefono] = useState(telefonoVisible(guardado.telefono));
  const [consentimiento, setConsentimiento] = useState(guardado.consentimientoWhatsapp);
  const [error, setError] = useState<string>();

  function enviar(e: FormEvent) {
    e.preventDefault();
    const body = {
      avisosAlInstante: guardado.avisosAlInstante,
      telefono,
      consentimientoWhatsapp: consentimiento,
    };
    const validado = avisosBarberoSchema.safeParse(body);
    setError(validado.success ? undefined : validado.error.issues[0]?.message);
    if (!validado.success) return;
    guardar.mutate(body, {
      onSuccess: ({ msg }) => resultado.exito(msg),
      onError: (fallo) => resultado.fallo(fallo),
    });
  }

  return (
    <form className="bo-grupos" onSubmit={enviar} noValidate>
      <Campo
        label="Tu celular para WhatsApp (opcional)"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={30}
        value={telefono}
        error={error}
        hint="Un celular chileno, por ejemplo 9 1234 5678."
        onChange={(e) => setTelefono(e.target.value)}
      />
      <div className="field field--casilla">
        <input
          id="avisos-whatsapp"
          type="checkbox"
          checked={consentimiento}
          onChange={(e) => setConsentimiento(e.target.checked)}
        />
        <label htmlFor="avisos-whatsapp">{CONSENTIMIENTO_WHATSAPP_BARBERO}</label>
      </div>
      <div className="bo-acciones">
        <Button type="submit" loading={guardar.isPending}>
          Guardar celular
        </Button>
      </div>
      {resultado.modales}
    </form>
  );
}

/**
 * The barber's instant notices (decision 036): one switch for a mail at each booking, change and
 * cancellation, on by default; with a phone and the box ticked, WhatsApp too.
 */
export function AvisosAlInstante({ barberoId }: { barberoId: string }) {
  const avisos = useAvisosBarbero(barberoId);
  const guardar = useGuardarAvisosBarbero(barberoId);
  const resultado = useModalResultado();
  const datos = avisos.data;

  return (
    <section className="panel" aria-labelledby="perfil-avisos">
      <h2 id="perfil-avisos">Avisos al instante</h2>
      {!datos ? (
        <Spinner label="Cargando avisos…" />
      ) : (
        <>
          <div className="bo-acciones">
            <label htmlFor="avisos-al-instante">
              Avisarme al instante de cada reserva, cambio y cancelación
            </label>
            <Switch
              id="avisos-al-instante"
              checked={datos.avisosAlInstante}
              disabled={guardar.isPending}
              onChange={(avisosAlInstante) =>
                guardar.mutate({ ...datos, avisosAlInstante }, { onError: (error) => resultado.fallo(error) })
              }
            />
          </div>
          <p className="muted">
            Te llega un correo{datos.consentimientoWhatsapp ? ' y un WhatsApp' : ''} cuando un cliente agenda,
            reagenda o cancela, o cuando la administración cambia tu agenda.
          </p>
          <FormularioWhatsapp barberoId={barberoId} guardado={datos} />
        </>
      )}
      {resultado.modales}
    </section>
  );
}
