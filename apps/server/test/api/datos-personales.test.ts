import type { EliminacionDatosPersonales, ExportacionDatosPersonales } from '@barberia/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accesos,
  correosOutbox,
  eventos,
  eventosCalendario,
  horasAgendadas,
  refreshTokens,
  rsvps,
  usuarios,
  ventas,
} from '../../src/db/schema.js';
import { crearPurga } from '../../src/features/datos-personales/purga.js';
import { ADMIN, appDelBloque, BARBERO } from '../helpers/app.js';
import { pedidor } from '../helpers/back-office.js';
import { BASES } from '../helpers/databases.js';
import { agendar, fechaDelDia } from '../helpers/reservas.js';

const ANA = 'Ana.Perez@Correo.cl';
const OTRA = 'otra@correo.cl';

describe.each(BASES)('datos personales y retención (%s)', (tipo) => {
  const t = appDelBloque(tipo);
  let admin: string;
  const auditoria: Record<string, unknown>[] = [];

  beforeAll(async () => {
    admin = await t.tokenDe(ADMIN);
  });

  const pedir = (accion: 'exportar' | 'eliminar', email: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/datos-personales/${accion}`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { email },
    });

  async function sembrarCliente(email: string, hora: string, fin: string) {
    const fecha = await fechaDelDia(t, '2026-11-25');
    const r = await agendar(t, fecha._id, {
      horaInicio: hora,
      horaFin: fin,
      nombre: 'Ana',
      email,
      telefono: '9 1234 5678',
    });
    expect(r.statusCode, r.body).toBe(200);
    const [evento] = await t.database.db
      .insert(eventos)
      .values({ name: 'Fiesta', startDate: '2026-12-20', startTime: '18:00', endTime: '20:00', max: 10 })
      .returning({ id: eventos.id });
    await t.database.db.insert(rsvps).values({ eventoId: evento!.id, email, status: 'confirmed', amount: 2 });
    await t.database.db.insert(ventas).values({
      email,
      precioTotal: 5000,
      status: 'PAGADO',
      buyOrder: `bo-${email.length}-${hora.replace(':', '')}`,
      medio: 'efectivo',
    });
  }

  it('exporta en JSON todo lo guardado de un correo, sin importar mayúsculas', async () => {
    await sembrarCliente(ANA, '11:00', '11:45');
    await sembrarCliente(OTRA, '12:00', '12:45');
    const res = await pedir('exportar', ANA.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    const datos = res.json<ExportacionDatosPersonales>();
    expect(datos.horasAgendadas).toHaveLength(1);
    expect(datos.horasAgendadas[0]).toMatchObject({
      nombre: 'Ana',
      email: ANA,
      telefono: '+56912345678',
      servicio: 'Corte de pelo',
    });
    expect(datos.rsvps).toHaveLength(1);
    expect(datos.ventas).toHaveLength(1);
    expect(datos.correos.length).toBeGreaterThan(0);
    expect(datos.correos.every((c) => c.para.toLowerCase() === ANA.toLowerCase())).toBe(true);
  });

  it('elimina reservas, RSVP y correos del correo; la venta queda para la contabilidad, anonimizada', async () => {
    const res = await pedir('eliminar', ANA);
    expect(res.statusCode, res.body).toBe(200);
    const n = res.json<EliminacionDatosPersonales>();
    expect(n).toMatchObject({ horasAgendadas: 1, rsvps: 1, ventasAnonimizadas: 1 });
    expect(n.correos).toBeGreaterThan(0);
    const despues = (await pedir('exportar', ANA)).json<ExportacionDatosPersonales>();
    expect(despues).toMatchObject({ horasAgendadas: [], rsvps: [], ventas: [], correos: [] });
    const db = t.database.db;
    const [venta] = await db
      .select()
      .from(ventas)
      .where(eq(ventas.buyOrder, `bo-${ANA.length}-1100`));
    expect(venta).toMatchObject({ email: 'anónimo', precioTotal: 5000, status: 'PAGADO' });
    // Nothing of the other client was touched.
    const otra = (await pedir('exportar', OTRA)).json<ExportacionDatosPersonales>();
    expect(otra.horasAgendadas).toHaveLength(1);
    expect(otra.rsvps).toHaveLength(1);
    // The barber's calendar event of the deleted booking went with it.
    const eventosDeAna = await db
      .select()
      .from(eventosCalendario)
      .where(sql`${eventosCalendario.description} ilike ${ANA}`);
    expect(eventosDeAna).toHaveLength(0);
  });

  it('cada acción deja una línea de auditoría con una huella, nunca el correo', async () => {
    const lineas: string[] = [];
    const { crearDatosPersonalesService } = await import(
      '../../src/features/datos-personales/datos-personales.service.js'
    );
    const servicio = crearDatosPersonalesService({
      db: t.database.db,
      clock: () => t.reloj.ahora,
      log: { info: (obj: object, msg: string) => void lineas.push(JSON.stringify({ ...obj, msg })) } as never,
    });
    const quien = { id: 'admin-id', rol: 'admin' as const, email: ADMIN.email, nombre: 'Admin' };
    await servicio.exportar(quien as never, { email: OTRA });
    await servicio.eliminar(quien as never, { email: OTRA });
    expect(lineas).toHaveLength(2);
    for (const l of lineas) {
      expect(l).toContain('"auditoria":"datos-personales"');
      expect(l).toMatch(/"correo":"[0-9a-f]{16}"/);
      expect(l.toLowerCase()).not.toContain(OTRA);
    }
    auditoria.push(...lineas.map((l) => JSON.parse(l)));
    expect(auditoria[0]!.correo).toBe(auditoria[1]!.correo);
  });

  it('solo el admin ejerce estos derechos', async () => {
    const barbero = await t.tokenDe(BARBERO);
    const res = await pedidor(t)('POST', '/api/admin/datos-personales/exportar', barbero, { email: OTRA });
    expect(res.statusCode).toBe(403);
    const malo = await pedir('exportar', 'no-es-correo');
    expect(malo.statusCode).toBe(400);
  });

  it('la purga borra correos enviados, tokens vencidos e invitaciones viejas, y anonimiza reservas de hace más de RETENCION_MESES', async () => {
    const db = t.database.db;
    const reloj = { ahora: new Date('2026-11-25T20:00:00Z') };
    const purga = crearPurga({ db, clock: () => reloj.ahora, log: t.app.log, retencionMeses: 24 });
    const fecha = await fechaDelDia(t, '2026-11-26');
    expect(
      (
        await agendar(t, fecha._id, {
          horaInicio: '15:00',
          horaFin: '15:45',
          nombre: 'Vieja',
          email: 'vieja@correo.cl',
          telefono: '+56 9 8765 4321',
        })
      ).statusCode,
    ).toBe(200);
    await db.update(correosOutbox).set({ estado: 'enviado', enviadoEn: new Date('2026-11-25T12:00:00Z') });
    const [usuario] = await db.select({ id: usuarios.id }).from(usuarios).limit(1);
    await db.insert(refreshTokens).values({
      usuarioId: usuario!.id,
      familia: crypto.randomUUID(),
      tokenHash: 'vencido',
      expiraEn: new Date('2026-12-01T00:00:00Z'),
    });
    // Dated by the test's clock, not the machine's: created "now" it was younger than 30 days on 12-27
    // whenever the machine's date was past 11-27.
    await db
      .insert(accesos)
      .values({ email: 'invitado@correo.cl', rol: 'barbero', creadoEn: new Date('2026-11-25T12:00:00Z') });

    // Today: nothing is old enough.
    expect(await purga.procesar()).toEqual({
      correos: 0,
      tokens: 0,
      accesos: 0,
      whatsappRecibidos: 0,
      inasistencias: 0,
      abonosAnonimizados: 0,
      horasAnonimizadas: 0,
    });

    // 31 days later: sent mail, the lapsed token and the unused invitation go; bookings stay whole.
    reloj.ahora = new Date('2026-12-27T00:00:00Z');
    const mes = await purga.procesar();
    expect(mes.correos).toBeGreaterThan(0);
    // The planted token, and the logins' refresh tokens of this suite (30 days) as well.
    expect(mes.tokens).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, 'vencido'))).toHaveLength(
      0,
    );
    expect(mes.accesos).toBe(1);
    expect(mes.horasAnonimizadas).toBe(0);
    const [entera] = await db.select().from(horasAgendadas).where(eq(horasAgendadas.horaInicio, '15:00'));
    expect(entera?.telefono).toBe('+56987654321');
    expect(await db.select().from(correosOutbox).where(eq(correosOutbox.estado, 'enviado'))).toHaveLength(0);

    // 24 months after the booking ended: its name and e-mail are gone, and so are its event's.
    reloj.ahora = new Date('2028-11-27T00:00:00Z');
    const anos = await purga.procesar();
    expect(anos.horasAnonimizadas).toBeGreaterThan(0);
    const [vieja] = await db.select().from(horasAgendadas).where(eq(horasAgendadas.horaInicio, '15:00'));
    expect(vieja).toMatchObject({ nombre: 'anónimo', email: 'anónimo', telefono: null });
    const [evento] = await db
      .select()
      .from(eventosCalendario)
      .where(eq(eventosCalendario.horaAgendadaId, vieja!.id));
    expect(evento).toMatchObject({ summary: 'anónimo - Corte de pelo', description: '' });
    // Running again changes nothing.
    expect((await purga.procesar()).horasAnonimizadas).toBe(0);
  });
});
