import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { Mailer, OutgoingMail } from '../mail/mailer.ts';
import { startSession, SESSION_COOKIE_NAME } from '../modules/auth/sessions.ts';
import { workerTestDatabase } from './test-database.ts';
import { createInProcessQueue, type InProcessQueue } from '../jobs/in-process-queue.ts';
import type { AiProviders } from '../ai/ai-providers.ts';

export const TEST_PUBLIC_URL = 'http://localhost:3000';
export const TEST_PACKAGE_ORIGIN = 'http://localhost:3001';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: join(tmpdir(), 'slidewise-test-unused'),
    pgliteDataDir: 'memory://',
    databaseUrl: undefined,
    databasePoolSize: 10,
    sessionSecret: 'a test secret that is long enough to sign cookies',
    sessionSecretGenerated: false,
    publicUrl: TEST_PUBLIC_URL,
    smtpUrl: undefined,
    logLevel: 'silent',
    seedDemo: false,
    webDistDir: join(tmpdir(), 'slidewise-test-no-web-dist'),
    outboxDir: join(tmpdir(), 'slidewise-test-unused', 'outbox'),
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    // Generous, so suites that sign in often are not throttled; the rate-limit test sets its own.
    signInRateLimit: { max: 1_000_000, windowMs: 60_000 },
    accountSignInFreeAttempts: 1_000_000,
    eventsRateLimit: { max: 1_000_000, windowMs: 60_000 },
    schedulerIntervalMs: 60_000,
    jobPollIntervalMs: 1000,
    dueScanIntervalMs: 3_600_000,
    notificationDigestDelayMs: 600_000,
    testClock: false,
    packageOrigin: TEST_PACKAGE_ORIGIN,
    packagePort: 0,
    packageDir: join(tmpdir(), 'slidewise-test-unused', 'packages'),
    storageDir: join(tmpdir(), 'slidewise-test-unused', 'storage'),
    s3: undefined,
    reducedVideoUploadSize: false,
    maxUploadBytes: 2_000_000_000,
    siteName: 'Slidewise',
    twitterHandle: '@slidewise',
    ...overrides,
  };
}

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2025-06-01T09:00:00.000Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(milliseconds: number) {
      now += milliseconds;
    },
  };
}

export function capturingMailer(): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return { sent, send: async (mail) => void sent.push(mail) };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: ReturnType<typeof manualClock>;
  mailer: ReturnType<typeof capturingMailer>;
  /** The app's job queue on the test clock, never started unless a test does: runDue() works what is due. */
  jobs: InProcessQueue;
  /** A session cookie header for a user, made directly (no argon2), for suites that are not about signing in. */
  sessionCookieFor(user: { id: string; accountId: string }): Promise<string>;
  close(): Promise<void>;
}

/**
 * An app on the worker's shared database (see workerTestDatabase), or on the given one. Closing it
 * closes the app only: the database belongs to the worker or to whoever passed it in.
 */
export async function createTestApp(
  configOverrides: Partial<Config> = {},
  given?: DatabaseHandle,
  /** The AI models the app gets (the AI SDK's mock models); none configured by default. */
  options: { ai?: AiProviders } = {},
): Promise<TestApp> {
  const database = given ?? (await workerTestDatabase());
  const clock = manualClock();
  const mailer = capturingMailer();
  const jobs = createInProcessQueue({ clock: clock.now });
  const app = await buildApp(testConfig(configOverrides), {
    database: database.db,
    clock: clock.now,
    mailer,
    jobs,
    verifyResponses: true,
    ...(options.ai ? { ai: options.ai } : {}),
  });
  return {
    app,
    database,
    clock,
    mailer,
    jobs,
    async sessionCookieFor(user) {
      const token = await startSession(database.db, clock.now, user);
      return `${SESSION_COOKIE_NAME}=${app.signCookie(token)}`;
    },
    async close() {
      await app.close();
    },
  };
}

/** The `name=value` of the session cookie a response set, ready for a Cookie header. */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE_NAME);
  if (!cookie) throw new Error(`no ${SESSION_COOKIE_NAME} cookie in the response (status ${response.statusCode}: ${response.body})`);
  return `${cookie.name}=${cookie.value}`;
}
