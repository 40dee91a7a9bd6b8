import { defineConfig } from 'vitest/config';

// The bench's own tests (its harness and the data ceiling's fairness): `npm run bench:test` runs them
// (`vitest run --config bench/vitest.config.ts`), before the benchmark in CI; `npm test` does not.
export default defineConfig({
  test: {
    name: 'bench',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
