import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each package is a project so it can be run alone.
// A stray `.only` would silently shrink the suite: refused always, not only when CI is set. Each project
// says so itself, since an inline project does not inherit the root's test options.
const comun = { allowOnly: false };
export default defineConfig({
  test: {
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
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: { ...comun, name: 'web', root: 'apps/web', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
      },
    ],
  },
});
