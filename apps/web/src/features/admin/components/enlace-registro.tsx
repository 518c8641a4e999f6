import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { useCopiar } from '../../../hooks/use-copiar';
import '../styles/enlace-registro.css';

/** The shareable registration link ({host}/register) with its copy button (spec 001 §2). */
export function EnlaceRegistro() {
  const { estado, copiar } = useCopiar();
  const id = useId();
  const enlace = `${window.location.origin}/register`;

  return (
    <section className="panel bo-seccion" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>Enlace de registro</h2>
      <p className="muted">Compártelo con quien tenga acceso: se registra con el mismo correo.</p>
      <div className="enlace-copia">
        <label htmlFor={id} className="visually-hidden">
          Enlace de registro
        </label>
        <input
          id={id}
          className="enlace-copia__input"
          value={enlace}
          readOnly
          onFocus={(e) => e.target.select()}
        />
        <Button variant="secondary" onClick={() => copiar(enlace)}>
          Copiar enlace
        </Button>
      </div>
      <p className="enlace-copia__estado" role="status">
        {estado === 'copiado' && <span className="texto-exito">✅ Enlace copiado!</span>}
        {estado === 'error' && <span className="field__error">Error al copiar el enlace</span>}
      </p>
    </section>
  );
}
