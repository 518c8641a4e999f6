import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correosOutbox, resenas } from '../../src/db/schema.js';
import { firmarTokenCliente } from '../../src/features/fechas/index.js';
import { crearResenasService } from '../../src/features/resenas/resenas.service.js';
import { ADMIN, type AppDePrueba, appDelBloque, appDePrueba } from '../helpers/app.js';
import { BASES, describeEnPostgres } from '../helpers/databases.js';
import { cancelar, fechaDelDia, reservaHecha } from '../helpers/reservas.js';

const ASUNTO = '¿Cómo te fue en Barbería Maipú?';
const SECRETO = new TextEncoder().encode('secreto-de-pruebas-con-al-menos-32-caracteres');

async function pedidosA(t: AppDePrueba, para: string) {
  return t.database.db
    .select()
    .from(correosOutbox)
    .where(and(eq(correosOutbox.para, para), like(correosOutbox.asunto, ASUNTO)));
}

/** The personal link's id and proof, read from the mail as the client's browser would. */
function enlaceDe(texto: string) {
  const m = /http:\/\/barberia\.test\/agenda\/resena\/([\w-]+)#token=([\w.-]+)/.exec(texto);
  if (!m) throw new Error(`sin enlace de reseña en: ${texto}`);
  return { id: m[1]!, token: m[2]! };
}

/**
 * Monday 23 November 2026, 09:00 in Santiago (-03:00): visits at 11:00 (45 minutes) end at 14:45 UTC;
 * the review is asked for 2 hours later (RESENA_HORAS_DESPUES).
 */
