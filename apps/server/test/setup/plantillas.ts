import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * Once per run, before any worker starts: where this run's templates go (test/helpers/plantillas.ts), and
 * afterwards they are removed. The PostgreSQL prefix is the run's own, so two runs side by side (two
 * checkouts on one machine) never drop each other's templates.
 */
export default function preparar(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'barberia-plantillas-'));
  const prefijoPg = `plantilla_${randomBytes(4).toString('hex')}`;
  project.provide('plantillas', { dir, prefijoPg });
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1',
        [`${prefijoPg}\\_%`],
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
}
