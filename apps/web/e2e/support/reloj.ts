import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the e2e server of slot `indice` keeps its database (playwright.config.ts), emptied at each run's start. */
export const datosE2e = (indice: number) =>
  fileURLToPath(new URL(`../../test-results/e2e-data-${indice}`, import.meta.url));

/** The file that server reads its clock from (RELOJ_DE_PRUEBA, apps/server/src/lib/reloj-de-prueba.ts). */
export const relojE2e = (indice: number) => join(datosE2e(indice), 'reloj-de-prueba.json');

/** This worker's (playwright.config.ts: one server per worker; Playwright sets TEST_PARALLEL_INDEX). */
const ARCHIVO = relojE2e(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

/**
 * The e2e server's clock (decision 054). A past hour, an expired link or a day gone by is made with it and the
 * server's own rules, never by answering in place of the API: `en(ahora)` makes the server read `ahora` from its
 * next request on (and run on from there), `real()` gives it back the machine's time. The `relojDelServidor`
 * fixture (fixtures.ts) gives it back after every journey that moves it.
 */
export const relojDelServidor = {
  en(ahora: Date): void {
    // Written aside and renamed: the server, reading on every call, never sees half a file.
    const aparte = `${ARCHIVO}.${process.pid}`;
    writeFileSync(aparte, JSON.stringify({ adelantoMs: ahora.getTime() - Date.now() }));
    renameSync(aparte, ARCHIVO);
  },
  real(): void {
    rmSync(ARCHIVO, { force: true });
  },
};

export type RelojDelServidor = typeof relojDelServidor;
