import type { BarberoConServicios, Fecha, HorasLibresRespuesta } from '@barberia/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imagenes } from '../../src/db/schema.js';
import { SEGUNDO_BARBERO_DEMO } from '../../src/seed/demo.js';
import { ADMIN, type AppDePrueba, appDelBloque, BARBERO } from '../helpers/app.js';
import { esError, esOk, pedidor } from '../helpers/back-office.js';
import { BASES, describeEnPostgres } from '../helpers/databases.js';
import { agendar, type Reserva } from '../helpers/reservas.js';

/** The demo with its second barber (issue 22): Diego Monday to Saturday, Matías Tuesday to Saturday from noon. */
const DOS_BARBEROS = { env: { SEED_DEMO_BARBEROS: '2' } };
const MATIAS = { email: SEGUNDO_BARBERO_DEMO.email, password: BARBERO.password };
const CUALQUIERA = { barbero: 'cualquiera' };

async function barberos(t: AppDePrueba) {
  const res = await t.app.inject({ url: '/api/servicios/obtener-servicios' });
  expect(res.statusCode).toBe(200);
  const lista = res.json<BarberoConServicios[]>();
  const diego = lista.find((b) => b.nombre === 'Diego')!;
  const matias = lista.find((b) => b.nombre === 'Matías')!;
  const servicioId = (nombre: string) => diego.servicios.find((s) => s.servicio === nombre)!._id;
  return { lista, diego, matias, servicioId };
}

/** The day record of that barber for that day. */
async function fechaDe(t: AppDePrueba, barberoId: string, dia: string): Promise<Fecha> {
  const res = await t.app.inject({ url: `/api/fechas/obtener-fechas-clientes/${barberoId}` });
  const fecha = res.json<Fecha[]>().find((f) => f.fecha.startsWith(dia));
  if (!fecha) throw new Error(`sin fecha de ${barberoId} el ${dia}`);
  return fecha;
}

/** Who took the booking: the barber of the day record the answer returns. */
async function reservadaCon(t: AppDePrueba, fechaId: string, r: Reserva) {
  const res = await agendar(t, fechaId, r);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ fecha: Fecha }>().fecha.creadoPor.nombre;
}

