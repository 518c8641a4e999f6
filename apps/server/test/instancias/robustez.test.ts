import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { grillaDeHoras, type HorasLibresRespuesta, MENSAJES } from '@barberia/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseNoDisponible, openDatabase } from '../../src/db/client.js';
import { correrHastaSalir, type Instancia, iniciarInstancia } from '../helpers/instancias.js';
import { relevoTcp } from '../helpers/tcp.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const ADMIN = { email: 'admin@robustez.cl', password: 'admin-robustez-123' };
const FIXTURE = fileURLToPath(new URL('./fixtures/bucle-detenido.ts', import.meta.url));

/** A request that gives up after `ms`: a silent server fails the test instead of hanging it. */
const pedir = (url: string, init: RequestInit = {}, ms = 10_000) =>
  fetch(url, { ...init, signal: AbortSignal.timeout(ms) });

function iniciarFixture(...args: string[]) {
  const proceso = spawn(process.execPath, ['--import', 'tsx', FIXTURE, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let salida = '';
  proceso.stdout.on('data', (d: Buffer) => (salida += d.toString()));
  proceso.stderr.on('data', (d: Buffer) => (salida += d.toString()));
  return { proceso, salida: () => salida };
}

async function hastaQue(condicion: () => boolean, ms: number) {
  const limite = Date.now() + ms;
  while (!condicion()) {
    if (Date.now() > limite) throw new Error(`no ocurrió en ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Waits for the process to end, at most `ms`; answers how long it took and how it ended. */
async function finDe(proceso: ChildProcess, ms: number) {
  const inicio = Date.now();
  const plazo = setTimeout(() => proceso.kill('SIGKILL'), ms);
  const [codigo, senal] = await once(proceso, 'exit');
  clearTimeout(plazo);
  return { ms: Date.now() - inicio, codigo, senal };
}

// Issue 20: a server that stops answering must still end, and say why.
describe('un proceso cuyo bucle de eventos se detiene (src/lib/vigia.ts)', () => {
  it('SIGTERM no se atiende con el bucle detenido, pero el vigía termina el proceso dentro del plazo y lo anota', async () => {
    const f = iniciarFixture('1000', 'detenido');
    await hastaQue(() => f.salida().includes('listo'), 20_000);
    await new Promise((r) => setTimeout(r, 300));
    f.proceso.kill('SIGTERM');
    const fin = await finDe(f.proceso, 20_000);
    expect(f.salida()).not.toContain('SIGTERM atendido');
    expect(fin.senal).toBe('SIGKILL');
    expect(fin.ms).toBeLessThan(1000 + 2000);
    expect(f.salida()).toContain('el proceso no responde hace');
  }, 40_000);

  it('un proceso congelado desde fuera (SIGSTOP, una laptop suspendida) no se termina al despertar', async () => {
    const f = iniciarFixture('500', 'normal');
    await hastaQue(() => f.salida().includes('listo'), 20_000);
    f.proceso.kill('SIGSTOP');
    await new Promise((r) => setTimeout(r, 2000));
    f.proceso.kill('SIGCONT');
    await new Promise((r) => setTimeout(r, 1500));
    expect(f.proceso.exitCode).toBeNull();
    expect(f.proceso.signalCode).toBeNull();
    f.proceso.kill('SIGTERM');
    const fin = await finDe(f.proceso, 10_000);
    expect(fin.codigo).toBe(0);
    expect(f.salida()).toContain('SIGTERM atendido');
  }, 40_000);
});

describe('PostgreSQL que no contesta al arrancar', () => {
  it('el servidor termina pronto con una línea clara que nombra el host, no se queda mudo', async () => {
    const mudo = await relevoTcp();
    try {
      const inicio = Date.now();
      const { codigo, salida } = await correrHastaSalir(
        {
          DATABASE_URL: `postgres://usuario:clave-secreta@127.0.0.1:${mudo.port}/barberia`,
          DB_CONNECT_TIMEOUT_MS: '1000',
        },
        60_000,
      );
      expect(codigo).toBe(1);
      expect(salida).toContain(`No se pudo conectar a PostgreSQL en 127.0.0.1:${mudo.port}`);
      expect(salida).not.toContain('clave-secreta');
      // tsx compiles the server first (a few seconds); then one connect timeout, not the OS's minutes.
      expect(Date.now() - inicio).toBeLessThan(30_000);
    } finally {
      await mudo.detener();
    }
  }, 60_000);
});

