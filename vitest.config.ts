import { defineConfig } from 'vitest/config';

// One runner for the whole workspace; each package is a project so `--project server` runs the API suite alone.
export default defineConfig({
  test: {
    passWithNoTests: true,
    projects: [
      { test: { name: 'core', root: 'packages/core', include: ['src/**/*.test.ts'] } },
      { test: { name: 'scripts', root: 'scripts', include: ['**/*.test.ts'] } },
      {
        test: {
          name: 'player',
          root: 'packages/player',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'packages/web/vitest.config.ts',
      'bench/vitest.config.ts',
    ],
  },
});
