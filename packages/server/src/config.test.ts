import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const directories: string[] = [];
async function dataDir() {
  const directory = await mkdtemp(join(tmpdir(), 'sw-config-'));
  directories.push(directory);
  return directory;
}
afterEach(async () => {
  await Promise.all(directories.splice(0).map((directory) => rm(directory, { recursive: true, force: true })));
});

describe('loadConfig', () => {
  it('has working defaults', async () => {
    const DATA_DIR = await dataDir();
    const config = loadConfig({ DATA_DIR });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: DATA_DIR,
      pgliteDataDir: join(DATA_DIR, 'pglite'),
      databaseUrl: undefined,
      databasePoolSize: 10,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      seedDemo: true,
      outboxDir: join(DATA_DIR, 'outbox'),
      bodyLimit: 1024 * 1024,
      signInRateLimit: { max: 10, windowMs: 60_000 },
      eventsRateLimit: { max: 60, windowMs: 60_000 },
      accountSignInFreeAttempts: 5,
      packagePort: 3001,
      packageOrigin: 'http://localhost:3001',
      packageDir: join(DATA_DIR, 'packages'),
      siteName: 'Slidewise',
      twitterHandle: '',
    });
    expect(config.webDistDir).toMatch(/packages[/\\]web[/\\]dist$/);
  });

  it('reads every variable', async () => {
    const DATA_DIR = await dataDir();
    const config = loadConfig({
      DATA_DIR,
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u@h/db',
      SESSION_SECRET: 's3cret',
      PUBLIC_URL: 'https://learn.example.com/',
      SMTP_URL: 'smtp://mail:25',
      LOG_LEVEL: 'WARN',
      SEED_DEMO: 'false',
      WEB_DIST_DIR: '/srv/web',
      OUTBOX_DIR: '/srv/outbox',
      BODY_LIMIT: '2048',
      SIGN_IN_RATE_LIMIT: '50',
      EVENTS_RATE_LIMIT: '120',
      SIGN_IN_ACCOUNT_ATTEMPTS: '8',
      TRUST_PROXY: 'true',
      DATABASE_POOL_SIZE: '32',
      PACKAGE_PORT: '8443',
      PACKAGE_ORIGIN: 'https://packages.example.net/ignored-path',
      PACKAGE_DIR: '/srv/packages',
      SITE_NAME: 'Acme Learning',
      TWITTER_HANDLE: 'acme_learn',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u@h/db',
      databasePoolSize: 32,
      sessionSecret: 's3cret',
      sessionSecretGenerated: false,
      publicUrl: 'https://learn.example.com',
      smtpUrl: 'smtp://mail:25',
      logLevel: 'warn',
      seedDemo: false,
      webDistDir: '/srv/web',
      outboxDir: '/srv/outbox',
      bodyLimit: 2048,
      trustProxy: true,
      signInRateLimit: { max: 50 },
      eventsRateLimit: { max: 120 },
      accountSignInFreeAttempts: 8,
      packagePort: 8443,
      packageOrigin: 'https://packages.example.net',
      packageDir: '/srv/packages',
      siteName: 'Acme Learning',
      twitterHandle: '@acme_learn',
    });
  });

  it('refuses a twitter handle that is not one', async () => {
    const DATA_DIR = await dataDir();
    expect(() => loadConfig({ DATA_DIR, TWITTER_HANDLE: '@no spaces"<' })).toThrow(/TWITTER_HANDLE/);
    expect(loadConfig({ DATA_DIR, TWITTER_HANDLE: '@slidewise' }).twitterHandle).toBe('@slidewise');
  });

  it('takes the mock AI provider only on a test server, and the key secret from AI_KEY_SECRET', async () => {
    const DATA_DIR = await dataDir();
    expect(() => loadConfig({ DATA_DIR, AI_PROVIDER: 'mock' })).toThrow(/TEST_CLOCK/);
    expect(loadConfig({ DATA_DIR, AI_PROVIDER: 'mock', TEST_CLOCK: 'true' }).ai).toEqual({ provider: 'mock', model: 'mock' });
    expect(loadConfig({ DATA_DIR, AI_KEY_SECRET: ' a secret ' }).aiKeySecret).toBe('a secret');
  });

  it('reads the AI provider only when AI_PROVIDER is set, and refuses one it cannot use', async () => {
    const DATA_DIR = await dataDir();
    expect(loadConfig({ DATA_DIR }).ai).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR, AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3' }).ai,
    ).toEqual({
      provider: 'openai-compatible',
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3',
      apiKey: undefined,
      speechModel: undefined,
    });
    expect(() => loadConfig({ DATA_DIR, AI_PROVIDER: 'skynet', AI_MODEL: 'x' })).toThrow(/AI_PROVIDER/);
    expect(() => loadConfig({ DATA_DIR, AI_PROVIDER: 'anthropic' })).toThrow(/AI_MODEL/);
    expect(() => loadConfig({ DATA_DIR, AI_PROVIDER: 'openai-compatible', AI_MODEL: 'x' })).toThrow(/AI_BASE_URL/);
    expect(() => loadConfig({ DATA_DIR, AI_PROVIDER: 'openai', AI_MODEL: 'x', AI_BASE_URL: 'file:///etc' })).toThrow(/AI_BASE_URL/);
  });

  it('serves packages on a second port of the public host unless PACKAGE_ORIGIN names another origin', async () => {
    const DATA_DIR = await dataDir();
    expect(loadConfig({ DATA_DIR, PORT: '8080', PUBLIC_URL: 'https://learn.example.com' })).toMatchObject({
      packagePort: 8081,
      packageOrigin: 'https://learn.example.com:8081',
    });
    // A free port for the app means a free port for the packages too; the server fills in the origin once it listens.
    expect(loadConfig({ DATA_DIR, PORT: '0' }).packagePort).toBe(0);
  });

  it('generates a session secret once, keeps it in DATA_DIR and reuses it', async () => {
    const DATA_DIR = await dataDir();
    const first = loadConfig({ DATA_DIR });
    expect(first.sessionSecretGenerated).toBe(true);
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect((await readFile(join(DATA_DIR, 'session-secret'), 'utf8')).trim()).toBe(first.sessionSecret);
    expect(loadConfig({ DATA_DIR }).sessionSecret).toBe(first.sessionSecret);
  });

  it('explains a bad value instead of starting wrong', async () => {
    const DATA_DIR = await dataDir();
    expect(() => loadConfig({ DATA_DIR, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR, LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ DATA_DIR, PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ DATA_DIR, BODY_LIMIT: '0' })).toThrow(/BODY_LIMIT/);
    expect(() => loadConfig({ DATA_DIR, PACKAGE_ORIGIN: 'javascript:alert(1)' })).toThrow(/PACKAGE_ORIGIN/);
    expect(() => loadConfig({ DATA_DIR, PACKAGE_ORIGIN: 'http://localhost:3000/packages' })).toThrow(/must differ/);
    expect(() => loadConfig({ DATA_DIR, PACKAGE_PORT: '70000' })).toThrow(/PACKAGE_PORT/);
    expect(() => loadConfig({ DATA_DIR, DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
