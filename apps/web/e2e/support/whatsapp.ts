/**
 * The WhatsApp stand-in each e2e server starts (apps/server/src/simuladores/whatsapp/): on this port, so a
 * journey can open its page and press a client's button. E2E_WHATSAPP_PORT moves it when two suites run
 * side by side on one machine.
 */
export const puertoWhatsappE2e = (indice: number) => Number(process.env.E2E_WHATSAPP_PORT ?? 3800) + indice;

/** This worker's stand-in page (playwright.config.ts: one server per worker). */
export const SIMULADOR_WHATSAPP = `http://127.0.0.1:${puertoWhatsappE2e(Number(process.env.TEST_PARALLEL_INDEX ?? 0))}/__simulador`;
