import { and, asc, desc, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { abonos, inasistencias, usuarios, ventas } from '../../db/schema.js';

/** `%`, `_` and `\` in the filter are letters, not wildcards. */
const comoSubcadena = (texto: string) => `%${texto.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of sales, newest first, and how many match in total; by e-mail substring, any case. */
export async function paginaDeVentas(
  db: Executor,
  filtro: { email?: string; limite: number; desde: number },
) {
  const donde = filtro.email ? sql`${ventas.email} ilike ${comoSubcadena(filtro.email)}` : undefined;
  const [conteo] = await db.select({ total: sql<number>`count(*)::int` }).from(ventas).where(donde);
  const filas = await db
    .select()
    .from(ventas)
    .where(donde)
    .orderBy(desc(ventas.fecha), desc(ventas.id))
    .limit(filtro.limite)
    .offset(filtro.desde);
  return { filas, total: conteo?.total ?? 0 };
}

export type FilaVenta = typeof ventas.$inferSelect;

export async function insertarVenta(tx: Executor, valores: typeof ventas.$inferInsert) {
  const [fila] = await tx.insert(ventas).values(valores).returning();
  return fila!;
}

export async function buscarVenta(db: Executor, id: string) {
  const [fila] = await db.select().from(ventas).where(eq(ventas.id, id));
  return fila;
}

/** The sale under a row lock: whoever holds it is the only one settling it (commit at most once). */
export async function bloquearVenta(
  tx: Executor,
  donde: { id: string } | { token: string } | { buyOrder: string },
) {
  const condicion =
    'id' in donde
      ? eq(ventas.id, donde.id)
      : 'token' in donde
        ? eq(ventas.token, donde.token)
        : eq(ventas.buyOrder, donde.buyOrder);
  const [fila] = await tx.select().from(ventas).where(condicion).for('update');
  return fila;
}

export async function actualizarVenta(
  tx: Executor,
  id: string,
  valores: Partial<typeof ventas.$inferInsert>,
) {
  const [fila] = await tx.update(ventas).set(valores).where(eq(ventas.id, id)).returning();
  return fila!;
}

export async function borrarVenta(tx: Executor, id: string) {
  await tx.delete(ventas).where(eq(ventas.id, id));
}

/**
 * One PENDIENTE sale whose reservation ran out, locked; SKIP LOCKED lets several server instances
 * reconcile side by side without waiting on (or settling twice) the same sale.
 */
export async function reclamarPendienteVencida(tx: Executor, ahora: Date) {
  const [fila] = await tx
    .select()
    .from(ventas)
    .where(and(eq(ventas.status, 'PENDIENTE'), lte(ventas.reservaHasta, ahora)))
    .orderBy(asc(ventas.reservaHasta))
    .limit(1)
    .for('update', { skipLocked: true });
  return fila;
}

/**
 * The PENDIENTE checkouts (stock held) of one client address and of one e-mail, each with the instant its
 * earliest reservation ends.
 */
export async function comprasPendientes(tx: Executor, ip: string, email: string) {
  const deIp = eq(ventas.ip, ip);
  const deEmail = sql`lower(${ventas.email}) = lower(${email})`;
  const cuantas = (donde: SQL) => sql<number>`count(*) filter (where ${donde})`.mapWith(Number);
  const hasta = (donde: SQL) =>
    sql<Date | null>`min(${ventas.reservaHasta}) filter (where ${donde})`.mapWith(ventas.reservaHasta);
  const [fila] = await tx
    .select({
      porIp: cuantas(deIp),
      porCorreo: cuantas(deEmail),
      ipHasta: hasta(deIp),
      correoHasta: hasta(deEmail),
    })
    .from(ventas)
    .where(and(eq(ventas.status, 'PENDIENTE'), or(deIp, deEmail)));
  return fila!;
}

/** Paid total and count between two instants. */
export async function totalPagado(db: Executor, desde: Date, hasta: Date) {
  const [fila] = await db
    .select({
      total: sql<number>`coalesce(sum(${ventas.precioTotal}), 0)::int`,
      cantidad: sql<number>`count(*)::int`,
    })
    .from(ventas)
    .where(and(eq(ventas.status, 'PAGADO'), gte(ventas.fecha, desde), lt(ventas.fecha, hasta)));
  return { total: fila?.total ?? 0, cantidad: fila?.cantidad ?? 0 };
}

/** Paid sales per calendar day of the zone, from an instant on. */
export function pagadoPorDia(db: Executor, desde: Date, zona: string) {
  const dia = sql<string>`to_char(${ventas.fecha} at time zone ${zona}, 'YYYY-MM-DD')`;
  return (
    db
      .select({
        dia,
        total: sql<number>`sum(${ventas.precioTotal})::int`,
        cantidad: sql<number>`count(*)::int`,
      })
      .from(ventas)
      .where(and(eq(ventas.status, 'PAGADO'), gte(ventas.fecha, desde)))
      // By position: the zone is a bound parameter, so a repeated expression would not match the select's.
      .groupBy(sql`1`)
  );
}

/** The products sold most (units) in paid sales since an instant. */
export async function masVendidos(db: Executor, desde: Date, limite: number) {
  const resultado = await db.execute(sql`
    select l->>'nombre' as nombre, sum((l->>'cantidad')::int)::int as cantidad,
           sum((l->>'cantidad')::int * (l->>'precio')::int)::int as total
    from ${ventas}, jsonb_array_elements(${ventas.productos}) as l
    where ${ventas.status} = 'PAGADO' and ${ventas.fecha} >= ${desde}
    group by 1 order by 2 desc, 1 limit ${limite}`);
  // node-postgres and PGlite both answer { rows }.
  return (resultado as unknown as { rows: { nombre: string; cantidad: number; total: number }[] }).rows;
}

/** No-shows since an instant (issue 24): per barber (a deleted barber's as «Barbero eliminado»). */
export async function inasistenciasPorBarbero(db: Executor, desde: Date) {
  return db
    .select({
      barbero: sql<string>`coalesce(${usuarios.nombre}, 'Barbero eliminado')`,
      cantidad: sql<number>`count(*)::int`,
    })
    .from(inasistencias)
    .leftJoin(usuarios, eq(usuarios.id, inasistencias.barberoId))
    .where(gte(inasistencias.fin, desde))
    .groupBy(sql`1`)
    .orderBy(sql`2 desc`, sql`1`);
}

/** …and the clients with the most, by address. */
export async function inasistenciasPorCliente(db: Executor, desde: Date, limite: number) {
  return db
    .select({
      email: sql<string>`lower(${inasistencias.email})`,
      nombre: sql<string>`(array_agg(${inasistencias.nombre} order by ${inasistencias.fin} desc))[1]`,
      cantidad: sql<number>`count(*)::int`,
    })
    .from(inasistencias)
    .where(gte(inasistencias.fin, desde))
    .groupBy(sql`1`)
    .orderBy(sql`3 desc`, sql`1`)
    .limit(limite);
}

/**
 * Pesos the shop kept from deposits since `desde` (decision 044): late cancellations and no-shows, kept
 * or turned into the client's credit, by the hour's start.
 */
export async function montoRetenido(db: Executor, desde: Date) {
  const [fila] = await db
    .select({ total: sql<number>`coalesce(sum(${abonos.monto} + ${abonos.credito}), 0)::int` })
    .from(abonos)
    .where(and(inArray(abonos.estado, ['RETENIDO', 'CREDITO']), gte(abonos.inicio, desde)));
  return fila?.total ?? 0;
}
