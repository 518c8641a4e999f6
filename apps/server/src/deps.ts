import type { VistaTienda } from '@barberia/shared';
import type { Db, Executor } from './db/client.js';
import type { Outbox } from './infra/correo/outbox.js';

/**
 * Built once in app.ts and handed to every `crearXService(deps)`; each service names the part it
 * uses with `Pick<Deps, …>`, so a test or a new feature builds it the same way.
 */
export interface Deps {
  db: Db;
  /** The only clock the app reads; tests pass a fixed one. */
  clock: () => Date;
  /** The shop's time zone (America/Santiago), never the machine's. */
  zona: string;
  /** The site's origin without a trailing slash, for links in e-mails and pages. */
  publicUrl: string;
  outbox: Outbox;
  /**
   * The shop's facts as the admin left them (infra/tienda.ts): what every e-mail and event says of the
   * shop. Inside a transaction pass it (`tienda(tx)`): on PGlite's single connection a read beside an open
   * transaction would wait for it.
   */
  tienda: (db?: Executor) => Promise<VistaTienda>;
}
