import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each package is a project so it can be run alone.
// A stray `.only` would silently shrink the suite: refused always, not only when CI is set. Each project
// says so itself, since an inline project does not inherit the root's test options.
const comun = { allowOnly: false };
export default defineConfig({
  test: {
    // Every core: Vitest's own default leaves one idle (cpus − 1), which on this 2-core machine ran the whole
    // suite in a single worker (issue 21, docs/benchmarks.md). One more than the cores was measured twice on two
    // machines and gained nothing (CI of stop 41: 187 s with 2 and with 3): unlike the journeys, the files
    // seldom wait, and a third module graph costs its import.
    maxWorkers: '100%',
    projects: [
      { test: { ...comun, name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      {
        test: {
          ...comun,
          name: 'add-to-calendar',
          root: 'packages/add-to-calendar',
          // test/: the packed tarball installed and driven in Chromium (about 30 s, bounded).
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          ...comun,
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          setupFiles: ['test/setup/fail-on-console-error.ts', 'test/setup/contrasenas-rapidas.ts'],
          globalSetup: ['test/setup/plantillas.ts'],
          // One module graph per worker instead of one per file: importing the server (Fastify, Drizzle,
          // googleapis, sharp) again for each of ~60 files was half the project's time. Safe because no server
          // test mocks a module or changes process.env, and each builds and closes its own app.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: { ...comun, name: 'web', root: 'apps/web', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
      },
      // The repository's own checks (scripts/): the checker of the journeys' routes (decision 054) against snippets.
      { test: { ...comun, name: 'scripts', root: 'scripts', include: ['*.test.mjs'] } },
    ],
  },
});