describe.each(BASES)('reseñas (%s)', (base) => {
  let t: AppDePrueba;
  let lunes: string;
  const admin = async () => ({ authorization: `Bearer ${await t.tokenDe(ADMIN)}` });
  const pedirEn = (iso: string) => {
    t.reloj.ahora = new Date(iso);
    return t.resenas.pedir();
  };
  const enviar = (id: string, token: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/resenas/hora/${id}`,
      headers: token ? { 'x-token-cliente': token } : {},
      payload: payload as object,
    });

  beforeAll(async () => {
    t = await appDePrueba(base);
    lunes = (await fechaDelDia(t, '2026-11-23'))._id;
  });
  afterAll(() => t.close());

  it('the demo reviews are published and flagged, and search engines never get them', async () => {
    const publicas = (await t.app.inject({ url: '/api/resenas' })).json();
    expect(publicas.cantidad).toBe(4);
    expect(publicas.promedio).toBe(4.8);
    expect(publicas.resenas[0]).toMatchObject({ nombre: 'Matías R.', estrellas: 5, servicio: 'Degradado' });
    const todas = (await t.app.inject({ url: '/api/resenas/todas', headers: await admin() })).json();
    expect(todas.every((r: { demo: boolean }) => r.demo)).toBe(true);
    expect(await t.resenas.paraBuscadores()).toEqual({ promedio: null, cantidad: 0, resenas: [] });
  });

  it('asks once, 2 hours after the visit, never for a cancelled one; the link proves the client', async () => {
    await reservaHecha(t, lunes, {
      horaInicio: '11:00',
      horaFin: '11:45',
      email: 'ana@correo.cl',
      nombre: 'Ana María Soto',
    });
    const c = await reservaHecha(t, lunes, { horaInicio: '12:00', horaFin: '12:45', email: 'c@correo.cl' });
    expect((await cancelar(t, lunes, '12:00', '12:45', c.tokenCliente)).statusCode).toBe(200);

    expect(await pedirEn('2026-11-23T16:44:59Z')).toBe(0);
    expect(await pedirEn('2026-11-23T16:45:00Z')).toBe(1);
    expect(await pedirEn('2026-11-23T18:00:00Z')).toBe(0);
    expect(await pedidosA(t, 'c@correo.cl')).toHaveLength(0);
    const [correo, ...otros] = await pedidosA(t, 'ana@correo.cl');
    expect(otros).toHaveLength(0);
    expect(correo!.texto).toContain('Gracias por venir el lunes, 23 de noviembre de 2026 (Corte de pelo con');
    const { id, token } = enlaceDe(correo!.texto);

    // Without the proof, or with another client's, the visit is not shown.
    expect((await t.app.inject({ url: `/api/resenas/hora/${id}` })).statusCode).toBe(403);
    // A valid proof of another client's mailbox (their «Ver Horas» link) proves nothing about this visit.
    const deOtro = await firmarTokenCliente(
      { tipo: 'correo', email: 'c@correo.cl' },
      new Date('2027-01-01T00:00:00Z'),
      SECRETO,
      t.reloj.ahora,
    );
    const ajeno = await t.app.inject({
      url: `/api/resenas/hora/${id}`,
      headers: { 'x-token-cliente': deOtro },
    });
    expect(ajeno.statusCode).toBe(403);
    expect((await enviar(id, deOtro, { estrellas: 1 })).statusCode).toBe(403);
    const visita = await t.app.inject({
      url: `/api/resenas/hora/${id}`,
      headers: { 'x-token-cliente': token },
    });
    expect(visita.json()).toMatchObject({
      terminada: true,
      dia: '2026-11-23',
      horaInicio: '11:00',
      servicio: 'Corte de pelo',
      resena: null,
    });

    // Bad input: Spanish 400s, nothing saved.
    for (const malo of [
      {},
      { estrellas: 0 },
      { estrellas: 6 },
      { estrellas: 4.5 },
      { estrellas: 5, comentario: 'x'.repeat(1001) },
    ]) {
      const res = await enviar(id, token, malo);
      expect(res.statusCode, JSON.stringify(malo)).toBe(400);
      expect(res.json().msg).toMatch(/estrellas|comentario/i);
    }
    expect((await enviar(id, undefined, { estrellas: 5 })).statusCode).toBe(403);

    const creada = await enviar(id, token, { estrellas: 4, comentario: '  Muy buen corte.  ' });
    expect(creada.statusCode, creada.body).toBe(201);
    const otra = await enviar(id, token, { estrellas: 1 });
    expect(otra.statusCode).toBe(409);
    expect(otra.json().msg).toBe('Ya nos dejaste tu reseña de esta visita. ¡Gracias!');
    const [guardada] = await t.database.db.select().from(resenas).where(eq(resenas.horaAgendadaId, id));
    expect(guardada).toMatchObject({
      nombre: 'Ana M.',
      estrellas: 4,
      comentario: 'Muy buen corte.',
      estado: 'PENDIENTE',
      demo: false,
    });
    // Not public until the admin publishes it.
    expect((await t.app.inject({ url: '/api/resenas' })).json().cantidad).toBe(4);
  });

  it('a visit that has not ended cannot be reviewed, even by its owner', async () => {
    t.reloj.ahora = new Date('2026-11-23T18:00:00Z');
    const martes = (await fechaDelDia(t, '2026-11-24'))._id;
    const r = await reservaHecha(t, martes, {
      horaInicio: '11:00',
      horaFin: '11:45',
      email: 'pronto@correo.cl',
    });
    const visita = await t.app.inject({
      url: `/api/resenas/hora/${r.horaAgendada._id}`,
      headers: { 'x-token-cliente': r.tokenCliente },
    });
    expect(visita.json()).toMatchObject({ terminada: false, resena: null });
    const res = await enviar(r.horaAgendada._id, r.tokenCliente, { estrellas: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('Podrás dejar tu reseña cuando termine tu hora.');
  });

  it('the admin publishes, answers and hides; the page and its structured data follow', async () => {
    const [pendiente] = await t.database.db.select().from(resenas).where(eq(resenas.demo, false));
    const url = `/api/resenas/${pendiente!.id}`;
    expect((await t.app.inject({ method: 'PUT', url, payload: { estado: 'PUBLICADA' } })).statusCode).toBe(
      401,
    );
    const mala = await t.app.inject({
      method: 'PUT',
      url,
      headers: await admin(),
      payload: { estado: 'BORRADA' },
    });
    expect(mala.statusCode).toBe(400);
    const publicar = await t.app.inject({
      method: 'PUT',
      url,
      headers: await admin(),
      payload: { estado: 'PUBLICADA', respuesta: '¡Gracias, Ana! Te esperamos.' },
    });
    expect(publicar.json()).toEqual({ msg: 'Reseña publicada.' });
    const publicas = (await t.app.inject({ url: '/api/resenas' })).json();
    expect(publicas.cantidad).toBe(5);
    expect(publicas.promedio).toBe(4.6);
    expect(publicas.resenas[0]).toMatchObject({
      nombre: 'Ana M.',
      respuesta: '¡Gracias, Ana! Te esperamos.',
    });
    expect(await t.resenas.paraBuscadores()).toMatchObject({ promedio: 4, cantidad: 1 });
    // Saving the answer of a review already public says so: it was not published again (issue 42).
    const guardar = async (respuesta: string) =>
      (
        await t.app.inject({
          method: 'PUT',
          url,
          headers: await admin(),
          payload: { estado: 'PUBLICADA', respuesta },
        })
      ).json();
    expect(await guardar('')).toEqual({ msg: 'Respuesta quitada: la reseña sigue publicada.' });
    expect(await guardar('¡Gracias, Ana!')).toEqual({
      msg: 'Respuesta guardada: se ve bajo la reseña en el sitio.',
    });

    await t.app.inject({ method: 'PUT', url, headers: await admin(), payload: { estado: 'OCULTA' } });
    expect((await t.app.inject({ url: '/api/resenas' })).json().cantidad).toBe(4);
    expect((await t.resenas.paraBuscadores()).cantidad).toBe(0);
    const otra = await t.app.inject({
      method: 'PUT',
      url: '/api/resenas/00000000-0000-4000-8000-000000000000',
      headers: await admin(),
      payload: { estado: 'PUBLICADA' },
    });
    expect(otra.statusCode).toBe(404);
  });

  it('the personal-data export holds the client’s review, and deletion removes it', async () => {
    const cuerpo = { email: 'ANA@correo.cl' };
    const exportacion = await t.app.inject({
      method: 'POST',
      url: '/api/admin/datos-personales/exportar',
      headers: await admin(),
      payload: cuerpo,
    });
    expect(exportacion.statusCode, exportacion.body).toBe(200);
    expect(exportacion.json().resenas).toMatchObject([{ estrellas: 4, comentario: 'Muy buen corte.' }]);
    const eliminacion = await t.app.inject({
      method: 'POST',
      url: '/api/admin/datos-personales/eliminar',
      headers: await admin(),
      payload: cuerpo,
    });
    expect(eliminacion.json()).toMatchObject({ resenas: 1 });
    expect(await t.database.db.select().from(resenas).where(eq(resenas.email, 'ana@correo.cl'))).toHaveLength(
      0,
    );
  });
});

describeEnPostgres('reseñas con varias instancias (postgres)', () => {
  const t = appDelBloque('postgres');

  it('four workers racing ask for each visit exactly once', async () => {
    const lunes = (await fechaDelDia(t, '2026-11-23'))._id;
    const emails: string[] = [];
    for (const h of ['11', '12', '13', '15', '16', '17']) {
      const email = `visita-${h}@correo.cl`;
      await reservaHecha(t, lunes, { horaInicio: `${h}:00`, horaFin: `${h}:45`, email });
      emails.push(email);
    }
    t.reloj.ahora = new Date('2026-11-24T02:00:00Z');
    const trabajador = () =>
      crearResenasService({
        db: t.database.db,
        clock: () => t.reloj.ahora,
        publicUrl: 'http://barberia.test',
        tienda: t.tienda.vista,
        secret: SECRETO,
        horasDespues: 2,
        diasParaResponder: 14,
      });
    const trabajadores = Array.from({ length: 4 }, trabajador);
    const n = await Promise.all([...trabajadores, ...trabajadores].map((w) => w.pedir()));
    expect(n.reduce((a, b) => a + b, 0)).toBe(6);
    const pedidos = await t.database.db
      .select({ para: correosOutbox.para })
      .from(correosOutbox)
      .where(eq(correosOutbox.asunto, ASUNTO));
    expect(pedidos.map((p) => p.para).sort()).toEqual(emails.sort());
  });

  it('the same review sent eight times at once is saved once', async () => {
    const [pedido] = await t.database.db
      .select({ texto: correosOutbox.texto })
      .from(correosOutbox)
      .where(eq(correosOutbox.asunto, ASUNTO))
      .limit(1);
    const { id, token } = enlaceDe(pedido!.texto);
    const respuestas = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/resenas/hora/${id}`,
          headers: { 'x-token-cliente': token },
          payload: { estrellas: 5 },
        }),
      ),
    );
    expect(respuestas.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await t.database.db.select().from(resenas).where(eq(resenas.horaAgendadaId, id))).toHaveLength(1);
  });
});
