import { MENSAJES } from '@barberia/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appDelBloque } from '../helpers/app.js';
import { esperarErroresDelServidor } from '../helpers/errores-del-servidor.js';

describe('una falla propia del servidor (pglite)', () => {
  const t = appDelBloque('pglite');

  it('responde 500 en español sin filtrar la causa, y queda en el log de errores', async () => {
    const errores = esperarErroresDelServidor();
    // A table gone from under the running app (a botched migration): our fault, not the caller's.
    await t.database.db.execute(sql`drop table avisos`);
    const res = await t.app.inject({ url: '/api/avisos' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ msg: MENSAJES.ERROR_INTERNO, code: 'ERROR_INTERNO' });
    expect(res.body).not.toContain('avisos');
    expect(errores().join('')).toContain('error no controlado');
  });
});
