import {
  type Acceso,
  accesoInput,
  formatearFechaHora,
  type InvitacionCreada,
  ZONA_SANTIAGO,
} from '@barberia/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Campo, CampoSelect } from '../../../components/ui/field';
import { PieFormulario } from '../../../components/ui/pie-formulario';
import { ModalConfirmar, useModalResultado } from '../../../components/ui/result-modal';
import { useFormulario } from '../../../lib/use-formulario';
import { useCrearAcceso, useReenviarAcceso } from '../api/crear-acceso';
import { useEliminarAcceso } from '../api/eliminar-acceso';
import { useAccesos } from '../api/get-accesos';
import { useEliminarConConfirmacion } from '../hooks/use-eliminar-con-confirmacion';
import { EnlaceRegistro } from './enlace-registro';
import { PanelFormulario } from './panel-formulario';
import { SeccionLista } from './seccion-lista';

const VACIO = { email: '', rol: 'barbero' };

/** Until when the mailed link works (issue 25); an expired one needs «Nuevo enlace». */
function VigenciaInvitacion({ expiraEn }: { expiraEn: string }) {
  const vence = new Date(expiraEn);
  if (vence.getTime() <= Date.now()) {
    return (
      <span className="bo-lista__detalle bo-lista__detalle--vencido">
        Enlace vencido: envía un nuevo enlace.
      </span>
    );
  }
  return (
    <span className="bo-lista__detalle muted">
      Enlace vigente hasta el {formatearFechaHora(vence, ZONA_SANTIAGO)}.
    </span>
  );
}

/** /barbero/administrar/acceso: who may register, with which role; and the link to share. */
export function AccesosAdmin() {
  const accesos = useAccesos();
  const crear = useCrearAcceso();
  const eliminar = useEliminarAcceso();
  const resultado = useModalResultado();
  const form = useFormulario(VACIO);
  const eliminacion = useEliminarConConfirmacion<Acceso>(eliminar, resultado);
  const reenviar = useReenviarAcceso();
  const [invitacion, setInvitacion] = useState<InvitacionCreada | null>(null);
  const nuevoEnlace = (a: Acceso) =>
    reenviar.mutate(a._id, {
      onSuccess: setInvitacion,
      onError: (error: unknown) => resultado.fallo(error),
    });

  const alEnviar = form.enviar(accesoInput, (input) =>
    crear.mutate(input, {
      onSuccess: (creada) => {
        setInvitacion(creada);
        resultado.exito('Acceso creado correctamente');
        form.reiniciar(VACIO);
      },
      onError: (error: unknown) => resultado.falloDeFormulario(error, form.setErrores),
    }),
  );

  return (
    <>
      <EnlaceRegistro invitacion={invitacion} />
      <PanelFormulario titulo="Nuevo acceso" editando={null}>
        <form className="form" onSubmit={alEnviar} noValidate>
          <div className="bo-grid bo-grid--2">
            <Campo label="Correo" type="email" autoComplete="off" required {...form.campo('email')} />
            <CampoSelect label="Rol" required {...form.campo('rol')}>
              <option value="barbero">Barbero</option>
              <option value="admin">Administrador</option>
            </CampoSelect>
          </div>
          <PieFormulario enviar="Dar acceso" enviando={crear.isPending} />
        </form>
      </PanelFormulario>

      <SeccionLista
        titulo="Accesos pendientes"
        consulta={accesos}
        forma="filas"
        cargando="Cargando accesos…"
        errorAlCargar="Error al obtener los accesos, recargue la página"
        vacia="No hay accesos pendientes."
      >
        {(a) => (
          <>
            <div className="bo-lista__texto">
              <span className="bo-lista__titulo">{a.email}</span>
              <span className="badge">{a.rol === 'admin' ? 'Administrador' : 'Barbero'}</span>
              <VigenciaInvitacion expiraEn={a.expiraEn} />
            </div>
            <Button
              variant="secondary"
              aria-label={`Nuevo enlace para ${a.email}`}
              loading={reenviar.isPending && reenviar.variables === a._id}
              onClick={() => nuevoEnlace(a)}
            >
              Nuevo enlace
            </Button>
            <Button
              variant="danger"
              aria-label={`Eliminar acceso de ${a.email}`}
              onClick={() => eliminacion.preguntar(a)}
            >
              Eliminar
            </Button>
          </>
        )}
      </SeccionLista>

      <ModalConfirmar titulo="¿Eliminar este acceso?" confirmar="Eliminar acceso" {...eliminacion.modal}>
        <p>
          <strong>{eliminacion.aEliminar?.email}</strong> ya no podrá registrarse.
        </p>
      </ModalConfirmar>
      {resultado.modales}
    </>
  );
}
