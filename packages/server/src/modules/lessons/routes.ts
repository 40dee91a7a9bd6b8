import type { FastifyInstance } from 'fastify';
import { lessonContracts, type LessonSummary } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { withVersionTag } from '../../save-precondition.ts';
import { createLessonService } from './service.ts';
import { lessonKindRoutes } from './kind-routes.ts';

export function lessonRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const lessons = createLessonService(context);

    contractRoute(app, lessonContracts.listOfCourse, async (request, reply) => {
      const json = await lessons.listJson(signedInUser(request), request.params.courseId, request.query.versionType);
      // Already the response's JSON (built by the database): a string with a JSON type is sent as is, unserialised.
      return reply.type('application/json; charset=utf-8').send(json as unknown as LessonSummary[]);
    });
    contractRoute(app, lessonContracts.create, async (request, reply) =>
      reply.code(201).send(await lessons.create(signedInUser(request), request.params.courseId, request.body)),
    );
    contractRoute(app, lessonContracts.reorder, (request) =>
      lessons.reorder(signedInUser(request), request.params.courseId, request.body.lessonIds),
    );
    contractRoute(app, lessonContracts.publish, (request) =>
      lessons.publish(signedInUser(request), request.params.courseId, request.body.lessonIds),
    );
    contractRoute(app, lessonContracts.get, async (request, reply) =>
      withVersionTag(reply, await lessons.get(signedInUser(request), request.params.id, request.query.versionType)),
    );
    contractRoute(app, lessonContracts.update, async (request, reply) =>
      withVersionTag(reply, await lessons.update(signedInUser(request), request.params.id, request.body, request.headers['if-match'])),
    );
    contractRoute(app, lessonContracts.remove, async (request, reply) => {
      await lessons.remove(signedInUser(request), request.params.id, 'Lesson');
      return reply.code(204).send();
    });
    contractRoute(app, lessonContracts.copy, async (request, reply) =>
      reply.code(201).send(await lessons.copy(signedInUser(request), 'Lesson', request.body)),
    );

    await app.register(lessonKindRoutes(lessons));
  };
}
