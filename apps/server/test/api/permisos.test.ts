import { type Evento, type Fecha, type Servicio, TIENDA_PREDETERMINADA } from '@barberia/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { horasAgendadas, resenas } from '../../src/db/schema.js';
import { ADMIN, type AppDePrueba, appDePrueba, BARBERO } from '../helpers/app.js';
import { crearOtroBarbero, esOk, type Metodo, OTRO, pedidor } from '../helpers/back-office.js';
import { BASES } from '../helpers/databases.js';
import { type GoogleSimulado, iniciarGoogleSimulado } from '../helpers/google-simulado.js';
import { agendar } from '../helpers/reservas.js';

/**
 * Who may call each route:
 * - publico: anyone, no token.
 * - usuario: any signed-in user, acting on their own things (POST /api/fechas creates the caller's day).
 * - dueño: signed in and owner of the resource in the path (the barber of the date, the user of the
 *   id) or the admin. Declared as `usuario`; the service checks the owner.
 * - admin: rol admin only.
 * - cliente: declared `publico`, but acts only with the client's proof (X-Token-Cliente, decision 018):
 *   without it everyone, signed in or not, meets a 403.
 */
type Regla = 'publico' | 'usuario' | 'dueño' | 'admin' | 'cliente';

/**
 * The resources the routes point at, made afresh for each caller: the owner and the admin must each
 * succeed on a resource of their own, never meet a 404 left by the caller before them.
 * Days, the event and the booking belong to the barber, so another barber meets a 403, not a 404.
 */
interface Contexto {
  barberoId: string;
  /** YYYY-MM-DD of this caller's days: its own month of 2027 (September to December). */
  dia: (d: number) => string;
  fechaId: string;
  fechaBorrableId: string;
  hora: (n: number) => string;
  eventoId: string;
  /** A service the barber does not do yet, and one they do (to assign and to remove). */
  servicioNuevoId: string;
  servicioAsignadoId: string;
  servicioId: string;
  tipoId: string;
  avisoId: string;
  productoId: string;
  /** A shop event with RSVP (issue 13). */
  eventoRsvpId: string;
  /** A product kept for sales, and a cash sale (PAGADO) of it the admin can refund. */
  productoVentaId: string;
  ventaId: string;
  accesoId: string;
  usuarioId: string;
  usuarioBorrableId: string;
  reserva: { horaInicio: string; horaFin: string };
  reservaFechaId: string;
  /** A booking of the barber's that has already ended (issue 24: only then can it be marked). */
  horaTerminadaId: string;
  /** The barber's feed path (its secret is the permission: anyone holding it may read it). */
  feed: string;
  /** A review to moderate, a gallery photo of this caller's, and the whole gallery's order (issue 25). */
  resenaId: string;
  fotoId: string;
  ordenGaleria: string[];
  unico: string;
}

interface Caso {
  regla: Regla;
  url?: (c: Contexto) => string;
  cuerpo?: (c: Contexto) => object;
}

const evento = (c: Contexto, hora = '15') => ({
  summary: 'Trámite',
  start: { dateTime: `${c.dia(28)}T${hora}:00:00-03:00` },
  end: { dateTime: `${c.dia(28)}T${hora}:30:00-03:00` },
});
const eventoRsvp = (nombre: string) => ({
  name: nombre.slice(0, 50),
  startDate: '2027-12-05',
  startTime: '19:00',
  endTime: '21:00',
  max: 10,
});
const servicio = (nombre: string) => ({ servicio: nombre, precio: 9000, duracion: 30 });

