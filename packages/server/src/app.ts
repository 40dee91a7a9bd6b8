import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { createAfterResponse, type AfterResponse } from './after-response.ts';
import { createDatabase, type Database, type DatabaseHandle } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { createMovableClock, systemClock, type Clock } from './clock.ts';
import type { Mailer } from './mail/mailer.ts';
import { createOutboxMailer } from './mail/outbox-mailer.ts';
import { createSmtpMailer } from './mail/smtp-mailer.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerCrossSiteCheck } from './plugins/cross-site.ts';
import { registerStorableTextCheck } from './plugins/storable-text.ts';
import { registerJsonBodyParser } from './plugins/json-body.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerPolicyEnforcement, type RegisteredRoute } from './plugins/policy-enforcement.ts';
import { registerStaticWeb } from './plugins/static-web.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { createResponseSerializerCompiler } from './plugins/response-serializer.ts';
import { createLogging } from './plugins/request-log.ts';
import { contentPackageRoutes } from './modules/content-packages/routes.ts';
import { createObjectStorage } from './storage/create-object-storage.ts';
import type { ObjectStorage } from './storage/object-storage.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { packageOriginRoutes } from './modules/package-origin/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { createAiProviders } from './ai/create-ai-providers.ts';
import { aiGenerationRoutes } from './modules/ai-generation/routes.ts';
import { accountAiSource } from './modules/ai-generation/account-ai-source.ts';
import { aiKeySecretOf } from './modules/ai-generation/ai-settings-service.ts';
import type { AiProviders } from './ai/ai-providers.ts';
import { createFeatureFlags } from './modules/account/feature-flags.ts';
import { platformRoutes } from './modules/platform/routes.ts';
import { registerAccountWriteGuards } from './modules/account/write-guards.ts';
import { courseRoutes } from './modules/courses/routes.ts';
import { userGroupRoutes } from './modules/user-groups/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { lessonRoutes } from './modules/lessons/routes.ts';
import { tagRoutes } from './modules/tags/routes.ts';
import { topicRoutes } from './modules/topics/routes.ts';
import { publicDetailRoutes } from './modules/public-details/routes.ts';
import { reviewCommentRoutes } from './modules/review-comments/routes.ts';
import { inviteCodeRoutes } from './modules/invite-codes/routes.ts';
import { peopleRoutes } from './modules/people/routes.ts';
import { invitationRoutes } from './modules/invitations/routes.ts';
import { ownAccountRoutes } from './modules/own-account/routes.ts';
import { userImportRoutes } from './modules/user-import/routes.ts';
import { apiDocsRoutes } from './modules/api-docs/routes.ts';
import { lessonAuthoringRoutes } from './modules/lesson-authoring/routes.ts';
import { narrationRoutes } from './modules/narration/routes.ts';
import { courseTranslationRoutes } from './modules/course-translations/routes.ts';
import { slideTemplateRoutes } from './modules/slide-templates/routes.ts';
import { discussionRoutes } from './modules/discussions/routes.ts';
import { assessmentRoutes } from './modules/assessments/routes.ts';
import { commentRoutes } from './modules/comments/routes.ts';
import { learnerRoutes } from './modules/learner/routes.ts';
import { courseResultsRoutes } from './modules/course-results/routes.ts';
import { analyticsCoursesRoutes } from './modules/analytics-courses/routes.ts';
import { observationRoutes } from './modules/observations/routes.ts';
import { conferenceRoutes } from './modules/conferences/routes.ts';
import { groupTrainingRoutes } from './modules/group-training/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { analyticsOverviewRoutes } from './modules/analytics-overview/routes.ts';
import { createInvalidEventCounter } from './modules/analytics/invalid-event-counter.ts';
import { createRecentSessions } from './modules/auth/recent-sessions.ts';
import { publicSiteRoutes } from './modules/public-site/routes.ts';
import { publicSiteApiRoutes } from './modules/public-site/api-routes.ts';
import { peerContributionRoutes } from './modules/peer-contributions/routes.ts';
import { dueDateRoutes } from './modules/due-dates/routes.ts';
import { testClockRoutes } from './modules/due-dates/test-clock-routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import type { JobRunner } from './jobs/job-queue.ts';
import { createInProcessQueue } from './jobs/in-process-queue.ts';
import { recoverInterruptedWork } from './jobs/interrupted-work.ts';
import { jobHandlersFor, recurringTasksFor } from './jobs/job-handlers.ts';
import { playlistRoutes } from './modules/playlists/routes.ts';
import { courseCollectionRoutes } from './modules/course-collections/routes.ts';
import { certificateRoutes } from './modules/certificates/routes.ts';
import { leaderboardRoutes } from './modules/leaderboards/routes.ts';
import { documentRoutes } from './modules/documents/routes.ts';
import { courseLibraryRoutes } from './modules/course-library/routes.ts';