describe.each(BASES)('cada barbero activo se puede agendar (%s)', (base) => {
  const t = appDelBloque(base, DOS_BARBEROS);

  const libres = async (url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<HorasLibresRespuesta>().dias;
  };

  it('the barber list: both demo barbers with their own services and a photo field; a service only one does', async () => {
    const { lista, diego, matias } = await barberos(t);
    expect(lista.map((b) => b.nombre)).toEqual(['Diego', 'Matías']);
    expect(diego.foto).toBeNull();
    expect(matias.servicios.map((s) => s.servicio).sort()).toEqual(
      [...SEGUNDO_BARBERO_DEMO.servicios].sort(),
    );
    expect(diego.servicios).toHaveLength(8);
    const hacenAfeitado = lista.filter((b) => b.servicios.some((s) => s.servicio === 'Afeitado clásico'));
    expect(hacenAfeitado.map((b) => b.nombre)).toEqual(['Diego']);
  });

  it('GET /api/config keeps its shape; barberoId is the default barber (BARBERO_EMAIL)', async () => {
    const { diego } = await barberos(t);
    const res = await t.app.inject({ url: '/api/config' });
    expect(res.json()).toEqual({ barberoId: diego._id, barberoNombre: 'Diego', zona: 'America/Santiago' });
  });

  it('«Cualquiera»: each day is the union of the hours of every barber who performs the service', async () => {
    const { diego, matias, servicioId } = await barberos(t);
    const corte = servicioId('Corte de pelo');
    const union = await libres(`/api/fechas/horas-libres?servicio=${corte}&duracion=45`);
    const deDiego = await libres(`/api/fechas/horas-libres/${diego._id}?duracion=45`);
    const deMatias = await libres(`/api/fechas/horas-libres/${matias._id}?duracion=45`);
    const dias = [...new Set([...deDiego, ...deMatias].map((d) => d.fecha))].sort();
    expect(union.map((d) => d.fecha)).toEqual(dias);
    for (const dia of union) {
      const horas = [...deDiego, ...deMatias].filter((d) => d.fecha === dia.fecha).flatMap((d) => d.horas);
      expect(dia.horas).toEqual([...new Set(horas)].sort());
    }
    // Tuesday: 11:00 only Diego works, 12:00 only Matías's grid offers; Monday is Diego's alone.
    const martes = union.find((d) => d.fecha === '2026-11-24')!;
    expect(martes.horas).toEqual(expect.arrayContaining(['11:00', '12:00']));
    expect(deDiego.find((d) => d.fecha === '2026-11-24')?.horas).not.toContain('12:00');
    const lunes = union.find((d) => d.fecha === '2026-11-23')!;
    expect(lunes.fechaId).toBe((await fechaDe(t, diego._id, '2026-11-23'))._id);
    // A service only Diego performs: exactly his hours.
    const afeitado = await libres(
      `/api/fechas/horas-libres?servicio=${servicioId('Afeitado clásico')}&duracion=45`,
    );
    expect(afeitado).toEqual(deDiego);
  });

  it('«Cualquiera» hours answer 304 to their ETag; a bad service id is a 400 in Spanish', async () => {
    const { servicioId } = await barberos(t);
    const url = `/api/fechas/horas-libres?servicio=${servicioId('Degradado')}&duracion=45`;
    const primera = await t.app.inject({ url });
    const etag = primera.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await t.app.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    await esError(
      t.app.inject({ url: '/api/fechas/horas-libres?servicio=nada&duracion=45' }),
      400,
      'El identificador no es válido.',
    );
  });

  it('booking with a chosen barber goes to that barber; a service he does not perform is refused', async () => {
    const { matias } = await barberos(t);
    const martes = await fechaDe(t, matias._id, '2026-11-24');
    expect(await reservadaCon(t, martes._id, { horaInicio: '12:00', horaFin: '12:45' })).toBe('Matías');
    await esError(
      agendar(t, martes._id, { horaInicio: '13:00', horaFin: '13:45', servicio: 'Afeitado clásico' }),
      422,
      'El barbero no realiza ese servicio.',
    );
    // The exclusion still guards that barber's hour.
    await esError(
      agendar(t, martes._id, { horaInicio: '12:15', horaFin: '13:00', email: 'otra@correo.cl' }),
      409,
      'La hora ya está agendada.',
    );
  });

  it('«Cualquiera» books whoever is free, the one with fewer bookings that day first, then the hour is taken', async () => {
    const { diego, matias } = await barberos(t);
    const miercolesDiego = await fechaDe(t, diego._id, '2026-11-25');
    // Diego already has a booking that day: «Cualquiera» at 16:30 goes to Matías (none), then to Diego.
    expect(await reservadaCon(t, miercolesDiego._id, { horaInicio: '11:00', horaFin: '11:45' })).toBe(
      'Diego',
    );
    const a = { horaInicio: '16:30', horaFin: '17:15', ...CUALQUIERA };
    expect(await reservadaCon(t, miercolesDiego._id, { ...a, email: 'a@correo.cl' })).toBe('Matías');
    expect(await reservadaCon(t, miercolesDiego._id, { ...a, email: 'b@correo.cl' })).toBe('Diego');
    await esError(
      agendar(t, miercolesDiego._id, { ...a, email: 'c@correo.cl' }),
      409,
      'La hora ya está agendada.',
    );
    // Equal bookings (one each): by name, Diego. The day record sent may be any barber's of that day.
    const miercolesMatias = await fechaDe(t, matias._id, '2026-11-25');
    const b = { horaInicio: '18:00', horaFin: '18:45', ...CUALQUIERA };
    expect(await reservadaCon(t, miercolesMatias._id, { ...b, email: 'd@correo.cl' })).toBe('Matías');
    expect(await reservadaCon(t, miercolesMatias._id, { ...b, email: 'e@correo.cl' })).toBe('Diego');
  });

  it('«Cualquiera» at an hour only one barber works, for a service only one does, and outside every day', async () => {
    const { diego, matias } = await barberos(t);
    const jueves = await fechaDe(t, matias._id, '2026-11-26');
    // 11:00: Matías starts at noon; once Diego's 11:00 is taken the hour is taken, not «outside the hours».
    expect(await reservadaCon(t, jueves._id, { horaInicio: '11:00', horaFin: '11:45', ...CUALQUIERA })).toBe(
      'Diego',
    );
    await esError(
      agendar(t, jueves._id, { horaInicio: '11:00', horaFin: '11:45', email: 'x@correo.cl', ...CUALQUIERA }),
      409,
      'La hora ya está agendada.',
    );
    const afeitado = { horaInicio: '17:00', horaFin: '17:45', servicio: 'Afeitado clásico', ...CUALQUIERA };
    expect(await reservadaCon(t, jueves._id, afeitado)).toBe('Diego');
    await esError(
      agendar(t, jueves._id, { horaInicio: '21:00', horaFin: '21:45', ...CUALQUIERA }),
      422,
      'La hora está fuera del horario de atención de ese día.',
    );
    await esError(
      agendar(t, jueves._id, { horaInicio: '16:00', horaFin: '16:45', barbero: 'alguien' }),
      400,
      'El barbero no es válido.',
    );
    const diegoJueves = await fechaDe(t, diego._id, '2026-11-26');
    expect(diegoJueves.horasAgendadas.map((h) => h.horaInicio).sort()).toEqual(['11:00', '17:00']);
  });

  it('a barber uploads their photo: checked by content, resized, shown in the list; nobody else may change it', async () => {
    const pedir = pedidor(t);
    const { matias } = await barberos(t);
    const [suyo, deDiego] = await Promise.all([t.tokenDe(MATIAS), t.tokenDe(BARBERO)]);
    const png = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#1f2937' } })
      .png()
      .toBuffer();
    const img = `data:image/png;base64,${png.toString('base64')}`;
    const url = `/api/users/${matias._id}/foto`;
    expect(await esOk(pedir('GET', url, suyo))).toEqual({ foto: null });
    const { foto } = await esOk<{ foto: { src: string; ancho: number; alto: number } }>(
      pedir('PUT', url, suyo, { img }),
    );
    expect(foto).toMatchObject({ ancho: 2000, alto: 1333 });
    expect((await barberos(t)).matias.foto).toEqual(foto);
    const servida = await t.app.inject({ url: `${foto.src}/320.webp` });
    expect(servida.statusCode).toBe(200);
    // A text file labelled as a PNG is refused by its content.
    const falso = `data:image/png;base64,${Buffer.from('no soy una imagen').toString('base64')}`;
    await esError(
      pedir('PUT', url, suyo, { img: falso }),
      400,
      'La imagen no es válida: sube un archivo JPG, PNG, WebP o AVIF.',
    );
    expect((await pedir('PUT', url, deDiego, { img })).statusCode).toBe(403);
    // A new photo replaces the old one, which is removed.
    const otra = await esOk<{ foto: { src: string } }>(pedir('PUT', url, suyo, { img }));
    expect(otra.foto.src).not.toBe(foto.src);
    const viejaId = foto.src.split('/').at(-1)!;
    expect(await t.database.db.select().from(imagenes).where(eq(imagenes.id, viejaId))).toEqual([]);
    // Deleting the barber deletes the photo (last: the block's other tests need him).
    const admin = await t.tokenDe(ADMIN);
    await esOk(pedir('DELETE', `/api/users/${matias._id}?confirmar=true`, admin));
    const actualId = otra.foto.src.split('/').at(-1)!;
    expect(await t.database.db.select().from(imagenes).where(eq(imagenes.id, actualId))).toEqual([]);
  });
});

