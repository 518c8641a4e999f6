import { randomUUID } from 'node:crypto';
import { type Fecha, MENSAJES, TIENDA_PREDETERMINADA } from '@barberia/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type AppDePrueba, appDePrueba } from '../helpers/app.js';
import { BASES } from '../helpers/databases.js';
import { fechaDelDia } from '../helpers/reservas.js';

type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Ruta {
  metodo: Metodo;
  /** OpenAPI form: /api/fechas/{dateId}/agregar-hora-agendada */
  ruta: string;
  params: string[];
  requeridos: string[] | null;
}
type Cuerpo = Record<string, unknown>;
type Caso = [string, () => Promise<LightMyRequestResponse>];

const SERVICIO = { servicio: 'Nuevo', precio: 1000, duracion: 30, descripcion: 'x' };
const AVISO = { titulo: 'Título', contenido: 'Contenido' };
const HORAS = { horaInicio: '16:00', horaFin: '16:45' };
const PRODUCTO = {
  nombre: 'Producto',
  precioBase: 1000,
  precioFinal: 900,
  stock: 1,
  img: 'data:image/png;base64,AAAA',
};
const EVENTO = {
  summary: 'Trámite',
  start: { dateTime: '2026-11-27T12:00:00-03:00' },
  end: { dateTime: '2026-11-27T13:00:00-03:00' },
};
const EVENTO_RSVP = {
  name: 'Taller',
  description: 'Barbería en vivo',
  startDate: '2026-12-05',
  startTime: '19:00',
  endTime: '21:00',
  location: 'Maipú',
  max: 10,
  maxpp: 2,
};

/** A valid body for every route that takes one: each bad body below is one change away from it. */
const VALIDOS: Record<string, Cuerpo> = {
  'POST /api/auth/login': { email: 'admin@prueba.cl', password: 'una-clave-cualquiera' },
  'POST /api/auth/refresh': { refreshToken: 'a'.repeat(43) },
  'POST /api/servicios': SERVICIO,
  'PUT /api/servicios/{id}': SERVICIO,
  'POST /api/tipo-servicio': { nombre: 'Nuevo' },
  'PUT /api/tipo-servicio/{id}': { nombre: 'Nuevo' },
  'POST /api/avisos': AVISO,
  'PUT /api/avisos/{id}': AVISO,
  'POST /api/fechas': { fecha: '2026-12-24', horaInicio: '11:00', horaFin: '12:00', descansoDuracion: 0 },
  'PUT /api/fechas/{id}': { horaInicio: '11:00', horaFin: '12:00', descansoDuracion: 0 },
  'PUT /api/fechas/{dateId}/agregar-hora-agendada': {
    ...HORAS,
    nombre: 'Cliente',
    email: 'c@correo.cl',
    servicio: 'Corte de pelo',
  },
  'PUT /api/fechas/{dateId}/cancelar-hora-agendada': HORAS,
  'POST /api/fechas/enlace-horas-agendadas': { email: 'c@correo.cl' },
  'POST /api/google-calendar/{id}': EVENTO,
  'DELETE /api/google-calendar/{id}': { fecha: '2026-11-27', horaInicio: '12:00' },
  'POST /api/correos': { email: 'c@correo.cl', asunto: 'Asunto', mensaje: 'Mensaje' },
  // Back office (issue 4).
  'POST /api/auth': {
    nombre: 'Nueva',
    email: 'n@correo.cl',
    password: 'clave-larga',
    invitacion: 'i'.repeat(43),
  },
  'POST /api/auth/logout': { refreshToken: 'a'.repeat(43) },
  'POST /api/auth/forgot-password': { email: 'c@correo.cl' },
  'POST /api/auth/reset-password/{id}/{token}': { password: 'clave-larga', password2: 'clave-larga' },
  'POST /api/accesos': { email: 'nuevo@correo.cl', rol: 'barbero' },
  'PUT /api/users/{id}': { nombre: 'Nombre', email: 'n@correo.cl' },
  'POST /api/fechas/rango': {
    desde: '2026-12-01',
    hasta: '2026-12-05',
    horaInicio: '11:00',
    horaFin: '12:00',
    descansoDuracion: 0,
  },
  'PUT /api/fechas/{dateId}/habilitar-hora': { ...HORAS, motivo: 'Motivo' },
  'POST /api/productos': PRODUCTO,
  'POST /api/productos/precios': { ids: [randomUUID()] },
  'POST /api/productos/cart-products': { ids: [randomUUID()] },
  'PUT /api/productos/{id}': PRODUCTO,
  // Events and RSVP (issue 13).
  'POST /api/eventos': EVENTO_RSVP,
  'PUT /api/eventos/{id}': EVENTO_RSVP,
  'POST /api/rsvp/{eventoId}': { status: 'confirmed', amount: 1, email: 'c@correo.cl', language: 'es' },
  'POST /api/rsvp/confirmar': { token: 'a'.repeat(43) },
  'POST /api/ventas': { email: 'caja@correo.cl', productos: [{ _id: randomUUID(), cantidad: 1 }] },
  'POST /api/webpay/crear-transaccion': {
    total: 1000,
    productos: [{ _id: randomUUID(), cantidad: 1 }],
    email: 'c@correo.cl',
  },
  // The barber's calendar outside the site (issue 12) and personal data (issue 9).
  'PUT /api/users/{id}/google-calendar': { calendarId: 'barberia@group.calendar.google.com' },
  'PUT /api/users/{id}/agenda-diaria': { agendaDiaria: true },
  'PUT /api/users/{id}/avisos': { avisosAlInstante: true, telefono: null, consentimientoWhatsapp: false },
  // The barber's photo (issue 22).
  'PUT /api/users/{id}/foto': { img: 'data:image/png;base64,AAAA' },
  // Reviews and the gallery's editor (issue 25).
  'POST /api/resenas/hora/{id}': { estrellas: 5, comentario: 'Muy bien.' },
  'POST /api/lista-espera': {
    fechaId: randomUUID(),
    servicio: 'Corte de pelo',
    nombre: 'Ana Soto',
    email: 'ana@correo.cl',
  },
  'PUT /api/resenas/{id}': { estado: 'PUBLICADA', respuesta: null },
  'PUT /api/tienda': TIENDA_PREDETERMINADA,
  'PUT /api/abonos/politica': {
    ventanaHoras: 24,
    alCancelarTarde: 'retener',
    minutosParaPagar: 10,
    inasistenciasParaAbono: 2,
    porcentajePorInasistencias: 50,
  },
  'POST /api/abonos': {
    fechaId: randomUUID(),
    hora: {
      horaInicio: '11:00',
      horaFin: '11:45',
      servicio: 'Corte de pelo',
      nombre: 'Ana Soto',
      email: 'ana@correo.cl',
    },
  },
  'PUT /api/horas-agendadas/{id}/asistencia': { asistencia: 'ASISTIO' },
  'POST /api/galeria': { imagen: 'data:image/png;base64,AAAA', alt: 'Un corte' },
  'PUT /api/galeria/orden': { ids: [randomUUID()] },
  'PUT /api/galeria/{id}': { alt: 'Un corte' },
  'POST /api/admin/datos-personales/exportar': { email: 'c@correo.cl' },
  'POST /api/admin/datos-personales/eliminar': { email: 'c@correo.cl' },
};

