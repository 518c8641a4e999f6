import { TIENDA } from '@barberia/shared';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { IconoUbicacion } from '../../../components/ui/icon';
import type { ErroresDeCampos } from '../../../lib/validar-formulario';
import type { AgendarInfo } from '../lib/agendar-info';

interface ContactoFormProps {
  info: AgendarInfo;
  /** Each field's message from the route's schema; '' holds one about the whole booking. */
  errores: ErroresDeCampos;
  onCambiar: (campo: 'nombre' | 'email', valor: string) => void;
  onAgendar: () => void;
}

export function ContactoForm({ info, errores, onCambiar, onAgendar }: ContactoFormProps) {
  const alEnviar = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAgendar();
  };

  return (
    <form className="form panel" onSubmit={alEnviar}>
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
      <p className="terminos">
        Al agendar aceptas nuestros <Link to="/agenda/legal">Términos y Condiciones</Link>.
      </p>
      <p className="aviso-direccion">
        <IconoUbicacion />
        <span>
          Desde el {TIENDA.fechaCambioDireccion} nos cambiamos de local: ahora te esperamos en{' '}
          <strong>
            {TIENDA.direccion.calle}, {TIENDA.direccion.comuna}
          </strong>
          .
        </span>
      </p>
      {errores[''] && (
        <p className="form__error" role="alert">
          {errores['']}
        </p>
      )}
      <Button type="submit" className="btn--block" disabled={!info.nombre.trim() || !info.email.trim()}>
        Agendar
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