const CALENDARIO_GOOGLE = 'permisos@group.calendar.google.com';
/** The smallest PNG: enough for the photo route's check by content. */
const PNG_1X1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Every route of the app. A route missing here fails the first test: a new route needs its rule. */
const MATRIZ: Record<string, Caso> = {
  'GET /api/health': { regla: 'publico' },
  'GET /api/config': { regla: 'publico' },
  'GET /api/docs/json': { regla: 'publico' },

  'POST /api/auth/login': { regla: 'publico' },
  'POST /api/auth/refresh': { regla: 'publico' },
  'GET /api/auth/perfil': { regla: 'usuario' },
  'POST /api/auth': { regla: 'publico' },
  'POST /api/auth/logout': { regla: 'publico' },
  'POST /api/auth/forgot-password': { regla: 'publico' },
  'GET /api/auth/reset-password/:id/:token': { regla: 'publico' },
  'POST /api/auth/reset-password/:id/:token': { regla: 'publico' },

  'GET /api/accesos': { regla: 'admin' },
  'GET /api/accesos/validar/:email': { regla: 'admin' },
  'POST /api/accesos': {
    regla: 'admin',
    cuerpo: (c) => ({ email: `nuevo-${c.unico}@correo.cl`, rol: 'barbero' }),
  },
  'POST /api/accesos/:id/reenviar': { regla: 'admin', url: (c) => `/api/accesos/${c.accesoId}/reenviar` },
  'DELETE /api/accesos/:id': { regla: 'admin', url: (c) => `/api/accesos/${c.accesoId}` },

  'GET /api/users': { regla: 'admin' },
  'GET /api/users/:id': { regla: 'dueño', url: (c) => `/api/users/${c.barberoId}` },
  'GET /api/users/:id/google-calendar': {
    regla: 'dueño',
    url: (c) => `/api/users/${c.barberoId}/google-calendar`,
  },
  'PUT /api/users/:id/google-calendar': {
    regla: 'dueño',
    url: (c) => `/api/users/${c.barberoId}/google-calendar`,
    cuerpo: () => ({ calendarId: CALENDARIO_GOOGLE }),
  },
  'DELETE /api/users/:id/google-calendar': {
    regla: 'dueño',
    url: (c) => `/api/users/${c.barberoId}/google-calendar`,
  },
  'GET /api/users/servicios/:id': { regla: 'dueño', url: (c) => `/api/users/servicios/${c.barberoId}` },
  'POST /api/users/servicios/:userId/:serviceId': {
    regla: 'dueño',
    url: (c) => `/api/users/servicios/${c.barberoId}/${c.servicioNuevoId}`,
  },
  'DELETE /api/users/servicios/:userId/:serviceId': {
    regla: 'dueño',
    url: (c) => `/api/users/servicios/${c.barberoId}/${c.servicioAsignadoId}`,
  },
  // The barber's photo in the public barber choice (issue 22).
  'GET /api/users/:id/foto': { regla: 'dueño', url: (c) => `/api/users/${c.barberoId}/foto` },
  'PUT /api/users/:id/foto': {
    regla: 'dueño',
    url: (c) => `/api/users/${c.barberoId}/foto`,
    cuerpo: () => ({ img: PNG_1X1 }),
  },
  'PUT /api/users/status/:id': { regla: 'dueño', url: (c) => `/api/users/status/${c.barberoId}` },
  'PUT /api/users/:id': {
    regla: 'admin',
    url: (c) => `/api/users/${c.usuarioId}`,
    cuerpo: (c) => ({ nombre: `Editado ${c.unico}`, email: `editado-${c.unico}@correo.cl` }),
  },
  'DELETE /api/users/:id': { regla: 'admin', url: (c) => `/api/users/${c.usuarioBorrableId}` },

  'GET /api/servicios': { regla: 'publico' },
  'GET /api/servicios/obtener-servicios': { regla: 'publico' },
  'POST /api/servicios': { regla: 'admin', cuerpo: (c) => servicio(`Creado ${c.unico}`) },
  'PUT /api/servicios/:id': {
    regla: 'admin',
    url: (c) => `/api/servicios/${c.servicioId}`,
    cuerpo: (c) => servicio(`Editado ${c.unico}`),
  },
  'DELETE /api/servicios/:id': { regla: 'admin', url: (c) => `/api/servicios/${c.servicioId}` },

  'GET /api/tipo-servicio': { regla: 'publico' },
  'GET /api/tipo-servicio/servicios': { regla: 'publico' },
  'POST /api/tipo-servicio': { regla: 'admin', cuerpo: (c) => ({ nombre: `Tipo creado ${c.unico}` }) },
  'PUT /api/tipo-servicio/:id': {
    regla: 'admin',
    url: (c) => `/api/tipo-servicio/${c.tipoId}`,
    cuerpo: (c) => ({ nombre: `Tipo editado ${c.unico}` }),
  },
  'DELETE /api/tipo-servicio/:id': { regla: 'admin', url: (c) => `/api/tipo-servicio/${c.tipoId}` },

  'GET /api/avisos': { regla: 'publico' },
  'GET /api/avisos/active': { regla: 'publico' },
  'POST /api/avisos': { regla: 'admin', cuerpo: (c) => ({ titulo: `Aviso ${c.unico}`, contenido: 'Hola.' }) },
  'PUT /api/avisos/:id': {
    regla: 'admin',
    url: (c) => `/api/avisos/${c.avisoId}`,
    cuerpo: (c) => ({ titulo: `Aviso editado ${c.unico}`, contenido: 'Hola.' }),
  },
  'PUT /api/avisos/:id/status': { regla: 'admin', url: (c) => `/api/avisos/${c.avisoId}/status` },
  'DELETE /api/avisos/:id': { regla: 'admin', url: (c) => `/api/avisos/${c.avisoId}` },

  'GET /api/fechas': { regla: 'publico' },
  'GET /api/fechas/obtener-fechas/:userId': {
    regla: 'publico',
    url: (c) => `/api/fechas/obtener-fechas/${c.barberoId}`,
  },
  'GET /api/fechas/obtener-fechas-clientes/:userId': {
    regla: 'publico',
    url: (c) => `/api/fechas/obtener-fechas-clientes/${c.barberoId}`,
  },
  'GET /api/fechas/obtener-fechas-clientes/email/:email': { regla: 'cliente' },
  'POST /api/fechas/enlace-horas-agendadas': { regla: 'publico', cuerpo: () => ({ email: 'c@correo.cl' }) },
  'PUT /api/fechas/:dateId/agregar-hora-agendada': { regla: 'publico' },
  'PUT /api/fechas/:dateId/cancelar-hora-agendada': {
    regla: 'cliente',
    url: (c) => `/api/fechas/${c.reservaFechaId}/cancelar-hora-agendada`,
    cuerpo: (c) => c.reserva,
  },
  'PUT /api/fechas/:dateId/hora/:hourId/agendar': {
    regla: 'dueño',
    url: (c) => `/api/fechas/${c.fechaId}/hora/${c.hora(0)}/agendar`,
  },
  'PUT /api/fechas/:dateId/hora/:hourId/cancelar': {
    regla: 'dueño',
    url: (c) => `/api/fechas/${c.fechaId}/hora/${c.hora(0)}/cancelar`,
  },
  'PUT /api/fechas/:dateId/hora/:hourId/eliminar': {
    regla: 'dueño',
    url: (c) => `/api/fechas/${c.fechaId}/hora/${c.hora(15)}/eliminar`,
  },
  'POST /api/fechas': {
    regla: 'usuario',
    cuerpo: (c) => ({ fecha: c.dia(8), horaInicio: '10:00', horaFin: '12:00' }),
  },
  'PUT /api/fechas/:id': {
    regla: 'dueño',
    url: (c) => `/api/fechas/${c.fechaId}`,
    cuerpo: () => ({ horaInicio: '10:00', horaFin: '14:00' }),
  },
  'DELETE /api/fechas/:id': { regla: 'dueño', url: (c) => `/api/fechas/${c.fechaBorrableId}` },
  'POST /api/fechas/rango': {
    regla: 'usuario',
    cuerpo: (c) => ({ desde: c.dia(15), hasta: c.dia(17), horaInicio: '10:00', horaFin: '12:00' }),
  },
  'DELETE /api/fechas/pasadas': { regla: 'usuario' },
  'GET /api/fechas/agenda': {
    regla: 'admin',
    url: (c) => `/api/fechas/agenda?desde=${c.dia(1)}&hasta=${c.dia(7)}`,
  },
  'PUT /api/fechas/:dateId/habilitar-hora': {
    regla: 'dueño',
    url: (c) => `/api/fechas/${c.reservaFechaId}/habilitar-hora`,
    cuerpo: (c) => ({ ...c.reserva, motivo: 'Prueba de permisos' }),
  },

  'GET /api/calendario/:barberoId/:archivo': { regla: 'publico', url: (c) => c.feed },
  'GET /api/users/:id/feed-calendario': {
    regla: 'dueño',
    url: (c) => `/api/users/${c.barberoId}/feed-calendario`,
  },
  // After the feed itself: rotating changes the address every caller's context holds.
  'POST /api/users/:id/feed-calendario/rotar': {
    regla: 'dueño',
    url: (c) => `/api/users/${c.barberoId}/feed-calendario/rotar`,
  },
  'GET /api/users/:id/agenda-diaria': {
    regla: 'dueño',
    url: (c) => `/api/users/${c.barberoId}/agenda-diaria`,
  },
  'PUT /api/users/:id/agenda-diaria': {
    regla: 'dueño',
    url: (c) => `/api/users/${c.barberoId}/agenda-diaria`,
    cuerpo: () => ({ agendaDiaria: true }),
  },
  // The barber's instant notices and the «Hoy» screen (decision 036).
  'GET /api/users/:id/avisos': { regla: 'dueño', url: (c) => `/api/users/${c.barberoId}/avisos` },
  'PUT /api/users/:id/avisos': {
    regla: 'dueño',
    url: (c) => `/api/users/${c.barberoId}/avisos`,
    cuerpo: () => ({ avisosAlInstante: true, telefono: null, consentimientoWhatsapp: false }),
  },
  'GET /api/users/:id/hoy': { regla: 'dueño', url: (c) => `/api/users/${c.barberoId}/hoy` },
  // No-shows (issue 24): the booking's barber or the admin, on an hour that has ended.
  'PUT /api/horas-agendadas/:id/asistencia': {
    regla: 'dueño',
    url: (c) => `/api/horas-agendadas/${c.horaTerminadaId}/asistencia`,
    cuerpo: () => ({ asistencia: 'NO_ASISTIO' }),
  },
  'GET /api/google-calendar/:id': { regla: 'publico', url: (c) => `/api/google-calendar/${c.barberoId}` },
  'POST /api/google-calendar/:id': {
    regla: 'dueño',
    url: (c) => `/api/google-calendar/${c.barberoId}`,
    cuerpo: (c) => evento(c, '17'),
  },
  'DELETE /api/google-calendar/:id/:eventId': {
    regla: 'dueño',
    url: (c) => `/api/google-calendar/${c.barberoId}/${c.eventoId}`,
  },
  'DELETE /api/google-calendar/:id': {
    regla: 'dueño',
    url: (c) => `/api/google-calendar/${c.barberoId}`,
    cuerpo: (c) => ({ fecha: c.dia(28), horaInicio: '12:00' }),
  },

  // A barber writes only to their own clients (issue 20); the admin to anyone.
  'POST /api/correos': {
    regla: 'dueño',
    cuerpo: (c) => ({ email: `correo-${c.unico}@correo.cl`, asunto: 'A', mensaje: 'M' }),
  },
  'GET /api/imagenes/:id/:archivo': { regla: 'publico' },

  // Shop (issue 3): reads are public; writes are the admin's.
  'GET /api/productos': { regla: 'publico' },
  'GET /api/productos/:id': { regla: 'publico' },
  'POST /api/productos/precios': { regla: 'publico' },
  'POST /api/productos/cart-products': { regla: 'publico' },
  'GET /api/galeria': { regla: 'publico' },
  // The gallery's editor (issue 25). The order first: it names every photo, so it must run before the
  // admin's upload and delete below change the gallery.
  'PUT /api/galeria/orden': { regla: 'admin', cuerpo: (c) => ({ ids: c.ordenGaleria }) },
  'POST /api/galeria': { regla: 'admin', cuerpo: (c) => ({ imagen: PNG, alt: `Foto ${c.unico}` }) },
  'PUT /api/galeria/:id': {
    regla: 'admin',
    url: (c) => `/api/galeria/${c.fotoId}`,
    cuerpo: (c) => ({ alt: `Editada ${c.unico}` }),
  },
  'DELETE /api/galeria/:id': { regla: 'admin', url: (c) => `/api/galeria/${c.fotoId}` },
  // Reviews (issue 25): the client's own visit only with its proof; moderation is the admin's.
  // The opt-out of «Te toca volver» (issue 25): its proof is the signed link, not a session.
  'GET /api/regreso/baja': { regla: 'publico' },
  'POST /api/regreso/baja': { regla: 'publico' },
  'GET /api/resenas': { regla: 'publico' },
  'GET /api/resenas/hora/:id': { regla: 'cliente' },
  'POST /api/resenas/hora/:id': { regla: 'cliente', cuerpo: () => ({ estrellas: 5 }) },
  'GET /api/resenas/todas': { regla: 'admin' },
  // The waitlist (issue 24, decision 043): joining is public; the entry itself only with its own proof
  // (X-Token-Espera), which no session replaces.
  'POST /api/lista-espera': {
    regla: 'publico',
    cuerpo: (c) => ({
      fechaId: c.fechaId,
      servicio: 'Corte de pelo',
      nombre: 'Ana',
      email: `e-${c.unico}@correo.cl`,
    }),
  },
  'GET /api/lista-espera/:id': { regla: 'cliente' },
  // Confirming needs the joining mail's proof (decision 053): neither a session nor the join's answer is one.
  'POST /api/lista-espera/:id/confirmar': { regla: 'cliente' },
  'POST /api/lista-espera/:id/agendar': { regla: 'cliente' },
  'POST /api/lista-espera/:id/abonar': { regla: 'cliente' },
  'DELETE /api/lista-espera/:id': { regla: 'cliente' },
  'PUT /api/resenas/:id': {
    regla: 'admin',
    url: (c) => `/api/resenas/${c.resenaId}`,
    cuerpo: () => ({ estado: 'PUBLICADA', respuesta: null }),
  },
  'POST /api/productos': { regla: 'admin', cuerpo: (c) => ({ ...producto(`Creado ${c.unico}`), img: PNG }) },
  'PUT /api/productos/:id': {
    regla: 'admin',
    url: (c) => `/api/productos/${c.productoId}`,
    cuerpo: (c) => producto(`Editado ${c.unico}`),
  },
  'DELETE /api/productos/:id': { regla: 'admin', url: (c) => `/api/productos/${c.productoId}` },

  'GET /api/ventas': { regla: 'admin' },

  // The hour screen's free starts (decision 013); «Cualquiera», every barber's (decision 031).
  'GET /api/fechas/horas-libres': {
    regla: 'publico',
    url: (c) => `/api/fechas/horas-libres?servicio=${c.servicioId}&duracion=45`,
  },
  'GET /api/fechas/horas-libres/:userId': {
    regla: 'publico',
    url: (c) => `/api/fechas/horas-libres/${c.barberoId}?duracion=45`,
  },

  // Events and RSVP (issue 13): the widget's routes are public; the back office's are the admin's.
  'GET /api/eventos': { regla: 'publico' },
  'GET /api/eventos/todos': { regla: 'admin' },
  'GET /api/eventos/:id': { regla: 'publico' },
  'POST /api/eventos': { regla: 'admin', cuerpo: (c) => eventoRsvp(`Creado ${c.unico}`) },
  'PUT /api/eventos/:id': {
    regla: 'admin',
    url: (c) => `/api/eventos/${c.eventoRsvpId}`,
    cuerpo: (c) => eventoRsvp(`Editado ${c.unico}`),
  },
  'DELETE /api/eventos/:id': { regla: 'admin', url: (c) => `/api/eventos/${c.eventoRsvpId}` },
  'GET /api/eventos/:id/rsvp': { regla: 'admin', url: (c) => `/api/eventos/${c.eventoRsvpId}/rsvp` },
  'OPTIONS /api/rsvp/:eventoId': { regla: 'publico' },
  'POST /api/rsvp/:eventoId': { regla: 'publico' },
  'GET /api/rsvp/:eventoId/count': { regla: 'publico' },
  'POST /api/rsvp/confirmar': { regla: 'publico' },

  // Payments (issue 11): the buyer holds the sale's random id; refunds and cash sales are the admin's.
  'GET /api/ventas/resumen': { regla: 'admin' },
  // Law 21.719 (decision 027): only the admin reads or erases what is held about one address.
  'POST /api/admin/datos-personales/exportar': {
    regla: 'admin',
    cuerpo: () => ({ email: 'nadie@correo.cl' }),
  },
  'POST /api/admin/datos-personales/eliminar': {
    regla: 'admin',
    cuerpo: () => ({ email: 'nadie@correo.cl' }),
  },
  'POST /api/ventas': {
    regla: 'admin',
    cuerpo: (c) => ({ email: 'c@correo.cl', productos: [{ _id: c.productoVentaId, cantidad: 1 }] }),
  },
  'GET /api/ventas/:id': { regla: 'publico', url: (c) => `/api/ventas/${c.ventaId}` },
  'POST /api/ventas/:id/anular': { regla: 'admin', url: (c) => `/api/ventas/${c.ventaId}/anular` },
  'POST /api/webpay/crear-transaccion': {
    regla: 'publico',
    cuerpo: () => ({ total: 1, productos: [], email: 'c@correo.cl' }),
  },
  // Deposits (decision 044): the policy is the admin's; paying and the deposit's page are public (its random
  // id is the permission, as a sale's).
  // The shop's facts (issue 25): anyone reads them, only the admin edits them.
  'GET /api/tienda': { regla: 'publico' },
  'PUT /api/tienda': { regla: 'admin', cuerpo: () => TIENDA_PREDETERMINADA },
  'GET /api/abonos/politica': { regla: 'publico' },
  'PUT /api/abonos/politica': {
    regla: 'admin',
    cuerpo: () => ({
      ventanaHoras: 24,
      alCancelarTarde: 'retener',
      minutosParaPagar: 10,
      inasistenciasParaAbono: 2,
      porcentajePorInasistencias: 50,
    }),
  },
  'POST /api/abonos': {
    regla: 'publico',
    cuerpo: (c) => ({
      fechaId: c.fechaId,
      hora: {
        horaInicio: '19:30',
        horaFin: '20:15',
        servicio: 'Corte de pelo',
        nombre: 'Ana',
        email: `a-${c.unico}@correo.cl`,
      },
    }),
  },
  'GET /api/abonos/retorno': { regla: 'publico' },
  'POST /api/abonos/retorno': { regla: 'publico' },
  'GET /api/abonos/:id': { regla: 'publico' },
  'GET /api/webpay/retorno': { regla: 'publico' },
  'POST /api/webpay/retorno': { regla: 'publico' },
  'GET /api/webpay/obtener-transaccion/:id': { regla: 'publico' },
  // Meta's webhook: public, and every POST must carry Meta's signature (test/api/whatsapp.test.ts).
  'GET /api/whatsapp/webhook': { regla: 'publico' },
  'POST /api/whatsapp/webhook': { regla: 'publico' },
};

