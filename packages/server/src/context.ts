import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Clock } from './clock.ts';
import type { Mailer } from './mail/mailer.ts';
import type { AfterResponse } from './after-response.ts';
import type { ObjectStorage } from './storage/object-storage.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { FeatureFlags } from './modules/account/feature-flags.ts';
import type { AiProviders } from './ai/ai-providers.ts';
import type { InvalidEventCounter } from './modules/analytics/invalid-event-counter.ts';
import type { RecentSessions } from './modules/auth/recent-sessions.ts';

/** What route modules and services are given: no globals, so tests can swap the clock or the mailer. */
export interface AppContext {
  config: Config;
  db: Database;
  clock: Clock;
  mailer: Mailer;
  /** Work whose outcome must not change how long the answer takes (see after-response.ts). */
  afterResponse: AfterResponse;
  /** Where uploaded files, their variants and unpacked packages are kept (disk or S3; issue 13). */
  storage: ObjectStorage;
  /** Background work: graphile-worker on PostgreSQL, in-process on PGlite (jobs/). */
  jobs: JobQueue;
  /** The feature flags of spec §6: `flags.isOn(accountId, 'ai-narration')` (modules/account/feature-flags.ts). */
  flags: FeatureFlags;
  /** Analytics events refused as invalid by this process (shown by GET /api/health; issue 15). */
  invalidEvents: InvalidEventCounter;
  /** Sessions read in the last few seconds, for POST /api/events; forget people whose sessions or roles change (modules/auth/recent-sessions.ts). */
  recentSessions: RecentSessions;
  /** The language and speech models of AI features, per account; null models when none is configured (ai/). */
  ai: AiProviders;
}
