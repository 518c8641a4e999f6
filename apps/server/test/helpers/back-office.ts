import type { Fecha } from '@barberia/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { usuarios } from '../../src/db/schema.js';
import { hashContrasena } from '../../src/lib/contrasenas.js';
import { ADMIN, type AppDePrueba, BARBERO } from './app.js';
import { delBloque } from './del-bloque.js';

export type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A second barber, created straight in the database. */
export const OTRO = { email: 'otro@prueba.cl', password: 'otro-secreto-123' };

export async function crearOtroBarbero(t: AppDePrueba, cuenta = OTRO, nombre = 'Otro') {
  const [fila] = await t.database.db
    .insert(usuarios)
    .values({
      nombre,
      email: cuenta.email,
      rol: 'barbero',
      passwordHash: await hashContrasena(cuenta.password),
    })
    .returning({ id: usuarios.id });
  return fila!.id;
}

/**
 * The back office's three accounts for a describe block: the admin, the demo barber and a second barber
 * (`OTRO`, created in the database, its id `otroId`), each logged in before the block's tests.
 */
export function cuentasDelBloque(t: AppDePrueba) {
  return delBloque(
    async () => {
      const otroId = await crearOtroBarbero(t);
      const [admin, barbero, otro] = await Promise.all([
        t.tokenDe(ADMIN),
        t.tokenDe(BARBERO),
        t.tokenDe(OTRO),
      ]);
      return { admin, barbero, otro, otroId };
    },
    async () => {},
  );
}

/** One request through the real app, with a bearer token when given. */
export function pedidor(t: AppDePrueba) {
  return (
    method: Metodo,
    url: string,
    token?: string,
    payload?: object,
    remoteAddress?: string,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
}

export async function esError(
  pedido: LightMyRequestResponse | Promise<LightMyRequestResponse>,
  status: number,
  msg: string,
) {
  const res = await pedido;
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ msg });
  return res;
}

export async function esOk<T = unknown>(
  pedido: LightMyRequestResponse | Promise<LightMyRequestResponse>,
  status = 200,
): Promise<T> {
  const res = await pedido;
  expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
}

/** A working day that barber creates through the API, checked to answer 201. */
export function fechaCreada(
  t: AppDePrueba,
  token: string,
  fecha: string,
  horaInicio: string,
  horaFin: string,
) {
  return esOk<Fecha>(pedidor(t)('POST', '/api/fechas', token, { fecha, horaInicio, horaFin }), 201);
}
