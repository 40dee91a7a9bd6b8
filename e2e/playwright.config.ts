import { defineConfig, devices } from '@playwright/test';
import { e2eDataDir, e2ePort, e2eBaseUrl } from './environment.ts';
import { chromiumLaunchOptions } from './chromium.ts';

// The server under test is the real one, built web app included, on a throwaway data dir.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: e2eBaseUrl,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `rm -rf ${e2eDataDir} && node node_modules/tsx/dist/cli.mjs packages/server/src/main.ts`,
    cwd: '..',
    url: `${e2eBaseUrl}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(e2ePort),
      HOST: '127.0.0.1',
      DATA_DIR: e2eDataDir,
      PUBLIC_URL: e2eBaseUrl,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // The whole suite signs in dozens of times a minute from one address; the limit itself is tested by
      // the API suite (modules/auth), so here it is set out of the way.
      SIGN_IN_RATE_LIMIT: '1000',
      // due-dates.spec.ts moves the server's clock (POST /api/test/clock) and puts it back.
      TEST_CLOCK: 'true',
      // ai-course.spec.ts generates courses with the deterministic mock model (test servers only).
      AI_PROVIDER: 'mock',
    },
  },
});
