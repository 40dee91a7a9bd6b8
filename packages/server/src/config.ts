import type { AiProviderKind, AiSettings } from './ai/ai-providers.ts';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCOUNT_SIGN_IN_FREE_ATTEMPTS } from '@slidewise/core';
import { DEFAULT_DATABASE_POOL_SIZE } from './db/client.ts';
import type { S3StorageSettings } from './storage/s3-client.ts';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface RateLimitConfig {
  /** Attempts allowed per client IP within the window. */
  max: number;
  windowMs: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Where PGlite keeps its files; `memory://` keeps the database in memory (tests). */
  pgliteDataDir: string;
  /** PostgreSQL connection string; when set PGlite is not used. */
  databaseUrl: string | undefined;
  /** Most connections this server's PostgreSQL pool opens. */
  databasePoolSize: number;
  sessionSecret: string;
  /** True when SESSION_SECRET was not given and a stored random one is used instead. */
  sessionSecretGenerated: boolean;
  publicUrl: string;
  smtpUrl: string | undefined;
  logLevel: LogLevel;
  seedDemo: boolean;
  webDistDir: string;
  outboxDir: string;
  bodyLimit: number;
  /** Behind a load balancer, take the client address from X-Forwarded-For (rate limits are per address). */
  trustProxy: boolean;
  signInRateLimit: RateLimitConfig;
  /** POST /api/events requests allowed per client address (the public preview site's visitors send them). */
  eventsRateLimit: RateLimitConfig;
  /** Password sign-ins for one e-mail address (from any client address) before each further one waits longer. */
  accountSignInFreeAttempts: number;
  /** How often the course scheduler publishes and unpublishes scheduled courses that are due. */
  schedulerIntervalMs: number;
  /** How often a server looks for background jobs whose time has come (jobs/). */
  jobPollIntervalMs: number;
  /** How often the due-date scan assigns, reminds, marks overdue and reopens recurring courses. */
  dueScanIntervalMs: number;
  /** How long a person's e-mail notifications wait to be sent together as one digest. */
  notificationDigestDelayMs: number;
  /**
   * TEST_CLOCK=true: the server's clock can be moved through /api/test/clock, for the browser tests of
   * due dates. Refused when NODE_ENV is production.
   */
  testClock: boolean;
  /**
   * Where learners' browsers load SCORM and AICC packages from: an origin apart from the app's, so a
   * package framed with `allow-same-origin` gets its own origin and never the app's (issue 11).
   */
  packageOrigin: string;
  /** The second port this process serves the package origin on; 0 picks a free one. */
  packagePort: number;
  /** The folder whose files the package origin serves: a stored package's path is its path under it. */
  packageDir: string;
  /** Where uploads and their variants are kept when no S3 bucket is configured (issue 13). */
  storageDir: string;
  /** An S3-compatible store for uploads (S3_BUCKET and its settings); undefined keeps them in storageDir. */
  s3: S3StorageSettings | undefined;
  /** Templates §9's flag: video uploads up to 150 000 000 bytes instead of 250 000 000. */
  reducedVideoUploadSize: boolean;
  /** The largest upload of any type, even those the spec leaves unlimited (SCORM, AICC): a disk is not infinite. */
  maxUploadBytes: number;
  /** The public course pages' og:site_name (and their chrome, outside an account's branded variant). */
  siteName: string;
  /** '@handle' for the public pages' twitter:site, or '' for none. */
  twitterHandle: string;
  /**
   * A Segment-compatible HTTP API that stored analytics events are forwarded to (ANALYTICS_ENDPOINT and
   * ANALYTICS_WRITE_KEY, set together); undefined by default, so nothing leaves the server (issue 15).
   */
  analyticsForwarding?: { endpoint: string; writeKey: string } | undefined;
  /** The server's AI provider (AI_PROVIDER, AI_BASE_URL, AI_API_KEY, AI_MODEL); undefined: AI features say what to configure. */
  ai?: AiSettings | undefined;
  /** AI calls one account may start per window (issue 17); undefined: 30 an hour (modules/ai-generation/ai-access.ts). */
  aiRateLimit?: { max: number; windowMs: number } | undefined;
  /** The secret account provider keys are encrypted under (AI_KEY_SECRET); undefined: the session secret. */
  aiKeySecret?: string | undefined;
}

