import { type Acceso, accesoInput } from '@barberia/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Campo, CampoSelect } from '../../../components/ui/campo';
import { ModalConfirmar, useModalResultado } from '../../../components/ui/modal-resultado';
import { Spinner } from '../../../components/ui/spinner';
import { useFormulario } from '../../../lib/use-formulario';
import { erroresDelServidor } from '../../../lib/validar-formulario';
import { useCrearAcceso } from '../api/crear-acceso';
import { useEliminarAcceso } from '../api/eliminar-acceso';
import { useAccesos } from '../api/get-accesos';
import { EnlaceRegistro } from './enlace-registro';
import { PanelFormulario } from './panel-formulario';

const VACIO = { email: '', rol: 'barbero' };

/** /barbero/administrar/acceso: who may register, with which role; and the link to share. */
export function AccesosAdmin() {
  const accesos = useAccesos();
  const crear = useCrearAcceso();
  const eliminar = useEliminarAcceso();
  const resultado = useModalResultado();
  const form = useFormulario(VACIO);
  const [aEliminar, setAEliminar] = useState<Acceso | null>(null);

  const alEnviar = form.enviar(accesoInput, (input) =>
    crear.mutate(input, {
      onSuccess: () => {
        resultado.exito('Acceso creado correctamente');
        form.reiniciar(VACIO);
      },
      onError: (error) => {
        form.setErrores(erroresDelServidor(error));
        resultado.fallo(error);
      },
    }),
  );

  return (
    <>
      <EnlaceRegistro />
      <PanelFormulario titulo="Nuevo acceso" editando={null}>
        <form className="form" onSubmit={alEnviar} noValidate>
          <div className="bo-grid bo-grid--2">
            <Campo label="Correo" type="email" autoComplete="off" required {...form.campo('email')} />
            <CampoSelect label="Rol" required {...form.campo('rol')}>
              <option value="barbero">Barbero</option>
              <option value="admin">Administrador</option>
            </CampoSelect>
          </div>
          <div className="bo-acciones">
            <Button type="submit" loading={crear.isPending}>
              Dar acceso
            </Button>
          </div>
        </form>
      </PanelFormulario>

      <section className="bo-seccion" aria-labelledby="lista-accesos">
        <h2 id="lista-accesos">Accesos pendientes</h2>
        {accesos.isPending ? (
          <Spinner label="Cargando accesos…" />
        ) : accesos.isError ? (
          <p className="form__error">Error al obtener los accesos, recargue la página</p>
        ) : accesos.data.length === 0 ? (
          <p className="empty">No hay accesos pendientes.</p>
        ) : (
          <ul className="bo-lista panel">
            {accesos.data.map((a) => (
              <li key={a._id} className="bo-lista__item">
                <div className="bo-lista__fila">
                  <div className="bo-lista__texto">
                    <span className="bo-lista__titulo">{a.email}</span>
                    <span className="badge">{a.rol === 'admin' ? 'Administrador' : 'Barbero'}</span>
                  </div>
                  <Button
                    variant="danger"
                    aria-label={`Eliminar acceso de ${a.email}`}
                    onClick={() => setAEliminar(a)}
                  >
                    Eliminar
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ModalConfirmar
        open={aEliminar !== null}
        titulo="¿Eliminar este acceso?"
        confirmar="Eliminar acceso"
        peligro
        enviando={eliminar.isPending}
        onCancelar={() => setAEliminar(null)}
        onConfirmar={() => {
          if (!aEliminar) return;
          eliminar.mutate(aEliminar._id, {
            onSuccess: ({ msg }) => resultado.exito(msg),
            onError: (error) => resultado.fallo(error),
            onSettled: () => setAEliminar(null),
          });
        }}
      >
        <p>
          <strong>{aEliminar?.email}</strong> ya no podrá registrarse.
        </p>
      </ModalConfirmar>
      {resultado.modales}
    </>
  );
}
