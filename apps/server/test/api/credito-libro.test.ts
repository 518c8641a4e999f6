import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abonos, movimientosCredito, politicaAbonos } from '../../src/db/schema.js';
import * as repo from '../../src/features/abonos/abonos.repository.js';
import { crearGanchosDeAbono } from '../../src/features/abonos/ganchos.js';
import type { ClienteWebpay } from '../../src/infra/webpay/webpay.client.js';
import { type AppDePrueba, appDePrueba, LUNES_9AM } from '../helpers/app.js';
import { BASES } from '../helpers/databases.js';

/**
 * Issue 41, High 2 (decision 051): credit is a ledger. Random sequences of payments (partly with credit),
 * holds that fail, cancellations in time and late, no-shows and their undoing run through the real
 * deposit hooks and repository on the real database; after each step the balance must be the model's,
 * never below zero, and equal to what was given minus what live deposits still hold.
 */
const HORA_MS = 3_600_000;
/** Hours three days after the test's Monday: in time at Monday's clock, late an hour before them. */
const INICIO = new Date(LUNES_9AM.getTime() + 72 * HORA_MS);
const VALORES = [2000, 5000, 8000] as const;

type Paso =
  | { tipo: 'pagar'; valor: number }
  | { tipo: 'fallar'; valor: number }
  | { tipo: 'cancelarATiempo' | 'cancelarTarde' | 'noAsistio' | 'asistio'; k: number };

const paso: fc.Arbitrary<Paso> = fc.oneof(
  fc.record({ tipo: fc.constant('pagar' as const), valor: fc.constantFrom(...VALORES) }),
  fc.record({ tipo: fc.constant('fallar' as const), valor: fc.constantFrom(...VALORES) }),
  fc.record({
    tipo: fc.constantFrom('cancelarATiempo', 'cancelarTarde', 'noAsistio', 'asistio'),
    k: fc.nat(20),
  }),
);

interface Vivo {
  hora: string;
  valor: number;
  /** What the deposit took of the credit when it was paid. */
  usado: number;
  estado: 'PAGADO' | 'NO_VINO';
}