/** Routes that take pictures accept bodies up to 8 MB; the rest 1 MB. */
const CUERPO_DE_8_MB = new Set([
  'POST /api/productos',
  'PUT /api/productos/{id}',
  'PUT /api/users/{id}/foto',
  'POST /api/galeria',
]);
/** Lookups whose answer for an unknown value is an empty list, not a 404 (spec: "returns a list"). */
const LISTA_VACIA = new Set(['GET /api/accesos/validar/{email}']);

const MALFORMADOS = ['abc', '1', "' OR 1=1 --", '../../etc/passwd', '<script>', 'x'.repeat(300)];
const MUY_LARGO = 'n'.repeat(10_001);
const INGLES = /\b(the|is|must|should|expected|invalid|required|unexpected|body|not found|bad request)\b/i;
const ESPAÑOL = /[áéíóúñ¿¡]|\b(el|la|los|las|de|del|no|un|una|es|se|debe|debes|tu|que|con|para|en)\b/i;

/** Empty when the answer is a 4xx `{ msg, code }` in Spanish; otherwise what is wrong with it. */
function problema(res: LightMyRequestResponse): string {
  if (res.statusCode < 400 || res.statusCode >= 500) return `status ${res.statusCode}: ${res.body}`;
  let cuerpo: { msg?: unknown; code?: unknown };
  try {
    cuerpo = res.json();
  } catch {
    return `no es JSON: ${res.body.slice(0, 80)}`;
  }
  const { msg, code } = cuerpo;
  if (typeof msg !== 'string' || typeof code !== 'string') return `sin msg/code: ${res.body.slice(0, 120)}`;
  if (INGLES.test(msg) || !ESPAÑOL.test(msg)) return `msg no está en español: ${msg}`;
  return '';
}

