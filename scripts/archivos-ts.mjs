import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every TypeScript source under `dir` (.ts and .tsx, not declarations), sorted: what the repository's checks read. */
export function archivosTs(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => join(e.parentPath ?? e.path, e.name))
    .sort();
}

/** A test file, which no person reads as the product and no instance runs. */
export const esPrueba = (ruta) => /\.(test|spec)\.tsx?$/.test(ruta);
