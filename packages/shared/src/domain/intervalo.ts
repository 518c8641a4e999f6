/** A span of real time, start inclusive, end exclusive. */
export interface Intervalo {
  inicio: Date;
  fin: Date;
}

export function seSolapan(a: Intervalo, b: Intervalo): boolean {
  return a.inicio.getTime() < b.fin.getTime() && b.inicio.getTime() < a.fin.getTime();
}
