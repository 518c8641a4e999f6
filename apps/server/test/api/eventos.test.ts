import type { ConteoRsvp, EventoRsvp, RsvpAdmin } from '@barberia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Correo } from '../../src/infra/correo/mailer.js';
import { ADMIN, type AppDePrueba, appDePrueba, BARBERO, LUNES_9AM } from '../helpers/app.js';
import { pedidor } from '../helpers/back-office.js';
import { BASES } from '../helpers/databases.js';

const EVENTO = {
  name: 'Noche de lanzamiento',
  description: 'Cortes, música y <b>sorpresas</b>.',
  startDate: '2026-12-05',
  startTime: '19:00',
  endTime: '22:00',
  location: 'Av. Pajaritos 1234, Maipú',
  max: 10,
  maxpp: 3,
};

describe.each(BASES)('eventos y RSVP (%s)', (base) => {
  let t: AppDePrueba;
  let admin: string;
  let barbero: string;
  const enviados: Correo[] = [];
  const pedir = () => pedidor(t);

  beforeAll(async () => {
    t = await appDePrueba(base, {
      mailer: { enviar: async (c) => void enviados.push(c), close: () => {} },
    });
    [admin, barbero] = await Promise.all([t.tokenDe(ADMIN), t.tokenDe(BARBERO)]);
  });
  afterAll(() => t.close());

  async function crearEvento(cambios: object = {}) {
    const res = await pedir()('POST', '/api/eventos', admin, { ...EVENTO, ...cambios });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<EventoRsvp>();
  }
  const responder = (id: string, cuerpo: object, ip = '10.0.0.1') =>
    pedir()('POST', `/api/rsvp/${id}`, undefined, { status: 'confirmed', amount: 1, ...cuerpo }, ip);
  const conteo = async (id: string) => (await pedir()('GET', `/api/rsvp/${id}/count`)).json<ConteoRsvp>();
  const lista = async (id: string, token = admin) => {
    const res = await pedir()('GET', `/api/eventos/${id}/rsvp`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<RsvpAdmin[]>();
  };
  /** The token of the last link mailed to that address. */
  async function enlaceDe(email: string) {
    await t.outbox.procesar();
    const correo = enviados.findLast((c) => c.para === email);
    return /confirmar=([\w-]{43})/.exec(correo?.texto ?? '')?.[1] ?? '';
  }
  const confirmar = (token: string) => pedir()('POST', '/api/rsvp/confirmar', undefined, { token });

  it('el admin crea, edita y borra; el público ve solo los próximos, con los valores por defecto', async () => {
    const e = await crearEvento({ maxpp: undefined });
    expect(e).toMatchObject({
      ...EVENTO,
      maxpp: 1,
      timeZone: 'America/Santiago',
      expires: null,
      initial_confirmation: true,
      maybe_option: false,
      doubleOptIn: false,
      fields: [],
    });
    const pasado = await crearEvento({ startDate: '2026-11-20' });
    const publicos = (await pedir()('GET', '/api/eventos')).json<EventoRsvp[]>().map((x) => x._id);
    expect(publicos).toContain(e._id);
    expect(publicos).not.toContain(pasado._id);

    const editado = await pedir()('PUT', `/api/eventos/${e._id}`, admin, {
      ...EVENTO,
      name: 'Taller',
      maxpp: undefined,
    });
    expect(editado.json()).toMatchObject({ name: 'Taller', maxpp: 1 });
    expect((await pedir()('PUT', `/api/eventos/${e._id}`, barbero, EVENTO)).statusCode).toBe(403);
    expect((await pedir()('DELETE', `/api/eventos/${e._id}`, admin)).json()).toEqual({
      msg: 'Evento eliminado.',
    });
    const borrado = await pedir()('GET', `/api/eventos/${e._id}`);
    expect(borrado.statusCode).toBe(404);
    expect(borrado.json()).toMatchObject({
      code: 'EVENTO_RSVP_NO_ENCONTRADO',
      msg: 'El evento no existe o fue eliminado.',
    });
  });

  it.each([
    [{ name: '' }, 'El nombre es obligatorio.'],
    [{ max: 0 }, 'El total de cupos debe ser al menos 1.'],
    [{ maxpp: 11 }, 'El máximo por persona no puede superar el total de cupos.'],
    [{ endTime: '18:00' }, 'La hora de término debe ser posterior a la de inicio.'],
    [{ startDate: '2026-02-30' }, 'La fecha debe tener el formato AAAA-MM-DD.'],
    [{ expires: '5 de diciembre' }, 'El cierre de inscripciones debe tener el formato AAAA-MM-DD HH:MM.'],
    [{ fields: [{ type: 'select', name: 'x' }] }, 'El tipo de campo no es válido.'],
  ])('un evento inválido (%o) se rechaza con «%s»', async (cambio, msg) => {
    const res = await pedir()('POST', '/api/eventos', admin, { ...EVENTO, ...cambio });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg, code: 'DATOS_INVALIDOS' });
  });

  it('una respuesta confirmada toma sus cupos; declined y undecided no; un cambio del mismo correo espera su correo', async () => {
    const e = await crearEvento({ maybe_option: true });
    const r = await responder(e._id, { email: ' Ana@Correo.cl ', amount: 2, language: 'es' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ status: 'confirmed' });
    expect(await conteo(e._id)).toEqual({
      total: 2,
      pendientes: 0,
      max: 10,
      expired: false,
      bookedOut: false,
    });

    expect((await responder(e._id, { email: 'ana@correo.cl', amount: 3 })).json()).toMatchObject({
      status: 'doi',
    });
    expect((await conteo(e._id)).total).toBe(2);
    expect((await confirmar(await enlaceDe('ana@correo.cl'))).json()).toMatchObject({
      msg: '¡Listo! Tu respuesta quedó actualizada.',
    });
    expect((await conteo(e._id)).total).toBe(3);
    expect((await responder(e._id, { email: 'ana@correo.cl', status: 'declined' })).json()).toMatchObject({
      status: 'doi',
    });
    expect((await confirmar(await enlaceDe('ana@correo.cl'))).statusCode).toBe(200);
    expect(
      (await responder(e._id, { email: 'beto@correo.cl', status: 'undecided', amount: 2 })).statusCode,
    ).toBe(200);
    expect((await conteo(e._id)).total).toBe(0);
    const filas = await lista(e._id);
    expect(filas.map((f) => [f.email, f.status, f.confirmado])).toEqual([
      ['ana@correo.cl', 'declined', true],
      ['beto@correo.cl', 'undecided', true],
    ]);
  });

  it('«tal vez» solo cuando el evento lo admite', async () => {
    const e = await crearEvento();
    const r = await responder(e._id, { email: 'c@correo.cl', status: 'undecided' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 'RSVP_TAL_VEZ_NO_PERMITIDO' });
  });

  it.each(['no-es-correo', 'a@b', `${'x'.repeat(71)}@correo.cl`, '<a>@correo.cl', ''])(
    'correo «%s» inválido: código 2 del widget',
    async (email) => {
      const e = await crearEvento();
      const r = await responder(e._id, { email });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ msg: 'El correo no es válido.', code: 'RSVP_CORREO_INVALIDO', error: 2 });
    },
  );

  it.each([0, 4, -1])('cantidad %i fuera de 1…maxpp se rechaza', async (amount) => {
    const e = await crearEvento();
    const r = await responder(e._id, { email: 'd@correo.cl', amount });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 'RSVP_CANTIDAD_INVALIDA' });
  });

  it('sin cupos suficientes: código 6; una respuesta que cabe justo entra', async () => {
    const e = await crearEvento({ max: 4, maxpp: 3 });
    expect((await responder(e._id, { email: 'e1@correo.cl', amount: 3 })).statusCode).toBe(200);
    const lleno = await responder(e._id, { email: 'e2@correo.cl', amount: 2 });
    expect(lleno.statusCode).toBe(409);
    expect(lleno.json()).toEqual({
      msg: 'No quedan cupos suficientes para este evento.',
      code: 'RSVP_AGOTADO',
      error: 6,
    });
    expect((await responder(e._id, { email: 'e2@correo.cl', amount: 1 })).statusCode).toBe(200);
    expect(await conteo(e._id)).toMatchObject({ total: 4, bookedOut: true });
    // Declining is always possible, and frees the places once its mail confirms it.
    expect((await responder(e._id, { email: 'e3@correo.cl', status: 'declined' })).statusCode).toBe(200);
    expect((await responder(e._id, { email: 'e1@correo.cl', status: 'declined' })).statusCode).toBe(200);
    expect((await confirmar(await enlaceDe('e1@correo.cl'))).statusCode).toBe(200);
    expect(await conteo(e._id)).toMatchObject({ total: 1, bookedOut: false });
  });

  it('cerradas las inscripciones (expires, o el evento ya empezó): código 5', async () => {
    const cerrado = await crearEvento({ expires: '2026-11-23 08:59' });
    const r = await responder(cerrado._id, { email: 'f@correo.cl' });
    expect(r.statusCode).toBe(410);
    expect(r.json()).toEqual({
      msg: 'Las inscripciones para este evento ya cerraron.',
      code: 'RSVP_VENCIDO',
      error: 5,
    });
    expect((await conteo(cerrado._id)).expired).toBe(true);
    const abierto = await crearEvento({ expires: '2026-11-23 09:01' });
    expect((await responder(abierto._id, { email: 'f@correo.cl' })).statusCode).toBe(200);
    const hoy = await crearEvento({ startDate: '2026-11-23', startTime: '08:00', endTime: '23:00' });
    expect((await responder(hoy._id, { email: 'f@correo.cl' })).json()).toMatchObject({ error: 5 });
  });

  it('campos propios: obligatorios, radio, número, correo, ocultos, sin etiquetas y recortados', async () => {
    const e = await crearEvento({
      fields: [
        { type: 'label', label: 'Cuéntanos de ti' },
        { type: 'text', name: 'nombre', label: 'Nombre', required: true },
        { type: 'number', name: 'edad', label: 'Edad' },
        { type: 'email', name: 'otro', label: 'Otro correo' },
        { type: 'checkbox', name: 'acepto', label: 'Acepto', required: true },
        { type: 'radio', name: 'corte', label: 'Fade' },
        { type: 'radio', name: 'corte', label: 'Clásico' },
        { type: 'hidden', name: 'origen', default: 'web' },
        { type: 'text', label: 'sin nombre: se ignora' },
      ],
    });
    const completo = {
      nombre: '  <b>Ana</b> Pérez ',
      edad: '3a0',
      acepto: true,
      corte: 'Fade',
      origen: 'hack',
    };
    const casos: [object, string][] = [
      [{ ...completo, nombre: '  <i></i> ' }, 'RSVP_CAMPOS_OBLIGATORIOS'],
      [{ ...completo, acepto: false }, 'RSVP_CAMPOS_OBLIGATORIOS'],
      [{ ...completo, corte: 'Mohicano' }, 'RSVP_CAMPOS_OBLIGATORIOS'],
      [{ ...completo, corte: undefined }, 'RSVP_CAMPOS_OBLIGATORIOS'],
      [{ ...completo, otro: 'mal' }, 'RSVP_CORREO_INVALIDO'],
    ];
    for (const [payload, code] of casos) {
      const r = await responder(e._id, { email: 'g@correo.cl', payload });
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json()).toMatchObject({ code });
    }
    expect(
      (await responder(e._id, { email: 'g@correo.cl', payload: { ...completo, intruso: 'x' } })).statusCode,
    ).toBe(200);
    expect((await lista(e._id))[0]!.payload).toEqual({
      nombre: 'Ana Pérez',
      edad: '30',
      otro: '',
      acepto: true,
      corte: 'Fade',
      origen: 'web',
    });
  });

  it('doble opt-in: responde «doi», el cupo queda reservado unos minutos y cuenta al confirmar; el enlace sirve una vez', async () => {
    const e = await crearEvento({ max: 4, doubleOptIn: true });
    const r = await responder(e._id, { email: 'h@correo.cl', amount: 2 });
    expect(r.json()).toMatchObject({ status: 'doi' });
    await t.outbox.procesar();
    const correo = enviados.find((c) => c.para === 'h@correo.cl');
    expect(correo?.asunto).toBe('Confirma tu inscripción a Noche de lanzamiento');
    expect(correo?.texto).toContain('Guardamos tus cupos por 15 minutos');
    const enlace = /http:\/\/barberia\.test\/eventos\/[^?\s]+\?confirmar=([\w-]{43})/.exec(correo!.texto);
    expect(enlace).not.toBeNull();
    expect((await lista(e._id)).map((f) => f.confirmado)).toEqual([false]);
    // Held apart while the hold lasts: the event is not «agotado», and the held places are not free.
    expect(await conteo(e._id)).toMatchObject({ total: 0, pendientes: 2, bookedOut: false });
    expect((await responder(e._id, { email: 'i@correo.cl', amount: 3 })).json()).toMatchObject({
      status: 'doi',
    });
    expect((await confirmar(await enlaceDe('i@correo.cl'))).json()).toMatchObject({
      code: 'RSVP_SIN_CUPOS_AL_CONFIRMAR',
    });

    const ok = await confirmar(enlace![1]!);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ msg: '¡Listo! Tu inscripción quedó confirmada.', eventoId: e._id });
    expect((await lista(e._id)).map((f) => [f.email, f.confirmado])).toEqual([
      ['h@correo.cl', true],
      ['i@correo.cl', false],
    ]);
    expect(await conteo(e._id)).toMatchObject({ total: 2, pendientes: 0 });
    const otraVez = await confirmar(enlace![1]!);
    expect(otraVez.statusCode).toBe(400);
    expect(otraVez.json()).toMatchObject({ code: 'RSVP_ENLACE_INVALIDO' });
  });

  it('un opt-in sin confirmar deja de retener sus cupos a los 15 minutos; su enlace vence a las 24 h', async () => {
    const e = await crearEvento({ max: 4, maxpp: 2, doubleOptIn: true });
    expect((await responder(e._id, { email: 'j@correo.cl', amount: 2 })).json()).toMatchObject({
      status: 'doi',
    });
    const token = await enlaceDe('j@correo.cl');
    expect((await conteo(e._id)).pendientes).toBe(2);
    try {
      t.reloj.ahora = new Date(LUNES_9AM.getTime() + 15 * 60_000 - 1);
      expect((await conteo(e._id)).pendientes).toBe(2);
      t.reloj.ahora = new Date(LUNES_9AM.getTime() + 15 * 60_000);
      expect(await conteo(e._id)).toMatchObject({ total: 0, pendientes: 0, bookedOut: false });
      t.reloj.ahora = new Date(LUNES_9AM.getTime() + 24 * 3_600_000);
      // The admin's session of the day before has ended: a fresh one.
      expect(await lista(e._id, await t.tokenDe(ADMIN))).toEqual([]);
      const tarde = await confirmar(token);
      expect(tarde.json()).toMatchObject({ code: 'RSVP_ENLACE_INVALIDO' });
      expect((await responder(e._id, { email: 'k@correo.cl', amount: 2 })).json()).toMatchObject({
        status: 'doi',
      });
    } finally {
      t.reloj.ahora = LUNES_9AM;
    }
  });

  it('200 respuestas simultáneas para 50 cupos: exactamente 50 tomados', async () => {
    const e = await crearEvento({ max: 50, maxpp: 1 });
    const respuestas = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        responder(e._id, { email: `p${i}@correo.cl` }, `10.1.${i % 250}.1`),
      ),
    );
    const estados = respuestas.map((r) => r.statusCode);
    expect(estados.filter((s) => s === 200)).toHaveLength(50);
    expect(estados.filter((s) => s === 409)).toHaveLength(150);
    expect(await conteo(e._id)).toMatchObject({ total: 50, bookedOut: true });
  });

  it('exporta las respuestas en CSV, con celdas que no son fórmulas', async () => {
    const e = await crearEvento({ fields: [{ type: 'text', name: 'nombre', label: 'Nombre' }] });
    await responder(e._id, { email: 'l@correo.cl', amount: 2, payload: { nombre: '=HYPERLINK("x")' } });
    const res = await pedir()('GET', `/api/eventos/${e._id}/rsvp?formato=csv`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lineas = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lineas[0]).toBe('"email","status","amount","confirmado","fecha","nombre"');
    expect(lineas[1]).toMatch(/^"l@correo\.cl","confirmed","2","sí","[^"]+","'=HYPERLINK\(""x""\)"$/);
    expect((await pedir()('GET', `/api/eventos/${e._id}/rsvp?formato=csv`, barbero)).statusCode).toBe(403);
  });

  it('CORS: el widget de otro sitio puede llamar a las dos rutas', async () => {
    const e = await crearEvento();
    const previo = await t.app.inject({
      method: 'OPTIONS',
      url: `/api/rsvp/${e._id}`,
      headers: { origin: 'https://otro.sitio', 'access-control-request-method': 'POST' },
    });
    expect(previo.statusCode).toBe(204);
    expect(previo.headers['access-control-allow-origin']).toBe('*');
    expect(previo.headers['access-control-allow-headers']).toContain('content-type');
    const cuenta = await t.app.inject({
      url: `/api/rsvp/${e._id}/count`,
      headers: { origin: 'https://otro.sitio' },
    });
    expect(cuenta.headers['access-control-allow-origin']).toBe('*');
    expect((await responder(e._id, { email: 'm@correo.cl' })).headers['access-control-allow-origin']).toBe(
      '*',
    );
    // The back office stays same-origin.
    const adminLista = await pedir()('GET', `/api/eventos/${e._id}/rsvp`, admin);
    expect(adminLista.headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each([
    ['JSON roto', '{"status":', 'JSON_INVALIDO'],
    ['status desconocido', { status: 'maybe', email: 'n@correo.cl' }, 'DATOS_INVALIDOS'],
    ['cantidad no numérica', { status: 'confirmed', amount: 'dos', email: 'n@correo.cl' }, 'DATOS_INVALIDOS'],
    [
      'payload que no es objeto',
      { status: 'confirmed', email: 'n@correo.cl', payload: [1] },
      'DATOS_INVALIDOS',
    ],
    ['sin correo', { status: 'confirmed' }, 'DATOS_INVALIDOS'],
  ])('entrada inválida (%s): 400 con mensaje en español', async (_, cuerpo, code) => {
    const e = await crearEvento();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/rsvp/${e._id}`,
      headers: { 'content-type': 'application/json' },
      payload: typeof cuerpo === 'string' ? cuerpo : JSON.stringify(cuerpo),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code });
    expect(res.json<{ msg: string }>().msg).toMatch(/[a-záéíóúñ]/);
  });

  it('evento inexistente o id mal formado: 404 y 400, nunca 5xx', async () => {
    const r = await responder(crypto.randomUUID(), { email: 'o@correo.cl' });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ code: 'EVENTO_RSVP_NO_ENCONTRADO' });
    expect((await pedir()('GET', '/api/rsvp/no-es-id/count')).statusCode).toBe(400);
    expect((await pedir()('POST', '/api/rsvp/confirmar', undefined, { token: 'corto' })).statusCode).toBe(
      400,
    );
  });
});

describe('límites de RSVP', () => {
  it('por correo desde muchas direcciones y por dirección con muchos correos', async () => {
    const t = await appDePrueba('pglite', { env: { RATE_LIMIT_RSVP: '3', RATE_LIMIT_RSVP_CORREO: '2' } });
    try {
      const admin = await t.tokenDe(ADMIN);
      const pedir = pedidor(t);
      const e = (await pedir('POST', '/api/eventos', admin, EVENTO)).json<EventoRsvp>();
      const responder = (email: string, ip: string) =>
        pedir('POST', `/api/rsvp/${e._id}`, undefined, { status: 'confirmed', amount: 1, email }, ip);
      expect((await responder('q@correo.cl', '10.2.0.1')).statusCode).toBe(200);
      expect((await responder('q@correo.cl', '10.2.0.2')).statusCode).toBe(200);
      const porCorreo = await responder('Q@correo.cl', '10.2.0.3');
      expect(porCorreo.statusCode).toBe(429);
      expect(porCorreo.json()).toMatchObject({ code: 'DEMASIADAS_SOLICITUDES' });
      for (const email of ['r1@correo.cl', 'r2@correo.cl', 'r3@correo.cl'])
        expect((await responder(email, '10.2.0.9')).statusCode).toBe(200);
      expect((await responder('r4@correo.cl', '10.2.0.9')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
