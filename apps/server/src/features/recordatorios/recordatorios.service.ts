import { enlaceCancelar, fechaLocalDe, horaLocalDe, inicioDelDia, sumarDias } from '@barberia/shared';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { encolarCorreo } from '../../infra/correo/bandeja.repository.js';
import type { UsuarioSesion } from '../../infra/sesion.js';
import { buscarUsuarioPorId } from '../../infra/usuarios.repository.js';
import { exigirDuenoOAdmin } from '../../plugins/auth.js';
import { avisarPorWhatsapp, correoRecordatorio, firmarTokenCliente } from '../fechas/index.js';
import { correoAgendaDiaria } from './correo-agenda-diaria.js';
import * as repo from './recordatorios.repository.js';

export interface RecordatoriosDeps extends Pick<Deps, 'db' | 'clock' | 'zona' | 'publicUrl' | 'tienda'> {
  /** Signs the proof in the reminder's personal link (decision 018). */
  secret: Uint8Array;
  /** RECORDATORIO_HORAS_ANTES. */
  horasAntes: number;
  /** RECORDATORIO_CORTO_HORAS: the second reminder; 0 sends none. */
  horasCortoAntes: number;
  /** AGENDA_DIARIA_HORA, HH:MM in the shop's zone. */
  horaAgenda: string;
}

const LOTE = 50;
const HORA_MS = 3_600_000;

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
  tienda,
  secret,
  horasAntes,
  horasCortoAntes,
  horaAgenda,
}: RecordatoriosDeps) {
  const plazos: Record<repo.Recordatorio, { antesMs: number; despuesMs: number }> = {
    largo: { antesMs: horasAntes * HORA_MS, despuesMs: horasCortoAntes * HORA_MS },
    corto: { antesMs: horasCortoAntes * HORA_MS, despuesMs: 0 },
  };

  /** One batch claimed and its mails queued in one transaction: a claim never outlives a lost mail. */
  async function recordatorios(cual: repo.Recordatorio): Promise<number> {
    if (plazos[cual].antesMs === 0) return 0;
    let total = 0;
    for (;;) {
      const n = await db.transaction(async (tx) => {
        const ahora = clock();
        const horas = await repo.reclamarRecordatorios(tx, cual, ahora, plazos[cual], LOTE);
        const datosTienda = await tienda(tx);
        for (const h of horas) {
          const barbero = await buscarUsuarioPorId(tx, h.barberoId);
          const token = await firmarTokenCliente({ tipo: 'correo', email: h.email }, h.fin, secret, ahora);
          const hora = { ...h, dia: fechaLocalDe(h.inicio, zona), barbero: barbero?.nombre ?? '' };
          const correo = correoRecordatorio(
            hora,
            { publicUrl, ahora, zona, tienda: datosTienda },
            enlaceCancelar(publicUrl, h.email, token),
          );
          // On the client's channel: WhatsApp with the mail as its fallback, or the mail (decision 035). A
          // moved booking is reminded again: the key carries its start.
          const tipo = cual === 'largo' ? 'recordatorio' : 'recordatorio_corto';
          const porWhatsapp = await avisarPorWhatsapp(tx, 'recordatorio', hora, ahora, {
            clave: `${tipo}:${h.id}:${h.inicio.toISOString()}`,
            respaldo: correo,
          });
          if (!porWhatsapp) await encolarCorreo(tx, correo, ahora);
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
        await encolarCorreo(
          tx,
          correoAgendaDiaria(barbero, dia, horas, publicUrl, await tienda(tx)),
          clock(),
        );
        return true;
      });
      if (enviada) enviadas++;
    }
    return enviadas;
  }

  async function procesar() {
    return {
      recordatorios: await recordatorios('largo'),
      recordatoriosCortos: await recordatorios('corto'),
      agendas: await agendas(),
    };
  }

  return { procesar };
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
