// Its own module, not formato.ts: the public pages' first view bundles formato.ts and keeps its JavaScript
// budget (decision 008); only the back office and the server write instants.

/** Date and 24-hour clock time of an instant in `zona`, es-CL: «lunes, 30 de noviembre de 2026 a las 09:05». */
export function formatearFechaHora(instante: Date, zona: string): string {
  const partes = new Intl.DateTimeFormat('es-CL', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zona,
  }).formatToParts(instante);
  const de = (tipo: Intl.DateTimeFormatPartTypes) => partes.find((p) => p.type === tipo)?.value ?? '';
  return `${de('weekday')}, ${de('day')} de ${de('month')} de ${de('year')} a las ${de('hour')}:${de('minute')}`;
}
