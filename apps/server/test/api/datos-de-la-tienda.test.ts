import { TIENDA_PREDETERMINADA, type Tienda, type TiendaInput } from '@barberia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tienda } from '../../src/db/schema.js';
import { ADMIN, type AppDePrueba, appDePrueba, BARBERO } from '../helpers/app.js';
import { BASES } from '../helpers/databases.js';
import { correosEnBandeja, fechaDelDia, reservaHecha } from '../helpers/reservas.js';

const CAMBIADA = {
  ...TIENDA_PREDETERMINADA,
  nombre: 'Barbería Los Héroes',
  direccion: { ...TIENDA_PREDETERMINADA.direccion, calle: 'Av. 5 de Abril 100' },
  // As a person types it: spaces, no country code.
  whatsappNumero: '9 1111 2222',
  horario: TIENDA_PREDETERMINADA.horario.map((d, i) =>
    i === 6 ? { abierto: true, abre: '10:00', cierra: '14:00' } : d,
  ),
} satisfies TiendaInput;

/** The shop's facts (issue 25): read by anyone, edited by the admin, followed by every message. */
describe.each(BASES)('datos de la barbería (%s)', (base) => {
  let t: AppDePrueba;
  let admin: Record<string, string>;
  const leer = async () => (await t.app.inject({ url: '/api/tienda' })).json<Tienda>();
  const guardar = (payload: unknown, headers = admin) =>
    t.app.inject({ method: 'PUT', url: '/api/tienda', headers, payload: payload as object });

  beforeAll(async () => {
    t = await appDePrueba(base);
    admin = { authorization: `Bearer ${await t.tokenDe(ADMIN)}` };
  });
  afterAll(() => t.close());

  it("anyone reads the demo's facts, as the seed left them", async () => {
    const res = await t.app.inject({ url: '/api/tienda' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(TIENDA_PREDETERMINADA);
  });

  it('only the admin edits them: a barber gets 403, nobody 401, and nothing changes', async () => {
    const barbero = { authorization: `Bearer ${await t.tokenDe(BARBERO)}` };
    expect((await guardar(CAMBIADA, barbero)).statusCode).toBe(403);
    expect((await guardar(CAMBIADA, {})).statusCode).toBe(401);
    expect(await leer()).toEqual(TIENDA_PREDETERMINADA);
  });

  it('bad input gets a Spanish 400 naming the field, and what was saved stays', async () => {
    const casos: [unknown, string, RegExp][] = [
      [
        {
          ...TIENDA_PREDETERMINADA,
          horario: CAMBIADA.horario.map((d, i) => (i === 6 ? { ...d, cierra: '09:00' } : d)),
        },
        'horario.6.cierra',
        /cierre debe ser posterior/,
      ],
      [
        { ...TIENDA_PREDETERMINADA, horario: TIENDA_PREDETERMINADA.horario.slice(0, 6) },
        'horario',
        /siete días/,
      ],
      [
        { ...TIENDA_PREDETERMINADA, whatsappNumero: '+54 9 11 1234 5678' },
        'whatsappNumero',
        /celular chileno/,
      ],
      [
        { ...TIENDA_PREDETERMINADA, whatsappNumero: '' },
        'whatsappNumero',
        /WhatsApp de la barbería es obligatorio/,
      ],
      [{ ...TIENDA_PREDETERMINADA, nombre: '   ' }, 'nombre', /nombre de la barbería es obligatorio/],
      [{ ...TIENDA_PREDETERMINADA, email: 'no-es-correo' }, 'email', /correo no es válido/],
      [
        { ...TIENDA_PREDETERMINADA, redes: { instagram: 'javascript:alert(1)', tiktok: '' } },
        'redes.instagram',
        /https:\/\//,
      ],
      [{ ...TIENDA_PREDETERMINADA, geo: { lat: 48.85, lng: 2.35 } }, 'geo.lat', /en Chile/],
      [
        { ...TIENDA_PREDETERMINADA, sobreNosotros: { titulo: 'Hola', parrafos: [] } },
        'sobreNosotros.parrafos',
        /al menos un párrafo/,
      ],
      [
        { ...TIENDA_PREDETERMINADA, direccion: { ...TIENDA_PREDETERMINADA.direccion, codigoPostal: '925' } },
        'direccion.codigoPostal',
        /7 dígitos/,
      ],
      // Issue 41: what made /og.jpg answer 500, and what PostgreSQL's jsonb cannot store (NUL, lone halves).
      [
        { ...TIENDA_PREDETERMINADA, nombre: 'Barbería\u0001 Maipú' },
        'nombre',
        /no puede tener saltos de línea ni caracteres de control o no válidos/,
      ],
      [{ ...TIENDA_PREDETERMINADA, nombre: 'Barbería\u0000' }, 'nombre', /caracteres de control/],
      [{ ...TIENDA_PREDETERMINADA, nombre: 'Barbería\ud800' }, 'nombre', /caracteres de control/],
      [
        {
          ...TIENDA_PREDETERMINADA,
          direccion: { ...TIENDA_PREDETERMINADA.direccion, calle: 'Pajaritos\uffff' },
        },
        'direccion.calle',
        /calle y número no puede tener/,
      ],
      [
        {
          ...TIENDA_PREDETERMINADA,
          sobreNosotros: { titulo: 'Hola', parrafos: ['Uno\nDos', 'Tres\ufdd0'] },
        },
        'sobreNosotros.parrafos.1',
        /Cada párrafo no puede tener caracteres de control o no válidos/,
      ],
    ];
    for (const [cuerpo, campo, mensaje] of casos) {
      const res = await guardar(cuerpo);
      expect(res.statusCode, `${campo}: ${res.body}`).toBe(400);
      const { msg, errores } = res.json<{ msg: string; errores: { campo: string; msg: string }[] }>();
      expect(msg).toMatch(mensaje);
      expect(errores.map((e) => e.campo)).toContain(campo);
    }
    expect(await leer()).toEqual(TIENDA_PREDETERMINADA);
  });

  it('a saved change is read back at once, the phone kept as E.164, and the mails and calendar events say it', async () => {
    const res = await guardar(CAMBIADA);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      msg: 'Datos de la barbería guardados.',
      tienda: { ...CAMBIADA, whatsappNumero: '+56911112222' },
    });
    expect(await leer()).toEqual({ ...CAMBIADA, whatsappNumero: '+56911112222' });

    const fecha = await fechaDelDia(t, '2026-11-24');
    await reservaHecha(t, fecha._id, { horaInicio: '11:00', horaFin: '11:45', email: 'heroes@correo.cl' });
    const [correo] = await correosEnBandeja(t, 'heroes@correo.cl');
    expect(correo?.asunto).toBe('Tu hora en Barbería Los Héroes ha sido agendada');
    expect(correo?.texto).toContain('Dirección: Av. 5 de Abril 100, Maipú, Región Metropolitana');
    expect(correo?.texto).toContain('¡Te esperamos! Barbería Los Héroes');
    const ics = correo?.adjuntos[0]?.contenido ?? '';
    expect(ics).toContain('LOCATION:Av. 5 de Abril 100\\, Maipú\\, Región Metropolitana');
    expect(ics).toContain('SUMMARY:Corte de pelo - Barbería Los Héroes');
  });

  it('a row saved before the texts refused invisible characters keeps its facts without them, and its picture is drawn', async () => {
    await t.database.db.update(tienda).set({
      datos: {
        ...CAMBIADA,
        whatsappNumero: '+56911112222',
        nombre: 'Barbería\u0001 Los\uffff Héroes',
        sobreNosotros: { titulo: 'Hola', parrafos: ['Uno\tdos\ntres\ufffe'] },
      },
    });
    // Written by hand: this instance's copy follows the database's notice.
    await expect
      .poll(async () => (await leer()).sobreNosotros.parrafos, { timeout: 5000 })
      .toEqual(['Uno dos\ntres']);
    expect((await leer()).nombre).toBe('Barbería Los Héroes');
    expect((await leer()).direccion.calle).toBe('Av. 5 de Abril 100');
    const og = await t.app.inject({ url: '/og.jpg' });
    expect(og.statusCode).toBe(200);
    expect(og.headers['content-type']).toBe('image/jpeg');
    // Saved through the form again, it is refused until the characters are gone.
    expect((await guardar({ ...(await leer()), nombre: 'Barbería\u0001' })).statusCode).toBe(400);
    expect((await guardar(CAMBIADA)).statusCode).toBe(200);
  });

  it('a row written by an older version, or by hand with a missing field, reads with the defaults for what is missing', async () => {
    const { nombre: _sinNombre, ...resto } = CAMBIADA;
    expect((await leer()).nombre).toBe(CAMBIADA.nombre); // this instance keeps a copy now
    await t.database.db.update(tienda).set({ datos: { ...resto, whatsappNumero: '+56911112222' } });
    // Written by hand: this instance's copy follows the database's notice.
    await expect
      .poll(async () => (await leer()).nombre, { timeout: 5000 })
      .toBe(TIENDA_PREDETERMINADA.nombre);
    expect((await leer()).direccion.calle).toBe('Av. 5 de Abril 100');
  });
});
