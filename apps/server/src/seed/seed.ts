import { randomBytes } from 'node:crypto';
import { appendFileSync, chmodSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  diaDeLaSemana,
  fechaLocalDe,
  grillaDeHoras,
  sumarDias,
  TIENDA_PREDETERMINADA,
  ZONA_SANTIAGO,
} from '@barberia/shared';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config.js';
import type { Db } from '../db/client.js';
import {
  avisos,
  barberoServicios,
  fechas,
  galeria,
  productos,
  resenas,
  servicios,
  tienda,
  tiposServicio,
  usuarios,
  ventas,
} from '../db/schema.js';
import { nuevaGrilla } from '../features/fechas/fechas.repository.js';
import { insertarImagen } from '../infra/imagenes/imagenes.repository.js';
import { buscarUsuarioPorEmail } from '../infra/usuarios.repository.js';
import { hashContrasena } from '../lib/contrasenas.js';
import {
  AVISO_DEMO,
  DIAS_DEMO,
  HORARIO_DEMO,
  PRODUCTOS_DEMO,
  RESENAS_DEMO,
  SEGUNDO_BARBERO_DEMO,
  SERVICIOS_DEMO,
  TIPOS_DEMO,
} from './demo.js';
import { fotosDeGaleria, fotosDeProductos } from './imagenes-demo.js';
import { ventasDemo } from './ventas-demo.js';

export interface SeedDeps {
  db: Db;
  config: Pick<
    Config,
    | 'ADMIN_EMAIL'
    | 'ADMIN_PASSWORD'
    | 'BARBERO_EMAIL'
    | 'BARBERO_PASSWORD'
    | 'SEED_DEMO'
    | 'SEED_DEMO_BARBEROS'
  >;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  clock: () => Date;
  /**
   * Where a generated password is written, once, readable only by the owner (0600): never the log,
   * which is shipped and kept elsewhere. main.ts passes DATA_DIR/contrasenas-generadas.txt.
   */
  archivoContrasenas?: string;
}

/**
 * Idempotent: every start creates only what is missing. The admin always exists; with SEED_DEMO the
 * demo barber, catalogue, notice and products are created once, and bookable days keep being added
 * so the demo always offers the next three weeks.
 */
export async function sembrar({ db, config, log, clock, archivoContrasenas }: SeedDeps) {
  const anotar = { log, archivoContrasenas };
  await asegurarUsuario(db, anotar, {
    email: config.ADMIN_EMAIL,
    nombre: 'Administración',
    rol: 'admin',
    password: config.ADMIN_PASSWORD,
  });
  if (!config.SEED_DEMO) return;
  const barberoId = await asegurarUsuario(db, anotar, {
    email: config.BARBERO_EMAIL,
    nombre: 'Diego',
    rol: 'barbero',
    password: config.BARBERO_PASSWORD,
  });
  await sembrarCatalogo(db, barberoId);
  const [aviso] = await db.select({ id: avisos.id }).from(avisos).limit(1);
  if (!aviso) await db.insert(avisos).values({ ...AVISO_DEMO, isActivo: true });
  // The shop's facts as the demo shows them (issue 25); the admin edits them at /barbero/administrar/tienda.
  await db.insert(tienda).values({ id: 1, datos: TIENDA_PREDETERMINADA }).onConflictDoNothing();
  const [producto] = await db.select({ id: productos.id }).from(productos).limit(1);
  if (!producto) await sembrarProductos(db);
  const [foto] = await db.select({ id: galeria.id }).from(galeria).limit(1);
  if (!foto) await sembrarGaleria(db);
  const [resena] = await db.select({ id: resenas.id }).from(resenas).limit(1);
  if (!resena) await sembrarResenas(db, clock());
  await sembrarFechas(db, barberoId, clock());
  if (config.SEED_DEMO_BARBEROS >= 2) await sembrarSegundoBarbero(db, anotar, config, clock());
  const [venta] = await db.select({ id: ventas.id }).from(ventas).limit(1);
  if (!venta) await sembrarVentas(db, clock());
}

async function sembrarVentas(db: Db, ahora: Date) {
  const lista = await db.select({ id: productos.id, nombre: productos.nombre }).from(productos);
  const ids = new Map(lista.map((p) => [p.nombre, p.id]));
  await db.insert(ventas).values(ventasDemo(ahora, ids)).onConflictDoNothing();
}

async function asegurarUsuario(
  db: Db,
  { log, archivoContrasenas }: Pick<SeedDeps, 'log' | 'archivoContrasenas'>,
  u: { email: string; nombre: string; rol: 'admin' | 'barbero'; password: string | undefined },
) {
  const existente = await buscarUsuarioPorEmail(db, u.email);
  if (existente) return existente.id;
  if (!u.password && !archivoContrasenas) {
    throw new Error(`Falta ${variableDeContrasena(u.rol)} y no hay archivo donde anotar una generada.`);
  }
  const password = u.password ?? randomBytes(12).toString('base64url');
  const [creado] = await db
    .insert(usuarios)
    .values({ email: u.email, nombre: u.nombre, rol: u.rol, passwordHash: await hashContrasena(password) })
    .returning({ id: usuarios.id });
  if (!u.password && archivoContrasenas) {
    // Written once, the only moment it is known in clear; the log only says where.
    mkdirSync(dirname(archivoContrasenas), { recursive: true });
    appendFileSync(archivoContrasenas, `${u.rol}\t${u.email}\t${password}\n`, { mode: 0o600 });
    chmodSync(archivoContrasenas, 0o600);
    log.warn(
      `Cuenta ${u.rol} creada con una contraseña generada, anotada en ${archivoContrasenas} (solo la lee su dueño). Cámbiala o define ${variableDeContrasena(u.rol)}.`,
    );
  } else {
    log.info(`Cuenta ${u.rol} creada.`);
  }
  return creado!.id;
}

