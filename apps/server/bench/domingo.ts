// `npm run bench:domingo`: Sunday 16:30, when a week of new hours opens and clients arrive at once.
// 1,000 simulated clients arrive within 60 s, each loads the hour screen's data, picks a free hour (many
// pick the same popular ones), books, and on «La hora ya está agendada.» reloads and tries another, up to
// 3 times. Against one instance, then two, of the real server (src/main.ts) on one fresh PostgreSQL
// database. Loopback only; bounded in clients and time; stops by itself.
import { readdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  fechaLocalDe,
  grillaDeHoras,
  horaDeMinutos,
  minutosDe,
  sumarDias,
  ZONA_SANTIAGO,
} from '@barberia/shared';
import { eq } from 'drizzle-orm';
import { fechas, horasAgendadas, servicios } from '../src/db/schema.js';
import { nuevaGrilla } from '../src/features/fechas/fechas.repository.js';
import { basePostgresNueva } from '../test/helpers/databases.js';
import { type Instancia, iniciarInstancia } from '../test/helpers/instancias.js';

const { values } = parseArgs({
  options: {
    clientes: { type: 'string', default: '1000' },
    segundos: { type: 'string', default: '60' },
    instancias: { type: 'string', default: '1,2' },
  },
});
const CLIENTES = Math.min(Number(values.clientes), 5000);
const LLEGADAS_MS = Math.min(Number(values.segundos), 120) * 1000;
const INTENTOS = 3;
const DURACION = 45;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const HORA_OCUPADA = 'La hora ya está agendada.';

type Tipo = 'horas' | 'agendar';
interface Medicion {
  latencias: Record<Tipo, number[]>;
  rechazos: Map<string, number>;
  errores5xx: number;
  fallosDeRed: number;
  reservas: number;
  sinHora: number;
}

/** CPU seconds (user + system) of a process, from /proc. */
function cpuDe(pid: number): number {
  try {
    const campos = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(campos[11]) + Number(campos[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds of every PostgreSQL process on this machine (backends come and go; the total counts). */
function cpuPostgres(): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += cpuDe(Number(pid));
    } catch {
      // Gone meanwhile.
    }
  }
  return total;
}

/** Both drivers answer `execute` with `{ rows }`; the shared Db type does not say so. */
const filas = <T>(resultado: unknown) => (resultado as { rows: T[] }).rows;

const percentil = (xs: number[], p: number) => {
  if (xs.length === 0) return 0;
  const orden = [...xs].sort((a, b) => a - b);
  return orden[Math.min(orden.length - 1, Math.floor((p / 100) * orden.length))]!;
};

async function medir(cantidad: number) {
  const database = await basePostgresNueva(adminUrl, 'domingo');
  const url = new URL(adminUrl);
  url.pathname = `/${filas<{ d: string }>(await database.db.execute('select current_database() as d'))[0]!.d}`;
  const env = {
    DATABASE_URL: url.toString(),
    JWT_SECRET: 'secreto-del-bench-domingo-0123456789abcdef',
    RATE_LIMIT_RESERVAS: '100000000',
    ADMIN_PASSWORD: 'bench-admin-123',
    LOG_LEVEL: 'error',
    WEB_DIST: '/nonexistent',
  };
  const instancias: Instancia[] = [];
  try {
    for (let i = 0; i < cantidad; i++) instancias.push(await iniciarInstancia(env));
    const base = instancias[0]!.url;
    const { barberoId } = (await (await fetch(`${base}/api/config`)).json()) as { barberoId: string };
    // The week that opens: tomorrow and the 6 days after, 11:00–20:30, every quarter hour enabled.
    const manana = sumarDias(fechaLocalDe(new Date(), ZONA_SANTIAGO), 1);
    const grilla = nuevaGrilla(grillaDeHoras('11:00', '20:30').map((hora) => ({ hora, habilitado: true })));
    await database.db.delete(horasAgendadas).where(eq(horasAgendadas.barberoId, barberoId));
    await database.db.delete(fechas).where(eq(fechas.barberoId, barberoId));
    await database.db.insert(fechas).values(
      Array.from({ length: 7 }, (_, i) => ({
        barberoId,
        dia: sumarDias(manana, i),
        horaInicio: '11:00',
        horaFin: '20:30',
        horas: grilla,
      })),
    );
    const [servicio] = await database.db.select().from(servicios).limit(1);
    const nombreServicio = servicio?.servicio ?? 'Corte de pelo';

    const m: Medicion = {
      latencias: { horas: [], agendar: [] },
      rechazos: new Map(),
      errores5xx: 0,
      fallosDeRed: 0,
      reservas: 0,
      sinHora: 0,
    };
    const cronometrar = async (tipo: Tipo, pedido: () => Promise<Response>) => {
      const t0 = performance.now();
      try {
        const res = await pedido();
        const cuerpo = await res.text();
        m.latencias[tipo].push(performance.now() - t0);
        if (res.status >= 500) m.errores5xx++;
        else if (res.status >= 400) {
          const msg = (JSON.parse(cuerpo) as { msg?: string }).msg ?? String(res.status);
          m.rechazos.set(msg, (m.rechazos.get(msg) ?? 0) + 1);
        }
        return { res, cuerpo };
      } catch {
        m.fallosDeRed++;
        return null;
      }
    };

    async function cliente(n: number) {
      const instancia = instancias[n % instancias.length]!.url;
      for (let intento = 0; intento < INTENTOS; intento++) {
        const r = await cronometrar('horas', () =>
          fetch(`${instancia}/api/fechas/horas-libres/${barberoId}?duracion=${DURACION}`),
        );
        if (r?.res.status !== 200) return;
        const { dias } = JSON.parse(r.cuerpo) as { dias: { fechaId: string; horas: string[] }[] };
        const libres = dias.flatMap((d) => d.horas.map((hora) => ({ fechaId: d.fechaId, hora })));
        if (libres.length === 0) {
          m.sinHora++;
          return;
        }
        // Two clients in three want one of the first three free hours of the week: the popular ones.
        const eleccion =
          Math.random() < 2 / 3
            ? libres[Math.floor(Math.random() * Math.min(3, libres.length))]!
            : libres[Math.floor(Math.random() * libres.length)]!;
        const res = await cronometrar('agendar', () =>
          fetch(`${instancia}/api/fechas/${eleccion.fechaId}/agregar-hora-agendada`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              horaInicio: eleccion.hora,
              horaFin: horaDeMinutos(minutosDe(eleccion.hora) + DURACION),
              nombre: `Cliente ${n}`,
              email: `cliente${n}@domingo.cl`,
              servicio: nombreServicio,
            }),
          }),
        );
        if (res?.res.status === 200) {
          m.reservas++;
          return;
        }
        if (!res?.cuerpo.includes(HORA_OCUPADA)) return;
      }
    }

    const cpuAntes = instancias.map((i) => cpuDe(i.proceso.pid!));
    const pgAntes = cpuPostgres();
    const yoAntes = process.cpuUsage();
    const t0 = performance.now();
    await Promise.all(
      Array.from(
        { length: CLIENTES },
        (_, n) =>
          new Promise<void>((resolve) => {
            setTimeout(() => cliente(n).finally(resolve), Math.random() * LLEGADAS_MS);
          }),
      ),
    );
    const duracion = (performance.now() - t0) / 1000;
    const cpu = instancias.map((i, k) => cpuDe(i.proceso.pid!) - cpuAntes[k]!);
    const cpuPg = cpuPostgres() - pgAntes;
    const yo = process.cpuUsage(yoAntes);

    const [dobles] = filas<{ n: number }>(
      await database.db.execute(
        `select count(*)::int as n from horas_agendadas a join horas_agendadas b
           on a.barbero_id = b.barbero_id and a.id < b.id
          and tstzrange(a.inicio, a.fin, '[)') && tstzrange(b.inicio, b.fin, '[)')`,
      ),
    );
    const final = (await (
      await fetch(`${base}/api/fechas/horas-libres/${barberoId}?duracion=${DURACION}`)
    ).json()) as { dias: { horas: string[] }[] };
    const libresAlFinal = final.dias.reduce((s, d) => s + d.horas.length, 0);
    return { cantidad, m, duracion, cpu, cpuPg, yo, dobles: dobles?.n ?? -1, libresAlFinal };
  } finally {
    await Promise.all(instancias.map((i) => i.detener()));
    await database.close();
  }
}

