import { CONSENTIMIENTO_WHATSAPP_ESPERA, formatearFechaLarga } from '@barberia/shared';
import { unirseListaEsperaInput } from '@barberia/shared/contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Campo } from '../../../components/ui/field';
import { ApiError, mensajeDeError } from '../../../lib/api-client';
import { queryCache } from '../../../lib/consultas';
import { MENSAJES_LISTA_ESPERA } from '../../../lib/mensajes/lista-espera';
import { useFormulario } from '../../../lib/use-formulario';
import { erroresDelServidor } from '../../../lib/validar-formulario';
import { unirseListaEspera } from '../api/lista-espera';
import { useAgendarInfo } from '../hooks/use-agendar-info';
import { datosDeListaEspera, errorGeneral } from '../lib/lista-espera';

const EN_PANTALLA = ['nombre', 'email', 'telefono'] as const;

// The WhatsApp box loads once a phone is typed, as on the contact step (decision 035).
const CasillaWhatsapp = lazy(() => import('./casilla-whatsapp'));

/**
 * The waitlist of a full day (issue 24): shown under «No hay horas disponibles», it loads only then (with
 * the route's zod schema), not with the hour step's first view (decision 008). The offer goes by mail, and
 * also by WhatsApp to a phone given with the box ticked.
 */
export default function ListaEsperaForm({ fechaId, enfocar }: { fechaId: string; enfocar: boolean }) {
  const [info, actualizar] = useAgendarInfo();
  // Chosen by a tap on a full day (issue 42): this chunk arrives after the hour step moved the focus, so
  // the form takes it, and comes into view, once it is there.
  const seccion = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival.
  useEffect(() => {
    const campo = enfocar ? seccion.current?.querySelector('input') : null;
    campo?.focus({ preventScroll: true });
    campo?.scrollIntoView({ block: 'center' });
  }, []);
  const form = useFormulario({ nombre: info.nombre, email: info.email, telefono: info.telefono });
  const [whatsapp, setWhatsapp] = useState(info.consentimientoWhatsapp);
  const [enviando, setEnviando] = useState(false);
  const [falla, setFalla] = useState<string | null>(null);
  const [listo, setListo] = useState<{ dia: string; email: string } | null>(null);

  const enviar = form.enviar(
    unirseListaEsperaInput,
    async (datos) => {
      setEnviando(true);
      setFalla(null);
      try {
        const { entrada } = await unirseListaEspera(datos);
        // Kept for the booking, as the contact step keeps them: the client typed them once.
        actualizar({
          nombre: form.valores.nombre,
          email: form.valores.email,
          telefono: form.valores.telefono,
          consentimientoWhatsapp: whatsapp,
        });
        setListo({ dia: entrada.dia, email: entrada.email });
      } catch (error) {
        form.setErrores(erroresDelServidor(error));
        setFalla(mensajeDeError(error, MENSAJES_LISTA_ESPERA.UNIRSE));
        // An hour freed meanwhile: the grid above shows it, and this form goes with the empty day.
        if (error instanceof ApiError && error.code === 'HAY_HORAS_LIBRES')
          void queryCache.invalidateQueries({ queryKey: ['fechas', 'horas-libres'] });
      } finally {
        setEnviando(false);
      }
    },
    (v) => datosDeListaEspera(info, fechaId, { ...v, consentimientoWhatsapp: whatsapp }),
  );

  const general = falla ?? errorGeneral(form.errores, EN_PANTALLA);
  return (
    <section ref={seccion} className="lista-espera" aria-labelledby="lista-espera-titulo">
      <h3 id="lista-espera-titulo">Lista de espera</h3>
      {listo ? (
        <p className="toast" role="status">
          Te enviamos un correo a {listo.email}: abre su enlace para confirmar tu lugar en la lista de espera
          del {formatearFechaLarga(listo.dia)}. Sin confirmar no te ofreceremos horas.
        </p>
      ) : (
        // noValidate: the route's own Spanish messages under each field, not the browser's bubbles.
        <form className="form" noValidate onSubmit={enviar}>
          <p className="muted">
            {/* How long it is held is the server's setting (LISTA_ESPERA_MINUTOS): the mail says until when. */}
            ¿Te sirve este día? Déjanos tu nombre y correo: si se libera una hora, te la guardamos un rato y
            te escribimos para que la agendes. Con tu celular, te avisamos también por WhatsApp.
          </p>
          <Campo label="Nombre" autoComplete="name" maxLength={100} {...form.campo('nombre')} />
          <Campo
            label="Correo"
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            {...form.campo('email')}
          />
          <Campo
            label="Teléfono celular (opcional)"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={30}
            hint="Un celular chileno, por ejemplo 9 1234 5678."
            {...form.campo('telefono')}
          />
          {form.valores.telefono.trim() !== '' && (
            <Suspense fallback={null}>
              <CasillaWhatsapp
                id="espera-whatsapp"
                texto={CONSENTIMIENTO_WHATSAPP_ESPERA}
                marcada={whatsapp}
                onCambiar={setWhatsapp}
              />
            </Suspense>
          )}
          {general && (
            <p className="form__error" role="alert">
              {general}
            </p>
          )}
          <Button type="submit" variant="secondary" className="btn--block" loading={enviando}>
            Avisarme si se libera una hora
          </Button>
        </form>
      )}
    </section>
  );
}
