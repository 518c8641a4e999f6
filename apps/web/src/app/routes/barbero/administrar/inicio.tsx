import { MenuBackOffice } from '../menu-back-office';
import { PaginaBackOffice, VOLVER_INICIO } from '../pagina';

const SECCIONES = [
  {
    to: 'tienda',
    titulo: 'Datos de la barbería',
    detalle: 'Nombre, dirección, contacto, horario, avisos y los textos del inicio.',
  },
  { to: 'agenda', titulo: 'Agenda', detalle: 'Las horas agendadas y libres de todos los barberos.' },
  { to: 'servicios', titulo: 'Servicios', detalle: 'Precios, duración y tipo de cada servicio.' },
  {
    to: 'abonos',
    titulo: 'Abonos y cancelaciones',
    detalle: 'Hasta cuándo se devuelve el abono, tiempo para pagar y clientes que no vienen.',
  },
  { to: 'tipo-servicio', titulo: 'Tipos de servicio', detalle: 'Las categorías que agrupan los servicios.' },
  { to: 'productos', titulo: 'Productos', detalle: 'La tienda: fotos, precios, descuentos y stock.' },
  { to: 'usuarios', titulo: 'Usuarios', detalle: 'Barberos: estado, datos y servicios que realizan.' },
  { to: 'acceso', titulo: 'Accesos', detalle: 'Quién puede registrarse y con qué rol.' },
  { to: 'avisos', titulo: 'Avisos', detalle: 'El mensaje que ven los clientes en la agenda.' },
  {
    to: 'galeria',
    titulo: 'Galería',
    detalle: 'Las fotos de la galería: subir, ordenar, describir y eliminar.',
  },
  {
    to: 'resenas',
    titulo: 'Reseñas',
    detalle: 'Publicar, ocultar y responder lo que escriben los clientes.',
  },
  { to: 'ventas', titulo: 'Ventas', detalle: 'Las compras de la tienda y su estado.' },
  { to: 'eventos', titulo: 'Eventos', detalle: 'Eventos de la barbería, inscripciones y cupos.' },
  {
    to: 'datos-personales',
    titulo: 'Datos personales',
    detalle: 'Exportar o eliminar lo guardado de un correo (ley 21.719).',
  },
] as const;

/** /barbero/administrar: the admin hub (spec 001 §2 writes 'Adminstración', a typo: decision 033). */
export function Component() {
  return (
    <PaginaBackOffice titulo="Administración" volver={VOLVER_INICIO}>
      <MenuBackOffice
        etiqueta="Secciones de administración"
        entradas={SECCIONES.map((s) => ({ ...s, to: `/barbero/administrar/${s.to}` }))}
      />
    </PaginaBackOffice>
  );
}
