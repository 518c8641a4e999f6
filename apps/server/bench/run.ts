// `npm run bench`: availability reads and bookings under 100 concurrent connections against the real
// app on PostgreSQL, beside a bare Fastify route measured in the same run. Loopback only, bounded.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const CONEXIONES = 100;
const SEGUNDOS = Number(process.env.BENCH_SECONDS ?? 10);
/** BENCH_PRUEBAS=horas,agendar measures only those (the bare route always runs: it is the yardstick). */
const PRUEBAS = new Set((process.env.BENCH_PRUEBAS ?? 'horas,clientes,agendar').split(','));
/** BENCH_PERFIL=dir writes the app process's CPU profile there (open it in Chrome DevTools). */
const PERFIL = process.env.BENCH_PERFIL;

interface Puertos {
  app: number;
  bare: number;
  barberoDemo: string;
  fechasBench: string[];
  servicio: string;
  bytesHorasLibres: number;
}

const hijo = spawn(
  process.execPath,
  [
    ...(PERFIL ? ['--cpu-prof', `--cpu-prof-dir=${PERFIL}`] : []),
    '--import',
    'tsx',
    fileURLToPath(new URL('./servidor.ts', import.meta.url)),
  ],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const puertos = await new Promise<Puertos>((resolve, reject) => {
  createInterface({ input: hijo.stdout! }).once('line', (l) => resolve(JSON.parse(l) as Puertos));
  hijo.once('exit', (code) => reject(new Error(`el servidor del bench terminó (${code})`)));
});

type Resultado = {
  nombre: string;
  rps: number;
  p99: number;
  p50: number;
  total: number;
  no2xx: number;
  detalle: string;
};

async function medir(nombre: string, opciones: autocannon.Options, detalle = ''): Promise<Resultado> {
  const r = await autocannon({ connections: CONEXIONES, duration: SEGUNDOS, ...opciones });
  return {
    nombre,
    rps: r.requests.average,
    p99: r.latency.p99,
    p50: r.latency.p50,
    total: r.requests.total,
    no2xx: r.non2xx,
    detalle,
  };
}

const base = `http://127.0.0.1:${puertos.app}`;
const resultados: Resultado[] = [];
resultados.push(
  await medir('Fastify sin nada, mismos bytes (GET /bare)', { url: `http://127.0.0.1:${puertos.bare}/bare` }),
);
if (PRUEBAS.has('horas'))
  resultados.push(
    await medir(
      'Pantalla de horas (GET horas-libres)',
      { url: `${base}/api/fechas/horas-libres/${puertos.barberoDemo}?duracion=45` },
      `${puertos.bytesHorasLibres} bytes`,
    ),
  );
if (PRUEBAS.has('clientes'))
  resultados.push(
    await medir('Días del cliente (GET obtener-fechas-clientes, spec)', {
      url: `${base}/api/fechas/obtener-fechas-clientes/${puertos.barberoDemo}`,
    }),
  );

// Each request books the next free 30-minute hour across 400 open days.
const HORAS_POR_DIA = 19; // 11:00–20:30 in 30-minute steps
let siguiente = 0;
const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const conflictos = { n: 0 };
if (PRUEBAS.has('agendar'))
  resultados.push(
    await medir(
      'Agendar (PUT agregar-hora-agendada)',
      {
        url: base,
        requests: [
          {
            method: 'PUT',
            setupRequest: (req) => {
              const i = siguiente++;
              // Round the 400 days first: concurrent bookings fall on different days, as distinct clients'
              // hours do, instead of queueing 19 at a time on one day's row lock.
              const dias = puertos.fechasBench.length;
              const fechaId = puertos.fechasBench[i % dias];
              const inicio = 11 * 60 + (Math.floor(i / dias) % HORAS_POR_DIA) * 30;
              return {
                ...req,
                path: `/api/fechas/${fechaId}/agregar-hora-agendada`,
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({
                  horaInicio: hhmm(inicio),
                  horaFin: hhmm(inicio + 30),
                  nombre: `Cliente ${i}`,
                  email: `cliente${i}@bench.cl`,
                  servicio: puertos.servicio,
                }),
              };
            },
            onResponse: (status) => {
              if (status === 409) conflictos.n++;
            },
          },
        ],
      },
      'cada pedido agenda una hora distinta',
    ),
  );

hijo.kill('SIGTERM');
await new Promise((r) => hijo.once('exit', r));

const bare = resultados[0]!;
console.log(
  `\n${CONEXIONES} conexiones, ${SEGUNDOS} s por prueba, PostgreSQL, ${new Date().toISOString().slice(0, 10)}\n`,
);
console.log('| prueba | req/s | p50 ms | p99 ms | respuestas | no 2xx | req/s vs Fastify sin nada |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const r of resultados) {
  console.log(
    `| ${r.nombre} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.total} | ${r.no2xx} | ${((r.rps / bare.rps) * 100).toFixed(1)} % |`,
  );
}
console.log(`\nConflictos 409 durante la prueba de agendar: ${conflictos.n}`);
