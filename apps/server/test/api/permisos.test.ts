import type { Evento, Fecha, Servicio } from '@barberia/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type AppDePrueba, appDePrueba, BARBERO } from '../helpers/app.js';
import { crearOtroBarbero, type Metodo, OTRO, pedidor } from '../helpers/back-office.js';
import { BASES } from '../helpers/databases.js';
import { agendar, fechaDelDia } from '../helpers/reservas.js';

/**
 * Who may call each route:
 * - publico: anyone, no token.
 * - usuario: any signed-in user, acting on their own things (POST /api/fechas creates the caller's day).
 * - dueño: signed in and owner of the resource in the path (the barber of the date, the user of the
 *   id) or the admin. Declared as `usuario`; the service checks the owner.
 * - admin: rol admin only.
 */
type Regla = 'publico' | 'usuario' | 'dueño' | 'admin';

/** Resources of the barber that the "dueño" routes point at, so another barber meets a 403, not a 404. */
interface Contexto {
  barberoId: string;
  fechaId: string;
  fechaBorrableId: string;
  hora: (n: number) => string;
  eventoId: string;
  servicioId: string;
  reserva: { horaInicio: string; horaFin: string };
  reservaFechaId: string;
}

interface Caso {
  regla: Regla;
  url?: (c: Contexto) => string;
  cuerpo?: (c: Contexto) => object;
}

const EVENTO = {
  summary: 'Trámite',
  start: { dateTime: '2026-12-28T15:00:00-03:00' },
  end: { dateTime: '2026-12-28T15:30:00-03:00' },
};

