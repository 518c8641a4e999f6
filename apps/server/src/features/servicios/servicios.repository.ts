import { and, asc, eq, gte } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { horasAgendadas, servicios, usuarios } from '../../db/schema.js';

type NuevoServicio = typeof servicios.$inferInsert;

export function listarServicios(db: Executor) {
  return db.query.servicios.findMany({ orderBy: asc(servicios.servicio), with: { tipo: true } });
}

export function buscarServicio(db: Executor, id: string) {
  return db.query.servicios.findFirst({ where: eq(servicios.id, id), with: { tipo: true } });
}

/** Active barbers with the services they perform: what a client may book. The admin never cuts hair. */
export function listarBarberosConServicios(db: Executor) {
  return db.query.usuarios.findMany({
    where: and(eq(usuarios.activo, true), eq(usuarios.rol, 'barbero')),
    orderBy: asc(usuarios.nombre),
    columns: { id: true, nombre: true },
    with: { servicios: { with: { servicio: true } } },
  });
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
    .where(and(eq(horasAgendadas.servicioId, servicioId), gte(horasAgendadas.fin, ahora)))
    .limit(1);
  return Boolean(fila);
}

export async function eliminarServicio(db: Executor, id: string) {
  const filas = await db.delete(servicios).where(eq(servicios.id, id)).returning({ id: servicios.id });
  return filas.length > 0;
}
