import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Held by the process that opened the data directory; `soltar` at shutdown. */
export interface Cerrojo {
  soltar(): void;
}

export class DirectorioOcupado extends Error {
  override name = 'DirectorioOcupado';
}

const ARCHIVO = 'servidor.pid';

/** Whether a process with that id runs on this machine (signal 0 only checks). */
function vive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return false; // a restarted container reuses its own pid: the file is stale
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * An exclusive lock on PGlite's data directory (docs/decisions/026): PGlite is one process's database,
 * and two processes writing the same files lose data. The file is created with O_EXCL, which the
 * kernel grants to one process only; a file left by a process that no longer runs (a crash) is
 * replaced. No timers: PGlite blocks the event loop during long statements, which would make a lock
 * that must be refreshed look abandoned. It guards processes of one machine, the case PGlite serves.
 */
export function tomarCerrojo(dataDir: string): Cerrojo {
  mkdirSync(dataDir, { recursive: true });
  const archivo = join(dataDir, ARCHIVO);
  for (let intento = 0; intento < 2; intento++) {
    try {
      writeFileSync(archivo, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      return {
        soltar() {
          rmSync(archivo, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(archivo, 'utf8'), 10);
      if (vive(pid)) {
        throw new DirectorioOcupado(
          `Otro proceso (pid ${pid}) ya está usando el directorio de datos ${dataDir}. PGlite admite un ` +
            'solo proceso: detén el otro servidor, usa otro DATA_DIR o usa PostgreSQL (DATABASE_URL) ' +
            'para varias instancias.',
        );
      }
      rmSync(archivo, { force: true });
    }
  }
  throw new DirectorioOcupado(
    `No se pudo tomar el directorio de datos ${dataDir}: otro proceso compite por él.`,
  );
}