/** Every route of the app. A route missing here fails the first test: a new route needs its rule. */
const MATRIZ: Record<string, Caso> = {
  'GET /api/health': { regla: 'publico' },
  'GET /api/config': { regla: 'publico' },
  'GET /api/docs/json': { regla: 'publico' },

  'POST /api/auth/login': { regla: 'publico' },
  'POST /api/auth/refresh': { regla: 'publico' },
  'GET /api/auth/perfil': { regla: 'usuario' },
  'POST /api/auth': { regla: 'publico' },
  'POST /api/auth/logout': { regla: 'publico' },
  'POST /api/auth/forgot-password': { regla: 'publico' },
  'GET /api/auth/reset-password/:id/:token': { regla: 'publico' },
  'POST /api/auth/reset-password/:id/:token': { regla: 'publico' },

  'GET /api/accesos': { regla: 'admin' },
  'GET /api/accesos/validar/:email': { regla: 'admin' },
  'POST /api/accesos': { regla: 'admin' },
  'DELETE /api/accesos/:id': { regla: 'admin' },

  'GET /api/users': { regla: 'admin' },
  'GET /api/users/:id': { regla: 'dueño', url: (c) => `/api/users/${c.barberoId}` },
  'GET /api/users/servicios/:id': { regla: 'dueño', url: (c) => `/api/users/servicios/${c.barberoId}` },
  'POST /api/users/servicios/:userId/:serviceId': {
    regla: 'dueño',
    url: (c) => `/api/users/servicios/${c.barberoId}/${c.servicioId}`,
  },
  'DELETE /api/users/servicios/:userId/:serviceId': {
    regla: 'dueño',
    url: (c) => `/api/users/servicios/${c.barberoId}/${c.servicioId}`,
  },
  'PUT /api/users/status/:id': { regla: 'dueño', url: (c) => `/api/users/status/${c.barberoId}` },
  'PUT /api/users/:id': { regla: 'admin' },
  'DELETE /api/users/:id': { regla: 'admin' },

  'GET /api/servicios': { regla: 'publico' },
  'GET /api/servicios/obtener-servicios': { regla: 'publico' },
  'POST /api/servicios': { regla: 'admin' },
  'PUT /api/servicios/:id': { regla: 'admin' },
  'DELETE /api/servicios/:id': { regla: 'admin' },

  'GET /api/tipo-servicio': { regla: 'publico' },
  'GET /api/tipo-servicio/servicios': { regla: 'publico' },
  'POST /api/tipo-servicio': { regla: 'admin' },
  'PUT /api/tipo-servicio/:id': { regla: 'admin' },
  'DELETE /api/tipo-servicio/:id': { regla: 'admin' },

  'GET /api/avisos': { regla: 'publico' },
  'GET /api/avisos/active': { regla: 'publico' },
  'POST /api/avisos': { regla: 'admin' },
  'PUT /api/avisos/:id': { regla: 'admin' },
  'PUT /api/avisos/:id/status': { regla: 'admin' },
  'DELETE /api/avisos/:id': { regla: 'admin' },

  'GET /api/fechas': { regla: 'publico' },
  'GET /api/fechas/obtener-fechas/:userId': {
    regla: 'publico',
    url: (c) => `/api/fechas/obtener-fechas/${c.barberoId}`,
  },
  'GET /api/fechas/obtener-fechas-clientes/:userId': {
    regla: 'publico',
    url: (c) => `/api/fechas/obtener-fechas-clientes/${c.barberoId}`,
  },
  'GET /api/fechas/obtener-fechas-clientes/email/:email': { regla: 'publico' },
  'PUT /api/fechas/:dateId/agregar-hora-agendada': { regla: 'publico' },
  'PUT /api/fechas/:dateId/cancelar-hora-agendada': { regla: 'publico' },
  'PUT /api/fechas/:dateId/hora/:hourId/agendar': {
    regla: 'dueño',
    url: (c) => `/api/fechas/${c.fechaId}/hora/${c.hora(0)}/agendar`,
  },
  'PUT /api/fechas/:dateId/hora/:hourId/cancelar': {
    regla: 'dueño',
    url: (c) => `/api/fechas/${c.fechaId}/hora/${c.hora(0)}/cancelar`,
  },
  'PUT /api/fechas/:dateId/hora/:hourId/eliminar': {
    regla: 'dueño',
    url: (c) => `/api/fechas/${c.fechaId}/hora/${c.hora(15)}/eliminar`,
  },
  'POST /api/fechas': {
    regla: 'usuario',
    cuerpo: () => ({ fecha: '2027-02-01', horaInicio: '10:00', horaFin: '12:00' }),
  },
  'PUT /api/fechas/:id': {
    regla: 'dueño',
    url: (c) => `/api/fechas/${c.fechaId}`,
    cuerpo: () => ({ horaInicio: '10:00', horaFin: '14:00' }),
  },
  'DELETE /api/fechas/:id': { regla: 'dueño', url: (c) => `/api/fechas/${c.fechaBorrableId}` },
  'POST /api/fechas/rango': {
    regla: 'usuario',
    cuerpo: () => ({ desde: '2027-02-08', hasta: '2027-02-10', horaInicio: '10:00', horaFin: '12:00' }),
  },
  'DELETE /api/fechas/pasadas': { regla: 'usuario' },
  'PUT /api/fechas/:dateId/habilitar-hora': {
    regla: 'dueño',
    url: (c) => `/api/fechas/${c.reservaFechaId}/habilitar-hora`,
    cuerpo: (c) => ({ ...c.reserva, motivo: 'Prueba de permisos' }),
  },

  'GET /api/google-calendar/:id': { regla: 'publico', url: (c) => `/api/google-calendar/${c.barberoId}` },
  'POST /api/google-calendar/:id': {
    regla: 'dueño',
    url: (c) => `/api/google-calendar/${c.barberoId}`,
    cuerpo: () => EVENTO,
  },
  'DELETE /api/google-calendar/:id/:eventId': {
    regla: 'dueño',
    url: (c) => `/api/google-calendar/${c.barberoId}/${c.eventoId}`,
  },
  'DELETE /api/google-calendar/:id': {
    regla: 'dueño',
    url: (c) => `/api/google-calendar/${c.barberoId}`,
    cuerpo: () => ({ fecha: '2026-12-28', horaInicio: '12:00' }),
  },

  'POST /api/correos': {
    regla: 'usuario',
    cuerpo: () => ({ email: 'c@correo.cl', asunto: 'A', mensaje: 'M' }),
  },
  'GET /api/imagenes/:id/:archivo': { regla: 'publico' },

  // Shop (issue 3): reads are public; writes are the admin's.
  'GET /api/productos': { regla: 'publico' },
  'GET /api/productos/:id': { regla: 'publico' },
  'POST /api/productos/precios': { regla: 'publico' },
  'POST /api/productos/cart-products': { regla: 'publico' },
  'GET /api/galeria': { regla: 'publico' },
  'POST /api/productos': { regla: 'admin' },
  'PUT /api/productos/:id': { regla: 'admin' },
  'DELETE /api/productos/:id': { regla: 'admin' },

  'GET /api/ventas': { regla: 'admin' },
  // Payments (issue 11): the buyer holds the sale's random id; refunds and cash sales are the admin's.
  'GET /api/ventas/resumen': { regla: 'admin' },
  'POST /api/ventas': { regla: 'admin', cuerpo: () => ({ email: 'c@correo.cl', productos: [] }) },
  'GET /api/ventas/:id': { regla: 'publico' },
  'POST /api/ventas/:id/anular': { regla: 'admin' },
  'POST /api/webpay/crear-transaccion': {
    regla: 'publico',
    cuerpo: () => ({ total: 1, productos: [], email: 'c@correo.cl' }),
  },
  'GET /api/webpay/retorno': { regla: 'publico' },
  'POST /api/webpay/retorno': { regla: 'publico' },
  'GET /api/webpay/obtener-transaccion/:id': { regla: 'publico' },
};

/** What the server must declare for each rule (config.acceso). */
const DECLARADO: Record<Regla, string> = {
  publico: 'publico',
  usuario: 'usuario',
  dueño: 'usuario',
  admin: 'admin',
};

type Quien = 'anonimo' | 'otro' | 'barbero' | 'admin';
/** The order matters: the owner and the admin may change or delete the resource, so they go last. */
const QUIENES: Quien[] = ['anonimo', 'otro', 'barbero', 'admin'];

