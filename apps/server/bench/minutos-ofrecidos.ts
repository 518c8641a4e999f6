// `npm run bench:minutos`: how much bookable time the hour screen offers, with the spec's grid (steps from
// horaInicio, «antes») and with the steps starting again at each free stretch (decision 029, «después»).
// A simulated week of the demo shop (11:00–20:30, break 14:00–15:00, Sunday closed, the demo services):
// clients arrive one by one, each picks a service by popularity and one of the hours the screen offers.
// Pure computation over the shared rule (no server, no database); deterministic for a seed.
import { parseArgs } from 'node:util';
import {
  diaDeLaSemana,
  generarSlots,
  type HorarioDelDia,
  type Intervalo,
  instanteDe,
  sumarDias,
  ZONA_SANTIAGO,
} from '@barberia/shared';
import { HORARIO_DEMO, SERVICIOS_DEMO } from '../src/seed/demo.js';

const { values } = parseArgs({
  options: {
    semanas: { type: 'string', default: '200' },
    semilla: { type: 'string', default: '22' },
  },
});
const SEMANAS = Math.min(Math.max(Number(values.semanas) || 1, 1), 5000);
const SEMILLA = Number(values.semilla) || 22;
const Z = ZONA_SANTIAGO;
/** Monday; the week after the demo's "today" of the tests. */
const LUNES = '2026-11-30';
/** Long before the week: the 30-minute lead plays no part. */
const AHORA = new Date('2026-11-01T12:00:00Z');

type Anclaje = 'apertura' | 'tramos';
const REGLAS: { anclaje: Anclaje; nombre: string }[] = [
  { anclaje: 'apertura', nombre: 'antes (grilla desde horaInicio)' },
  { anclaje: 'tramos', nombre: 'después (desde cada tramo libre)' },
];

/** How often each demo service is asked for (a shop where the plain haircut sells most). */
const POPULARIDAD: Record<string, number> = {
  'Corte de pelo': 30,
  Degradado: 20,
  'Corte niño': 10,
  'Corte y lavado': 8,
  'Perfilado de barba': 12,
  'Afeitado clásico': 5,
  'Corte y barba': 10,
  'Corte y cejas': 5,
};
const SERVICIOS = SERVICIOS_DEMO.map((s) => ({
  nombre: s.servicio,
  duracion: s.duracion,
  peso: POPULARIDAD[s.servicio] ?? 1,
}));
const PESO_TOTAL = SERVICIOS.reduce((t, s) => t + s.peso, 0);
/** Clients who try to book each day, Monday to Saturday: quiet early week, a Saturday over capacity. */
const DEMANDA = [6, 7, 8, 9, 11, 14];
/** One busy calendar event off the quarter grid on some days (a supplier, the bank), as barbers have. */
const EVENTOS: Record<number, [string, string]> = { 2: ['16:00', '16:20'], 4: ['12:10', '12:35'] };

