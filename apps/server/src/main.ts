import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, parseConfig } from './config/config.js';
import { type Cerrojo, DirectorioOcupado, tomarCerrojo } from './db/cerrojo.js';
import { openDatabase, sinConexionAPostgres } from './db/client.js';
import { destinoWebpay } from './infra/webpay/webpay.client.js';
import { relojDePrueba } from './lib/reloj-de-prueba.js';
import { iniciarVigia } from './lib/vigia.js';
import { sembrar } from './seed/seed.js';
import { iniciarWebpaySimulado } from './simuladores/webpay/webpay-simulado.js';
import { whatsappSimuladoPara } from './simuladores/whatsapp/whatsapp-simulado.js';

/** JWT_SECRET, or one generated on first start and kept under DATA_DIR so sessions survive restarts. */
function jwtSecret(secret: string | undefined, dataDir: string): Uint8Array {
  if (secret) return new TextEncoder().encode(secret);
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/** Known once the config is read, so a failure to connect can name the host. */
let databaseUrl: string | undefined;

async function main() {
  const config = parseConfig(process.env);
  databaseUrl = config.DATABASE_URL;
  const dataDir = resolve(config.DATA_DIR);
  const webDist = config.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
  // PGlite is one process's database: a second process on the same directory waits, then refuses.
  let cerrojo: Cerrojo | undefined;
  if (!config.DATABASE_URL) {
    cerrojo = tomarCerrojo(dataDir);
  }
  const database = await openDatabase(
    config.DATABASE_URL
      ? {
          url: config.DATABASE_URL,
          poolSize: config.DB_POOL_SIZE,
          statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
          idleInTransactionTimeoutMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
          connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
          alErrorDelPool: (error) => console.error('PostgreSQL: conexión del pool perdida:', error.message),
        }
      : { dataDir },
  );

  // The machine's clock, or the one the browser journeys move (RELOJ_DE_PRUEBA, decision 054).
  const clock = config.RELOJ_DE_PRUEBA ? relojDePrueba(config.RELOJ_DE_PRUEBA) : () => new Date();

  // No Webpay configured (npm start, the browser journeys): the stand-in on loopback, reached through the
  // same SDK, with its own page for the buyer (decision 017).
  const simulado =
    config.WEBPAY_ENV || config.WEBPAY_URL
      ? undefined
      : await iniciarWebpaySimulado({
          ...destinoWebpay(config, 'http://127.0.0.1'),
          clock,
          port: config.WEBPAY_SIMULADO_PORT,
        });
  // No WhatsApp configured, in development: Meta's side played on loopback (docs/whatsapp.md). Its messages'
  // timestamps follow the app's clock: the webhook ignores messages older than Meta's retries (decision 052).
  const whatsapp = await whatsappSimuladoPara(config, { clock });
  const { app, tareas } = await buildApp({
    config: { ...whatsapp.config, WEB_DIST: webDist },
    database,
    jwtSecret: jwtSecret(config.JWT_SECRET, dataDir),
    clock,
    webpaySimuladoUrl: simulado?.url,
  });
  if (config.RELOJ_DE_PRUEBA) app.log.warn(`Reloj de prueba: lo mueve ${config.RELOJ_DE_PRUEBA}`);
  if (simulado) app.addHook('onClose', () => simulado.cerrar());
  if (whatsapp.simulado) {
    const { url, cerrar } = whatsapp.simulado;
    app.addHook('onClose', cerrar);
    app.log.info(`WhatsApp simulado: los mensajes enviados y sus botones en ${url}/__simulador`);
  }
  // Instances starting together take turns: one migrates and seeds, the next finds it done.
  await database.exclusivo(async () => {
    await database.migrate();
    await sembrar({
      db: database.db,
      config,
      log: app.log,
      clock,
      archivoContrasenas: join(dataDir, 'contrasenas-generadas.txt'),
    });
  });
  // From here on a stuck event loop ends the process (not during start-up, whose migrations may be long).
  const vigia = iniciarVigia(config.SHUTDOWN_TIMEOUT_MS);
  // The background tasks, each at its interval; closing the app stops them.
  for (const tarea of tareas) tarea.iniciar();

  let cerrando = false;
  const cerrar = async (signal: string) => {
    if (cerrando) return;
    cerrando = true;
    app.log.info({ signal }, 'cerrando');
    // A client holding a connection open (a slow upload, a stuck stream) must not keep the process
    // alive past its supervisor's patience: after the deadline, exit anyway.
    const plazo = setTimeout(() => {
      app.log.error(`cierre: plazo de ${config.SHUTDOWN_TIMEOUT_MS} ms vencido, se sale igual`);
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    plazo.unref();
    app.server.closeIdleConnections();
    setTimeout(() => app.server.closeAllConnections(), config.SHUTDOWN_TIMEOUT_MS / 2).unref();
    await app.close();
    await vigia.detener();
    await database.close();
    cerrojo?.soltar();
    process.exit(0);
  };
  process.on('SIGINT', () => void cerrar('SIGINT'));
  process.on('SIGTERM', () => void cerrar('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Barbería lista en http://localhost:${config.PORT} (base de datos: ${database.kind})`);
}

main().catch((error: unknown) => {
  const sinConexion = databaseUrl ? sinConexionAPostgres(error, databaseUrl) : null;
  if (error instanceof ConfigError || error instanceof DirectorioOcupado) {
    console.error(error.message);
  } else if (sinConexion) {
    console.error(sinConexion);
  } else {
    console.error('No se pudo iniciar el servidor:', error);
  }
  process.exit(1);
});
