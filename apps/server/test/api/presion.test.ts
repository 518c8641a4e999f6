import { MENSAJES } from '@barberia/shared';
import { sql } from 'drizzle-orm';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { registerErrorHandler } from '../../src/plugins/error-handler.js';
import { appDelBloque } from '../helpers/app.js';
import { describeEnPostgres } from '../helpers/databases.js';
import { SCRIPT_DE_PRUEBA, webEnMiniatura } from '../helpers/web.js';

/** Keeps the event loop busy in 150 ms stretches, as a runaway computation would, until told to stop. */
function bucleOcupado() {
  let seguir = true;
  const hecho = (async () => {
    while (seguir) {
      const fin = Date.now() + 150;
      while (Date.now() < fin) {
        // busy on purpose
      }
      await new Promise((r) => setTimeout(r, 1));
    }
  })();
  return async () => {
    seguir = false;
    await hecho;
  };
}

/** Asks until `cumple` holds, for at most 10 s (the load check samples once a second). */
async function hasta(
  pedir: () => Promise<LightMyRequestResponse>,
  cumple: (r: LightMyRequestResponse) => boolean,
) {
  const limite = Date.now() + 10_000;
  for (;;) {
    const res = await pedir();
    if (cumple(res) || Date.now() > limite) return res;
    await new Promise((r) => setTimeout(r, 50));
  }
}

// Issue 20, second line of defence: a stalled loop sheds new requests with a Spanish 503 instead of silence.
describe('servidor sobrecargado (@fastify/under-pressure)', () => {
  const t = appDelBloque('pglite', () => ({
    env: { PRESION_RETRASO_MAXIMO_MS: '60', WEB_DIST: webEnMiniatura() },
  }));

  it('con el bucle de eventos atrasado: 503 en español con Retry-After, /api/health lo dice; al pasar, todo vuelve', async () => {
    expect((await t.app.inject({ url: '/api/servicios' })).statusCode).toBe(200);
    const detener = bucleOcupado();
    let rechazada: LightMyRequestResponse;
    let pagina: LightMyRequestResponse;
    let salud: LightMyRequestResponse;
    let script: LightMyRequestResponse;
    try {
      rechazada = await hasta(
        () => t.app.inject({ url: '/api/servicios' }),
        (r) => r.statusCode === 503,
      );
      // A person opening a page gets a page that says it and reloads itself, not JSON.
      pagina = await t.app.inject({
        url: '/galeria',
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      salud = await t.app.inject({ url: '/api/health' });
      // A page the visitor already has still gets its scripts: refused, it would stay drawn but dead.
      script = await t.app.inject({ url: SCRIPT_DE_PRUEBA.ruta });
    } finally {
      await detener();
    }
    expect(rechazada.statusCode).toBe(503);
    expect(rechazada.json()).toEqual({ msg: MENSAJES.SERVIDOR_SOBRECARGADO, code: 'SERVIDOR_SOBRECARGADO' });
    expect(rechazada.headers['retry-after']).toBe('5');
    expect(pagina.statusCode).toBe(503);
    expect(pagina.headers['content-type']).toContain('text/html');
    expect(pagina.body).toContain('<html lang="es-CL">');
    expect(pagina.body).toContain(MENSAJES.SERVIDOR_SOBRECARGADO);
    expect(pagina.body).toContain('<meta http-equiv="refresh" content="5">');
    expect(salud.statusCode).toBe(503);
    expect(salud.json()).toMatchObject({ ok: false, sobrecargado: true, db: 'pglite' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe(SCRIPT_DE_PRUEBA.contenido);

    const despues = await hasta(
      () => t.app.inject({ url: '/api/health' }),
      (r) => r.statusCode === 200,
    );
    expect(despues.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/servicios' })).statusCode).toBe(200);
  }, 40_000);
});

// Every connection of this instance's pool busy for longer than a request waits for one (a burst, a host
// that steals CPU): overload, answered like the shedding above, not a 500 «error no controlado».
describeEnPostgres('todas las conexiones a PostgreSQL ocupadas (src/db/client.ts)', () => {
  it('una solicitud que no obtiene conexión a tiempo recibe 503 en español con Retry-After; al liberarse, 200', async () => {
    const database = await openDatabase({
      url: process.env.TEST_DATABASE_URL!,
      poolSize: 1,
      connectTimeoutMs: 300,
    });
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/consulta', async () => {
      await database.db.execute(sql`select 1`);
      return { ok: true };
    });
    try {
      // The request is made once the transaction holds the pool's only connection, not after a guessed delay.
      let tomada = () => {};
      const conexionTomada = new Promise<void>((r) => (tomada = r));
      const ocupada = database.db.transaction(async (tx) => {
        tomada();
        await tx.execute(sql`select pg_sleep(2)`);
      });
      await conexionTomada;
      const res = await app.inject({ url: '/consulta' });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ msg: MENSAJES.SERVIDOR_SOBRECARGADO, code: 'SERVIDOR_SOBRECARGADO' });
      await ocupada;
      expect((await app.inject({ url: '/consulta' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
