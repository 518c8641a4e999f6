import {
  enlaceResena,
  type ModerarResena,
  moderarResenaSchema,
  nombreParaResena,
  type ResenaAdmin,
  type ResenaInput,
  type ResenaPublica,
  type ResenasPublicas,
  resenaInputSchema,
  type VisitaParaResena,
} from '@barberia/shared';
import type { resenas } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { encolarCorreo } from '../../infra/correo/bandeja.repository.js';
import { cubreHora, firmarTokenCliente, verificarTokensCliente } from '../fechas/index.js';
import { correoPedirResena } from './correo-de-resena.js';
import * as repo from './resenas.repository.js';

export interface ResenasDeps extends Pick<Deps, 'db' | 'clock' | 'publicUrl' | 'tienda'> {
  /** Signs the proof in the review link (decision 018). */
  secret: Uint8Array;
  /** RESENA_HORAS_DESPUES: how long after the visit ends the client is asked. */
  horasDespues: number;
  /** RESENA_DIAS_PARA_RESPONDER: how long the personal link is valid. */
  diasParaResponder: number;
}

/** The home page shows this many; the average and the count cover them all. */
const EN_LA_PORTADA = 6;
const LOTE = 50;
const HORA_MS = 3_600_000;
/** A visit older than this when the job first sees it (a deploy, a stopped server) is not asked about. */
const VENTANA_MS = 3 * 24 * HORA_MS;

type Fila = typeof resenas.$inferSelect;

const publica = (r: Fila): ResenaPublica => ({
  _id: r.id,
  nombre: r.nombre,
  estrellas: r.estrellas,
  comentario: r.comentario,
  servicio: r.servicio,
  dia: r.dia,
  respuesta: r.respuesta,
});

/**
 * Reviews of attended visits (issue 25, decision 039): asked for once after the visit, written through a
 * personal link with the same proof as the client's bookings, published only by the admin.
 */
export function crearResenasService({
  db,
  clock,
  publicUrl,
  tienda,
  secret,
  horasDespues,
  diasParaResponder,
}: ResenasDeps) {
  /** The visit, if these proofs cover it: a booking is only ever shown to its owner. */
  async function visitaCubierta(horaAgendadaId: string, cabecera: string | undefined) {
    const pruebas = await verificarTokensCliente(cabecera, secret, clock());
    if (pruebas.length === 0) throw new AppError('SIN_PRUEBA_DE_CORREO');
    const visita = await repo.buscarVisita(db, horaAgendadaId);
    if (!visita) throw new AppError('HORA_AGENDADA_NO_ENCONTRADA');
    if (!cubreHora(pruebas, visita)) throw new AppError('SIN_PRUEBA_DE_CORREO');
    // Whoever did not come has no visit to review (decision 053): the link of a mail sent before the
    // barber's mark opens to that sentence, and nothing is stored.
    if (visita.asistencia === 'NO_ASISTIO') throw new AppError('RESENA_DE_INASISTENCIA');
    return visita;
  }

  async function resumen(sinDemo: boolean, limite: number): Promise<ResenasPublicas> {
    const [{ promedio, cantidad }, filas] = await Promise.all([
      repo.resumenPublicadas(db, sinDemo),
      repo.ultimasPublicadas(db, limite, sinDemo),
    ]);
    return {
      promedio: promedio === null ? null : Math.round(promedio * 10) / 10,
      cantidad,
      resenas: filas.map(publica),
    };
  }

  return {
    /** GET /api/resenas: what the home page shows. */
    publicas: () => resumen(false, EN_LA_PORTADA),

    /** The page's structured data: real reviews only, never the demo's (features/seo). */
    paraBuscadores: () => resumen(true, 5),

    async visita(horaAgendadaId: string, cabecera: string | undefined): Promise<VisitaParaResena> {
      const v = await visitaCubierta(horaAgendadaId, cabecera);
      const resena = await repo.resenaDeHora(db, v.id);
      return {
        horaAgendadaId: v.id,
        dia: v.dia,
        horaInicio: v.horaInicio,
        servicio: v.servicio,
        barbero: v.barbero,
        terminada: v.fin <= clock(),
        resena: resena ? { estrellas: resena.estrellas, comentario: resena.comentario } : null,
      };
    },

    async enviar(horaAgendadaId: string, input: ResenaInput, cabecera: string | undefined) {
      const { estrellas, comentario } = resenaInputSchema.parse(input);
      const v = await visitaCubierta(horaAgendadaId, cabecera);
      if (v.fin > clock()) throw new AppError('RESENA_ANTES_DE_TIEMPO');
      const creada = await repo.insertarResena(db, {
        horaAgendadaId: v.id,
        barberoId: v.barberoId,
        email: v.email,
        nombre: nombreParaResena(v.nombre),
        servicio: v.servicio,
        dia: v.dia,
        estrellas,
        comentario: comentario ?? null,
        creadoEn: clock(),
      });
      if (!creada) throw new AppError('RESENA_YA_ENVIADA');
      return { msg: '¡Gracias por tu reseña! La publicaremos en el sitio cuando la revisemos.' };
    },

    async todas(): Promise<ResenaAdmin[]> {
      return (await repo.todas(db)).map(({ resena: r, barbero }) => ({
        ...publica(r),
        estado: r.estado as ResenaAdmin['estado'],
        demo: r.demo,
        barbero,
        creadaEn: r.creadoEn.toISOString(),
      }));
    },

    async moderar(id: string, input: ModerarResena) {
      const { estado, respuesta } = moderarResenaSchema.parse(input);
      const antes = await db.transaction(async (tx) => {
        const anterior = await repo.estadoAntesDeModerar(tx, id);
        if (!anterior) throw new AppError('RESENA_NO_ENCONTRADA');
        await repo.moderar(tx, id, { estado, respuesta: respuesta ?? null, moderadaEn: clock() });
        return anterior;
      });
      if (estado === 'OCULTA') return { msg: 'Reseña oculta: ya no se ve en el sitio.' };
      // «Guardar respuesta» on a review already public (issue 42): it was not published again.
      if (antes !== 'PUBLICADA') return { msg: 'Reseña publicada.' };
      return {
        msg: respuesta
          ? 'Respuesta guardada: se ve bajo la reseña en el sitio.'
          : 'Respuesta quitada: la reseña sigue publicada.',
      };
    },

    /**
     * The periodic job: each visit that ended `horasDespues` ago gets one message asking for a review, its
     * claim and its mail in one transaction (as the reminders), whichever instance runs it.
     */
    async pedir(): Promise<number> {
      let total = 0;
      for (;;) {
        const n = await db.transaction(async (tx) => {
          const ahora = clock();
          const reclamadas = await repo.reclamarPedidos(tx, ahora, horasDespues * HORA_MS, VENTANA_MS, LOTE);
          for (const { id } of reclamadas) {
            const v = await repo.buscarVisita(tx, id);
            if (!v) continue;
            const expira = new Date(v.fin.getTime() + diasParaResponder * 24 * HORA_MS);
            const token = await firmarTokenCliente(
              { tipo: 'hora', email: v.email, horaAgendadaId: v.id },
              expira,
              secret,
              ahora,
            );
            const enlace = enlaceResena(publicUrl, v.id, token);
            await encolarCorreo(tx, correoPedirResena(v, enlace, diasParaResponder, await tienda(tx)), ahora);
          }
          return reclamadas.length;
        });
        total += n;
        if (n < LOTE) return total;
      }
    },
  };
}

export type ResenasService = ReturnType<typeof crearResenasService>;
