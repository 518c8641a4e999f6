import { and, asc, eq, gt, inArray, not } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { barberoServicios, fechas, horasAgendadas, imagenes, servicios, usuarios } from '../../db/schema.js';
import { horaConServicioDelBloque } from '../../db/servicios-del-bloque.js';

const columnas = {
  id: usuarios.id,
  nombre: usuarios.nombre,
  email: usuarios.email,
  activo: usuarios.activo,
  rol: usuarios.rol,
};

/** Users with the ids of the services each performs; by id when given. */
export async function listarUsuarios(db: Executor, id?: string) {
  const filas = await db
    .select(columnas)
    .from(usuarios)
    .where(id ? eq(usuarios.id, id) : undefined)
    .orderBy(asc(usuarios.nombre), asc(usuarios.email));
  if (filas.length === 0) return [];
  const enlaces = await db
    .select()
    .from(barberoServicios)
    .where(
      inArray(
        barberoServicios.usuarioId,
        filas.map((f) => f.id),
      ),
    );
  return filas.map((u) => ({
    ...u,
    servicios: enlaces.filter((e) => e.usuarioId === u.id).map((e) => e.servicioId),
  }));
}

export async function buscarUsuario(db: Executor, id: string) {
  const [fila] = await listarUsuarios(db, id);
  return fila;
}

/** The services a barber performs, with their type, by name. */
export async function serviciosDeUsuario(db: Executor, usuarioId: string) {
  const filas = await db.query.barberoServicios.findMany({
    where: eq(barberoServicios.usuarioId, usuarioId),
    with: { servicio: { with: { tipo: true } } },
  });
  return filas.map((f) => f.servicio).sort((a, b) => a.servicio.localeCompare(b.servicio, 'es'));
}

export async function existeServicio(db: Executor, id: string) {
  const [fila] = await db.select({ id: servicios.id }).from(servicios).where(eq(servicios.id, id));
  return Boolean(fila);
}

export async function agregarServicio(db: Executor, usuarioId: string, servicioId: string) {
  await db.insert(barberoServicios).values({ usuarioId, servicioId }).onConflictDoNothing();
}

export async function quitarServicio(db: Executor, usuarioId: string, servicioId: string) {
  await db
    .delete(barberoServicios)
    .where(and(eq(barberoServicios.usuarioId, usuarioId), eq(barberoServicios.servicioId, servicioId)));
}

/** Flips activo in one statement, so two quick clicks give two flips, never a lost one. */
export async function alternarActivo(db: Executor, id: string) {
  const [fila] = await db
    .update(usuarios)
    .set({ activo: not(usuarios.activo) })
    .where(eq(usuarios.id, id))
    .returning({ activo: usuarios.activo });
  return fila?.activo;
}

export async function actualizarUsuario(
  db: Executor,
  id: string,
  valores: { nombre: string; email: string },
) {
  const filas = await db
    .update(usuarios)
    .set(valores)
    .where(eq(usuarios.id, id))
    .returning({ id: usuarios.id });
  return filas.length > 0;
}

export async function bloquearUsuario(db: Executor, id: string) {
  const [fila] = await db.select().from(usuarios).where(eq(usuarios.id, id)).for('update');
  return fila;
}

/** Bookings of the barber that have not ended yet, with their day. */
export function horasFuturasDeBarbero(db: Executor, barberoId: string, ahora: Date) {
  return db
    .select({ hora: horaConServicioDelBloque, dia: fechas.dia })
    .from(horasAgendadas)
    .innerJoin(fechas, eq(fechas.id, horasAgendadas.fechaId))
    .where(and(eq(horasAgendadas.barberoId, barberoId), gt(horasAgendadas.fin, ahora)))
    .orderBy(asc(horasAgendadas.inicio));
}

/**
 * Bookings first (a day cannot go while it holds one), then the user; days, calendar, sessions,
 * services and reset links go with the user (ON DELETE CASCADE).
 */
export async function eliminarUsuario(db: Executor, id: string) {
  await db.delete(horasAgendadas).where(eq(horasAgendadas.barberoId, id));
  const [borrado] = await db
    .delete(usuarios)
    .where(eq(usuarios.id, id))
    .returning({ fotoId: usuarios.fotoId });
  // The photo is theirs alone: it goes with them.
  if (borrado?.fotoId) await db.delete(imagenes).where(eq(imagenes.id, borrado.fotoId));
}

/** The user's photo (id and size), null without one; undefined when the user does not exist. */
export async function fotoDeUsuario(db: Executor, id: string) {
  const [fila] = await db
    .select({ fotoId: usuarios.fotoId, ancho: imagenes.ancho, alto: imagenes.alto })
    .from(usuarios)
    .leftJoin(imagenes, eq(imagenes.id, usuarios.fotoId))
    .where(eq(usuarios.id, id));
  if (!fila) return undefined;
  return fila.fotoId && fila.ancho && fila.alto
    ? { id: fila.fotoId, ancho: fila.ancho, alto: fila.alto }
    : null;
}

/** The user's row locked with its current photo id, before replacing it. */
export async function bloquearFotoDeUsuario(db: Executor, id: string) {
  const [fila] = await db
    .select({ fotoId: usuarios.fotoId })
    .from(usuarios)
    .where(eq(usuarios.id, id))
    .for('update');
  return fila;
}

/** Points the user at the new photo and removes the old one, which nothing else uses. */
export async function cambiarFoto(db: Executor, id: string, fotoId: string, anterior: string | null) {
  await db.update(usuarios).set({ fotoId }).where(eq(usuarios.id, id));
  if (anterior) await db.delete(imagenes).where(eq(imagenes.id, anterior));
}

/** The barber's instant notices: the switch and the phone (decision 036). */
export async function leerAvisos(db: Executor, id: string) {
  const [fila] = await db
    .select({ avisosAlInstante: usuarios.avisosAlInstante, telefono: usuarios.telefono })
    .from(usuarios)
    .where(eq(usuarios.id, id));
  return fila;
}

export async function guardarAvisos(
  db: Executor,
  id: string,
  avisosAlInstante: boolean,
  telefono: string | null,
) {
  const filas = await db
    .update(usuarios)
    .set({ avisosAlInstante, telefono })
    .where(eq(usuarios.id, id))
    .returning({ id: usuarios.id });
  return filas.length === 1;
}
