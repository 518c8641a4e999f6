import { type HorasLibresRespuesta, horaDeMinutos, minutosDe, type Tienda } from '@barberia/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Instancia, iniciarInstancia } from '../helpers/instancias.js';
import { servidorSmtp } from '../helpers/smtp.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const ADMIN = { email: 'admin@instancias.cl', password: 'admin-instancias-123' };

async function sql(url: string, consulta: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(consulta)).rows;
  } finally {
    await c.end();
  }
}

// Two real server processes on one PostgreSQL database (PGlite is one process by design).
describe.runIf(adminUrl)('dos instancias del servidor sobre un PostgreSQL', () => {
  const nombre = `instancias_${Date.now().toString(36)}`;
  let url: string;
  let a: Instancia;
  let b: Instancia;
  let smtp: Awaited<ReturnType<typeof servidorSmtp>>;

  beforeAll(async () => {
    await sql(adminUrl!, `CREATE DATABASE ${nombre}`);
    const u = new URL(adminUrl!);
    u.pathname = `/${nombre}`;
    url = u.toString();
    smtp = await servidorSmtp();
    const env = {
      DATABASE_URL: url,
      JWT_SECRET: 'secreto-compartido-por-las-instancias-0123456789',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_RESERVAS: '1000',
      SMTP_URL: smtp.url,
      OUTBOX_INTERVAL_MS: '200',
      WEB_DIST: '/nonexistent',
      // As behind one reverse proxy: each test can speak for its own client address.
      TRUST_PROXY: '1',
      RATE_LIMIT_LOGIN: '4',
    };
    // Started together on an empty database: both race to migrate and seed.
    [a, b] = await Promise.all([iniciarInstancia(env), iniciarInstancia(env)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.detener(), b?.detener()]);
    await smtp?.detener();
    await sql(adminUrl!, `DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
  }, 60_000);

  const json = async <T>(res: Response) => (await res.json()) as T;
  /** The end of a 45-minute service (the demo «Corte de pelo») starting at `h`. */
  const fin = (h: string) => horaDeMinutos(minutosDe(h) + 45);

  it('starting together migrates once and seeds once: no duplicated rows', async () => {
    const [migraciones] = await sql(url, 'select count(*)::int as n from drizzle.__drizzle_migrations');
    const [admins] = await sql(url, `select count(*)::int as n from usuarios where email = '${ADMIN.email}'`);
    const duplicados = await sql(url, 'select servicio from servicios group by servicio having count(*) > 1');
    const dias = await sql(url, 'select barbero_id, dia from fechas group by 1, 2 having count(*) > 1');
    expect(migraciones?.n).toBeGreaterThan(0);
    expect(admins?.n).toBe(1);
    expect(duplicados).toEqual([]);
    expect(dias).toEqual([]);
  });

  it('a rate limit counts across both instances: 4 logins a minute per address, wherever they land', async () => {
    const intento = (instancia: Instancia, i: number) =>
      fetch(`${instancia.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
        body: JSON.stringify({ email: `nadie${i}@instancias.cl`, password: 'adivinando-123' }),
      });
    const estados: number[] = [];
    for (let i = 0; i < 4; i++) estados.push((await intento(i % 2 ? b : a, i)).status);
    expect(estados).toEqual([401, 401, 401, 401]);
    const [enA, enB] = [await intento(a, 10), await intento(b, 11)];
    expect([enA.status, enB.status]).toEqual([429, 429]);
    expect(Number(enB.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client address behind the same proxy still gets in line.
    const otra = await fetch(`${b.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.78' },
      body: JSON.stringify({ email: 'nadie@instancias.cl', password: 'adivinando-123' }),
    });
    expect(otra.status).toBe(401);
  });

  it('accepts on one instance the token issued by the other', async () => {
    const login = await fetch(`${a.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const { token } = await json<{ token: { accessToken: string } }>(login);
    const perfil = await fetch(`${b.url}/api/auth/perfil`, {
      headers: { authorization: `Bearer ${token.accessToken}` },
    });
    expect(perfil.status).toBe(200);
  });

  it("the admin's change to the shop's facts on one instance is what the other answers next", async () => {
    const login = await fetch(`${a.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = await json<{ token: { accessToken: string } }>(login);
    // b has read (and keeps) the facts before the change.
    const antes = await json<Tienda>(await fetch(`${b.url}/api/tienda`));
    const guardada = await fetch(`${a.url}/api/tienda`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token.accessToken}` },
      body: JSON.stringify({ ...antes, nombre: 'Barbería de Dos Instancias' }),
    });
    expect(guardada.status).toBe(200);
    // The database's notice reaches b within moments of the commit, never a stale copy for long.
    await vi.waitFor(
      async () => {
        const enB = await json<Tienda>(await fetch(`${b.url}/api/tienda`));
        expect(enB.nombre).toBe('Barbería de Dos Instancias');
      },
      { timeout: 2000, interval: 50 },
    );
  });

  it('50 bookings of one hour split across both: exactly 1 wins; the other instance stops offering it', async () => {
    const { barberoId } = await json<{ barberoId: string }>(await fetch(`${a.url}/api/config`));
    const leer = async (i: Instancia) =>
      json<HorasLibresRespuesta>(await fetch(`${i.url}/api/fechas/horas-libres/${barberoId}?duracion=45`));
    // b caches its answer now; the booking below goes through a only, half the time.
    const dia = (await leer(b)).dias.find((d) => d.horas.length > 0);
    expect(dia).toBeDefined();
    const hora = dia!.horas[0]!;
    const respuestas = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        fetch(`${(i % 2 ? a : b).url}/api/fechas/${dia!.fechaId}/agregar-hora-agendada`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            horaInicio: hora,
            horaFin: fin(hora),
            nombre: `Cliente ${i}`,
            email: `c${i}@instancias.cl`,
            servicio: 'Corte de pelo',
          }),
        }),
      ),
    );
    const estados = respuestas.map((r) => r.status);
    expect(estados.filter((s) => s === 200)).toHaveLength(1);
    expect(estados.filter((s) => s === 409)).toHaveLength(49);
    const [reservas] = await sql(
      url,
      `select count(*)::int as n from horas_agendadas where fecha_id = '${dia!.fechaId}'`,
    );
    expect(reservas?.n).toBe(1);
    for (const i of [a, b]) {
      await vi.waitFor(
        async () =>
          expect((await leer(i)).dias.find((d) => d.fecha === dia!.fecha)?.horas).not.toContain(hora),
        { timeout: 5000, interval: 50 },
      );
    }
  });

  it('sends each queued mail once although both instances run the outbox', async () => {
    const { barberoId } = await json<{ barberoId: string }>(await fetch(`${a.url}/api/config`));
    const { dias } = await json<HorasLibresRespuesta>(
      await fetch(`${a.url}/api/fechas/horas-libres/${barberoId}?duracion=45`),
    );
    const reservas = dias
      .filter((d) => d.horas.length > 0)
      .slice(0, 10)
      .map((d, i) => ({ fechaId: d.fechaId, hora: d.horas[0]!, email: `mail${i}@instancias.cl` }));
    expect(reservas).toHaveLength(10);
    await Promise.all(
      reservas.map((r, i) =>
        fetch(`${(i % 2 ? a : b).url}/api/fechas/${r.fechaId}/agregar-hora-agendada`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            horaInicio: r.hora,
            horaFin: fin(r.hora),
            nombre: 'Cliente',
            email: r.email,
            servicio: 'Corte de pelo',
          }),
        }).then((res) => expect(res.status).toBe(200)),
      ),
    );
    await vi.waitFor(
      async () => {
        const [p] = await sql(
          url,
          "select count(*)::int as n from correos_outbox where estado = 'pendiente'",
        );
        expect(p?.n).toBe(0);
      },
      { timeout: 30_000, interval: 200 },
    );
    // Stopped: neither can send anything more, so what arrived is all that ever will.
    await Promise.all([a.detener(), b.detener()]);
    for (const r of reservas) expect(smtp.para(r.email)).toHaveLength(1);
  });
});
