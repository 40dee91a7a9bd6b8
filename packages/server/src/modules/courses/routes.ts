import type { FastifyInstance } from 'fastify';
import { courseContracts, type Course } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { withVersionTag } from '../../save-precondition.ts';
import { createCourseService } from './service.ts';
import { createContentNavigationService } from './content-navigation.ts';
import { courseSettingsRoutes } from './settings-routes.ts';
import { courseStatusRoutes } from './status-routes.ts';

export function courseRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const courses = createCourseService(context);
    const contentNavigation = createContentNavigationService(context);

    contractRoute(app, courseContracts.list, (request) => courses.list(signedInUser(request), request.query));
    contractRoute(app, courseContracts.create, async (request, reply) =>
      reply.code(201).send(await courses.create(signedInUser(request), request.body)),
    );
    contractRoute(app, courseContracts.contentNavigation, (request) => contentNavigation(signedInUser(request), request.query));
    contractRoute(app, courseContracts.get, async (request, reply) => {
      const course = withVersionTag(reply, await courses.get(signedInUser(request), request.params.courseId));
      // The editor's hot read: assembleCourse builds a valid Course by construction (defaults, stored
      // fields that pass the schema, typed columns), so it skips the response re-validation.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(course) as unknown as Course);
    });
    contractRoute(app, courseContracts.update, async (request, reply) =>
      withVersionTag(
        reply,
        await courses.update(signedInUser(request), request.params.courseId, request.body, request.headers['if-match']),
      ),
    );

    await app.register(courseSettingsRoutes(context));
    await app.register(courseStatusRoutes(context));
  };
}