// PostgreSQL gone in the middle of a transaction: db.transaction() holds a pool client, on which
// node-postgres emits 'error' when the connection dies. With no listener on it, that 'error' ended the
// process (here, Vitest reports it as an unhandled error), which is how the real server below died now and
// then at the cut: a periodic task was inside a transaction.
describe.runIf(adminUrl)('una transacción en curso cuando PostgreSQL se va (src/db/client.ts)', () => {
  it('falla con un error que se lee como base no disponible, sin matar el proceso; al volver, la base sirve', async () => {
    const u = new URL(adminUrl!);
    const relevo = await relevoTcp({ host: u.hostname, port: Number(u.port || 5432) });
    u.host = `127.0.0.1:${relevo.port}`;
    const database = await openDatabase({
      url: u.toString(),
      connectTimeoutMs: 1000,
      alErrorDelPool: () => {},
    });
    try {
      const error = await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`SELECT 1`);
          relevo.cortar();
          await tx.execute(sql`SELECT pg_sleep(2)`);
        })
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(baseNoDisponible(error), String(error)).toBe('sin-conexion');
      relevo.reanudar();
      // The broken client left the pool when the transaction released it: the next query has a new one.
      await database.db.execute(sql`SELECT 1`);
    } finally {
      await database.close();
      await relevo.detener();
    }
  }, 30_000);
});

// A real server process on PostgreSQL reached through a relay the test can cut.
describe.runIf(adminUrl)('un servidor real cuando PostgreSQL se va y vuelve', () => {
  const nombre = `robustez_${Date.now().toString(36)}`;
  let directa: string;
  let relevo: Awaited<ReturnType<typeof relevoTcp>>;
  let a: Instancia;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${nombre}`);
    await admin.end();
    const u = new URL(adminUrl!);
    u.pathname = `/${nombre}`;
    directa = u.toString();
    relevo = await relevoTcp({ host: u.hostname, port: Number(u.port || 5432) });
    u.host = `127.0.0.1:${relevo.port}`;
    a = await iniciarInstancia({
      DATABASE_URL: u.toString(),
      JWT_SECRET: 'secreto-de-la-prueba-de-robustez-0123456789',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DB_CONNECT_TIMEOUT_MS: '1000',
      SHUTDOWN_TIMEOUT_MS: '3000',
      WEB_DIST: '/nonexistent',
    });
  }, 180_000);

  afterAll(async () => {
    await a?.detener();
    await relevo?.detener();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
    await admin.end();
  }, 60_000);

  it('con un día del año 9999 guardado, la pantalla de horas contesta a tiempo y /api/health sigue', async () => {
    const { barberoId } = (await (await pedir(`${a.url}/api/config`)).json()) as { barberoId: string };
    const c = new pg.Client({ connectionString: directa });
    await c.connect();
    const horas = grillaDeHoras('10:00', '12:00').map((hora) => ({
      id: crypto.randomUUID(),
      hora,
      habilitado: true,
    }));
    await c.query(
      `INSERT INTO fechas (barbero_id, dia, hora_inicio, hora_fin, horas) VALUES ($1, '9999-12-31', '10:00', '12:00', $2)`,
      [barberoId, JSON.stringify(horas)],
    );
    await c.end();
    for (let i = 0; i < 2; i++) {
      const res = await pedir(`${a.url}/api/fechas/horas-libres/${barberoId}?duracion=30`, {}, 5000);
      expect(res.status).toBe(200);
      const { dias } = (await res.json()) as HorasLibresRespuesta;
      expect(dias.some((d) => d.fecha.startsWith('9999'))).toBe(false);
    }
    expect((await pedir(`${a.url}/api/health`, {}, 5000)).status).toBe(200);
  }, 30_000);

  it('sin PostgreSQL: 503 en español al instante, /api/health lo dice; al volver, todo funciona de nuevo', async () => {
    relevo.cortar();
    const inicio = Date.now();
    const servicios = await pedir(`${a.url}/api/servicios`);
    expect(servicios.status, a.salida().slice(-3000)).toBe(503);
    expect(await servicios.json()).toEqual({
      msg: MENSAJES.BASE_DE_DATOS_NO_DISPONIBLE,
      code: 'BASE_DE_DATOS_NO_DISPONIBLE',
    });
    const salud = await pedir(`${a.url}/api/health`);
    expect(salud.status).toBe(503);
    expect(await salud.json()).toMatchObject({ code: 'BASE_DE_DATOS_NO_DISPONIBLE' });
    // One connect timeout (1 s) each, not the operating system's minutes.
    expect(Date.now() - inicio).toBeLessThan(8000);
    await hastaQue(() => a.salida().includes('base de datos inalcanzable'), 5000);

    relevo.reanudar();
    await hastaQueResponda(`${a.url}/api/health`, 20_000);
    expect((await pedir(`${a.url}/api/servicios`)).status).toBe(200);
    const login = await pedir(`${a.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
  }, 60_000);

  it('SIGTERM lo termina dentro de SHUTDOWN_TIMEOUT_MS', async () => {
    a.proceso.kill('SIGTERM');
    const fin = await finDe(a.proceso, 20_000);
    expect(fin.ms).toBeLessThan(3000 + 2000);
  }, 30_000);
});

