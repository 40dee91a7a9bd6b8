import { defineConfig } from 'vitest/config';

// The bench's own tests (its harness and the data ceiling's fairness), runnable as `--project bench`
// once the root vitest.config.ts lists this file among its projects.
export default defineConfig({
  test: {
    name: 'bench',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
