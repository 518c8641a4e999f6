import { Link } from 'react-router';
import { BackLink } from '../../../components/ui/back-link';
import { useTienda } from '../../../lib/tienda-actual';

/** The terms' sections, naming the shop as the admin calls it. */
const seccionesDe = (tienda: string) => [
  {
    titulo: 'Introducción',
    parrafos: [
      `Estos Términos y Condiciones regulan el uso del sitio web de ${tienda} y del servicio de reserva de horas en línea. Al navegar por el sitio o agendar una hora, declaras haberlos leído y aceptarlos en su totalidad.`,
      'Si no estás de acuerdo con alguno de ellos, te pedimos no utilizar el sitio ni el servicio de reservas.',
    ],
  },
  {
    titulo: 'Datos personales',
    parrafos: [
      'Para agendar una hora te pedimos tu nombre y tu correo electrónico. Usamos estos datos únicamente para gestionar tu reserva, enviarte la confirmación y permitirte revisar, cancelar o reagendar tus horas.',
      'Tus datos se tratan conforme a la Ley 19.628 sobre Protección de la Vida Privada. No los vendemos ni los cedemos a terceros, salvo obligación legal. Puedes pedir en cualquier momento el acceso, la rectificación o la eliminación de tus datos escribiendo a nuestro correo de contacto.',
    ],
  },
  {
    titulo: 'Uso del sitio web',
    parrafos: [
      'Te comprometes a entregar información veraz y a usar el sitio de buena fe. Las horas son personales: te pedimos cancelar con anticipación si no podrás asistir, para liberar el cupo a otros clientes.',
      'Nos reservamos el derecho de cancelar reservas hechas con datos falsos o de forma abusiva, avisándote al correo registrado.',
    ],
  },
  {
    titulo: 'Propiedad intelectual',
    parrafos: [
      `Los textos, fotografías, logotipos y diseños de este sitio pertenecen a ${tienda} o se usan con autorización de sus titulares. Queda prohibida su reproducción, distribución o modificación sin permiso previo y por escrito.`,
    ],
  },
  {
    titulo: 'Limitación de responsabilidad',
    parrafos: [
      'Procuramos que el sitio funcione de manera continua y que la información publicada sea correcta, pero no garantizamos la ausencia de interrupciones o errores. No seremos responsables por daños derivados de fallas técnicas, de tu conexión o de causas ajenas a nuestro control.',
      'Los precios y la disponibilidad de horas pueden cambiar sin previo aviso; se respetará el precio informado al momento de confirmar la reserva.',
    ],
  },
  {
    titulo: 'Modificaciones',
    parrafos: [
      'Podemos actualizar estos Términos y Condiciones en cualquier momento. Los cambios rigen desde su publicación en esta página, por lo que te recomendamos revisarla periódicamente.',
    ],
  },
  {
    titulo: 'Ley aplicable',
    parrafos: [
      'Estos Términos y Condiciones se rigen por las leyes de la República de Chile, incluida la Ley 19.496 sobre Protección de los Derechos de los Consumidores. Cualquier controversia será sometida a los tribunales competentes de la ciudad de Santiago.',
    ],
  },
];

export function Component() {
  const { nombre, email, direccionCompleta } = useTienda();
  const secciones = seccionesDe(nombre);
  return (
    <section className="page page--narrow legal">
      <header className="page-head">
        <BackLink to="#" />
        <h1>Términos y Condiciones</h1>
      </header>
      <ol className="legal__secciones">
        {secciones.map((seccion, i) => (
          <li key={seccion.titulo}>
            <h2>
              {i + 1}. {seccion.titulo}
            </h2>
            {seccion.parrafos.map((parrafo) => (
              <p key={parrafo}>{parrafo}</p>
            ))}
          </li>
        ))}
        <li>
          <h2>{secciones.length + 1}. Contacto</h2>
          <p>
            Si tienes dudas sobre estos Términos y Condiciones o sobre el tratamiento de tus datos, escríbenos
            a <a href={`mailto:${email}`}>{email}</a> o visítanos en {direccionCompleta}. También puedes
            revisar nuestra <Link to="/agenda/ubicacion">ubicación</Link>.
          </p>
        </li>
      </ol>
    </section>
  );
}