describe.each(BASES)('entradas inválidas en todas las rutas (%s)', (base) => {
  let t: AppDePrueba;
  let admin: string;
  let rutas: Ruta[];
  beforeAll(async () => {
    t = await appDePrueba(base);
    admin = await t.tokenDe(ADMIN);
    type Operacion = {
      parameters?: { in: string; name: string }[];
      requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
    };
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operacion>> };
    rutas = Object.entries(doc.paths).flatMap(([ruta, ops]) =>
      Object.entries(ops).map(([metodo, op]) => ({
        metodo: metodo.toUpperCase() as Metodo,
        ruta,
        params: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        requeridos: op.requestBody
          ? (op.requestBody.content['application/json']?.schema.required ?? [])
          : null,
      })),
    );
  });
  afterAll(() => t.close());

  const clave = (r: Ruta) => `${r.metodo} ${r.ruta}`;
  const url = (r: Ruta, valor: (param: string) => string = () => randomUUID()) =>
    r.params.reduce((u, p) => u.replace(`{${p}}`, encodeURIComponent(valor(p))), r.ruta);
  const pedir = (r: Ruta, u: string, payload?: string | object, tipo = 'application/json') =>
    t.app.inject({
      method: r.metodo,
      url: u,
      headers: {
        authorization: `Bearer ${admin}`,
        ...(payload === undefined ? {} : { 'content-type': tipo }),
      },
      ...(payload === undefined ? {} : { payload }),
    });
  /** Runs every case and returns the failures, so one assertion names every route that misbehaves. */
  async function fallos(casos: Caso[]) {
    const lista: string[] = [];
    for (const [nombre, hacer] of casos) {
      const p = problema(await hacer());
      if (p) lista.push(`${nombre} → ${p}`);
    }
    return lista;
  }
  const conCuerpo = () => rutas.filter((r) => r.requeridos !== null);

  it('la lista de rutas sale del documento OpenAPI y cada ruta con cuerpo tiene su cuerpo válido', () => {
    expect(rutas.length).toBeGreaterThanOrEqual(30);
    expect(conCuerpo().map(clave).sort()).toEqual(Object.keys(VALIDOS).sort());
  });

  it('parámetros de ruta malformados: 400 «El identificador no es válido.» o equivalente', async () => {
    const casos = rutas
      .filter((r) => r.params.length > 0)
      .flatMap((r) =>
        MALFORMADOS.map(
          (v): Caso => [
            `${clave(r)} ${v}`,
            () =>
              pedir(
                r,
                url(r, () => v),
                VALIDOS[clave(r)],
              ),
          ],
        ),
      );
    expect(casos.length).toBeGreaterThan(50);
    expect(await fallos(casos)).toEqual([]);
  });

  it('uuids bien formados pero desconocidos: 4xx, nunca 5xx', async () => {
    const casos = rutas
      .filter((r) => r.params.length > 0 && !LISTA_VACIA.has(clave(r)))
      .flatMap((r) =>
        [randomUUID(), '00000000-0000-0000-0000-000000000000'].map((v): Caso => {
          const u = url(r, (p) => (p === 'email' ? `${v}@correo.cl` : v));
          return [`${clave(r)} ${v}`, () => pedir(r, u, VALIDOS[clave(r)])];
        }),
      );
    expect(await fallos(casos)).toEqual([]);
    const sinPrueba = await t.app.inject({
      url: '/api/fechas/obtener-fechas-clientes/email/nadie%40correo.cl',
    });
    expect(sinPrueba.statusCode).toBe(403);
    expect(sinPrueba.json()).toMatchObject({ code: 'SIN_PRUEBA_DE_CORREO' });
  });

  it('cuerpos que no son un objeto JSON: JSON roto, arreglo, texto, null, número, tipo de contenido', async () => {
    const cuerpos: [string, string, string?][] = [
      ['{bad', '{bad'],
      ['arreglo', '[]'],
      ['texto', '"hola"'],
      ['null', 'null'],
      ['número', '42'],
      ['__proto__', '{"__proto__":{"rol":"admin"},"nombre":"x"}'],
      ['constructor', '{"constructor":{"prototype":{"rol":"admin"}},"nombre":"x"}'],
      ['text/plain', 'hola', 'text/plain'],
      ['formulario', 'nombre=x', 'application/x-www-form-urlencoded'],
    ];
    // A route with neither parameters nor a body (DELETE /api/fechas/pasadas) has nothing to refuse.
    const casos = rutas
      .filter((r) => r.metodo !== 'GET' && (r.params.length > 0 || r.requeridos !== null))
      .flatMap((r) =>
        cuerpos.map(
          ([nombre, cuerpo, tipo]): Caso => [`${clave(r)} ${nombre}`, () => pedir(r, url(r), cuerpo, tipo)],
        ),
      );
    expect(await fallos(casos)).toEqual([]);
    const login = conCuerpo().find((r) => r.ruta === '/api/auth/login')!;
    const roto = await pedir(login, login.ruta, '{bad');
    expect(roto.statusCode).toBe(400);
    expect(roto.json()).toMatchObject({ msg: MENSAJES.JSON_INVALIDO });
  });

  it('campos faltantes, números por textos, textos por números y textos de 10 000 caracteres', async () => {
    const casos: Caso[] = [];
    for (const r of conCuerpo()) {
      const valido = VALIDOS[clave(r)]!;
      const u = url(r);
      const variante = (nombre: string, cuerpo: Cuerpo) =>
        casos.push([`${clave(r)} ${nombre}`, () => pedir(r, u, cuerpo)]);
      variante('{}', {});
      for (const campo of r.requeridos ?? []) {
        const { [campo]: _, ...sin } = valido;
        variante(`sin ${campo}`, sin);
      }
      for (const [campo, valor] of Object.entries(valido)) {
        if (typeof valor === 'string') {
          variante(`${campo} número`, { ...valido, [campo]: 12345 });
          variante(`${campo} largo`, { ...valido, [campo]: MUY_LARGO });
          variante(`${campo} objeto`, { ...valido, [campo]: { $ne: '' } });
        }
        if (typeof valor === 'number') variante(`${campo} texto`, { ...valido, [campo]: 'no-es-número' });
      }
    }
    expect(casos.length).toBeGreaterThan(80);
    expect(await fallos(casos)).toEqual([]);
  });

  it('un cuerpo de 2 MB (9 MB donde se suben imágenes): 413 «La solicitud es demasiado grande.» en todas las rutas con cuerpo', async () => {
    const enorme = JSON.stringify({ nombre: 'x'.repeat(2 * 1024 * 1024) });
    const enormeConImagen = JSON.stringify({ nombre: 'x'.repeat(9 * 1024 * 1024) });
    for (const r of conCuerpo()) {
      const res = await pedir(r, url(r), CUERPO_DE_8_MB.has(clave(r)) ? enormeConImagen : enorme);
      expect(res.statusCode, clave(r)).toBe(413);
      expect(res.json()).toMatchObject({ msg: 'La solicitud es demasiado grande.' });
    }
  });

  it('una consulta basura en cualquier ruta nunca produce un 5xx; confirmar=quizas → 400', async () => {
    const sql = encodeURIComponent("' OR 1=1 --");
    const basura = `?id=${sql}&__proto__[rol]=admin&a[b][c]=1&confirmar=true&confirmar=false`;
    const lista: string[] = [];
    for (const r of rutas) {
      const res = await pedir(r, `${url(r)}${basura}`, VALIDOS[clave(r)] ? {} : undefined);
      if (res.statusCode >= 500) lista.push(`${clave(r)} → ${res.statusCode} ${res.body}`);
    }
    expect(lista).toEqual([]);

    const fecha = await fechaDelDia(t, '2026-11-24');
    const borrar = rutas.find((r) => r.metodo === 'DELETE' && r.ruta === '/api/fechas/{id}')!;
    const res = await pedir(borrar, `/api/fechas/${fecha._id}?confirmar=quizas`);
    expect(res.statusCode).toBe(400);
    expect(problema(res)).toBe('');
    expect((await fechaDelDia(t, '2026-11-24'))._id).toBe(fecha._id);
  });

  it('HTML y SQL en los textos se guardan y se devuelven tal cual, como JSON', async () => {
    const script = '<script>alert(1)</script>';
    const aviso = {
      titulo: "'; DROP TABLE servicios; --",
      contenido: `<img src=x onerror="alert(1)"> & ${script}`,
    };
    const auth = { authorization: `Bearer ${admin}` };
    const enviar = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers: auth, payload });
    const tipo = await enviar('POST', '/api/tipo-servicio', { nombre: script });
    expect(tipo.statusCode).toBe(201);
    expect(tipo.headers['content-type']).toMatch(/^application\/json/);
    expect((await enviar('POST', '/api/avisos', aviso)).json()).toMatchObject(aviso);
    const fecha = await fechaDelDia(t, '2026-11-25');
    const reserva = {
      horaInicio: '17:00',
      horaFin: '17:45',
      nombre: script,
      email: 'x@correo.cl',
      servicio: 'Corte de pelo',
    };
    expect((await enviar('PUT', `/api/fechas/${fecha._id}/agregar-hora-agendada`, reserva)).statusCode).toBe(
      200,
    );

    const leer = async <T>(url: string) => (await t.app.inject({ url, headers: auth })).json<T>();
    expect((await leer<{ nombre: string }[]>('/api/tipo-servicio')).map((x) => x.nombre)).toContain(script);
    expect(await leer<unknown[]>('/api/avisos')).toContainEqual(expect.objectContaining(aviso));
    const dias = await leer<Fecha[]>(`/api/fechas/obtener-fechas/${t.barberoId}`);
    const agendadas = dias.find((f) => f._id === fecha._id)!.horasAgendadas;
    expect(agendadas).toContainEqual(expect.objectContaining({ nombre: script }));
    expect(await leer<unknown[]>('/api/servicios')).toHaveLength(8);
  });
});
