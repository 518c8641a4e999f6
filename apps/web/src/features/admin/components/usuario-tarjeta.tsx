import { type Servicio, type Usuario, usuarioInput } from '@barberia/shared';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Campo } from '../../../components/ui/field';
import { mensajeDeError } from '../../../lib/api-client';
import { MENSAJES_BACK_OFFICE } from '../../../lib/mensajes/back-office';
import { useFormulario } from '../../../lib/use-formulario';
import { erroresDelServidor } from '../../../lib/validar-formulario';
import { useCambiarEstadoUsuario } from '../api/cambiar-estado-usuario';
import { useEditarUsuario } from '../api/editar-usuario';
import { InterruptorActivo } from './interruptor-activo';
import { UsuarioServicios } from './usuario-servicios';
import '../../../components/ui/switch.css';

interface UsuarioTarjetaProps {
  usuario: Usuario;
  servicios: readonly Servicio[];
  esYo: boolean;
  onEliminar: () => void;
  onResultado: (mensaje: string) => void;
  onError: (error: unknown) => void;
}

/** One user: the Activo switch, edit name and e-mail, assign services, delete. */
export function UsuarioTarjeta({
  usuario,
  servicios,
  esYo,
  onEliminar,
  onResultado,
  onError,
}: UsuarioTarjetaProps) {
  const estado = useCambiarEstadoUsuario();
  const editar = useEditarUsuario();
  const [editando, setEditando] = useState(false);
  const [verServicios, setVerServicios] = useState(false);
  const form = useFormulario({ nombre: usuario.nombre, email: usuario.email });
  const id = useId();

  const alEnviar = form.enviar(usuarioInput, (input) =>
    editar.mutate(
      { id: usuario._id, input },
      {
        onSuccess: () => {
          setEditando(false);
          onResultado('Usuario actualizado correctamente');
        },
        onError: (error) => {
          form.setErrores(erroresDelServidor(error));
          onError(error);
        },
      },
    ),
  );

  return (
    <article className="bo-tarjeta" aria-labelledby={`${id}-nombre`}>
      <div className="bo-tarjeta__cabecera">
        <div>
          <h3 id={`${id}-nombre`}>{usuario.nombre}</h3>
          <p className="muted bo-tarjeta__correo">{usuario.email}</p>
          <span className="badge">{usuario.rol === 'admin' ? 'Administrador' : 'Barbero'}</span>
          {esYo && <span className="badge badge--neutro">Tú</span>}
        </div>
        <div className="estado">
          <InterruptorActivo
            activo={usuario.activo}
            nombre={usuario.nombre}
            onCambiar={() => {
              if (!estado.isPending) estado.mutate(usuario._id);
            }}
          />
          {estado.isError && (
            <p className="field__error" role="alert">
              {mensajeDeError(estado.error, MENSAJES_BACK_OFFICE.CAMBIAR_ESTADO)}
            </p>
          )}
        </div>
      </div>

      {editando && (
        <form
          className="form bo-tarjeta__form"
          onSubmit={alEnviar}
          noValidate
          aria-label={`Editar ${usuario.nombre}`}
        >
          <Campo label="Nombre" autoComplete="off" required {...form.campo('nombre')} />
          <Campo label="Correo" type="email" autoComplete="off" required {...form.campo('email')} />
          <div className="bo-acciones">
            <Button
              variant="ghost"
              onClick={() => {
                setEditando(false);
                form.reiniciar({ nombre: usuario.nombre, email: usuario.email });
              }}
            >
              Cancelar
            </Button>
            <Button type="submit" loading={editar.isPending}>
              Guardar
            </Button>
          </div>
        </form>
      )}

      <div className="bo-tarjeta__acciones">
        {!editando && (
          <Button
            variant="ghost"
            aria-label={`Editar ${usuario.nombre}`}
            onClick={() => {
              form.reiniciar({ nombre: usuario.nombre, email: usuario.email });
              setEditando(true);
            }}
          >
            Editar
          </Button>
        )}
        <Button
          variant="ghost"
          aria-expanded={verServicios}
          aria-controls={`${id}-servicios`}
          aria-label={`Servicios de ${usuario.nombre}`}
          onClick={() => setVerServicios((v) => !v)}
        >
          Servicios
        </Button>
        {!esYo && (
          <Button variant="danger" aria-label={`Eliminar ${usuario.nombre}`} onClick={onEliminar}>
            Eliminar
          </Button>
        )}
      </div>
      <div id={`${id}-servicios`} hidden={!verServicios}>
        {verServicios && (
          <UsuarioServicios usuarioId={usuario._id} nombre={usuario.nombre} servicios={servicios} />
        )}
      </div>
    </article>
  );
}
