import {
  type Acceso,
  type CambioServicioRespuesta,
  type Fecha,
  type InvitacionCreada,
  MENSAJES,
  type Servicio,
  type Usuario,
} from '@barberia/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { usuarios } from '../../src/db/schema.js';
import { ADMIN, appDelBloque, BARBERO } from '../helpers/app.js';
import {
  crearOtroBarbero,
  cuentasDelBloque,
  esError,
  esOk,
  fechaCreada,
  OTRO,
  pedidor,
} from '../helpers/back-office.js';
import { BASES } from '../helpers/databases.js';
import { agendar, correosEnBandeja } from '../helpers/reservas.js';

const { SIN_PERMISO, NO_AUTENTICADO } = MENSAJES;

describe.each(BASES)('accesos y usuarios (%s)', (base) => {
  const t = appDelBloque(base);
  const pedir = pedidor(t);
  const cuentas = cuentasDelBloque(t);
  let adminId: string;
  beforeAll(async () => {
    adminId = (await t.login(ADMIN))._id;
  });

  describe('accesos', () => {
    it('listar, crear, validar y eliminar; solo el admin', async () => {
      const { enlace, ...creado } = await esOk<InvitacionCreada>(
        pedir('POST', '/api/accesos', cuentas.admin, { email: ' Invitada@Prueba.cl ', rol: 'barbero' }),
        201,
      );
      expect(creado).toEqual({
        _id: expect.any(String),
        email: 'Invitada@Prueba.cl',
        rol: 'barbero',
        expiraEn: '2026-11-30T12:00:00.000Z',
      });
      expect(enlace).toMatch(/^http:\/\/barberia\.test\/register\?invitacion=[A-Za-z0-9_-]{43}$/);
      expect(await esOk<Acceso[]>(pedir('GET', '/api/accesos', cuentas.admin))).toContainEqual(creado);

      expect(await esOk(pedir('GET', '/api/accesos/validar/invitada%40prueba.cl', cuentas.admin))).toEqual([
        creado,
      ]);
      expect(await esOk(pedir('GET', '/api/accesos/validar/nadie%40prueba.cl', cuentas.admin))).toEqual([]);

      await esError(pedir('GET', '/api/accesos', cuentas.barbero), 403, SIN_PERMISO);
      await esError(pedir('GET', '/api/accesos/validar/invitada%40prueba.cl'), 401, NO_AUTENTICADO);
      await esError(
        pedir('POST', '/api/accesos', cuentas.barbero, { email: 'x@prueba.cl', rol: 'admin' }),
        403,
        SIN_PERMISO,
      );
      await esError(pedir('DELETE', `/api/accesos/${creado._id}`, cuentas.barbero), 403, SIN_PERMISO);

      expect(await esOk(pedir('DELETE', `/api/accesos/${creado._id}`, cuentas.admin))).toEqual({
        msg: 'Acceso eliminado.',
      });
      await esError(
        pedir('DELETE', `/api/accesos/${creado._id}`, cuentas.admin),
        404,
        MENSAJES.ACCESO_NO_ENCONTRADO,
      );
    });

    it('correo repetido o con cuenta: 409; campos faltantes y rol inválido: 400', async () => {
      await esOk(
        pedir('POST', '/api/accesos', cuentas.admin, { email: 'repetido@prueba.cl', rol: 'barbero' }),
        201,
      );
      await esError(
        pedir('POST', '/api/accesos', cuentas.admin, { email: 'REPETIDO@prueba.cl', rol: 'admin' }),
        409,
        MENSAJES.ACCESO_DUPLICADO,
      );
      await esError(
        pedir('POST', '/api/accesos', cuentas.admin, { email: BARBERO.email.toUpperCase(), rol: 'barbero' }),
        409,
        MENSAJES.CORREO_CON_CUENTA,
      );
      const invalidos: [object, string][] = [
        [{}, 'Todos los campos son obligatorios'],
        [{ email: '', rol: 'barbero' }, 'Todos los campos son obligatorios'],
        [{ email: 'a@prueba.cl', rol: 'dueño' }, 'El rol debe ser admin o barbero.'],
        [{ email: 'no-es-correo', rol: 'barbero' }, 'El correo no es válido.'],
      ];
      for (const [cuerpo, msg] of invalidos) {
        await esError(pedir('POST', '/api/accesos', cuentas.admin, cuerpo), 400, msg);
      }
    });
  });

  describe('usuarios', () => {
    it('GET /api/users (admin): todos, con los ids de sus servicios', async () => {
      const lista = await esOk<Usuario[]>(pedir('GET', '/api/users', cuentas.admin));
      expect(lista.map((u) => u.email).sort()).toEqual([ADMIN.email, BARBERO.email, OTRO.email].sort());
      const diego = lista.find((u) => u._id === t.barberoId)!;
      expect(diego).toMatchObject({ nombre: 'Diego', rol: 'barbero', activo: true });
      expect(diego.servicios).toHaveLength(8);
      expect(lista.find((u) => u._id === cuentas.otroId)!.servicios).toEqual([]);
      await esError(pedir('GET', '/api/users', cuentas.barbero), 403, SIN_PERMISO);
      await esError(pedir('GET', '/api/users'), 401, NO_AUTENTICADO);
    });

    it('GET /api/users/{id} y /servicios/{id}: uno mismo o el admin', async () => {
      expect(await esOk<Usuario>(pedir('GET', `/api/users/${t.barberoId}`, cuentas.barbero))).toMatchObject({
        _id: t.barberoId,
        email: BARBERO.email,
      });
      await esOk(pedir('GET', `/api/users/${t.barberoId}`, cuentas.admin));
      await esError(pedir('GET', `/api/users/${t.barberoId}`, cuentas.otro), 403, SIN_PERMISO);
      await esError(
        pedir('GET', `/api/users/${crypto.randomUUID()}`, cuentas.admin),
        404,
        MENSAJES.USUARIO_NO_ENCONTRADO,
      );

      const servicios = await esOk<Servicio[]>(
        pedir('GET', `/api/users/servicios/${t.barberoId}`, cuentas.barbero),
      );
      expect(servicios).toHaveLength(8);
      expect(servicios[0]).toMatchObject({ servicio: 'Afeitado clásico', tipo: { nombre: 'Barba' } });
      await esError(pedir('GET', `/api/users/servicios/${t.barberoId}`, cuentas.otro), 403, SIN_PERMISO);
      expect(await esOk(pedir('GET', `/api/users/servicios/${cuentas.otroId}`, cuentas.otro))).toEqual([]);
    });

    it('el barbero agrega y quita sus servicios; no los de otro; lo que quita ya no se agenda', async () => {
      const todos = await esOk<Servicio[]>(pedir('GET', '/api/servicios'));
      const corte = todos.find((s) => s.servicio === 'Corte de pelo')!;
      const url = `/api/users/servicios/${cuentas.otroId}/${corte._id}`;

      const agregado = await esOk<CambioServicioRespuesta>(pedir('POST', url, cuentas.otro));
      expect(agregado.servicios.map((s) => s.servicio)).toEqual(['Corte de pelo']);
      // Idempotent: a second click changes nothing.
      expect((await esOk<CambioServicioRespuesta>(pedir('POST', url, cuentas.otro))).servicios).toHaveLength(
        1,
      );
      await esError(pedir('POST', url, cuentas.barbero), 403, SIN_PERMISO);
      await esError(pedir('DELETE', url, cuentas.barbero), 403, SIN_PERMISO);
      await esError(pedir('POST', url), 401, NO_AUTENTICADO);
      await esError(
        pedir('POST', `/api/users/servicios/${cuentas.otroId}/${crypto.randomUUID()}`, cuentas.otro),
        404,
        MENSAJES.SERVICIO_NO_ENCONTRADO,
      );
      await esError(
        pedir('POST', `/api/users/servicios/${crypto.randomUUID()}/${corte._id}`, cuentas.admin),
        404,
        MENSAJES.USUARIO_NO_ENCONTRADO,
      );

      const fecha = await fechaCreada(t, cuentas.otro, '2026-12-02', '10:00', '13:00');
      const quitado = await esOk<CambioServicioRespuesta>(pedir('DELETE', url, cuentas.otro));
      expect(quitado.servicios).toEqual([]);
      await esError(
        agendar(t, fecha._id, { horaInicio: '10:00', horaFin: '10:45' }),
        422,
        MENSAJES.SERVICIO_NO_REALIZADO,
      );
      // The admin assigns it back.
      expect((await esOk<CambioServicioRespuesta>(pedir('POST', url, cuentas.admin))).servicios).toHaveLength(
        1,
      );
      expect((await agendar(t, fecha._id, { horaInicio: '10:00', horaFin: '10:45' })).statusCode).toBe(200);
    });

    it('PUT /api/users/status/{id}: alterna activo; un barbero inactivo no se ofrece ni se agenda', async () => {
      const url = `/api/users/status/${t.barberoId}`;
      try {
        await esError(pedir('PUT', url, cuentas.otro), 403, SIN_PERMISO);
        expect(await esOk(pedir('PUT', url, cuentas.barbero))).toEqual({
          msg: 'Usuario desactivado.',
          activo: false,
        });
        expect(
          (await esOk<{ activo: boolean }>(pedir('GET', '/api/auth/perfil', cuentas.barbero))).activo,
        ).toBe(false);

        const ofrecidos = await esOk<{ _id: string }[]>(pedir('GET', '/api/servicios/obtener-servicios'));
        expect(ofrecidos.map((b) => b._id)).not.toContain(t.barberoId);
        expect(await esOk(pedir('GET', `/api/fechas/obtener-fechas-clientes/${t.barberoId}`))).toEqual([]);
        const todas = await esOk<Fecha[]>(pedir('GET', `/api/fechas/obtener-fechas/${t.barberoId}`));
        await esError(
          agendar(t, todas.find((f) => f.fecha.startsWith('2026-11-25'))!._id, {
            horaInicio: '11:00',
            horaFin: '11:45',
          }),
          409,
          MENSAJES.BARBERO_INACTIVO,
        );

        expect(await esOk(pedir('PUT', url, cuentas.admin))).toEqual({
          msg: 'Usuario activado.',
          activo: true,
        });
        await esError(
          pedir('PUT', `/api/users/status/${crypto.randomUUID()}`, cuentas.admin),
          404,
          MENSAJES.USUARIO_NO_ENCONTRADO,
        );
      } finally {
        await t.database.db.update(usuarios).set({ activo: true }).where(eq(usuarios.id, t.barberoId));
      }
    });

    it('PUT /api/users/{id} (admin): nombre y correo; datos faltantes, correo repetido', async () => {
      const url = `/api/users/${cuentas.otroId}`;
      await esError(pedir('PUT', url, cuentas.otro, { nombre: 'Yo', email: OTRO.email }), 403, SIN_PERMISO);
      await esError(
        pedir('PUT', url, cuentas.admin, { nombre: '', email: OTRO.email }),
        400,
        'Todos los datos son obligatorios',
      );
      await esError(
        pedir('PUT', url, cuentas.admin, { nombre: 'Otro' }),
        400,
        'Todos los datos son obligatorios',
      );
      await esError(
        pedir('PUT', url, cuentas.admin, { nombre: 'Otro', email: BARBERO.email.toUpperCase() }),
        409,
        MENSAJES.CORREO_CON_CUENTA,
      );
      const editado = await esOk<Usuario>(
        pedir('PUT', url, cuentas.admin, { nombre: 'Otro Barbero', email: OTRO.email }),
      );
      expect(editado).toMatchObject({ _id: cuentas.otroId, nombre: 'Otro Barbero', email: OTRO.email });
      await esError(
        pedir('PUT', `/api/users/${crypto.randomUUID()}`, cuentas.admin, {
          nombre: 'X',
          email: 'x@prueba.cl',
        }),
        404,
        MENSAJES.USUARIO_NO_ENCONTRADO,
      );
    });

    it('DELETE /api/users/{id}: nunca a uno mismo; con horas futuras pide confirmar y avisa a cada cliente', async () => {
      // A barber of its own, with one future booking.
      const cuenta = { email: 'se-va@prueba.cl', password: 'se-va-secreto-123' };
      const id = await crearOtroBarbero(t, cuenta, 'Se Va');
      const suyo = await t.tokenDe(cuenta);
      const todos = await esOk<Servicio[]>(pedir('GET', '/api/servicios'));
      const corte = todos.find((s) => s.servicio === 'Corte de pelo')!;
      await esOk(pedir('POST', `/api/users/servicios/${id}/${corte._id}`, suyo));
      const fecha = await fechaCreada(t, suyo, '2026-12-09', '10:00', '13:00');
      const reserva = { horaInicio: '10:00', horaFin: '10:45', email: 'cliente-de-se-va@correo.cl' };
      expect((await agendar(t, fecha._id, reserva)).statusCode).toBe(200);

      await esError(
        pedir('DELETE', `/api/users/${adminId}`, cuentas.admin),
        409,
        MENSAJES.NO_PUEDES_ELIMINARTE,
      );
      await esError(pedir('DELETE', `/api/users/${id}`, suyo), 403, SIN_PERMISO);
      await esError(
        pedir('DELETE', `/api/users/${id}`, cuentas.admin),
        409,
        MENSAJES.USUARIO_CON_HORAS_FUTURAS,
      );
      expect((await esOk<Usuario>(pedir('GET', `/api/users/${id}`, cuentas.admin)))._id).toBe(id);

      const res = await esOk(pedir('DELETE', `/api/users/${id}?confirmar=true`, cuentas.admin));
      expect(res).toEqual({ msg: 'Usuario eliminado.', horasCanceladas: 1 });
      const correos = await correosEnBandeja(t, 'cliente-de-se-va@correo.cl');
      expect(correos.map((c) => c.asunto).sort()).toEqual([
        'Tu hora en Barbería Maipú fue cancelada',
        'Tu hora en Barbería Maipú ha sido agendada',
      ]);

      await esError(pedir('GET', `/api/users/${id}`, cuentas.admin), 404, MENSAJES.USUARIO_NO_ENCONTRADO);
      await esError(
        pedir('POST', '/api/auth/login', undefined, cuenta),
        401,
        MENSAJES.CREDENCIALES_INVALIDAS,
      );
      // Their access token, still within its 15 minutes, stops working at once.
      await esError(pedir('GET', '/api/auth/perfil', suyo), 401, MENSAJES.TOKEN_INVALIDO);
      await esError(
        pedir('POST', '/api/fechas', suyo, { fecha: '2027-01-20', horaInicio: '10:00', horaFin: '12:00' }),
        401,
        MENSAJES.TOKEN_INVALIDO,
      );
      await esError(pedir('DELETE', `/api/users/${id}`, cuentas.admin), 404, MENSAJES.USUARIO_NO_ENCONTRADO);
    });
  });
});