console.log(
  `Domingo 16:30: ${CLIENTES} clientes en ${LLEGADAS_MS / 1000} s, hasta ${INTENTOS} intentos, servicio de ${DURACION} min, una semana recién abierta. ${new Date().toISOString().slice(0, 10)}`,
);
for (const cantidad of String(values.instancias).split(',').map(Number)) {
  const r = await medir(cantidad);
  const { m } = r;
  console.log(
    `\n## ${cantidad} instancia${cantidad > 1 ? 's' : ''} sobre un PostgreSQL (${r.duracion.toFixed(1)} s)\n`,
  );
  console.log(`- Horas agendadas: ${m.reservas}; horas que quedaron libres: ${r.libresAlFinal}`);
  console.log(`- Clientes que ya no encontraron hora: ${m.sinHora}`);
  console.log(`- Dobles reservas en la base: ${r.dobles} (debe ser 0)`);
  console.log(`- Respuestas 5xx: ${m.errores5xx} (debe ser 0); fallos de red: ${m.fallosDeRed}`);
  for (const [msg, n] of m.rechazos) console.log(`- 4xx «${msg}»: ${n}`);
  for (const tipo of ['horas', 'agendar'] as const) {
    const xs = m.latencias[tipo];
    console.log(
      `- ${tipo === 'horas' ? 'GET horas-libres' : 'PUT agregar-hora-agendada'}: ${xs.length} pedidos, p50 ${percentil(xs, 50).toFixed(1)} ms, p99 ${percentil(xs, 99).toFixed(1)} ms`,
    );
  }
  console.log(
    `- CPU: ${r.cpu.map((c, i) => `instancia ${i + 1} ${c.toFixed(1)} s`).join(', ')}, PostgreSQL ${r.cpuPg.toFixed(1)} s, clientes simulados ${((r.yo.user + r.yo.system) / 1e6).toFixed(1)} s`,
  );
  if (r.dobles !== 0 || m.errores5xx !== 0) process.exitCode = 1;
}
