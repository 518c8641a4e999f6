// Empties the e2e server's DATA_DIR so every run starts from the seeded demo data.
import { rmSync } from 'node:fs';
import { resolve, sep } from 'node:path';

const dataDir = process.env.DATA_DIR;
const permitido = resolve('test-results');
if (!dataDir || !resolve(dataDir).startsWith(permitido + sep)) {
  console.error(`DATA_DIR must be inside ${permitido}; got ${dataDir ?? '(unset)'}`);
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
