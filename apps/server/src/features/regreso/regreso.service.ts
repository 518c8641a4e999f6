import {
  enlaceAgendarOtraVez,
  enlaceBajaRegreso,
  fechaLocalDe,
  regresoDebido,
  ZONA_SANTIAGO,
} from '@barberia/shared';
import type { Executor } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { encolarCorreo } from '../../infra/correo/bandeja.repository.js';
import { correoDeRegreso } from './correo-de-regreso.js';
import * as repo from './regreso.repository.js';
import { emailDeTokenBaja, firmarTokenBaja } from './token-baja.js';

export interface RegresoDeps extends Pick<Deps, 'db' | 'clock' | 'publicUrl' | 'tienda'> {
  /** Signs the opt-out link's proof (its own audience: it only unsubscribes, token-baja.ts). */
  secret: Uint8Array;
}

const LOTE = 50;
/** The opt-out link outlives the reminder by far: a client may find the mail months later. It opens nothing else. */
const VIGENCIA_BAJA_MS = 365 * 24 * 3_600_000;

type Hora = Awaited<ReturnType<typeof repo.horasDe>>[number];

/**
 * «Te toca volver» (issue 25): one mail per last visit, when the client's usual interval has passed,
 * only to addresses whose owner ticked the box at booking and has nothing booked yet.
 */
export function crearRegresoService({ db, clock, publicUrl, tienda, secret }: RegresoDeps) {
  async function avisar(
    email: string,
    horas: Hora[],
    avisadoPorDia: string | null,
    ahora: Date,
    tx: Executor,
  ) {
    if (horas.some((h) => h.inicio > ahora)) return false;
    // A no-show is no visit (issue 24): it does not set the rhythm nor count as the last one.
    const visitas = horas.filter((h) => h.fin <= ahora && h.asistencia !== 'NO_ASISTIO');
    const debido = regresoDebido(
      visitas.map((h) => h.dia),
      fechaLocalDe(ahora, ZONA_SANTIAGO),
    );
    if (!debido || avisadoPorDia === debido.ultimo) return false;
    // The last visit's booking (horas come oldest first): its services and barber are booked again.
    const ultima = visitas.filter((h) => h.dia === debido.ultimo).at(-1) as Hora;
    const token = await firmarTokenBaja(email, new Date(ahora.getTime() + VIGENCIA_BAJA_MS), secret, ahora);
    const agendar = enlaceAgendarOtraVez(publicUrl, {
      servicio: ultima.servicio,
      adicionales: ultima.serviciosAdicionales,
      barberoId: ultima.barberoId,
    });
    const servicio = [ultima.servicio, ...ultima.serviciosAdicionales].join(' + ');
    await encolarCorreo(
      tx,
      correoDeRegreso(
        {
          email,
          nombre: ultima.nombre,
          ultimo: debido.ultimo,
          intervalo: debido.intervalo,
          servicio,
          barbero: ultima.barbero,
        },
        { agendar, baja: enlaceBajaRegreso(publicUrl, token) },
        await tienda(tx),
      ),
      ahora,
    );
    await repo.marcarAvisado(tx, email, debido.ultimo, ahora);
    return true;
  }

  return {
    /**
     * The periodic job: every consenting address, a batch per transaction, each claimed with SKIP LOCKED
     * so that instances racing never mail twice; the mark and the mail commit together.
     */
    async procesar(): Promise<number> {
      let enviados = 0;
      let cursor = '';
      for (;;) {
        const { n, ultimo } = await db.transaction(async (tx) => {
          const ahora = clock();
          const consentidos = await repo.reclamarConsentimientos(tx, cursor, LOTE);
          if (consentidos.length === 0) return { n: 0, ultimo: null };
          const horas = await repo.horasDe(
            tx,
            consentidos.map((c) => c.email),
          );
          for (const c of consentidos) {
            const suyas = horas.filter((h) => h.email === c.email);
            if (await avisar(c.email, suyas, c.avisadoPorDia, ahora, tx)) enviados++;
          }
          return { n: consentidos.length, ultimo: consentidos.at(-1)?.email ?? null };
        });
        if (ultimo === null || n < LOTE) return enviados;
        cursor = ultimo;
      }
    },

    /** The opt-out link's proof, checked: the address it covers, or null. */
    emailDeBaja: (token: string): Promise<string | null> => emailDeTokenBaja(token, secret, clock()),

    async darDeBaja(token: string): Promise<string | null> {
      const email = await this.emailDeBaja(token);
      if (email) await repo.retirarConsentimientoRegreso(db, email, clock());
      return email;
    },
  };
}

export type RegresoService = ReturnType<typeof crearRegresoService>;
