import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { buscarUsuarioPorEmail } from '../../infra/usuarios.repository.js';

export type SistemaDeps = Pick<Deps, 'db' | 'zona'> & {
  /** Which engine answers (PGlite or PostgreSQL), reported by the health check. */
  motor: string;
  /** The default barber of the public booking flow (BARBERO_EMAIL): with one active barber, the spec's fixed one. */
  barberoEmail: string;
};

export function crearSistemaService({ db, zona, motor, barberoEmail }: SistemaDeps) {
  return {
    async salud() {
      await db.execute(sql`select 1`);
      return { ok: true, db: motor };
    },

    async configuracion() {
      const barbero = await buscarUsuarioPorEmail(db, barberoEmail);
      return { barberoId: barbero?.id ?? null, barberoNombre: barbero?.nombre ?? null, zona };
    },
  };
}

export type SistemaService = ReturnType<typeof crearSistemaService>;
