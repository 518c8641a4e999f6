import { datosPersonalesInput } from '@barberia/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Campo } from '../../../components/ui/field';
import { ModalConfirmar, useModalResultado } from '../../../components/ui/result-modal';
import { useFormulario } from '../../../lib/use-formulario';
import { exportarDatosPersonales, useEliminarDatosPersonales } from '../api/datos-personales';
import { PanelFormulario } from './panel-formulario';

const VACIO = { email: '' };

/** Saves the export as a JSON file the admin can hand to the person who asked. */
function guardarJson(nombre: string, datos: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(datos, null, 2)], { type: 'application/json' }));
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = nombre;
  enlace.click();
  URL.revokeObjectURL(url);
}

/**
 * /barbero/administrar/datos-personales: the access and deletion rights of law 21.719 for one e-mail
 * (decision 027). Deleting asks first: bookings, RSVPs and mail go; sales stay, without the buyer.
 */
export function DatosPersonalesAdmin() {
  const form = useFormulario(VACIO);
  const resultado = useModalResultado();
  const eliminar = useEliminarDatosPersonales();
  const [exportando, setExportando] = useState(false);
  const [aEliminar, setAEliminar] = useState<string | null>(null);

  async function exportar(email: string) {
    setExportando(true);
    try {
      const datos = await exportarDatosPersonales(email);
      guardarJson(`datos-personales-${email}.json`, datos);
      const n =
        datos.horasAgendadas.length +
        datos.rsvps.length +
        datos.ventas.length +
        datos.correos.length +
        datos.resenas.length +
        datos.consentimientosWhatsapp.length;
      resultado.exito(
        n === 0 ? 'No hay datos guardados de ese correo.' : `Exportación descargada: ${n} registros.`,
      );
    } catch (error) {
      resultado.falloDeFormulario(error, form.setErrores);
    } finally {
      setExportando(false);
    }
  }
  // Both buttons submit the one field; the one pressed decides (deleting asks first).
  const alEnviar = (event: FormEvent<HTMLFormElement>) => {
    const accion = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value');
    form.enviar(datosPersonalesInput, ({ email }) =>
      accion === 'eliminar' ? setAEliminar(email) : void exportar(email),
    )(event);
  };

  return (
    <>
      <PanelFormulario titulo="Datos personales" editando={null}>
        <p>
          Ley 21.719: entrega o elimina todo lo que la barbería guarda de un correo (horas agendadas,
          inscripciones, reseñas, correos enviados y el consentimiento de WhatsApp de sus teléfonos). Las
          ventas se conservan para la contabilidad, sin el correo.
        </p>
        <form className="form" onSubmit={alEnviar} noValidate>
          <Campo label="Correo" type="email" autoComplete="off" required {...form.campo('email')} />
          <div className="bo-acciones">
            <Button type="submit" value="exportar" loading={exportando}>
              Exportar
            </Button>
            <Button type="submit" value="eliminar" variant="danger">
              Eliminar
            </Button>
          </div>
        </form>
      </PanelFormulario>
      <ModalConfirmar
        open={aEliminar !== null}
        titulo="¿Eliminar los datos personales?"
        confirmar="Eliminar"
        peligro
        enviando={eliminar.isPending}
        onCancelar={() => setAEliminar(null)}
        onConfirmar={() => {
          if (!aEliminar) return;
          eliminar.mutate(aEliminar, {
            onSuccess: ({ msg }) => {
              resultado.exito(msg);
              form.reiniciar(VACIO);
            },
            onError: (error) => resultado.fallo(error),
            onSettled: () => setAEliminar(null),
          });
        }}
      >
        Se borrarán las horas agendadas, inscripciones, reseñas, correos y el consentimiento de WhatsApp de{' '}
        {aEliminar}. No se puede deshacer.
      </ModalConfirmar>
      {resultado.modales}
    </>
  );
}
