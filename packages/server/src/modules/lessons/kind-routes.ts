import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lessonCopyBodySchema, lessonParamsSchema, lessonResponseSchema, pathLessonCopyBodySchema, type LessonKind } from '@slidewise/core';
import { signedInUser } from '../auth/signed-in-user.ts';
import type { LessonService } from './service.ts';

// Spec §7: DELETE and copy of each lesson kind at its own path. Each acts only on a lesson of its kind:
// any other id, of another kind included, answers 404. A lesson's own are its contracts (routes.ts).
const kinds: { kind: LessonKind; path: string; copy: 'body' | 'path' }[] = [
  { kind: 'Discussion', path: 'discussions', copy: 'body' },
  { kind: 'Assessment', path: 'assessments', copy: 'body' },
  { kind: 'Observation', path: 'observations', copy: 'path' },
  { kind: 'Conference', path: 'conferences', copy: 'body' },
];

export function lessonKindRoutes(lessons: LessonService) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    for (const { kind, path, copy } of kinds) {
      const tags = [path];
      routes.delete(
        `/api/${path}/:id`,
        { schema: { tags, summary: `Delete a ${kind.toLowerCase()} (it leaves the course's lesson list)`, params: lessonParamsSchema } },
        async (request, reply) => {
          await lessons.remove(signedInUser(request), request.params.id, kind);
          return reply.code(204).send();
        },
      );

      const summary = `Copy a ${kind.toLowerCase()}: after the original, or at the end of courseId; into the original's module unless skipModule`;
      if (copy === 'body') {
        routes.post(
          `/api/${path}/copy`,
          { schema: { tags, summary: `${summary} (lessonId required)`, body: lessonCopyBodySchema, response: { 201: lessonResponseSchema } } },
          async (request, reply) => reply.code(201).send(await lessons.copy(signedInUser(request), kind, request.body)),
        );
      } else {
        routes.post(
          `/api/${path}/:id/copy`,
          { schema: { tags, summary, params: lessonParamsSchema, body: pathLessonCopyBodySchema, response: { 201: lessonResponseSchema } } },
          async (request, reply) => reply.code(201).send(await lessons.copy(signedInUser(request), kind, { ...request.body, lessonId: request.params.id })),
        );
      }
    }
  };
}