export type Environment = Record<string, string | undefined>;

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const logLevels: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const ONE_MEBIBYTE = 1024 * 1024;
const ONE_MINUTE_MS = 60_000;
const DEFAULT_SIGN_IN_ATTEMPTS_PER_MINUTE = 10;
// A tracker sends its events in batches of up to 100, so even a busy visitor needs few requests a minute.
const DEFAULT_EVENT_REQUESTS_PER_MINUTE = 60;
// Scheduled courses go live within this long of their publishOn.
const DEFAULT_SCHEDULER_INTERVAL_MS = 15_000;
const DEFAULT_JOB_POLL_INTERVAL_MS = 1000;
// Due dates are days apart: an hourly scan keeps reminders and reopenings within the hour.
const DEFAULT_DUE_SCAN_INTERVAL_MS = 60 * ONE_MINUTE_MS;
const DEFAULT_NOTIFICATION_DIGEST_DELAY_MS = 10 * ONE_MINUTE_MS;
// Above the spec's largest bounded upload (250 000 000 bytes of video), for the types it leaves unlimited.
const DEFAULT_MAX_UPLOAD_BYTES = 2_000_000_000;

export function loadConfig(environment: Environment = process.env): Config {
  const port = readInteger(environment, 'PORT', 3000, { min: 0, max: 65_535 });
  const dataDir = resolve(environment.DATA_DIR || './data');
  const secret = readSessionSecret(environment.SESSION_SECRET, dataDir);
  const publicUrl = readPublicUrl(environment.PUBLIC_URL, port);
  // A second port of the same server by default (port 0, a free port, stays 0: tests and one-off runs).
  const packagePort = readInteger(environment, 'PACKAGE_PORT', port === 0 ? 0 : port + 1, { min: 0, max: 65_535 });
  return {
    port,
    host: environment.HOST || '0.0.0.0',
    dataDir,
    pgliteDataDir: join(dataDir, 'pglite'),
    databaseUrl: environment.DATABASE_URL || undefined,
    databasePoolSize: readInteger(environment, 'DATABASE_POOL_SIZE', DEFAULT_DATABASE_POOL_SIZE, { min: 1, max: 1000 }),
    sessionSecret: secret.value,
    sessionSecretGenerated: secret.generated,
    publicUrl,
    smtpUrl: environment.SMTP_URL || undefined,
    logLevel: readLogLevel(environment.LOG_LEVEL),
    seedDemo: environment.SEED_DEMO?.trim().toLowerCase() !== 'false',
    webDistDir: resolve(environment.WEB_DIST_DIR || join(repositoryRoot, 'packages/web/dist')),
    outboxDir: resolve(environment.OUTBOX_DIR || join(dataDir, 'outbox')),
    bodyLimit: readInteger(environment, 'BODY_LIMIT', ONE_MEBIBYTE, { min: 1, max: Number.MAX_SAFE_INTEGER }),
    trustProxy: environment.TRUST_PROXY?.trim().toLowerCase() === 'true',
    signInRateLimit: {
      max: readInteger(environment, 'SIGN_IN_RATE_LIMIT', DEFAULT_SIGN_IN_ATTEMPTS_PER_MINUTE, { min: 1, max: 1_000_000 }),
      windowMs: ONE_MINUTE_MS,
    },
    eventsRateLimit: {
      max: readInteger(environment, 'EVENTS_RATE_LIMIT', DEFAULT_EVENT_REQUESTS_PER_MINUTE, { min: 1, max: 1_000_000 }),
      windowMs: ONE_MINUTE_MS,
    },
    accountSignInFreeAttempts: readInteger(environment, 'SIGN_IN_ACCOUNT_ATTEMPTS', ACCOUNT_SIGN_IN_FREE_ATTEMPTS, {
      min: 1,
      max: 1_000_000,
    }),
    schedulerIntervalMs: readInteger(environment, 'SCHEDULER_INTERVAL_MS', DEFAULT_SCHEDULER_INTERVAL_MS, {
      min: 100,
      max: 24 * 60 * ONE_MINUTE_MS,
    }),
    jobPollIntervalMs: readInteger(environment, 'JOB_POLL_INTERVAL_MS', DEFAULT_JOB_POLL_INTERVAL_MS, { min: 50, max: 10 * ONE_MINUTE_MS }),
    dueScanIntervalMs: readInteger(environment, 'DUE_SCAN_INTERVAL_MS', DEFAULT_DUE_SCAN_INTERVAL_MS, {
      min: 100,
      max: 24 * 60 * ONE_MINUTE_MS,
    }),
    notificationDigestDelayMs: readInteger(environment, 'NOTIFICATION_DIGEST_DELAY_MS', DEFAULT_NOTIFICATION_DIGEST_DELAY_MS, {
      min: 0,
      max: 24 * 60 * ONE_MINUTE_MS,
    }),
    testClock: readTestClock(environment),
    packageOrigin: readPackageOrigin(environment.PACKAGE_ORIGIN, publicUrl, packagePort),
    packagePort,
    packageDir: resolve(environment.PACKAGE_DIR || join(dataDir, 'packages')),
    storageDir: resolve(environment.STORAGE_DIR || join(dataDir, 'storage')),
    s3: readS3Settings(environment),
    reducedVideoUploadSize: environment.REDUCED_VIDEO_SIZE?.trim().toLowerCase() === 'true',
    maxUploadBytes: readInteger(environment, 'MAX_UPLOAD_BYTES', DEFAULT_MAX_UPLOAD_BYTES, { min: 1, max: Number.MAX_SAFE_INTEGER }),
    analyticsForwarding: readAnalyticsForwarding(environment),
    siteName: environment.SITE_NAME?.trim() || 'Slidewise',
    twitterHandle: readTwitterHandle(environment.TWITTER_HANDLE),
    ai: readAiSettings(environment),
    aiKeySecret: environment.AI_KEY_SECRET?.trim() || undefined,
  };
}