describe.each(BASES)('con un solo barbero activo (%s)', (base) => {
  const t = appDelBloque(base);

  it('the list holds one barber and «Cualquiera» is exactly his hours and his bookings', async () => {
    const { lista, diego, servicioId } = await barberos(t);
    expect(lista.map((b) => b.nombre)).toEqual(['Diego']);
    const corte = servicioId('Corte de pelo');
    const res = await t.app.inject({ url: `/api/fechas/horas-libres?servicio=${corte}&duracion=45` });
    const suyo = await t.app.inject({ url: `/api/fechas/horas-libres/${diego._id}?duracion=45` });
    expect(res.body).toBe(suyo.body);
    const martes = await fechaDe(t, diego._id, '2026-11-24');
    expect(await reservadaCon(t, martes._id, { horaInicio: '12:30', horaFin: '13:15', ...CUALQUIERA })).toBe(
      'Diego',
    );
  });
});

describe.each(BASES)('el admin que corta pelo (%s)', (base) => {
  const t = appDelBloque(base);
  const pedir = pedidor(t);

  it('an admin who performs a service is offered and booked like any barber; one who performs none is not', async () => {
    const admin = await t.login(ADMIN);
    const token = admin.token.accessToken;
    expect((await barberos(t)).lista.map((b) => b.nombre)).toEqual(['Diego']);
    const { servicioId } = await barberos(t);
    const corte = servicioId('Corte de pelo');
    await esOk(pedir('POST', `/api/users/servicios/${admin._id}/${corte}`, token));
    // Sunday: Diego does not work, the admin opens the shop alone.
    await esOk(
      pedir('POST', '/api/fechas', token, { fecha: '2026-11-29', horaInicio: '11:00', horaFin: '13:00' }),
      201,
    );
    const lista = (await barberos(t)).lista;
    expect(lista.map((b) => b.nombre)).toEqual(['Administración', 'Diego']);
    expect(lista[0]!.servicios.map((s) => s.servicio)).toEqual(['Corte de pelo']);
    const domingo = await fechaDe(t, admin._id, '2026-11-29');
    expect(await reservadaCon(t, domingo._id, { horaInicio: '11:00', horaFin: '11:45' })).toBe(
      'Administración',
    );
    // «Cualquiera» counts the admin too: their Sunday among its hours…
    const res = await t.app.inject({ url: `/api/fechas/horas-libres?servicio=${corte}&duracion=45` });
    const dias = res.json<HorasLibresRespuesta>().dias;
    expect(dias.find((d) => d.fecha === '2026-11-29')?.horas).toEqual(['11:45']);
    // …and on a Monday both work, the admin takes the hour Diego already has.
    await esOk(
      pedir('POST', '/api/fechas', token, { fecha: '2026-11-30', horaInicio: '11:00', horaFin: '13:00' }),
      201,
    );
    const lunesDiego = await fechaDe(t, (await barberos(t)).diego._id, '2026-11-30');
    expect(await reservadaCon(t, lunesDiego._id, { horaInicio: '11:00', horaFin: '11:45' })).toBe('Diego');
    expect(
      await reservadaCon(t, lunesDiego._id, { horaInicio: '11:00', horaFin: '11:45', ...CUALQUIERA }),
    ).toBe('Administración');
  });
});

