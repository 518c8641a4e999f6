import { readFileSync } from 'node:fs';

/**
 * The browser journeys' clock (RELOJ_DE_PRUEBA, decision 054): the machine's, moved by the `adelantoMs` the
 * file holds while it exists. A journey moves it to make an hour past (a visit to mark or to review, an
 * invitation that expired) under the product's own rules, instead of answering in place of the API. The file
 * is read on every call, so the journey's next request already sees the move: no restart, and no route that
 * anyone could call.
 */
export function relojDePrueba(archivo: string, maquina: () => number = Date.now): () => Date {
  return () => new Date(maquina() + adelanto(archivo));
}

function adelanto(archivo: string): number {
  let texto: string;
  try {
    texto = readFileSync(archivo, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const { adelantoMs } = JSON.parse(texto) as { adelantoMs?: unknown };
  if (typeof adelantoMs !== 'number' || !Number.isFinite(adelantoMs)) {
    throw new Error(`${archivo}: se esperaba { "adelantoMs": <número> }, no ${texto}`);
  }
  return adelantoMs;
}