const aiProviderKinds: readonly AiProviderKind[] = ['openai', 'openai-compatible', 'anthropic'];

function readAiSettings(environment: Environment): AiSettings | undefined {
  const provider = environment.AI_PROVIDER?.trim();
  if (!provider) return undefined;
  // The deterministic model of the end-to-end tests and the bench (ai/mock-course-model.ts), never a real server's.
  if (provider === 'mock') {
    if (!readTestClock(environment)) throw new Error('AI_PROVIDER=mock is only for test servers (TEST_CLOCK=true).');
    return { provider: 'mock', model: 'mock' };
  }
  if (!aiProviderKinds.includes(provider as AiProviderKind))
    throw new Error(`AI_PROVIDER must be one of ${aiProviderKinds.join(', ')}, got "${provider}".`);
  const model = environment.AI_MODEL?.trim();
  if (!model) throw new Error('AI_MODEL is required when AI_PROVIDER is set.');
  const baseUrl = environment.AI_BASE_URL?.trim() || undefined;
  if (baseUrl && !(URL.canParse(baseUrl) && /^https?:$/.test(new URL(baseUrl).protocol)))
    throw new Error(`AI_BASE_URL must be an absolute http(s) address, got "${baseUrl}".`);
  if (provider === 'openai-compatible' && !baseUrl) throw new Error('AI_BASE_URL is required when AI_PROVIDER is openai-compatible.');
  return {
    provider: provider as AiProviderKind,
    model,
    baseUrl,
    apiKey: environment.AI_API_KEY?.trim() || undefined,
    speechModel: environment.AI_SPEECH_MODEL?.trim() || undefined,
  };
}

