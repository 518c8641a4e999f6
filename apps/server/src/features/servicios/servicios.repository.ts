import { and, asc, eq, exists, gte, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  barberoServicios,
  horasAgendadas,
  horasAgendadasServicios,
  servicios,
  usuarios,
} from '../../db/schema.js';

type NuevoServicio = typeof servicios.$inferInsert;

export function listarServicios(db: Executor) {
  return db.query.servicios.findMany({ orderBy: asc(servicios.servicio), with: { tipo: true } });
}

export function buscarServicio(db: Executor, id: string) {
  return db.query.servicios.findFirst({ where: eq(servicios.id, id), with: { tipo: true } });
}

/**
 * Active barbers with the services they perform: what a client may book. The admin too once they perform
 * a service (the owner often cuts hair: issue 25); an admin who performs none is not offered.
 */
export async function listarBarberosConServicios(db: Executor) {
  const usuariosActivos = await db.query.usuarios.findMany({
    where: eq(usuarios.activo, true),
    orderBy: asc(usuarios.nombre),
    columns: { id: true, nombre: true, rol: true },
    with: {
      foto: { columns: { id: true, ancho: true, alto: true } },
      servicios: { with: { servicio: true } },
    },
  });
  return usuariosActivos
    .filter((u) => u.rol === 'barbero' || u.servicios.length > 0)
    .map(({ rol: _rol, ...u }) => u);
}

/** The service of that name if the barber performs it. */
export async function crearServicio(db: Executor, valores: NuevoServicio) {
  const [fila] = await db.insert(servicios).values(valores).returning({ id: servicios.id });
  return fila!.id;
}

export async function actualizarServicio(db: Executor, id: string, valores: Partial<NuevoServicio>) {
  const filas = await db
    .update(servicios)
    .set(valores)
    .where(eq(servicios.id, id))
    .returning({ id: servicios.id });
  return filas.length > 0;
}

export async function tieneHorasFuturas(db: Executor, servicioId: string, ahora: Date) {
  const [fila] = await db
    .select({ id: horasAgendadas.id })
    .from(horasAgendadas)
    .where(
      and(
        gte(horasAgendadas.fin, ahora),
        // As the main service or as an add-on of the block (decision 037).
        or(
          eq(horasAgendadas.servicioId, servicioId),
          exists(
            db
              .select({ uno: sql`1` })
              .from(horasAgendadasServicios)
              .where(
                and(
                  eq(horasAgendadasServicios.horaAgendadaId, horasAgendadas.id),
                  eq(horasAgendadasServicios.servicioId, servicioId),
                ),
              ),
          ),
        ),
      ),
    )
    .limit(1);
  return Boolean(fila);
}

export async function eliminarServicio(db: Executor, id: string) {
  const filas = await db.delete(servicios).where(eq(servicios.id, id)).returning({ id: servicios.id });
  return filas.length > 0;
}

/** How many of these ids are users (any role): the service's barbers must all exist. */
export async function contarUsuarios(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return 0;
  const filas = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(inArray(usuarios.id, [...ids]));
  return filas.length;
}

/** Exactly these users perform the service afterwards: the others stop, the new ones start. */
export async function fijarBarberos(db: Executor, servicioId: string, usuarioIds: readonly string[]) {
  await db
    .delete(barberoServicios)
    .where(
      usuarioIds.length === 0
        ? eq(barberoServicios.servicioId, servicioId)
        : and(
            eq(barberoServicios.servicioId, servicioId),
            notInArray(barberoServicios.usuarioId, [...usuarioIds]),
          ),
    );
  if (usuarioIds.length === 0) return;
  await db
    .insert(barberoServicios)
    .values(usuarioIds.map((usuarioId) => ({ usuarioId, servicioId })))
    .onConflictDoNothing();
}