/** What the server must declare for each rule (config.acceso). */
const DECLARADO: Record<Regla, string> = {
  publico: 'publico',
  usuario: 'usuario',
  dueño: 'usuario',
  admin: 'admin',
  cliente: 'publico',
};

type Quien = 'anonimo' | 'otro' | 'barbero' | 'admin';
const QUIENES: Quien[] = ['anonimo', 'otro', 'barbero', 'admin'];

/**
 * 'exito': access granted and the call must do its work (2xx), on every route that changes something
 * and is not public. 'pasa': access granted on a read or a public route, where 4xx (validation, 404)
 * still proves auth let it through. Never 5xx.
 */
type Esperado = 401 | 403 | 'pasa' | 'exito';
const ACCESO: Record<Regla, Record<Quien, 401 | 403 | 'si'>> = {
  publico: { anonimo: 'si', otro: 'si', barbero: 'si', admin: 'si' },
  usuario: { anonimo: 401, otro: 'si', barbero: 'si', admin: 'si' },
  dueño: { anonimo: 401, otro: 403, barbero: 'si', admin: 'si' },
  admin: { anonimo: 401, otro: 403, barbero: 403, admin: 'si' },
  cliente: { anonimo: 403, otro: 403, barbero: 403, admin: 403 },
};

function esperado(regla: Regla, metodo: Metodo, quien: Quien): Esperado {
  const acceso = ACCESO[regla][quien];
  if (acceso !== 'si') return acceso;
  return metodo !== 'GET' && regla !== 'publico' ? 'exito' : 'pasa';
}

