import type { Usuario } from '@barberia/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ModalConfirmar, useModalResultado } from '../../../components/ui/result-modal';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useEliminarUsuario } from '../api/eliminar-usuario';
import { useServicios } from '../api/get-servicios';
import { useUsuarios } from '../api/get-usuarios';
import { UsuarioTarjeta } from './usuario-tarjeta';

/**
 * /barbero/administrar/usuarios. Deleting a barber with future bookings takes a second, explicit
 * confirmation that those bookings are cancelled and each client is e-mailed.
 */
export function UsuariosAdmin({ usuarioActualId }: { usuarioActualId: string }) {
  const usuarios = useUsuarios();
  const servicios = useServicios();
  const eliminar = useEliminarUsuario();
  const resultado = useModalResultado();
  const [aEliminar, setAEliminar] = useState<{ usuario: Usuario; conHoras: string | null } | null>(null);

  if (usuarios.isPending) return <Spinner label="Cargando usuarios…" />;
  if (usuarios.isError)
    return <p className="form__error">Error al obtener los usuarios, recargue la página.</p>;

  const confirmar = () => {
    if (!aEliminar) return;
    const { usuario, conHoras } = aEliminar;
    eliminar.mutate(
      { id: usuario._id, confirmar: conHoras !== null },
      {
        onSuccess: ({ msg }) => {
          setAEliminar(null);
          resultado.exito(msg);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'USUARIO_CON_HORAS_FUTURAS' && conHoras === null) {
            setAEliminar({ usuario, conHoras: error.msg ?? '' });
            return;
          }
          setAEliminar(null);
          resultado.fallo(error);
        },
      },
    );
  };

  const conHoras = aEliminar?.conHoras ?? null;

  return (
    <>
      <p className="muted">
        Para sumar a alguien, dale acceso en <Link to="/barbero/administrar/acceso">Accesos</Link>: podrá
        registrarse con su correo.
      </p>
      <ul className="bo-tarjetas bo-tarjetas--anchas">
        {usuarios.data.map((u) => (
          <li key={u._id}>
            <UsuarioTarjeta
              usuario={u}
              servicios={servicios.data ?? []}
              esYo={u._id === usuarioActualId}
              onEliminar={() => setAEliminar({ usuario: u, conHoras: null })}
              onResultado={(msg) => resultado.exito(msg)}
              onError={(error) => resultado.fallo(error)}
            />
          </li>
        ))}
      </ul>
      <ModalConfirmar
        open={aEliminar !== null}
        titulo={conHoras !== null ? 'Tiene horas agendadas' : '¿Eliminar este usuario?'}
        confirmar={conHoras !== null ? 'Eliminar y cancelar sus horas' : 'Eliminar usuario'}
        peligro
        enviando={eliminar.isPending}
        onCancelar={() => setAEliminar(null)}
        onConfirmar={confirmar}
      >
        {conHoras !== null ? (
          <p className="aviso-peligro">{conHoras}</p>
        ) : (
          <p>
            Se eliminará la cuenta de <strong>{aEliminar?.usuario.nombre}</strong> ({aEliminar?.usuario.email}
            ) con sus fechas.
          </p>
        )}
      </ModalConfirmar>
      {resultado.modales}
    </>
  );
}