const variableDeContrasena = (rol: 'admin' | 'barbero') =>
  rol === 'admin' ? 'ADMIN_PASSWORD' : 'BARBERO_PASSWORD';

async function sembrarCatalogo(db: Db, barberoId: string) {
  const [hayTipos] = await db.select({ n: sql<number>`count(*)::int` }).from(tiposServicio);
  if ((hayTipos?.n ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    const tipos = await tx
      .insert(tiposServicio)
      .values(TIPOS_DEMO.map((nombre) => ({ nombre })))
      .returning();
    const idDeTipo = new Map(tipos.map((t) => [t.nombre, t.id]));
    const creados = await tx
      .insert(servicios)
      .values(SERVICIOS_DEMO.map(({ tipo, ...s }) => ({ ...s, tipoId: idDeTipo.get(tipo) ?? null })))
      .returning({ id: servicios.id });
    await tx
      .insert(barberoServicios)
      .values(creados.map((s) => ({ usuarioId: barberoId, servicioId: s.id })));
  });
}

async function sembrarProductos(db: Db) {
  const fotos = await fotosDeProductos(PRODUCTOS_DEMO.length);
  for (const [i, p] of PRODUCTOS_DEMO.entries()) {
    const imagenId = await insertarImagen(db, fotos[i]!);
    await db.insert(productos).values({ ...p, imagenId });
  }
}

async function sembrarResenas(db: Db, ahora: Date) {
  const hoy = fechaLocalDe(ahora, ZONA_SANTIAGO);
  await db.insert(resenas).values(
    RESENAS_DEMO.map(({ hace, ...r }) => {
      const dia = sumarDias(hoy, -hace);
      return {
        ...r,
        email: 'demo@barberiamaipu.cl',
        dia,
        estado: 'PUBLICADA',
        demo: true,
        creadoEn: new Date(ahora.getTime() - hace * 86_400_000),
      };
    }),
  );
}

async function sembrarGaleria(db: Db) {
  const fotos = await fotosDeGaleria();
  for (const [i, foto] of fotos.entries()) {
    const imagenId = await insertarImagen(db, foto);
    await db.insert(galeria).values({
      imagenId,
      orden: i + 1,
      alt: `Trabajo de la barbería, foto ${i + 1} de ${fotos.length}`,
    });
  }
}

/**
 * The second demo barber, created once with their services (the same demo password as the first); their
 * days keep being added like the first's. Services are linked only when the account is created: a barber
 * who later drops one keeps it dropped.
 */
async function sembrarSegundoBarbero(
  db: Db,
  anotar: Pick<SeedDeps, 'log' | 'archivoContrasenas'>,
  config: SeedDeps['config'],
  ahora: Date,
) {
  const { email, nombre, horario, dias, servicios: nombres } = SEGUNDO_BARBERO_DEMO;
  const nuevo = !(await buscarUsuarioPorEmail(db, email));
  const barberoId = await asegurarUsuario(db, anotar, {
    email,
    nombre,
    rol: 'barbero',
    password: config.BARBERO_PASSWORD,
  });
  if (nuevo) {
    const suyos = await db
      .select({ id: servicios.id })
      .from(servicios)
      .where(inArray(servicios.servicio, nombres));
    if (suyos.length > 0)
      await db
        .insert(barberoServicios)
        .values(suyos.map((s) => ({ usuarioId: barberoId, servicioId: s.id })))
        .onConflictDoNothing();
  }
  await sembrarFechas(db, barberoId, ahora, horario, dias);
}

async function sembrarFechas(
  db: Db,
  barberoId: string,
  ahora: Date,
  horario: typeof HORARIO_DEMO = HORARIO_DEMO,
  diasDeLaSemana: readonly number[] = [1, 2, 3, 4, 5, 6], // Sunday: closed
) {
  const hoy = fechaLocalDe(ahora, ZONA_SANTIAGO);
  for (let i = 0; i < DIAS_DEMO; i++) {
    const dia = sumarDias(hoy, i);
    if (!diasDeLaSemana.includes(diaDeLaSemana(dia))) continue;
    await db.transaction(async (tx) => {
      const grilla = grillaDeHoras(horario.horaInicio, horario.horaFin).map((hora) => ({
        hora,
        habilitado: true,
      }));
      await tx
        .insert(fechas)
        .values({ barberoId, dia, ...horario, horas: nuevaGrilla(grilla) })
        .onConflictDoNothing();
    });
  }
}