// The package's public face: the benchmark and the e2e set-up start the server in-process from here.
export { loadConfig, type Config } from './config.ts';
export { createDatabase, type Database, type DatabaseHandle } from './db/client.ts';
export { runMigrations } from './db/migrate.ts';
export { seedDemoIfEmpty, DEMO_CREDENTIALS, DEMO_PASSWORD, DEMO_OWNER_EMAIL } from './seed/seed.ts';
export type { Clock } from './clock.ts';
export { runDueStatusChanges } from './modules/courses/scheduler.ts';
export { runDueScan } from './modules/due-dates/due-scan.ts';
export { sweepCourseReadModels } from './modules/analytics-courses/sweep.ts';
export { createNotifier } from './modules/notifications/notifier.ts';
export { createGraphileQueue } from './jobs/graphile-queue.ts';
export { createInProcessQueue, type InProcessQueue } from './jobs/in-process-queue.ts';
export type { JobRunner } from './jobs/job-queue.ts';
export type { Mailer, OutgoingMail } from './mail/mailer.ts';
// The SCORM unpack benchmark (bench/scorm-unpack.ts) unpacks a zip it writes, on the disk back end.
export { unpackPackage } from './content-packages/unpack-package.ts';
export { writeZip, type ZipWriterEntry } from './content-packages/zip-writer.ts';
export { createDiskStorage } from './storage/disk-storage.ts';
export { samplePng, samplePptx } from './modules/documents/sample-files.ts';
// The AI course benchmark (bench/ai-course.ts) times our own work around the deterministic mock model.
export { generateLesson, generateOutline } from './ai/course-generator.ts';
export { lessonBriefOf } from './ai/course-prompts.ts';
export { allGeneratableTemplates } from './ai/generation-catalogue.ts';
export { createMockCourseModel } from './ai/mock-course-model.ts';
export { prepareDeck } from './modules/lesson-authoring/deck-preparation.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered /api route (method and url pattern), collected as routes register. */
    apiRoutes: readonly RegisteredRoute[];
    /** Work started by requests that runs after their answers (tests wait for it with settled()). */
    afterResponse: AfterResponse;
    /** The job queue with this app's handlers; main.ts starts it, tests run it by hand. */
    jobs: JobRunner;
    /**
     * Resumes or ends the work whose job gave no sign of life since `before` (jobs/interrupted-work.ts). On
     * PGlite main.ts calls it at start with the start time: the process that ran those jobs is gone.
     */
    recoverInterruptedWork: (before: Date) => ReturnType<typeof recoverInterruptedWork>;
  }
}

export interface BuildOptions {
  /** An open, migrated database; the caller closes it. Without one, buildApp opens and migrates its own and closes it with the app. */
  database?: Database;
  clock?: Clock;
  mailer?: Mailer;
  /** Where files are kept; without one, the configured back end (S3_BUCKET, else STORAGE_DIR). */
  storage?: ObjectStorage;
  /** The job queue (graphile-worker on PostgreSQL); by default an in-process queue on the app's clock, not started. */
  jobs?: JobRunner;
  /** The AI models (tests: the AI SDK's mock models); by default those of config.ai. */
  ai?: AiProviders;
  /** Check every response against its zod schema as well as serialising it (the tests; see plugins/response-serializer.ts). */
  verifyResponses?: boolean;
}

