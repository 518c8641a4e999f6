import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { refreshTokens } from '../../src/db/schema.js';
import { hashRefreshToken } from '../../src/infra/sesion.js';
import { appDelBloque, BARBERO } from '../helpers/app.js';
import { describeEnPostgres, sesionesEsperandoBloqueo } from '../helpers/databases.js';

// PGlite runs one transaction at a time, so two refreshes there never overlap.
describeEnPostgres('dos refresh del mismo token a la vez (postgres)', () => {
  const t = appDelBloque('postgres');

  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });

  it('solo uno recibe un par nuevo; el otro cuenta como reutilización y revoca la familia', async () => {
    const { token } = await t.login(BARBERO);
    const db = t.database.db;
    let pedidos: ReturnType<typeof refresh>[] = [];
    // Both requests start while another session holds the token's row, so both are in flight together
    // when it lets go: the service's own row lock must still let only one of them through.
    await db.transaction(async (tx) => {
      await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashRefreshToken(token.refreshToken)))
        .for('update');
      pedidos = [refresh(token.refreshToken), refresh(token.refreshToken)];
      await expect.poll(() => sesionesEsperandoBloqueo(db), { timeout: 10_000, interval: 20 }).toBe(2);
    });
    const respuestas = await Promise.all(pedidos);
    const codigos = respuestas.map((r) => r.statusCode).sort();
    expect(codigos).toEqual([200, 401]);
    // The winner's new pair belongs to the revoked family too: a leaked token ends the session.
    const ganador = respuestas.find((r) => r.statusCode === 200)!.json<{ refreshToken: string }>();
    expect((await refresh(ganador.refreshToken)).statusCode).toBe(401);
  });
});
