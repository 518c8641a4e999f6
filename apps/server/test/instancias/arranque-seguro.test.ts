import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { correrHastaSalir, type Instancia, iniciarInstancia } from '../helpers/instancias.js';

// Real processes: what a deploy does, not what a test app does.
describe('arranque seguro del servidor (decisión 024)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'barberia-cerrojo-'));
  let a: Instancia | undefined;
  afterAll(async () => {
    await a?.detener();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('NODE_ENV=production sin configuración segura no arranca: mensaje en español y código ≠ 0', async () => {
    const { codigo, salida } = await correrHastaSalir({
      NODE_ENV: 'production',
      DATA_DIR: join(dataDir, 'nunca'),
      JWT_SECRET: '',
      PUBLIC_URL: '',
      SMTP_URL: '',
    });
    expect(codigo).not.toBe(0);
    expect(salida).toContain('Configuración inválida');
    for (const v of ['JWT_SECRET', 'PUBLIC_URL', 'SMTP_URL', 'WEBPAY_ENV']) expect(salida).toContain(v);
    expect(existsSync(join(dataDir, 'nunca'))).toBe(false);
  }, 120_000);

  it('un segundo proceso no abre el mismo directorio PGlite; la contraseña generada va a un archivo 0600, no al registro', async () => {
    a = await iniciarInstancia(
      {
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        ADMIN_PASSWORD: '',
        BARBERO_PASSWORD: '',
        SHUTDOWN_TIMEOUT_MS: '1500',
      },
      200_000,
    );
    const segundo = await correrHastaSalir({ DATA_DIR: dataDir });
    expect(segundo.codigo).toBe(1);
    expect(segundo.salida).toContain('Otro proceso');
    expect(segundo.salida).toContain('PGlite admite un solo proceso');

    const archivo = join(dataDir, 'contrasenas-generadas.txt');
    expect(statSync(archivo).mode & 0o777).toBe(0o600);
    const contrasenas = readFileSync(archivo, 'utf8')
      .trim()
      .split('\n')
      .map((l) => l.split('\t')[2]!);
    // The admin, the barber and the demo's second barber (SEED_DEMO_BARBEROS, default 2).
    expect(contrasenas).toHaveLength(3);
    for (const c of contrasenas) expect(a.salida()).not.toContain(c);
    expect(a.salida()).toContain('contrasenas-generadas.txt');
  }, 240_000);

  it('al cerrarse sale dentro de SHUTDOWN_TIMEOUT_MS aunque una conexión quede colgada, y suelta el directorio', async () => {
    const instancia = a!;
    const { port } = new URL(instancia.url);
    // A request that never finishes: headers started, never ended.
    const colgada = connect(Number(port), '127.0.0.1');
    await once(colgada, 'connect');
    colgada.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    colgada.on('error', () => {});
    await new Promise((r) => setTimeout(r, 300));
    const inicio = Date.now();
    instancia.proceso.kill('SIGTERM');
    await once(instancia.proceso, 'exit');
    expect(Date.now() - inicio).toBeLessThan(1500 + 3000);
    colgada.destroy();
    expect(existsSync(join(dataDir, 'servidor.pid'))).toBe(false);
  });
});
