import { enlaceCancelar, fechaLocalDe, horaLocalDe, inicioDelDia, sumarDias } from '@barberia/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { crearTareaPeriodica } from '../../lib/tarea-periodica.js';
import { exigirDuenoOAdmin } from '../../plugins/auth.js';
import type { UsuarioSesion } from '../auth/tokens.js';
import { encolarCorreo } from '../correos/correos.repository.js';
import { correoRecordatorio } from '../fechas/correos-de-reserva.js';
import { firmarTokenCliente } from '../fechas/token-cliente.js';
import { buscarUsuarioPorId } from '../usuarios/usuarios.repository.js';
import { correoAgendaDiaria } from './correo-agenda-diaria.js';
import * as repo from './recordatorios.repository.js';

export interface RecordatoriosDeps extends Pick<Deps, 'db' | 'clock' | 'zona' | 'publicUrl'> {
  /** Signs the proof in the reminder's personal link (decision 018). */
  secret: Uint8Array;
  /** RECORDATORIO_HORAS_ANTES. */
  horasAntes: number;
  /** AGENDA_DIARIA_HORA, HH:MM in the shop's zone. */
  horaAgenda: string;
  log: FastifyBaseLogger;
}

const LOTE = 50;

/**
 * The client's reminders and the barbers' daily agendas (decision 019): a periodic job on the injected
 * clock that only queues mail; the outbox sends it. Each run claims its work in the database, so any
 * number of instances may run it and each mail is queued once.
 */
export function crearRecordatorios({
  db,
  clock,
  zona,
  publicUrl,
  secret,
  horasAntes,
  horaAgenda,
  log,
}: RecordatoriosDeps) {
  /** One batch claimed and its mails queued in one transaction: a claim never outlives a lost mail. */
  async function recordatorios(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await db.transaction(async (tx) => {
        const ahora = clock();
        const horas = await repo.reclamarRecordatorios(tx, ahora, horasAntes * 3_600_000, LOTE);
        for (const h of horas) {
          const barbero = await buscarUsuarioPorId(tx, h.barberoId);
          const token = await firmarTokenCliente({ tipo: 'correo', email: h.email }, h.fin, secret, ahora);
          await encolarCorreo(
            tx,
            correoRecordatorio(
              { ...h, dia: fechaLocalDe(h.inicio, zona), barbero: barbero?.nombre ?? '' },
              { publicUrl, ahora, zona },
              enlaceCancelar(publicUrl, h.email, token),
            ),
            ahora,
          );
        }
        return horas.length;
      });
      total += n;
      if (n < LOTE) return total;
    }
  }

  /**
   * From AGENDA_DIARIA_HORA on, each opted-in barber's day is decided once: the first run records it and
   * mails the agenda if the day has bookings; a day without them at that hour gets no mail later.
   */
  async function agendas(): Promise<number> {
    const ahora = clock();
    if (horaLocalDe(ahora, zona) < horaAgenda) return 0;
    const dia = fechaLocalDe(ahora, zona);
    const desde = inicioDelDia(dia, zona);
    const hasta = inicioDelDia(sumarDias(dia, 1), zona);
    let enviadas = 0;
    for (const { id } of await repo.barberosConAgendaDiaria(db)) {
      const enviada = await db.transaction(async (tx) => {
        if (!(await repo.marcarAgendaDiaria(tx, id, dia))) return false;
        const horas = await repo.horasDelBarberoEntre(tx, id, desde, hasta);
        const barbero = await buscarUsuarioPorId(tx, id);
        if (horas.length === 0 || !barbero) return false;
        await encolarCorreo(tx, correoAgendaDiaria(barbero, dia, horas, publicUrl), clock());
        return true;
      });
      if (enviada) enviadas++;
    }
    return enviadas;
  }

  async function procesar() {
    return { recordatorios: await recordatorios(), agendas: await agendas() };
  }

  const tarea = crearTareaPeriodica(procesar, log, 'error preparando recordatorios');
  return { procesar, iniciar: tarea.iniciar, detener: tarea.detener };
}

/** The barber's switch for the daily agenda (their own, or anyone's for the admin). */
export function crearAgendaDiariaService({ db }: Pick<Deps, 'db'>) {
  return {
    async leer(usuario: UsuarioSesion, id: string) {
      exigirDuenoOAdmin(usuario, id);
      const fila = await repo.leerAgendaDiaria(db, id);
      if (!fila) throw new AppError('USUARIO_NO_ENCONTRADO');
      return fila;
    },
    async cambiar(usuario: UsuarioSesion, id: string, agendaDiaria: boolean) {
      exigirDuenoOAdmin(usuario, id);
      const fila = await repo.guardarAgendaDiaria(db, id, agendaDiaria);
      if (!fila) throw new AppError('USUARIO_NO_ENCONTRADO');
      return {
        msg: agendaDiaria ? 'Recibirás tu agenda diaria por correo.' : 'Ya no recibirás la agenda diaria.',
        ...fila,
      };
    },
  };
}

export type AgendaDiariaService = ReturnType<typeof crearAgendaDiariaService>;
