/** What other features may use of deposits: the waitlist pays a held hour's deposit through it. */
export type { AbonosService } from './abonos.service.js';