function readS3Settings(environment: Environment): S3StorageSettings | undefined {
  const bucket = environment.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const endpoint = environment.S3_ENDPOINT?.trim();
  if (endpoint && !URL.canParse(endpoint)) throw new Error(`S3_ENDPOINT must be an absolute http(s) address, got "${endpoint}".`);
  if (endpoint && !/^https?:$/.test(new URL(endpoint).protocol)) throw new Error(`S3_ENDPOINT must use http or https, got "${endpoint}".`);
  const accessKeyId = environment.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = environment.S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together, or neither.');
  return {
    bucket,
    region: environment.S3_REGION?.trim() || 'us-east-1',
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: environment.S3_FORCE_PATH_STYLE?.trim().toLowerCase() === 'true',
    ...(accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : {}),
  };
}

function readTwitterHandle(raw: string | undefined): string {
  const handle = raw?.trim().replace(/^@/, '') ?? '';
  if (handle === '') return '';
  if (!/^\w{1,15}$/.test(handle))
    throw new Error(`TWITTER_HANDLE must be a handle of up to 15 letters, digits or underscores, got "${raw}".`);
  return `@${handle}`;
}

/** The package origin learners' browsers use: PACKAGE_ORIGIN, or the public address's host on the package port. */
export function defaultPackageOrigin(publicUrl: string, packagePort: number): string {
  const url = new URL(publicUrl);
  return `${url.protocol}//${url.hostname}:${packagePort}`;
}

function readPackageOrigin(raw: string | undefined, publicUrl: string, packagePort: number): string {
  if (!raw) return defaultPackageOrigin(publicUrl, packagePort);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PACKAGE_ORIGIN must be an absolute http(s) address, got "${raw}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PACKAGE_ORIGIN must use http or https, got "${raw}".`);
  if (url.origin === new URL(publicUrl).origin) {
    throw new Error(`PACKAGE_ORIGIN must differ from the public address (${publicUrl}): packages must never run on the app's origin.`);
  }
  return url.origin;
}

function readInteger(environment: Environment, name: string, fallback: number, bounds: { min: number; max: number }): number {
  const raw = environment[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < bounds.min || value > bounds.max) {
    throw new Error(`${name} must be a whole number between ${bounds.min} and ${bounds.max}, got "${raw}".`);
  }
  return value;
}

// A movable clock would let anyone who can reach the server expire sessions and invite codes at will.
function readTestClock(environment: Environment): boolean {
  const enabled = environment.TEST_CLOCK?.trim().toLowerCase() === 'true';
  if (enabled && environment.NODE_ENV?.trim().toLowerCase() === 'production') {
    throw new Error('TEST_CLOCK must not be set in production (NODE_ENV=production): it lets any caller move the server clock.');
  }
  return enabled;
}

function readLogLevel(raw: string | undefined): LogLevel {
  const level = (raw || 'info').trim().toLowerCase();
  if (!logLevels.includes(level as LogLevel)) throw new Error(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${raw}".`);
  return level as LogLevel;
}

function readPublicUrl(raw: string | undefined, port: number): string {
  if (!raw) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) address, got "${raw}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must use http or https, got "${raw}".`);
  // Links are built as `${publicUrl}/path`, so a trailing slash would double up.
  return url.href.replace(/\/+$/, '');
}

// Without SESSION_SECRET a random secret is kept in DATA_DIR, so sessions survive restarts of one server.
function readSessionSecret(raw: string | undefined, dataDir: string): { value: string; generated: boolean } {
  if (raw) return { value: raw, generated: false };
  const secretFile = join(dataDir, 'session-secret');
  if (existsSync(secretFile)) return { value: readFileSync(secretFile, 'utf8').trim(), generated: true };
  const value = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(secretFile, `${value}\n`, { mode: 0o600 });
  return { value, generated: true };
}

function readAnalyticsForwarding(environment: Environment): { endpoint: string; writeKey: string } | undefined {
  const endpoint = environment.ANALYTICS_ENDPOINT?.trim();
  const writeKey = environment.ANALYTICS_WRITE_KEY?.trim();
  if (Boolean(endpoint) !== Boolean(writeKey)) throw new Error('ANALYTICS_ENDPOINT and ANALYTICS_WRITE_KEY are set together, or neither.');
  return endpoint && writeKey ? { endpoint: endpoint.replace(/\/+$/, ''), writeKey } : undefined;
}