/** A ready Fastify instance serving the API (and the web app when built); it does not listen. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const ownDatabase: DatabaseHandle | undefined = options.database ? undefined : await openMigratedDatabase(config);
  const db = options.database ?? ownDatabase!.db;
  // TEST_CLOCK=true (never in production, config.ts): the clock /api/test/clock moves.
  const testClock = config.testClock ? createMovableClock(options.clock ?? systemClock) : undefined;
  const clock = testClock?.now ?? options.clock ?? systemClock;

  const logging = createLogging(config.logLevel);
  const app = Fastify({
    ...logging.options,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ verifyWithZod: options.verifyResponses ?? false }));
  app.addHook('onClose', async () => logging.flush());
  if (ownDatabase) app.addHook('onClose', () => ownDatabase.close());

  const mailer = options.mailer ?? defaultMailer(config, clock, app);
  const afterResponse = createAfterResponse(app.log);
  app.decorate('afterResponse', afterResponse);
  // Before the database closes: the work still running may need it.
  app.addHook('preClose', () => afterResponse.settled());
  const storage = options.storage ?? createObjectStorage(config);
  const jobs = options.jobs ?? createInProcessQueue({ clock, pollIntervalMs: config.jobPollIntervalMs });
  const flags = createFeatureFlags(db, clock);
  const invalidEvents = createInvalidEventCounter();
  const ai = options.ai ?? createAiProviders(config.ai, accountAiSource(db, aiKeySecretOf(config)));
  const recentSessions = createRecentSessions(db, clock);
  const context: AppContext = { config, db, clock, mailer, afterResponse, storage, jobs, flags, invalidEvents, recentSessions, ai };
  jobs.define(jobHandlersFor(context, app.log), recurringTasksFor(config), app.log);
  app.decorate('jobs', jobs);
  app.decorate('recoverInterruptedWork', (before: Date) => recoverInterruptedWork(context, before));
  // Jobs in progress finish before the database closes.
  app.addHook('preClose', () => jobs.stop());

  registerErrorHandling(app);
  registerJsonBodyParser(app);
  registerSecurityHeaders(app, config);
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  await registerRateLimit(app, db, clock);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Slidewise API',
        version: '0.1.0',
        description: 'The HTTP API of Slidewise, generated from the same zod schemas that validate each request.',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  // Both put their check at the head of each route's onRequest hooks: the one registered last runs first,
  // so a cross-site request is refused before its session is even looked up.
  const apiRoutes = registerPolicyEnforcement(app, db, clock);
  app.decorate('apiRoutes', apiRoutes);
  registerCrossSiteCheck(app, config.publicUrl);
  registerStorableTextCheck(app);
  registerAccountWriteGuards(app, db);

  await app.register(healthRoutes(context));
  await app.register(packageOriginRoutes(context));
  await app.register(authRoutes(context));
  await app.register(accountRoutes(context));
  await app.register(courseRoutes(context));
  await app.register(lessonRoutes(context));
  await app.register(lessonAuthoringRoutes(context));
  await app.register(slideTemplateRoutes(context));
  await app.register(tagRoutes(context));
  await app.register(topicRoutes(context));
  await app.register(publicDetailRoutes(context));
  await app.register(reviewCommentRoutes(context));
  await app.register(userGroupRoutes(context));
  await app.register(userRoutes(context));
  await app.register(inviteCodeRoutes(context));
  await app.register(peopleRoutes(context));
  await app.register(invitationRoutes(context));
  await app.register(ownAccountRoutes(context));
  await app.register(userImportRoutes(context));
  await app.register(discussionRoutes(context));
  await app.register(assessmentRoutes(context));
  await app.register(commentRoutes(context));
  await app.register(learnerRoutes(context));
  await app.register(courseResultsRoutes(context));
  await app.register(analyticsCoursesRoutes(context));
  await app.register(observationRoutes(context));
  await app.register(conferenceRoutes(context));
  await app.register(groupTrainingRoutes(context));
  await app.register(mediaRoutes(context));
  await app.register(analyticsRoutes(context));
  await app.register(analyticsOverviewRoutes(context));
  await app.register(publicSiteRoutes(context));
  await app.register(publicSiteApiRoutes(context));
  await app.register(peerContributionRoutes(context));
  await app.register(contentPackageRoutes(context));
  await app.register(dueDateRoutes(context));
  await app.register(notificationRoutes(context));
  if (testClock) await app.register(testClockRoutes(context, testClock));
  await app.register(playlistRoutes(context));
  await app.register(courseCollectionRoutes(context));
  await app.register(certificateRoutes(context));
  await app.register(leaderboardRoutes(context));
  await app.register(platformRoutes(context));
  await app.register(narrationRoutes(context));
  await app.register(courseTranslationRoutes(context));
  await app.register(documentRoutes(context));
  await app.register(courseLibraryRoutes(context));
  await app.register(aiGenerationRoutes(context));
  await app.register(apiDocsRoutes());
  await registerStaticWeb(app, config.webDistDir);

  try {
    await app.ready();
  } catch (error) {
    await ownDatabase?.close();
    throw error;
  }
  return app;
}

async function openMigratedDatabase(config: Config): Promise<DatabaseHandle> {
  const handle = await createDatabase(config);
  try {
    await runMigrations(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

function defaultMailer(config: Config, clock: Clock, app: FastifyInstance): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, `Slidewise <no-reply@${new URL(config.publicUrl).hostname}>`);
  return createOutboxMailer(config.outboxDir, clock, app.log);
}
