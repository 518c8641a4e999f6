import { createHash } from 'node:crypto';
import {
  diasDelRango,
  fechaLocalDe,
  type HorasLibresRespuesta,
  horasLibres,
  inicioDelDia,
  limitesDeFechas,
} from '@barberia/shared';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { OcupadoGoogleService } from '../../infra/google/ocupado-google.js';
import { buscarUsuarioPorId } from '../../infra/usuarios.repository.js';
import type { CambiosAgenda } from '../../plugins/cambios-agenda.js';
import { listarEventos } from '../calendario/index.js';
import { fechaJson } from './fechas.mapper.js';
import * as repo from './fechas.repository.js';

export interface HorasLibresDeps extends Pick<Deps, 'db' | 'clock' | 'zona'> {
  cambios: CambiosAgenda;
  /** Busy time in the barber's Google calendar, for the days on offer; its expiry bounds the cache's. */
  ocupadoGoogle: OcupadoGoogleService;
}

/** An answer already serialised, as the route sends it. */
export interface HorasLibresCuerpo {
  cuerpo: string;
  etag: string;
}

interface Entrada extends HorasLibresCuerpo {
  version: number;
  venceEn: number;
}

/** Every day from the first open date to the last, for one read of the barber's Google calendar. */
function diasEntre(fechas: { dia: string }[]): string[] {
  if (fechas.length === 0) return [];
  const ordenadas = fechas.map((f) => f.dia).sort();
  return diasDelRango(ordenadas[0]!, ordenadas[ordenadas.length - 1]!, [0, 1, 2, 3, 4, 5, 6]);
}

/** Keys are barber × duration; a few services per barber. The bound only stops abuse with odd durations. */
const MAXIMO_ENTRADAS = 500;

/**
 * The hour screen's data, served from memory: computed once per barber and service length, kept until
 * the database says that barber's agenda changed (NOTIFY, on every instance) or the clock alone makes it
 * false (`venceEn`). A stale answer can only show a taken hour as free for a moment; the booking
 * transaction stays the judge and answers «La hora ya está agendada.».
 */
export function crearHorasLibresService({ db, clock, zona, cambios, ocupadoGoogle }: HorasLibresDeps) {
  const cache = new Map<string, Entrada>();
  // At 16:30 every booking invalidates the answer while hundreds of clients reload it: one computation
  // per key and version serves all the requests that arrive while it runs.
  const enCurso = new Map<string, Promise<HorasLibresCuerpo>>();

  async function calcular(barberoId: string, duracion: number, ahora: Date) {
    const barbero = await buscarUsuarioPorId(db, barberoId);
    if (!barbero) throw new AppError('BARBERO_NO_ENCONTRADO');
    const hoy = fechaLocalDe(ahora, zona);
    // Only the days a client may book: a day stored beyond the limit (before issue 20 a barber could open
    // 9999-12-31) is not offered, and the walk over days stays short.
    const hasta = limitesDeFechas(hoy).hasta;
    const [fechas, eventos] = await Promise.all([
      repo.listarFechas(db, { barberoId, desde: hoy, hasta, soloBarberosActivos: true }),
      listarEventos(db, barberoId, inicioDelDia(hoy, zona)),
    ]);
    const ocupados = eventos.map((e) => ({
      start: { dateTime: e.inicio.toISOString() },
      end: { dateTime: e.fin.toISOString() },
    }));
    const google = await ocupadoGoogle.leer(barbero.googleCalendarId, diasEntre(fechas), ahora.getTime());
    const libres = horasLibres(
      fechas.map((f) => fechaJson(f, 'publica', zona)),
      [...ocupados, ...google.ocupados],
      duracion,
      ahora,
      zona,
    );
    return { dias: libres.dias, venceEn: new Date(Math.min(libres.venceEn.getTime(), google.venceEn)) };
  }

  const etagDe = (cuerpo: string) =>
    `"${createHash('sha256').update(cuerpo).digest('base64url').slice(0, 27)}"`;

  const servicio = {
    async leer(barberoId: string, duracion: number): Promise<HorasLibresCuerpo> {
      const clave = `${barberoId}|${duracion}`;
      const ahora = clock();
      // Read before the queries: a change committed after them bumps it, and the result is not kept.
      const version = cambios.version(barberoId);
      const guardada = cache.get(clave);
      if (
        guardada &&
        cambios.fiable() &&
        guardada.version === version &&
        ahora.getTime() < guardada.venceEn
      ) {
        return guardada;
      }
      const claveVersion = `${clave}|${version}`;
      const compartida = enCurso.get(claveVersion);
      if (compartida) return compartida;
      const calculo = (async () => {
        const { dias, venceEn } = await calcular(barberoId, duracion, ahora);
        const cuerpo = JSON.stringify({ dias });
        const etag = etagDe(cuerpo);
        if (cambios.fiable() && cambios.version(barberoId) === version) {
          cache.delete(clave);
          if (cache.size >= MAXIMO_ENTRADAS) cache.delete(cache.keys().next().value as string);
          cache.set(clave, { cuerpo, etag, version, venceEn: venceEn.getTime() });
        }
        return { cuerpo, etag };
      })();
      enCurso.set(claveVersion, calculo);
      try {
        return await calculo;
      } finally {
        enCurso.delete(claveVersion);
      }
    },

    /**
     * «Cualquiera» (decision 031): the union of the free starts of every active barber who performs the
     * whole block (the service and its add-ons, decision 037), each barber's answer read through `leer` (so from its cache). A day's `fechaId` is the
     * record of the first barber, by name, with a free start that day (or with a record, when none has):
     * the booking sends it with `barbero: 'cualquiera'` and the server picks who is free.
     */
    async leerCualquiera(
      servicioId: string,
      duracion: number,
      adicionales: readonly string[] = [],
    ): Promise<HorasLibresCuerpo> {
      // With add-ons, only a barber who does the whole block (decision 037); `duracion` is its length.
      const barberos = await repo.barberosQueRealizan(db, [servicioId, ...adicionales]);
      const respuestas = await Promise.all(barberos.map((id) => servicio.leer(id, duracion)));
      const porDia = new Map<string, { fecha: string; fechaId: string; horas: Set<string> }>();
      for (const { cuerpo } of respuestas) {
        for (const d of (JSON.parse(cuerpo) as HorasLibresRespuesta).dias) {
          const dia = porDia.get(d.fecha);
          if (!dia) porDia.set(d.fecha, { ...d, horas: new Set(d.horas) });
          else {
            if (dia.horas.size === 0 && d.horas.length > 0) dia.fechaId = d.fechaId;
            for (const h of d.horas) dia.horas.add(h);
          }
        }
      }
      const dias = [...porDia.values()]
        .sort((a, b) => a.fecha.localeCompare(b.fecha))
        .map((d) => ({ fecha: d.fecha, fechaId: d.fechaId, horas: [...d.horas].sort() }));
      const cuerpo = JSON.stringify({ dias });
      return { cuerpo, etag: etagDe(cuerpo) };
    },
  };
  return servicio;
}

export type HorasLibresService = ReturnType<typeof crearHorasLibresService>;
