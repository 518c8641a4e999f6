import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { IconoUbicacion } from '../../../components/ui/icono';
import { SHOP } from '../../../config/shop';
import type { AgendarInfo } from '../lib/agendar-info';

interface ContactoFormProps {
  info: AgendarInfo;
  error: string | null;
  onCambiar: (cambios: Pick<Partial<AgendarInfo>, 'nombre' | 'email'>) => void;
  onAgendar: () => void;
}

export function ContactoForm({ info, error, onCambiar, onAgendar }: ContactoFormProps) {
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
          aria-describedby="contacto-nombre-ayuda"
          onChange={(e) => onCambiar({ nombre: e.target.value })}
        />
        <p id="contacto-nombre-ayuda" className="field__hint">
          De preferencia, tu usuario de Instagram.
        </p>
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
          onChange={(e) => onCambiar({ email: e.target.value })}
        />
      </div>
      <p className="terminos">
        Al agendar aceptas nuestros <Link to="/agenda/legal">Términos y Condiciones</Link>.
      </p>
      <p className="aviso-direccion">
        <IconoUbicacion />
        <span>
          Desde el {SHOP.fechaCambioDireccion} nos cambiamos de local: ahora te esperamos en{' '}
          <strong>
            {SHOP.direccion.calle}, {SHOP.direccion.comuna}
          </strong>
          .
        </span>
      </p>
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" className="btn--block" disabled={!info.nombre.trim() || !info.email.trim()}>
        Agendar
      </Button>
    </form>
  );
}
