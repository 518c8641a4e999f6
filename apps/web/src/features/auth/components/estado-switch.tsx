import { useId } from 'react';
import { Switch } from '../../../components/ui/switch';
import { mensajeDeError } from '../../../lib/api-client';
import { MENSAJES_BACK_OFFICE } from '../../../lib/mensajes/back-office';
import { useCambiarEstado } from '../api/cambiar-estado';
import { useUsuario } from '../hooks/use-sesion';

/** The logged barber's Activo/Inactivo switch (spec 001 §2 and §4). */
export function EstadoSwitch() {
  const usuario = useUsuario();
  const cambiar = useCambiarEstado();
  const etiqueta = useId();

  return (
    <div className="estado">
      {/* A visible name (issue 23); the word beside the switch says its state, as spec 001 §2 asks. */}
      <label className="estado__etiqueta" htmlFor={`${etiqueta}-switch`}>
        Recibir reservas
      </label>
      <div className="estado__fila">
        <Switch
          id={`${etiqueta}-switch`}
          checked={usuario.activo}
          aria-describedby={`${etiqueta} ${etiqueta}-ayuda`}
          // Not disabled while saving: a disabled button would drop the keyboard focus.
          onChange={() => {
            if (!cambiar.isPending) cambiar.mutate(usuario._id);
          }}
        />
        <span id={etiqueta} className={usuario.activo ? 'estado__texto estado__texto--on' : 'estado__texto'}>
          {usuario.activo ? 'Activo' : 'Inactivo'}
        </span>
      </div>
      <p id={`${etiqueta}-ayuda`} className="field__hint">
        {usuario.activo ? 'Los clientes pueden agendar contigo.' : 'Los clientes no pueden agendar contigo.'}
        {/* The admin is offered to clients only once they perform a service (issue 25). */}
        {usuario.rol === 'admin' &&
          ' Como administrador, apareces en la agenda cuando realizas al menos un servicio (Gestionar Servicios).'}
      </p>
      {cambiar.isError && (
        <p className="field__error" role="alert">
          {mensajeDeError(cambiar.error, MENSAJES_BACK_OFFICE.CAMBIAR_ESTADO)}
        </p>
      )}
    </div>
  );
}