async function hastaQueResponda(url: string, ms: number) {
  const limite = Date.now() + ms;
  for (;;) {
    const res = await pedir(url, {}, 3000).catch(() => null);
    if (res?.ok) return;
    if (Date.now() > limite) throw new Error(`${url} no volvió en ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A tmpfs needs root; CI runs as root on its machine. */
const esRoot = process.getuid?.() === 0;

// PGlite on a disk that fills up: reads go on, writes get a Spanish 503, and it recovers when there is room.
describe.runIf(esRoot)('PGlite con el disco lleno', () => {
  const punto = mkdtempSync(join(tmpdir(), 'barberia-disco-'));
  let a: Instancia;
  let token: string;

  beforeAll(async () => {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=96m', 'tmpfs', punto]);
    mkdirSync(join(punto, 'data'));
    a = await iniciarInstancia({
      DATABASE_URL: '',
      DATA_DIR: join(punto, 'data'),
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      WEB_DIST: '/nonexistent',
    });
    const login = await pedir(`${a.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    token = ((await login.json()) as { token: { accessToken: string } }).token.accessToken;
  }, 180_000);

  afterAll(async () => {
    await a?.detener();
    try {
      execFileSync('umount', [punto]);
    } finally {
      rmSync(punto, { recursive: true, force: true });
    }
  }, 60_000);

  const crear = (ruta: string, cuerpo: object) =>
    pedir(`${a.url}${ruta}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(cuerpo),
    });
  /** A product with a photo of noise: its resized copies need new pages, whatever room is left in old ones. */
  async function crearProducto(nombre: string) {
    const ruido = Buffer.from(Array.from({ length: 900 * 900 * 3 }, () => Math.floor(Math.random() * 256)));
    const png = await sharp(ruido, { raw: { width: 900, height: 900, channels: 3 } })
      .png()
      .toBuffer();
    return crear('/api/productos', {
      nombre,
      descripcion: 'Prueba de disco lleno.',
      precioBase: 1000,
      precioFinal: 1000,
      stock: 1,
      img: `data:image/png;base64,${png.toString('base64')}`,
    });
  }

  it('lee lo que hay, rechaza escribir con un 503 que lo explica, y vuelve a escribir al haber espacio', async () => {
    expect((await crear('/api/tipo-servicio', { nombre: 'Antes' })).status).toBe(201);
    const { bavail, bsize } = statfsSync(punto);
    const relleno = join(punto, 'relleno');
    writeFileSync(relleno, Buffer.alloc(Number(bavail) * Number(bsize)));
    try {
      const lleno = await crearProducto('Con el disco lleno');
      expect(lleno.status).toBe(503);
      expect(await lleno.json()).toEqual({
        msg: MENSAJES.BASE_DE_DATOS_SIN_ESPACIO,
        code: 'BASE_DE_DATOS_SIN_ESPACIO',
      });
      // The answer can arrive before the log line has crossed the pipe.
      await hastaQue(() => a.salida().includes('base de datos sin espacio en disco'), 5000);
      // The log keeps the driver's error, never the statement's values (here, the photo).
      expect(a.salida()).not.toContain('params:');
      const lectura = await pedir(`${a.url}/api/tipo-servicio`);
      expect(lectura.status).toBe(200);
      expect(((await lectura.json()) as { nombre: string }[]).map((t) => t.nombre)).toContain('Antes');
      expect((await pedir(`${a.url}/api/health`)).status).toBe(200);
    } finally {
      rmSync(relleno);
    }
    expect((await crearProducto('Después')).status).toBe(201);
  }, 60_000);
});