/** 'ok' means auth passed: 2xx, or a 4xx other than 401/403 (validation, 404, 409…). Never 5xx. */
type Esperado = 401 | 403 | 'ok';
const ESPERADO: Record<Regla, Record<Quien, Esperado>> = {
  publico: { anonimo: 'ok', otro: 'ok', barbero: 'ok', admin: 'ok' },
  usuario: { anonimo: 401, otro: 'ok', barbero: 'ok', admin: 'ok' },
  dueño: { anonimo: 401, otro: 403, barbero: 'ok', admin: 'ok' },
  admin: { anonimo: 401, otro: 403, barbero: 403, admin: 'ok' },
};

function cumple(res: LightMyRequestResponse, esperado: Esperado) {
  if (esperado === 'ok') return res.statusCode < 500 && res.statusCode !== 401 && res.statusCode !== 403;
  return res.statusCode === esperado;
}

/** Path parameters nobody owns: an admin or public route answers 404 or 400, which still proves auth passed. */
function urlPorDefecto(ruta: string) {
  return ruta
    .replace(':email', 'nadie%40correo.cl')
    .replace(':archivo', '640.webp')
    .replace(':token', 't'.repeat(43))
    .replace(/:\w+/g, () => crypto.randomUUID());
}

describe.each(BASES)('matriz de permisos de todas las rutas (%s)', (base) => {
  let t: AppDePrueba;
  let c: Contexto;
  const tokens: Partial<Record<Quien, string>> = {};
  beforeAll(async () => {
    t = await appDePrueba(base);
    await crearOtroBarbero(t);
    [tokens.barbero, tokens.otro, tokens.admin] = await Promise.all([
      t.tokenDe(BARBERO),
      t.tokenDe(OTRO),
      t.tokenDe(ADMIN),
    ]);
    const pedir = pedidor(t);
    const crearFecha = async (fecha: string) =>
      (
        await pedir('POST', '/api/fechas', tokens.barbero, { fecha, horaInicio: '10:00', horaFin: '14:00' })
      ).json<Fecha>();
    const fecha = await crearFecha('2026-12-28');
    const borrable = await crearFecha('2026-12-29');
    const evento = (
      await pedir('POST', `/api/google-calendar/${t.barberoId}`, tokens.barbero, EVENTO)
    ).json<Evento>();
    const servicios = (await pedir('GET', '/api/servicios')).json<Servicio[]>();
    const reservaFecha = await fechaDelDia(t, '2026-11-26');
    const reserva = { horaInicio: '11:00', horaFin: '11:45' };
    expect((await agendar(t, reservaFecha._id, reserva)).statusCode).toBe(200);
    c = {
      barberoId: t.barberoId,
      fechaId: fecha._id,
      fechaBorrableId: borrable._id,
      hora: (n) => fecha.horas[n]!._id,
      eventoId: evento.id,
      servicioId: servicios.find((s) => s.servicio === 'Degradado')!._id,
      reserva,
      reservaFechaId: reservaFecha._id,
    };
  });
  afterAll(() => t.close());

  const clave = (r: { metodo: string; url: string }) => `${r.metodo} ${r.url}`;

  it('cada ruta de la app tiene su regla, y la regla coincide con lo que la ruta declara', () => {
    const rutas = [...t.rutas, { metodo: 'GET', url: '/api/docs/json', acceso: 'publico' as const }];
    const sinRegla = rutas.map(clave).filter((k) => !MATRIZ[k]);
    expect(sinRegla, 'rutas sin regla en MATRIZ').toEqual([]);
    const existentes = new Set(rutas.map(clave));
    expect(
      Object.keys(MATRIZ).filter((k) => !existentes.has(k)),
      'reglas de rutas que ya no existen',
    ).toEqual([]);
    const distinto = t.rutas
      .filter((r) => DECLARADO[MATRIZ[clave(r)]!.regla] !== r.acceso)
      .map((r) => `${clave(r)}: declara ${r.acceso}, la matriz dice ${MATRIZ[clave(r)]!.regla}`);
    expect(distinto).toEqual([]);
    expect(t.rutas.length).toBeGreaterThanOrEqual(60);
  });

  it('anónimo, otro barbero, el barbero dueño y el admin reciben 401, 403 o pasan según la matriz', async () => {
    const fallos: string[] = [];
    let llamadas = 0;
    for (const [k, caso] of Object.entries(MATRIZ)) {
      const [metodo, ruta] = k.split(' ') as [Metodo, string];
      const url = caso.url ? caso.url(c) : urlPorDefecto(ruta);
      for (const quien of QUIENES) {
        const res = await t.app.inject({
          method: metodo,
          url,
          headers: quien === 'anonimo' ? {} : { authorization: `Bearer ${tokens[quien]}` },
          ...(caso.cuerpo ? { payload: caso.cuerpo(c) } : {}),
        });
        llamadas++;
        const esperado = ESPERADO[caso.regla][quien];
        if (!cumple(res, esperado)) {
          fallos.push(
            `${k} como ${quien}: esperaba ${esperado}, recibió ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(fallos).toEqual([]);
    expect(llamadas).toBe(Object.keys(MATRIZ).length * QUIENES.length);
  });
});