describe.each(BASES)('el crédito es un libro (%s)', (base) => {
  let t: AppDePrueba;
  let ganchos: ReturnType<typeof crearGanchosDeAbono>;
  let reloj = LUNES_9AM;
  beforeAll(async () => {
    t = await appDePrueba(base);
    // The hooks never call Webpay in these steps (no refund is made here): any call is a test bug.
    const webpay = new Proxy({} as ClienteWebpay, {
      get: () => () => {
        throw new Error('Webpay no debe llamarse aquí');
      },
    });
    ganchos = crearGanchosDeAbono({ db: t.database.db, clock: () => reloj, webpay, log: t.app.log });
    await t.database.db.insert(politicaAbonos).values({
      id: 1,
      ventanaHoras: 24,
      alCancelarTarde: 'credito',
      minutosParaPagar: 10,
      inasistenciasParaAbono: 2,
      porcentajePorInasistencias: 50,
      actualizadoEn: LUNES_9AM,
    });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;

  /** A deposit of `valor` paid now, with as much of the address's credit as it has (as `iniciar` does). */
  async function pagar(email: string, valor: number, estado: 'PAGADO' | 'PENDIENTE') {
    return db().transaction(async (tx) => {
      const credito = Math.min(valor, await repo.creditoDisponible(tx, email));
      const id = randomUUID();
      const hora = randomUUID();
      await tx.insert(abonos).values({
        id,
        estado,
        email,
        nombre: 'Cliente',
        monto: valor - credito,
        credito,
        dia: '2026-11-26',
        horaInicio: '12:00',
        horaFin: '12:45',
        inicio: INICIO,
        fin: new Date(INICIO.getTime() + 45 * 60_000),
        servicio: 'Corte de pelo',
        reserva: {},
        venceEn: INICIO,
        horaAgendadaId: hora,
      });
      if (credito > 0) expect(await repo.gastarCredito(tx, { id, email }, credito)).toBe(true);
      return { id, hora, usado: credito };
    });
  }

  /** What the ledger says, and what the deposits say, computed apart. */
  async function cuentas(email: string) {
    const saldo = await repo.creditoDisponible(db(), email);
    const [dado] = await db()
      .select({ total: sql<number>`coalesce(sum(${movimientosCredito.monto}), 0)::int` })
      .from(movimientosCredito)
      .where(
        sql`${movimientosCredito.email} = ${email} and ${movimientosCredito.tipo} in ('apertura', 'credito', 'anulacion')`,
      );
    const [retenido] = await db()
      .select({ total: sql<number>`coalesce(sum(${abonos.credito}), 0)::int` })
      .from(abonos)
      .where(
        sql`${abonos.email} = ${email} and ${abonos.estado} in ('PENDIENTE', 'APROBADO', 'PAGADO', 'RETENIDO', 'CREDITO')`,
      );
    return { saldo, dadoMenosRetenido: (dado?.total ?? 0) - (retenido?.total ?? 0) };
  }

  let corrida = 0;
  it('any sequence of payments, cancellations and no-shows keeps the balance what was given minus what was spent', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(0, 3000, 5000, 12_000),
        fc.array(paso, { maxLength: 10 }),
        async (inicial, pasos) => {
          const email = `libro-${corrida++}@correo.cl`;
          let saldo = inicial;
          if (inicial > 0)
            await db().insert(movimientosCredito).values({ email, tipo: 'apertura', monto: inicial });
          const vivos: Vivo[] = [];
          for (const p of pasos) {
            reloj = LUNES_9AM;
            if (p.tipo === 'pagar') {
              const { hora, usado } = await pagar(email, p.valor, 'PAGADO');
              vivos.push({ hora, valor: p.valor, usado, estado: 'PAGADO' });
              saldo -= usado;
            } else if (p.tipo === 'fallar') {
              // A hold that spent credit and then failed (rejected, abandoned, expired): all of it comes back.
              const { id } = await pagar(email, p.valor, 'PENDIENTE');
              await db().transaction(async (tx) => {
                await repo.devolverCredito(tx, { id, email });
                await repo.devolverCredito(tx, { id, email }); // settled twice: once counts
                await tx.update(abonos).set({ estado: 'FALLIDA' }).where(eq(abonos.id, id));
              });
            } else {
              const candidatos = vivos.filter(
                (v) => v.estado === (p.tipo === 'asistio' ? 'NO_VINO' : 'PAGADO'),
              );
              const v = candidatos[p.k % Math.max(1, candidatos.length)];
              if (!v) continue;
              if (p.tipo === 'cancelarATiempo' || p.tipo === 'cancelarTarde') {
                if (p.tipo === 'cancelarTarde') reloj = new Date(INICIO.getTime() - HORA_MS);
                const r = await db().transaction((tx) => ganchos.alCancelar(tx, v.hora));
                // In time the credit part comes back (the card part goes to Webpay); late, the whole deposit.
                expect(r?.estado).toBe(
                  p.tipo === 'cancelarTarde'
                    ? 'CREDITO'
                    : v.usado < v.valor
                      ? 'REEMBOLSO_PENDIENTE'
                      : 'REEMBOLSADO',
                );
                saldo += p.tipo === 'cancelarTarde' ? v.valor : v.usado;
                vivos.splice(vivos.indexOf(v), 1);
              } else if (p.tipo === 'noAsistio') {
                reloj = new Date(INICIO.getTime() + HORA_MS);
                await db().transaction((tx) => ganchos.alMarcarAsistencia(tx, v.hora, 'NO_ASISTIO'));
                saldo += v.valor;
                v.estado = 'NO_VINO';
              } else {
                reloj = new Date(INICIO.getTime() + HORA_MS);
                await db().transaction((tx) => ganchos.alMarcarAsistencia(tx, v.hora, 'ASISTIO'));
                saldo -= Math.min(v.valor, saldo);
                v.estado = 'PAGADO';
              }
            }
            const c = await cuentas(email);
            expect(c.saldo).toBe(saldo);
            expect(c.saldo).toBeGreaterThanOrEqual(0);
            expect(c.dadoMenosRetenido).toBe(c.saldo);
          }
        },
      ),
      {
        numRuns: 40,
        examples: [
          // The cycle: one credit spent by two deposits, both cancelled in time, gives back only itself.
          [
            5000,
            [
              { tipo: 'pagar', valor: 2000 },
              { tipo: 'pagar', valor: 2000 },
              { tipo: 'cancelarATiempo', k: 0 },
              { tipo: 'cancelarATiempo', k: 0 },
            ],
          ],
          // A second no-show undone takes back its own credit only, not the loss an earlier undo left.
          [
            5000,
            [
              { tipo: 'pagar', valor: 5000 },
              { tipo: 'noAsistio', k: 0 },
              { tipo: 'pagar', valor: 2000 },
              { tipo: 'asistio', k: 0 },
              { tipo: 'cancelarTarde', k: 1 },
              { tipo: 'noAsistio', k: 0 },
              { tipo: 'asistio', k: 0 },
            ],
          ],
        ],
      },
    );
  });
});
