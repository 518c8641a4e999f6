import { CONSENTIMIENTO_REGRESO } from '@barberia/shared';
import { type FormEvent, lazy, Suspense, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { IconoUbicacion } from '../../../components/ui/icon';
import { datosDeLaTienda } from '../../../lib/datos-de-la-tienda';
import type { ErroresDeCampos } from '../../../lib/validar-formulario';
import type { AgendarInfo, CampoDeContacto } from '../lib/agendar-info';

const CasillaWhatsapp = lazy(() => import('./casilla-whatsapp'));

interface ContactoFormProps {
  info: AgendarInfo;
  /** Each field's message from the route's schema; '' holds one about the whole booking. */
  errores: ErroresDeCampos;
  onCambiar: (campo: CampoDeContacto, valor: string | boolean) => void;
  onAgendar: () => void;
  /** A reschedule (issue 22): the button says «Confirmar cambio» instead of the spec's «Agendar». */
  esReagendar?: boolean;
}

export function ContactoForm({ info, errores, onCambiar, onAgendar, esReagendar }: ContactoFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const { direccion, fechaCambioDireccion } = datosDeLaTienda();
  // A refused «Agendar» takes the client to the first field it explains (its message is tied to it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new set of messages, not each render.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errores]);
  const alEnviar = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAgendar();
  };

  return (
    // noValidate: the messages are the route's own Spanish ones next to each field, not the browser's bubbles.
    <form ref={form} className="form panel" noValidate onSubmit={alEnviar}>
      <div className="field">
        <label htmlFor="contacto-nombre">Nombre</label>
        <input
          id="contacto-nombre"
          name="nombre"
          autoComplete="name"
          required
          maxLength={100}
          value={info.nombre}
          aria-invalid={errores.nombre ? true : undefined}
          aria-describedby={
            errores.nombre ? 'contacto-nombre-error contacto-nombre-ayuda' : 'contacto-nombre-ayuda'
          }
          onChange={(e) => onCambiar('nombre', e.target.value)}
        />
        <p id="contacto-nombre-ayuda" className="field__hint">
          De preferencia, tu usuario de Instagram.
        </p>
        <ErrorDeCampo id="contacto-nombre-error" mensaje={errores.nombre} />
      </div>
      <div className="field">
        <label htmlFor="contacto-email">Correo electrónico</label>
        <input
          id="contacto-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={254}
          value={info.email}
          aria-invalid={errores.email ? true : undefined}
          aria-describedby={errores.email ? 'contacto-email-error' : undefined}
          onChange={(e) => onCambiar('email', e.target.value)}
        />
        <ErrorDeCampo id="contacto-email-error" mensaje={errores.email} />
      </div>
      <div className="field">
        <label htmlFor="contacto-telefono">Teléfono celular (opcional)</label>
        <input
          id="contacto-telefono"
          name="telefono"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={30}
          value={info.telefono}
          aria-invalid={errores.telefono ? true : undefined}
          aria-describedby={
            errores.telefono ? 'contacto-telefono-error contacto-telefono-ayuda' : 'contacto-telefono-ayuda'
          }
          onChange={(e) => onCambiar('telefono', e.target.value)}
        />
        <p id="contacto-telefono-ayuda" className="field__hint">
          Un celular chileno, por ejemplo 9 1234 5678.
        </p>
        <ErrorDeCampo id="contacto-telefono-error" mensaje={errores.telefono} />
      </div>
      {info.telefono.trim() !== '' && (
        <Suspense fallback={null}>
          <CasillaWhatsapp
            marcada={info.consentimientoWhatsapp}
            onCambiar={(marcada) => onCambiar('consentimientoWhatsapp', marcada)}
          />
        </Suspense>
      )}
      <div className="field field--casilla">
        <input
          id="contacto-regreso"
          name="consentimientoRegreso"
          type="checkbox"
          checked={info.consentimientoRegreso}
          onChange={(e) => onCambiar('consentimientoRegreso', e.target.checked)}
        />
        <label htmlFor="contacto-regreso">{CONSENTIMIENTO_REGRESO}</label>
      </div>
      <p className="terminos">
        Al agendar aceptas nuestros <Link to="/agenda/legal">Términos y Condiciones</Link>.
      </p>
      {/* Spec §9: the notice of the new premises, while the admin keeps its date. */}
      {fechaCambioDireccion && (
        <p className="aviso-direccion">
          <IconoUbicacion />
          <span>
            Desde el {fechaCambioDireccion} nos cambiamos de local: ahora te esperamos en{' '}
            <strong>
              {direccion.calle}, {direccion.comuna}
            </strong>
            .
          </span>
        </p>
      )}
      {errores[''] && (
        <p className="form__error" role="alert">
          {errores['']}
        </p>
      )}
      <Button type="submit" className="btn--block" disabled={!info.nombre.trim() || !info.email.trim()}>
        {esReagendar ? 'Confirmar cambio' : 'Agendar'}
      </Button>
    </form>
  );
}

// Not components/ui/field: its generated ids and wrapper would cost this page's first view (decision 008).
function ErrorDeCampo({ id, mensaje }: { id: string; mensaje: string | undefined }) {
  return mensaje ? (
    <p id={id} className="field__error">
      {mensaje}
    </p>
  ) : null;
}