function cumple(res: LightMyRequestResponse, e: Esperado) {
  if (e === 'exito') return res.statusCode >= 200 && res.statusCode < 300;
  if (e === 'pasa') return res.statusCode < 500 && res.statusCode !== 401 && res.statusCode !== 403;
  return res.statusCode === e;
}

/** Path parameters nobody owns, for reads and public routes: 404 or 400 still proves auth passed. */
function urlPorDefecto(ruta: string) {
  return ruta
    .replace(':email', 'nadie%40correo.cl')
    .replace(':archivo', '640.webp')
    .replace(':token', 't'.repeat(43))
    .replace(/:\w+/g, () => crypto.randomUUID());
}

const producto = (nombre: string) => ({ nombre, precioBase: 10000, precioFinal: 9000, stock: 3 });
let PNG = '';

describe.each(BASES)('matriz de permisos de todas las rutas (%s)', (base) => {
  let t: AppDePrueba;
  const contextos: Partial<Record<Quien, Contexto>> = {};
  const tokens: Partial<Record<Quien, string>> = {};

  /** Bookings moved into the past so far (preparar): each caller's ends an hour before the last. */
  let terminadas = 0;
  /** Fresh resources for one caller, each created through the API and checked. */
  async function preparar(quien: Quien, i: number): Promise<Contexto> {
    const pedir = pedidor(t);
    const unico = `${base}-${quien}`;
    // September to December: Santiago is at -03:00, as the events below are written.
    const mes = String(9 + i).padStart(2, '0');
    const dia = (d: number) => `2027-${mes}-${String(d).padStart(2, '0')}`;
    const { barbero, admin } = tokens as Record<Quien, string>;
    const crearFecha = async (d: number) =>
      esOk<Fecha>(
        pedir('POST', '/api/fechas', barbero, { fecha: dia(d), horaInicio: '10:00', horaFin: '14:00' }),
        201,
      );
    const fecha = await crearFecha(3);
    const borrable = await crearFecha(4);
    const reservaFecha = await crearFecha(5);
    const reserva = { horaInicio: '11:00', horaFin: '11:45' };
    await esOk(agendar(t, reservaFecha._id, { ...reserva, email: `cliente-${unico}@correo.cl` }));
    // A client of the barber the mail route may write to (the booking above may be cancelled first).
    await esOk(
      agendar(t, reservaFecha._id, {
        horaInicio: '12:00',
        horaFin: '12:45',
        email: `correo-${unico}@correo.cl`,
      }),
    );
    // Booked in 2027, then moved into the test clock's past: an hour the barber can mark.
    const terminada = await esOk<{ horaAgendada: { _id: string } }>(
      agendar(t, reservaFecha._id, {
        horaInicio: '13:00',
        horaFin: '13:45',
        email: `terminada-${unico}@correo.cl`,
      }),
    );
    // One hour earlier per caller: the barber's hours never overlap (the exclusion constraint).
    terminadas++;
    const fin = new Date(t.reloj.ahora.getTime() - terminadas * 3_600_000);
    await t.database.db
      .update(horasAgendadas)
      .set({ inicio: new Date(fin.getTime() - 45 * 60_000), fin })
      .where(eq(horasAgendadas.id, terminada.horaAgendada._id));
    const ev = await esOk<Evento>(
      pedir('POST', `/api/google-calendar/${t.barberoId}`, barbero, evento({ dia } as Contexto)),
      201,
    );
    await esOk(
      pedir('POST', `/api/google-calendar/${t.barberoId}`, barbero, evento({ dia } as Contexto, '12')),
      201,
    );
    const nuevoServicio = (n: string) =>
      esOk<Servicio>(pedir('POST', '/api/servicios', admin, servicio(`${n} ${unico}`)), 201);
    const servicioNuevo = await nuevoServicio('Nuevo');
    const servicioAsignado = await nuevoServicio('Asignado');
    await esOk(pedir('POST', `/api/users/servicios/${t.barberoId}/${servicioAsignado._id}`, barbero));
    const servicioLibre = await nuevoServicio('Libre');
    const tipo = await esOk<{ _id: string }>(
      pedir('POST', '/api/tipo-servicio', admin, { nombre: `Tipo ${unico}` }),
      201,
    );
    const aviso = await esOk<{ _id: string }>(
      pedir('POST', '/api/avisos', admin, { titulo: `Aviso previo ${unico}`, contenido: 'Hola.' }),
      201,
    );
    const prod = await esOk<{ _id: string }>(
      pedir('POST', '/api/productos', admin, { ...producto(`Previo ${unico}`), img: PNG }),
      201,
    );
    const eventoRsvpPrevio = await esOk<{ _id: string }>(
      pedir('POST', '/api/eventos', admin, eventoRsvp(`Previo ${unico}`)),
      201,
    );
    const prodVenta = await esOk<{ _id: string }>(
      pedir('POST', '/api/productos', admin, { ...producto(`Venta ${unico}`), img: PNG }),
      201,
    );
    const venta = await esOk<{ _id: string }>(
      pedir('POST', '/api/ventas', admin, {
        email: `caja-${unico}@correo.cl`,
        productos: [{ _id: prodVenta._id, cantidad: 1 }],
      }),
      201,
    );
    const acceso = await esOk<{ _id: string }>(
      pedir('POST', '/api/accesos', admin, { email: `acceso-${unico}@correo.cl`, rol: 'barbero' }),
      201,
    );
    const usuarioId = await crearOtroBarbero(
      t,
      { email: `u-${unico}@correo.cl`, password: 'clave-123456' },
      'U',
    );
    const usuarioBorrableId = await crearOtroBarbero(
      t,
      { email: `b-${unico}@correo.cl`, password: 'clave-123456' },
      'B',
    );
    const feed = await esOk<{ url: string }>(
      pedir('GET', `/api/users/${t.barberoId}/feed-calendario`, barbero),
    );
    const foto = await esOk<{ _id: string }>(
      pedir('POST', '/api/galeria', admin, { imagen: PNG, alt: `Previa ${unico}` }),
      201,
    );
    const ordenGaleria = (await esOk<{ _id: string }[]>(pedir('GET', '/api/galeria', admin))).map(
      (f) => f._id,
    );
    const [resena] = await t.database.db.select({ id: resenas.id }).from(resenas).limit(1);
    return {
      barberoId: t.barberoId,
      feed: feed.url.replace('http://barberia.test', ''),
      dia,
      fechaId: fecha._id,
      fechaBorrableId: borrable._id,
      hora: (n) => fecha.horas[n]!._id,
      eventoId: ev.id,
      servicioNuevoId: servicioNuevo._id,
      servicioAsignadoId: servicioAsignado._id,
      servicioId: servicioLibre._id,
      tipoId: tipo._id,
      avisoId: aviso._id,
      productoId: prod._id,
      eventoRsvpId: eventoRsvpPrevio._id,
      productoVentaId: prodVenta._id,
      ventaId: venta._id,
      accesoId: acceso._id,
      usuarioId,
      usuarioBorrableId,
      reserva,
      reservaFechaId: reservaFecha._id,
      horaTerminadaId: terminada.horaAgendada._id,
      resenaId: resena!.id,
      fotoId: foto._id,
      ordenGaleria,
      unico,
    };
  }

  // The barber's Google calendar routes check the calendar with Google: a stand-in holds one to connect.
  let google: GoogleSimulado;
  beforeAll(async () => {
    google = await iniciarGoogleSimulado();
    google.crearCalendario(CALENDARIO_GOOGLE);
    t = await appDePrueba(base, {
      env: { GOOGLE_CALENDAR_ROOT_URL: google.url, GOOGLE_CALENDAR_TEST_TOKEN: google.token },
    });
    PNG = `data:image/png;base64,${(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#d4af37' } })
        .png()
        .toBuffer()
    ).toString('base64')}`;
    await crearOtroBarbero(t);
    [tokens.barbero, tokens.otro, tokens.admin] = await Promise.all([
      t.tokenDe(BARBERO),
      t.tokenDe(OTRO),
      t.tokenDe(ADMIN),
    ]);
    for (const [i, quien] of QUIENES.entries()) contextos[quien] = await preparar(quien, i);
  });
  afterAll(async () => {
    await t.close();
    await google.cerrar();
  });

  const clave = (r: { metodo: string; url: string }) => `${r.metodo} ${r.url}`;

  it('cada ruta de la app tiene su regla, y la regla coincide con lo que la ruta declara', () => {
    const rutas = [...t.rutas, { metodo: 'GET', url: '/api/docs/json', acceso: 'publico' as const }];
    const sinRegla = rutas.map(clave).filter((k) => !MATRIZ[k]);
    expect(sinRegla, 'rutas sin regla en MATRIZ').toEqual([]);
    const existentes = new Set(rutas.map(clave));
    expect(
      Object.keys(MATRIZ).filter((k) => !existentes.has(k)),
      'reglas de rutas que ya no existen',
    ).toEqual([]);
    const distinto = t.rutas
      .filter((r) => DECLARADO[MATRIZ[clave(r)]!.regla] !== r.acceso)
      .map((r) => `${clave(r)}: declara ${r.acceso}, la matriz dice ${MATRIZ[clave(r)]!.regla}`);
    expect(distinto).toEqual([]);
    expect(t.rutas.length).toBeGreaterThanOrEqual(60);
  });

  it('anónimo, otro barbero, el barbero dueño y el admin reciben 401, 403 o 2xx según la matriz, cada uno sobre lo suyo', async () => {
    const fallos: string[] = [];
    let llamadas = 0;
    for (const [k, caso] of Object.entries(MATRIZ)) {
      const [metodo, ruta] = k.split(' ') as [Metodo, string];
      for (const quien of QUIENES) {
        const c = contextos[quien]!;
        const url = caso.url ? caso.url(c) : urlPorDefecto(ruta);
        const res = await t.app.inject({
          method: metodo,
          url,
          headers: quien === 'anonimo' ? {} : { authorization: `Bearer ${tokens[quien]}` },
          ...(caso.cuerpo ? { payload: caso.cuerpo(c) } : {}),
        });
        llamadas++;
        const e = esperado(caso.regla, metodo, quien);
        if (!cumple(res, e)) {
          fallos.push(
            `${k} como ${quien}: esperaba ${e}, recibió ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(fallos).toEqual([]);
    expect(llamadas).toBe(Object.keys(MATRIZ).length * QUIENES.length);
  });
});
