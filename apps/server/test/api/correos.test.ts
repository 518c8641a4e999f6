import { MENSAJES } from '@barberia/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { correosOutbox } from '../../src/db/schema.js';
import { appDelBloque } from '../helpers/app.js';
import { cuentasDelBloque, esError, pedidor } from '../helpers/back-office.js';
import { BASES } from '../helpers/databases.js';
import { agendar, fechaDelDia } from '../helpers/reservas.js';

/**
 * Issue 20: any barber could mail anyone from the shop's address, with any subject and links. Now the
 * admin writes to anyone, a barber only to their own clients, within limits, and the log says who wrote
 * to whom (masked) about what, never the body.
 */
describe.each(BASES)('POST /api/correos (%s)', (base) => {
  const registro: string[] = [];
  const t = appDelBloque(base, {
    env: { RATE_LIMIT_CORREOS_CUENTA: '3' },
    alRegistrar: (linea) => registro.push(linea),
  });
  const pedir = pedidor(t);
  const cuentas = cuentasDelBloque(t);
  const correo = (email: string, asunto = 'Tu hora') => ({
    email,
    asunto,
    mensaje: 'Cuerpo privado del correo.',
  });
  const enBandeja = async (para: string) =>
    (await t.database.db.select().from(correosOutbox).where(eq(correosOutbox.para, para))).length;

  it('un barbero solo escribe a sus clientes; el admin a cualquiera; lo demás queda fuera de la bandeja', async () => {
    const fecha = await fechaDelDia(t, '2026-11-25');
    expect(
      (await agendar(t, fecha._id, { horaInicio: '11:00', horaFin: '11:45', email: 'suya@correo.cl' }))
        .statusCode,
    ).toBe(200);

    expect((await pedir('POST', '/api/correos', cuentas.barbero, correo('suya@correo.cl'))).statusCode).toBe(
      202,
    );
    await esError(
      pedir('POST', '/api/correos', cuentas.barbero, correo('cualquiera@correo.cl')),
      403,
      MENSAJES.CORREO_SOLO_A_TUS_CLIENTES,
    );
    // Another barber's client is not this barber's.
    await esError(
      pedir('POST', '/api/correos', cuentas.otro, correo('suya@correo.cl')),
      403,
      MENSAJES.CORREO_SOLO_A_TUS_CLIENTES,
    );
    expect(
      (await pedir('POST', '/api/correos', cuentas.admin, correo('cualquiera@correo.cl'))).statusCode,
    ).toBe(202);
    expect(await enBandeja('suya@correo.cl')).toBeGreaterThanOrEqual(2); // the booking's confirmation and this one
    expect(await enBandeja('cualquiera@correo.cl')).toBe(1);
  });

  it('queda anotado quién escribió, a quién (enmascarado) y el asunto; nunca el cuerpo', () => {
    const lineas = registro.filter((l) => l.includes('correo encolado por un usuario'));
    expect(lineas.length).toBeGreaterThanOrEqual(2);
    expect(
      lineas.some((l) => l.includes('"para":"s***@correo.cl"') && l.includes('"asunto":"Tu hora"')),
    ).toBe(true);
    expect(registro.join('\n')).not.toContain('Cuerpo privado del correo.');
    expect(lineas.join('\n')).not.toContain('suya@correo.cl');
  });

  it('tiene un límite por cuenta: el 4.º en 15 minutos recibe 429', async () => {
    const estados = [];
    for (let i = 0; i < 4; i++) {
      estados.push(
        (await pedir('POST', '/api/correos', cuentas.admin, correo(`limite${i}@correo.cl`))).statusCode,
      );
    }
    // The admin already sent one in the first test.
    expect(estados).toEqual([202, 202, 429, 429]);
  });
});