// Only PostgreSQL runs these requests side by side (PGlite serialises them, so they would pass anyway).
describeEnPostgres('«Cualquiera» concurrente (postgres)', () => {
  const t = appDelBloque('postgres', DOS_BARBEROS);

  it('20 «Cualquiera» bookings at one hour with two free barbers: exactly two win, one with each (4 hours at once)', async () => {
    const { diego, matias } = await barberos(t);
    const viernes = await fechaDe(t, diego._id, '2026-11-27');
    const horas = [
      ['12:00', '12:45'],
      ['13:00', '13:45'],
      ['16:30', '17:15'],
      ['18:00', '18:45'],
    ] as const;
    const respuestas = await Promise.all(
      horas.map(([horaInicio, horaFin], h) =>
        Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            agendar(t, viernes._id, { horaInicio, horaFin, email: `p${h}-${i}@correo.cl`, ...CUALQUIERA }),
          ),
        ),
      ),
    );
    for (const deLaHora of respuestas) {
      const exitos = deLaHora.filter((r) => r.statusCode === 200);
      const rechazos = deLaHora.filter((r) => r.statusCode === 409);
      expect(exitos).toHaveLength(2);
      expect(rechazos).toHaveLength(18);
      for (const r of rechazos) expect(r.json()).toMatchObject({ code: 'HORA_YA_AGENDADA' });
      const quienes = exitos.map((r) => r.json<{ fecha: Fecha }>().fecha.creadoPor._id).sort();
      expect(quienes).toEqual([diego._id, matias._id].sort());
    }
    for (const id of [diego._id, matias._id]) {
      const dia = await fechaDe(t, id, '2026-11-27');
      expect(dia.horasAgendadas.map((h) => h.horaInicio).sort()).toEqual(horas.map(([inicio]) => inicio));
    }
  });

  it('two «Cualquiera» bookings at once, two free barbers: neither is refused (the day is decided one at a time)', async () => {
    const { diego, matias } = await barberos(t);
    const sabado = await fechaDe(t, matias._id, '2026-11-28');
    // Without the locks both would read two free barbers, pick the same one, and one would get a 409.
    const horas = ['12:00', '13:00', '16:00', '17:00', '18:00', '19:00'];
    const fin = (h: string) => `${h.slice(0, 2)}:45`;
    const respuestas = await Promise.all(
      horas.flatMap((h) =>
        [0, 1].map((i) =>
          agendar(t, sabado._id, {
            horaInicio: h,
            horaFin: fin(h),
            email: `s${h.slice(0, 2)}-${i}@correo.cl`,
            ...CUALQUIERA,
          }),
        ),
      ),
    );
    expect(respuestas.map((r) => r.statusCode)).toEqual(respuestas.map(() => 200));
    for (const id of [diego._id, matias._id]) {
      const dia = await fechaDe(t, id, '2026-11-28');
      expect(dia.horasAgendadas.map((h) => h.horaInicio).sort()).toEqual(horas);
    }
  });
});
