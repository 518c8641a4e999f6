import { randomUUID } from 'node:crypto';
import {
  type Aviso,
  MENSAJES,
  type Servicio,
  type ServicioPublico,
  type TipoServicio,
} from '@barberia/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { usuarios } from '../../src/db/schema.js';
import { ADMIN, appDelBloque, BARBERO } from '../helpers/app.js';
import { BASES } from '../helpers/databases.js';

type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function esError(res: LightMyRequestResponse, status: number, msg: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ msg });
}

describe.each(BASES)('catálogo: servicios, tipos y avisos (%s)', (base) => {
  const t = appDelBloque(base);
  let admin: string;
  let barbero: string;
  beforeAll(async () => {
    admin = await t.tokenDe(ADMIN);
    barbero = await t.tokenDe(BARBERO);
  });

  const pedir = (method: Metodo, url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const leer = async <T>(url: string) => (await pedir('GET', url)).json<T>();
  const servicioNuevo = (servicio: string, tipo?: string) => ({
    servicio,
    precio: 11000,
    duracion: 30,
    tipo: tipo ?? null,
    descripcion: 'Prueba',
  });

  it('GET /api/servicios: los 8 servicios demo, ordenados, con el tipo poblado {_id, nombre}', async () => {
    const servicios = await leer<Servicio[]>('/api/servicios');
    expect(servicios).toHaveLength(8);
    const nombres = servicios.map((s) => s.servicio);
    expect(nombres).toEqual([...nombres].sort((a, b) => a.localeCompare(b)));
    const corte = servicios.find((s) => s.servicio === 'Corte de pelo');
    expect(corte).toEqual({
      _id: expect.stringMatching(UUID),
      servicio: 'Corte de pelo',
      precio: 12000,
      duracion: 45,
      tipo: { _id: expect.stringMatching(UUID), nombre: 'Cortes' },
      descripcion: expect.any(String),
      abono: null,
    });
    for (const s of servicios) expect(Object.keys(s.tipo ?? {}).sort()).toEqual(['_id', 'nombre']);
  });

  it('GET /api/servicios/obtener-servicios: barberos con sus servicios (tipo es un id); un barbero inactivo no aparece', async () => {
    const tipos = new Set((await leer<TipoServicio[]>('/api/tipo-servicio')).map((x) => x._id));
    type Barbero = { _id: string; nombre: string; servicios: ServicioPublico[] };
    const lista = await leer<Barbero[]>('/api/servicios/obtener-servicios');
    const diego = lista.find((b) => b._id === t.barberoId);
    expect(diego?.nombre).toBe('Diego');
    expect(diego?.servicios).toHaveLength(8);
    for (const s of diego?.servicios ?? []) expect(tipos.has(s.tipo ?? '')).toBe(true);

    const { db } = t.database;
    await db.update(usuarios).set({ activo: false }).where(eq(usuarios.id, t.barberoId));
    try {
      const sinDiego = await leer<Barbero[]>('/api/servicios/obtener-servicios');
      expect(sinDiego.map((b) => b._id)).not.toContain(t.barberoId);
    } finally {
      await db.update(usuarios).set({ activo: true }).where(eq(usuarios.id, t.barberoId));
    }
  });

  it('GET /api/tipo-servicio y /api/tipo-servicio/servicios', async () => {
    const tipos = await leer<TipoServicio[]>('/api/tipo-servicio');
    expect(tipos.map((x) => x.nombre)).toEqual(['Barba', 'Combos', 'Cortes']);
    for (const x of tipos) expect(x).toEqual({ _id: expect.stringMatching(UUID), nombre: x.nombre });
    const conServicios = await leer<(TipoServicio & { servicios: ServicioPublico[] })[]>(
      '/api/tipo-servicio/servicios',
    );
    expect(conServicios.map((x) => [x.nombre, x.servicios.length])).toEqual([
      ['Barba', 2],
      ['Combos', 2],
      ['Cortes', 4],
    ]);
    for (const x of conServicios) for (const s of x.servicios) expect(s.tipo).toBe(x._id);
  });

  it('GET /api/avisos y /api/avisos/active: el aviso demo está activo', async () => {
    const avisos = await leer<Aviso[]>('/api/avisos');
    expect(avisos).toHaveLength(1);
    expect(avisos[0]).toMatchObject({ isActivo: true, titulo: expect.any(String) });
    expect(await leer<Aviso>('/api/avisos/active')).toEqual(avisos[0]);
  });

  it('escrituras: 401 sin token, 401 con token basura, 403 como barbero', async () => {
    const id = randomUUID();
    const escrituras: [Metodo, string, unknown][] = [
      ['POST', '/api/servicios', servicioNuevo('X')],
      ['PUT', `/api/servicios/${id}`, servicioNuevo('X')],
      ['DELETE', `/api/servicios/${id}`, undefined],
      ['POST', '/api/tipo-servicio', { nombre: 'X' }],
      ['PUT', `/api/tipo-servicio/${id}`, { nombre: 'X' }],
      ['DELETE', `/api/tipo-servicio/${id}`, undefined],
      ['POST', '/api/avisos', { titulo: 'X', contenido: 'Y' }],
      ['PUT', `/api/avisos/${id}`, { titulo: 'X', contenido: 'Y' }],
      ['PUT', `/api/avisos/${id}/status`, undefined],
      ['DELETE', `/api/avisos/${id}`, undefined],
    ];
    for (const [metodo, url, cuerpo] of escrituras) {
      esError(await pedir(metodo, url, undefined, cuerpo), 401, MENSAJES.NO_AUTENTICADO);
      esError(await pedir(metodo, url, 'no.es.un-jwt', cuerpo), 401, MENSAJES.TOKEN_INVALIDO);
      esError(await pedir(metodo, url, barbero, cuerpo), 403, MENSAJES.SIN_PERMISO);
    }
    expect(await leer<Servicio[]>('/api/servicios')).toHaveLength(8);
  });

  it('el abono de un servicio (decisión 044): monto o porcentaje, validado en español, y se puede quitar', async () => {
    const creado = await pedir('POST', '/api/servicios', admin, {
      ...servicioNuevo('Con abono'),
      abono: { tipo: 'porcentaje', valor: 30 },
    });
    expect(creado.statusCode, creado.body).toBe(201);
    const s = creado.json<Servicio>();
    expect(s.abono).toEqual({ tipo: 'porcentaje', valor: 30 });
    const publico = (await leer<Servicio[]>('/api/servicios')).find((x) => x._id === s._id);
    expect(publico?.abono).toEqual({ tipo: 'porcentaje', valor: 30 });
    esError(
      await pedir('PUT', `/api/servicios/${s._id}`, admin, {
        ...servicioNuevo('Con abono'),
        abono: { tipo: 'monto', valor: 10 },
      }),
      400,
      'El abono mínimo que acepta Webpay es de $50.',
    );
    esError(
      await pedir('PUT', `/api/servicios/${s._id}`, admin, {
        ...servicioNuevo('Con abono'),
        abono: { tipo: 'porcentaje', valor: 101 },
      }),
      400,
      'El porcentaje no puede superar el 100 %.',
    );
    const sinAbono = await pedir('PUT', `/api/servicios/${s._id}`, admin, {
      ...servicioNuevo('Con abono'),
      abono: null,
    });
    expect(sinAbono.json<Servicio>().abono).toBeNull();
    expect((await pedir('DELETE', `/api/servicios/${s._id}`, admin)).statusCode).toBe(200);
  });

  it('servicios como admin: crear, nombre duplicado, editar, tipo desconocido, eliminar', async () => {
    const cortes = (await leer<TipoServicio[]>('/api/tipo-servicio')).find((x) => x.nombre === 'Cortes')!;
    const creado = await pedir('POST', '/api/servicios', admin, servicioNuevo('Rapado', cortes._id));
    expect(creado.statusCode).toBe(201);
    const s = creado.json<Servicio>();
    expect(s).toEqual({
      ...servicioNuevo('Rapado'),
      _id: expect.stringMatching(UUID),
      tipo: cortes,
      abono: null,
    });

    const duplicado = servicioNuevo('Corte de pelo');
    esError(await pedir('POST', '/api/servicios', admin, duplicado), 409, MENSAJES.SERVICIO_DUPLICADO);
    esError(
      await pedir('PUT', `/api/servicios/${s._id}`, admin, duplicado),
      409,
      MENSAJES.SERVICIO_DUPLICADO,
    );
    const tipoX = servicioNuevo('Otro', randomUUID());
    esError(await pedir('POST', '/api/servicios', admin, tipoX), 404, MENSAJES.TIPO_SERVICIO_NO_ENCONTRADO);

    const editado = await pedir('PUT', `/api/servicios/${s._id}`, admin, {
      ...servicioNuevo('Rapado total'),
      precio: 8000,
    });
    expect(editado.statusCode).toBe(200);
    expect(editado.json()).toMatchObject({ _id: s._id, servicio: 'Rapado total', precio: 8000, tipo: null });
    const ajeno = `/api/servicios/${randomUUID()}`;
    esError(await pedir('PUT', ajeno, admin, servicioNuevo('Z')), 404, MENSAJES.SERVICIO_NO_ENCONTRADO);

    const borrado = await pedir('DELETE', `/api/servicios/${s._id}`, admin);
    expect(borrado.statusCode).toBe(200);
    expect(borrado.json()).toEqual({ msg: expect.any(String) });
    esError(await pedir('DELETE', `/api/servicios/${s._id}`, admin), 404, MENSAJES.SERVICIO_NO_ENCONTRADO);
    expect(await leer<Servicio[]>('/api/servicios')).toHaveLength(8);
  });

  it('servicios con barberos: se asignan al crear, se reemplazan al editar, se mantienen si no vienen; el cliente lo ve solo si alguien lo realiza', async () => {
    const usuariosDe = async (id: string) =>
      (await pedir('GET', '/api/users', admin))
        .json<{ _id: string; servicios: string[] }[]>()
        .filter((u) => u.servicios.includes(id))
        .map((u) => u._id);
    const ofrecido = async (id: string) =>
      (await leer<{ servicios: { _id: string }[] }[]>('/api/servicios/obtener-servicios')).some((b) =>
        b.servicios.some((x) => x._id === id),
      );
    const diego = (await pedir('GET', '/api/users', admin))
      .json<{ _id: string; email: string }[]>()
      .find((u) => u.email === BARBERO.email)!._id;

    // Without barbers the service exists but no client can book it.
    const solo = (
      await pedir('POST', '/api/servicios', admin, servicioNuevo('Sin barbero'))
    ).json<Servicio>();
    expect(await usuariosDe(solo._id)).toEqual([]);
    expect(await ofrecido(solo._id)).toBe(false);

    const creado = await pedir('POST', '/api/servicios', admin, {
      ...servicioNuevo('Con barbero'),
      barberos: [diego, diego],
    });
    expect(creado.statusCode, creado.body).toBe(201);
    const s = creado.json<Servicio>();
    expect(s).not.toHaveProperty('barberos');
    expect(await usuariosDe(s._id)).toEqual([diego]);
    expect(await ofrecido(s._id)).toBe(true);

    // An edit without barberos leaves them; with an empty list nobody performs it.
    await pedir('PUT', `/api/servicios/${s._id}`, admin, { ...servicioNuevo('Con barbero'), precio: 9000 });
    expect(await usuariosDe(s._id)).toEqual([diego]);
    const vacio = await pedir('PUT', `/api/servicios/${s._id}`, admin, {
      ...servicioNuevo('Con barbero'),
      barberos: [],
    });
    expect(vacio.statusCode).toBe(200);
    expect(await usuariosDe(s._id)).toEqual([]);
    expect(await ofrecido(s._id)).toBe(false);

    // An unknown barber: 404 in Spanish, and nothing half done (neither the service nor its barbers).
    const fantasma = { ...servicioNuevo('Fantasma'), barberos: [diego, randomUUID()] };
    esError(await pedir('POST', '/api/servicios', admin, fantasma), 404, MENSAJES.BARBERO_NO_ENCONTRADO);
    expect((await leer<Servicio[]>('/api/servicios')).some((x) => x.servicio === 'Fantasma')).toBe(false);
    esError(
      await pedir('PUT', `/api/servicios/${s._id}`, admin, {
        ...servicioNuevo('Renombrado'),
        barberos: [randomUUID()],
      }),
      404,
      MENSAJES.BARBERO_NO_ENCONTRADO,
    );
    expect((await leer<Servicio[]>('/api/servicios')).find((x) => x._id === s._id)?.servicio).toBe(
      'Con barbero',
    );
    esError(
      await pedir('POST', '/api/servicios', admin, { ...servicioNuevo('Malo'), barberos: ['no-es-id'] }),
      400,
      MENSAJES.ID_INVALIDO,
    );

    for (const x of [solo, s]) await pedir('DELETE', `/api/servicios/${x._id}`, admin);
  });

  it('tipos de servicio como admin: crear, duplicado, editar, desconocido, eliminar', async () => {
    const creado = await pedir('POST', '/api/tipo-servicio', admin, { nombre: 'Tratamientos' });
    expect(creado.statusCode).toBe(201);
    const tipo = creado.json<TipoServicio>();
    expect(tipo).toEqual({ _id: expect.stringMatching(UUID), nombre: 'Tratamientos' });

    const url = `/api/tipo-servicio/${tipo._id}`;
    const dup = { nombre: 'Cortes' };
    esError(await pedir('POST', '/api/tipo-servicio', admin, dup), 409, MENSAJES.TIPO_SERVICIO_DUPLICADO);
    esError(await pedir('PUT', url, admin, dup), 409, MENSAJES.TIPO_SERVICIO_DUPLICADO);
    const editado = await pedir('PUT', url, admin, { nombre: 'Spa' });
    expect(editado.statusCode).toBe(200);
    expect(editado.json()).toEqual({ _id: tipo._id, nombre: 'Spa' });

    const ajeno = `/api/tipo-servicio/${randomUUID()}`;
    esError(await pedir('PUT', ajeno, admin, { nombre: 'Nada' }), 404, MENSAJES.TIPO_SERVICIO_NO_ENCONTRADO);
    esError(await pedir('DELETE', ajeno, admin), 404, MENSAJES.TIPO_SERVICIO_NO_ENCONTRADO);

    const borrado = await pedir('DELETE', url, admin);
    expect(borrado.statusCode).toBe(200);
    expect(borrado.json()).toEqual({ msg: expect.any(String) });
    expect((await leer<TipoServicio[]>('/api/tipo-servicio')).map((x) => x.nombre)).toEqual([
      'Barba',
      'Combos',
      'Cortes',
    ]);
  });

  it('avisos como admin: crear, editar, alternar estado (lista completa, a lo más uno activo), eliminar', async () => {
    const activos = (lista: Aviso[]) => lista.filter((a) => a.isActivo).map((a) => a._id);
    const [demo] = await leer<Aviso[]>('/api/avisos');
    const creado = await pedir('POST', '/api/avisos', admin, { titulo: 'Feriado', contenido: 'Cerrado' });
    expect(creado.statusCode).toBe(201);
    const aviso = creado.json<Aviso>();
    expect(aviso).toEqual({
      _id: expect.stringMatching(UUID),
      titulo: 'Feriado',
      contenido: 'Cerrado',
      isActivo: false,
    });

    const editado = await pedir('PUT', `/api/avisos/${aviso._id}`, admin, {
      titulo: 'Feriado largo',
      contenido: 'Cerrado hasta el lunes',
    });
    expect(editado.statusCode).toBe(200);
    expect(editado.json()).toMatchObject({ _id: aviso._id, titulo: 'Feriado largo', isActivo: false });

    const status = (id: string) => pedir('PUT', `/api/avisos/${id}/status`, admin);
    const activar = await status(aviso._id);
    expect(activar.statusCode).toBe(200);
    const lista = activar.json<Aviso[]>();
    expect(lista.map((a) => a._id).sort()).toEqual([demo!._id, aviso._id].sort());
    expect(activos(lista)).toEqual([aviso._id]);
    expect((await leer<Aviso>('/api/avisos/active'))._id).toBe(aviso._id);

    expect(activos((await status(demo!._id)).json<Aviso[]>())).toEqual([demo!._id]);
    expect(activos((await status(demo!._id)).json<Aviso[]>())).toEqual([]);
    const ninguno = await pedir('GET', '/api/avisos/active');
    expect(ninguno.statusCode).toBe(200);
    expect(ninguno.json()).toBeNull();

    const ajeno = randomUUID();
    const cuerpo = { titulo: 'X', contenido: 'Y' };
    esError(await pedir('PUT', `/api/avisos/${ajeno}`, admin, cuerpo), 404, MENSAJES.AVISO_NO_ENCONTRADO);
    esError(await status(ajeno), 404, MENSAJES.AVISO_NO_ENCONTRADO);
    esError(await pedir('DELETE', `/api/avisos/${ajeno}`, admin), 404, MENSAJES.AVISO_NO_ENCONTRADO);

    const otro = await pedir('POST', '/api/avisos', admin, { titulo: 'A', contenido: 'B', isActivo: true });
    expect(otro.statusCode).toBe(201);
    const otroId = otro.json<Aviso>()._id;
    expect(activos(await leer<Aviso[]>('/api/avisos'))).toEqual([otroId]);
    const reactivado = await pedir('PUT', `/api/avisos/${demo!._id}`, admin, {
      titulo: demo!.titulo,
      contenido: demo!.contenido,
      isActivo: true,
    });
    expect(reactivado.json()).toMatchObject({ _id: demo!._id, isActivo: true });
    expect(activos(await leer<Aviso[]>('/api/avisos'))).toEqual([demo!._id]);
    expect((await pedir('DELETE', `/api/avisos/${otroId}`, admin)).statusCode).toBe(200);

    const borrado = await pedir('DELETE', `/api/avisos/${aviso._id}`, admin);
    expect(borrado.statusCode).toBe(200);
    expect(borrado.json()).toEqual({ msg: expect.any(String) });
    expect((await leer<Aviso[]>('/api/avisos')).map((a) => a._id)).toEqual([demo!._id]);
  });
});