/** mulberry32: a small seeded PRNG, so a run can be repeated. */
function azar(semilla: number) {
  let a = semilla >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function servicioAlAzar(r: number) {
  let resto = r * PESO_TOTAL;
  for (const s of SERVICIOS) {
    resto -= s.peso;
    if (resto < 0) return s;
  }
  return SERVICIOS.at(-1)!;
}

const slots = (horario: HorarioDelDia, duracion: number, ocupados: Intervalo[], anclaje: Anclaje) =>
  generarSlots({ horario, duracion, ocupados, ahora: AHORA, zona: Z, anclaje });

/** Minutes a next client could book, for each service, weighted by how often it is asked for. */
function minutosOfrecidos(horario: HorarioDelDia, ocupados: Intervalo[], anclaje: Anclaje) {
  let ponderado = 0;
  for (const s of SERVICIOS)
    ponderado += (s.peso / PESO_TOTAL) * slots(horario, s.duracion, ocupados, anclaje).length * s.duracion;
  const de45 = slots(horario, 45, ocupados, anclaje).length * 45;
  return { ponderado, de45 };
}

interface Dia {
  clientes: number;
  agendados: number;
  minutosAgendados: number;
  /** Offered by each rule on the day as the spec's grid left it (the same bookings for both). */
  ofrecidos: Record<Anclaje, { ponderado: number; de45: number }>;
}

/**
 * One day: the clients book under `anclaje` (each takes one of the offered hours at random; with none
 * for their service they leave). Returns what got booked, and the bookings themselves.
 */
function simularDia(
  horario: HorarioDelDia,
  base: Intervalo[],
  demanda: number,
  anclaje: Anclaje,
  r: () => number,
) {
  const ocupados = [...base];
  let agendados = 0;
  let minutos = 0;
  for (let c = 0; c < demanda; c++) {
    const servicio = servicioAlAzar(r());
    const eleccion = r();
    const libres = slots(horario, servicio.duracion, ocupados, anclaje);
    if (libres.length === 0) continue;
    const hora = libres[Math.floor(eleccion * libres.length)]!;
    ocupados.push({ inicio: hora.inicio, fin: hora.fin });
    agendados++;
    minutos += servicio.duracion;
  }
  return { agendados, minutos, ocupados };
}

const porDia: Dia[][] = Array.from({ length: 6 }, () => []);
const llenado: Record<Anclaje, { agendados: number; minutos: number; clientes: number }> = {
  apertura: { agendados: 0, minutos: 0, clientes: 0 },
  tramos: { agendados: 0, minutos: 0, clientes: 0 },
};
const inicio = performance.now();
for (let semana = 0; semana < SEMANAS; semana++) {
  for (let i = 0; i < 6; i++) {
    const fecha = sumarDias(LUNES, i);
    if (diaDeLaSemana(fecha) === 0) throw new Error('el domingo está cerrado');
    const horario: HorarioDelDia = { fecha, ...HORARIO_DEMO };
    const evento = EVENTOS[i];
    const base = evento
      ? [{ inicio: instanteDe(fecha, evento[0], Z), fin: instanteDe(fecha, evento[1], Z) }]
      : [];
    const semilla = SEMILLA * 1_000_003 + semana * 7 + i;
    // The same clients (same services, same choices) meet each rule.
    const resultados = Object.fromEntries(
      REGLAS.map(({ anclaje }) => [anclaje, simularDia(horario, base, DEMANDA[i]!, anclaje, azar(semilla))]),
    ) as Record<Anclaje, ReturnType<typeof simularDia>>;
    for (const { anclaje } of REGLAS) {
      llenado[anclaje].agendados += resultados[anclaje].agendados;
      llenado[anclaje].minutos += resultados[anclaje].minutos;
      llenado[anclaje].clientes += DEMANDA[i]!;
    }
    // Today's week, as booked under the spec's grid: what would each rule offer the next client?
    const hoy = resultados.apertura;
    porDia[i]!.push({
      clientes: DEMANDA[i]!,
      agendados: hoy.agendados,
      minutosAgendados: hoy.minutos,
      ofrecidos: {
        apertura: minutosOfrecidos(horario, hoy.ocupados, 'apertura'),
        tramos: minutosOfrecidos(horario, hoy.ocupados, 'tramos'),
      },
    });
  }
}
const ms = performance.now() - inicio;

const media = (xs: number[]) => xs.reduce((t, x) => t + x, 0) / xs.length;
const f1 = (x: number) => x.toFixed(1).replace('.', ',');
const NOMBRES = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const abierto =
  Number(HORARIO_DEMO.horaFin.slice(0, 2)) * 60 +
  Number(HORARIO_DEMO.horaFin.slice(3)) -
  (Number(HORARIO_DEMO.horaInicio.slice(0, 2)) * 60 + Number(HORARIO_DEMO.horaInicio.slice(3))) -
  HORARIO_DEMO.descansoDuracion;

console.log(
  `${SEMANAS} semanas simuladas (semilla ${SEMILLA}), ${f1(ms)} ms; ${abierto} min de atención al día.\n`,
);
const vacio = (anclaje: Anclaje) => minutosOfrecidos({ fecha: LUNES, ...HORARIO_DEMO }, [], anclaje);
console.log(
  `Un día sin nada agendado: 45 min ${vacio('apertura').de45} → ${vacio('tramos').de45} min; todos los servicios ` +
    `${f1(vacio('apertura').ponderado)} → ${f1(vacio('tramos').ponderado)} min (el descanso de 14:00 a 15:00).\n`,
);
console.log(
  'Minutos reservables que la pantalla ofrece al cliente siguiente, con las horas que dejó la grilla de la',
);
console.log('especificación (medias por día; «todos» pondera cada servicio por su demanda):\n');
console.log(
  '| día | clientes | agendadas | min agendados | 45 min antes | 45 min después | todos antes | todos después | ganancia |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
let [totalAntes, totalDespues] = [0, 0];
porDia.forEach((dias, i) => {
  const antes = media(dias.map((d) => d.ofrecidos.apertura.ponderado));
  const despues = media(dias.map((d) => d.ofrecidos.tramos.ponderado));
  totalAntes += antes;
  totalDespues += despues;
  console.log(
    `| ${NOMBRES[i]}${EVENTOS[i] ? ` (evento ${EVENTOS[i]!.join('–')})` : ''} | ${dias[0]!.clientes} | ${f1(media(dias.map((d) => d.agendados)))} | ${f1(media(dias.map((d) => d.minutosAgendados)))} | ${f1(media(dias.map((d) => d.ofrecidos.apertura.de45)))} | ${f1(media(dias.map((d) => d.ofrecidos.tramos.de45)))} | ${f1(antes)} | ${f1(despues)} | ${f1(((despues - antes) / antes) * 100)} % |`,
  );
});
console.log(
  `| semana | | | | | | ${f1(totalAntes)} | ${f1(totalDespues)} | ${f1(((totalDespues - totalAntes) / totalAntes) * 100)} % |`,
);

console.log('\nLa misma semana llenada con cada regla (los mismos clientes, servicios y elecciones):\n');
console.log('| regla | clientes | agendados | sin hora | min agendados por semana | ocupación de la silla |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const { anclaje, nombre } of REGLAS) {
  const l = llenado[anclaje];
  const porSemana = (x: number) => x / SEMANAS;
  console.log(
    `| ${nombre} | ${f1(porSemana(l.clientes))} | ${f1(porSemana(l.agendados))} | ${f1(porSemana(l.clientes - l.agendados))} | ${f1(porSemana(l.minutos))} | ${f1((porSemana(l.minutos) / (abierto * 6)) * 100)} % |`,
  );
}
