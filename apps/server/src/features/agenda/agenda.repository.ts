import { and, asc, eq, gt, gte, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { columnas } from '../../db/columnas.js';
import { eventosCalendario, fechas, usuarios } from '../../db/schema.js';

/** The agenda's columns: active barbers, and anyone (the admin, an inactive barber) with a day in the range. */
export function barberosDeLaAgenda(db: Executor, desde: string, hasta: string) {
  const conDia = db
    .select({ id: fechas.barberoId })
    .from(fechas)
    .where(and(gte(fechas.dia, desde), lte(fechas.dia, hasta)));
  return db
    .select({ id: usuarios.id, nombre: usuarios.nombre, activo: usuarios.activo })
    .from(usuarios)
    .where(
      or(and(eq(usuarios.rol, 'barbero'), eq(usuarios.activo, true)), sql`${usuarios.id} in (${conDia})`),
    )
    .orderBy(asc(usuarios.nombre), asc(usuarios.id));
}

/** Every barber's calendar events that overlap [desde, hasta). */
export function eventosDeTodosEntre(db: Executor, desde: Date, hasta: Date) {
  return db
    .select(columnas(eventosCalendario, 'barberoId', 'inicio', 'fin'))
    .from(eventosCalendario)
    .where(and(lt(eventosCalendario.inicio, hasta), gt(eventosCalendario.fin, desde)));
}
