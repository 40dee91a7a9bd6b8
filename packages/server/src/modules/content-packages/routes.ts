import type { FastifyInstance } from 'fastify';
import { packageContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { requestLocale } from '../../request-locale.ts';
import { PackageRefusal } from '../../content-packages/package-refusal.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createAttemptService } from '../learner/attempt-service.ts';
import { createLearnerViews } from '../learner/learner-views.ts';
import { createAiccService } from './aicc-service.ts';
import { createPackageImport } from './import-service.ts';
import { createPackageRuntime } from './runtime-service.ts';

/** HACP bodies are short: a unit's status, score, location and its [Core_Lesson] text. */
const HACP_BODY_LIMIT = 128 * 1024;

/** Issue 13: importing SCORM and AICC packages, their learners' runtime data, and AICC's HACP. */
export function contentPackageRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const importPackage = createPackageImport(context);
    const runtime = createPackageRuntime(context, createAttemptService(context, createLearnerViews(context)));
    const aicc = createAiccService(context, runtime);

    // HACP is an HTML form's encoding; only this plugin's routes read it.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: HACP_BODY_LIMIT },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    contractRoute(app, packageContracts.importPackage, async (request, reply) => {
      try {
        return reply.code(201).send(await importPackage(signedInUser(request), request.body));
      } catch (error) {
        if (error instanceof PackageRefusal) throw error.inLanguage(requestLocale(request.headers['accept-language']));
        throw error;
      }
    });
    contractRoute(app, packageContracts.runtime, (request) =>
      runtime.get(signedInUser(request), request.params.attemptId, request.params.slideId),
    );
    contractRoute(app, packageContracts.putRuntime, (request) =>
      runtime.put(signedInUser(request), request.params.attemptId, request.params.slideId, request.body),
    );
    contractRoute(app, packageContracts.startAiccSession, async (request, reply) =>
      reply.code(201).send(await aicc.start(signedInUser(request), request.params.attemptId, request.params.slideId)),
    );
    contractRoute(
      app,
      packageContracts.hacp,
      async (request, reply) =>
        reply
          .header('content-type', 'text/plain; charset=utf-8')
          // The unit runs on the package origin and may read the answer; it sends no credentials.
          .header('access-control-allow-origin', context.config.packageOrigin)
          .header('vary', 'origin')
          .send(Buffer.from(await aicc.hacp(request.body))),
      // Authenticated by the launch's session id, never by a cookie: a request from the package origin is expected.
      { config: { tokenAuthenticated: true } },
    );
  };
}
