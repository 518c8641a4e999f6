import type { InvitacionCreada } from '@barberia/shared';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { useCopiar } from '../../../hooks/use-copiar';
import '../styles/enlace-registro.css';

/**
 * The registration link ({host}/register?invitacion=…) with its copy button (spec 001 §2). Each
 * invitation has its own single-use link, mailed to the invitee; the server keeps only its hash, so the
 * link is shown here once, right after giving access or asking for a new one (docs/decisions/020).
 */
export function EnlaceRegistro({ invitacion }: { invitacion: InvitacionCreada | null }) {
  const { estado, copiar } = useCopiar();
  const id = useId();

  return (
    <section className="panel bo-seccion" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>Enlace de registro</h2>
      {invitacion ? (
        <>
          <p className="muted">
            Enviamos este enlace a <strong>{invitacion.email}</strong>. Sirve una sola vez, solo con ese
            correo, hasta el {new Date(invitacion.expiraEn).toLocaleDateString('es-CL')}.
          </p>
          <div className="enlace-copia">
            <label htmlFor={id} className="visually-hidden">
              Enlace de registro
            </label>
            <input
              id={id}
              className="enlace-copia__input"
              value={invitacion.enlace}
              readOnly
              onFocus={(e) => e.target.select()}
            />
            <Button variant="secondary" onClick={() => copiar(invitacion.enlace)}>
              Copiar enlace
            </Button>
          </div>
          <p className="enlace-copia__estado" role="status">
            {estado === 'copiado' && <span className="texto-exito">✅ Enlace copiado!</span>}
            {estado === 'error' && <span className="field__error">Error al copiar el enlace</span>}
          </p>
        </>
      ) : (
        <p className="muted">
          Al dar acceso enviamos al correo un enlace de registro de un solo uso; aquí aparece para copiarlo.
          Para un acceso pendiente, «Nuevo enlace» lo reemplaza.
        </p>
      )}
    </section>
  );
}
