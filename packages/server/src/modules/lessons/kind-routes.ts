import type { FastifyInstance } from 'fastify';
import { assessmentContracts, conferenceContracts, discussionContracts, observationContracts, type LessonKind } from '@slidewise/core';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import type { LessonService } from './service.ts';

// Spec §7: DELETE and copy of each lesson kind at its own path, declared with that kind's contracts. Each
// acts only on a lesson of its kind: any other id, of another kind included, answers 404. A lesson's own
// are its contracts (routes.ts).
const kinds = [
  ['Discussion', discussionContracts],
  ['Assessment', assessmentContracts],
  ['Conference', conferenceContracts],
] as const satisfies readonly (readonly [LessonKind, unknown])[];

export function lessonKindRoutes(lessons: LessonService) {
  return async (app: FastifyInstance) => {
    for (const [kind, contracts] of kinds) {
      contractRoute(app, contracts.remove, async (request, reply) => {
        await lessons.remove(signedInUser(request), request.params.id, kind);
        return reply.code(204).send();
      });
      contractRoute(app, contracts.copy, async (request, reply) =>
        reply.code(201).send(await lessons.copy(signedInUser(request), kind, request.body)),
      );
    }
    // An observation's copy names it in its path (spec §7).
    contractRoute(app, observationContracts.remove, async (request, reply) => {
      await lessons.remove(signedInUser(request), request.params.id, 'Observation');
      return reply.code(204).send();
    });
    contractRoute(app, observationContracts.copy, async (request, reply) =>
      reply.code(201).send(await lessons.copy(signedInUser(request), 'Observation', { ...request.body, lessonId: request.params.id })),
    );
  };
}
