// Child process of the bench: the real app on a fresh PostgreSQL database, and a bare Fastify
// route beside it, so both are measured on the same machine in the same run.
import { grillaDeHoras, sumarDias } from '@barberia/shared';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { parseConfig } from '../src/config/config.js';
import { barberoServicios, fechas, servicios, usuarios } from '../src/db/schema.js';
import { nuevaGrilla } from '../src/features/fechas/fechas.repository.js';
import { hashContrasena } from '../src/lib/contrasenas.js';
import { sembrar } from '../src/seed/seed.js';
import { basePostgresNueva } from '../test/helpers/databases.js';

export const DIAS_BENCH = 400;

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = await basePostgresNueva(adminUrl, 'bench');
const config = parseConfig({
  LOG_LEVEL: 'silent',
  // The bench pays nothing: Webpay's address is never called.
  WEBPAY_URL: 'http://127.0.0.1:9',
  RATE_LIMIT_RESERVAS: '100000000',
  ADMIN_PASSWORD: 'bench-admin-123',
  BARBERO_PASSWORD: 'bench-barbero-123',
  // The numbers in docs/benchmarks.md were measured with the one-barber demo.
  SEED_DEMO_BARBEROS: '1',
});
const ahora = new Date('2026-11-23T12:00:00Z');
await sembrar({ db: database.db, config, clock: () => ahora, log: { info: () => {}, warn: () => {} } });

// A barber with many open days and a 30-minute service, so the booking run mostly books real hours.
const db = database.db;
const [barbero] = await db
  .insert(usuarios)
  .values({
    nombre: 'Bench',
    email: 'bench@barberia.cl',
    rol: 'barbero',
    passwordHash: await hashContrasena('bench-123456'),
  })
  .returning();
const [servicio] = await db
  .insert(servicios)
  .values({ servicio: 'Bench 30', precio: 1000, duracion: 30 })
  .returning();
await db.insert(barberoServicios).values({ usuarioId: barbero!.id, servicioId: servicio!.id });
const dias = Array.from({ length: DIAS_BENCH }, (_, i) => sumarDias('2026-11-24', i));
const grilla = grillaDeHoras('11:00', '20:30').map((hora) => ({ hora, habilitado: true }));
const creadas = await db
  .insert(fechas)
  .values(
    dias.map((dia) => ({
      barberoId: barbero!.id,
      dia,
      horaInicio: '11:00',
      horaFin: '20:30',
      horas: nuevaGrilla(grilla),
    })),
  )
  .returning({ id: fechas.id });

const { app } = await buildApp({
  config,
  database,
  clock: () => ahora,
  jwtSecret: new TextEncoder().encode('bench-secret-bench-secret-bench-secret'),
  logger: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const puerto = (s: typeof app.server) => (s.address() as { port: number }).port;
const demo = (await (await fetch(`http://127.0.0.1:${puerto(app.server)}/api/config`)).json()) as {
  barberoId: string;
};
// The bare route answers the hour screen's very bytes from memory: the ceiling for that read.
const horasLibres = await (
  await fetch(`http://127.0.0.1:${puerto(app.server)}/api/fechas/horas-libres/${demo.barberoId}?duracion=45`)
).text();
const bare = Fastify({ logger: false });
bare.get('/bare', (_req, reply) => reply.type('application/json; charset=utf-8').send(horasLibres));
await bare.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(
  `${JSON.stringify({
    app: puerto(app.server),
    bare: puerto(bare.server),
    barberoDemo: demo.barberoId,
    fechasBench: creadas.map((f) => f.id),
    servicio: servicio!.servicio,
    bytesHorasLibres: Buffer.byteLength(horasLibres),
  })}\n`,
);

process.on('SIGTERM', async () => {
  await app.close();
  await bare.close();
  await database.close(); // drops the bench database
  process.exit(0);
});
