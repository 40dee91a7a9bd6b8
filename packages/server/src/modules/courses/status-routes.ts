import type { FastifyInstance } from 'fastify';
import { courseContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createCourseStatusService, type SimpleStatusChange } from './status-service.ts';

const simpleChanges = [
  [courseContracts.unpublish, 'unpublish'],
  [courseContracts.draft, 'draft'],
  [courseContracts.archive, 'archive'],
  [courseContracts.submitForReview, 'submitForReview'],
  [courseContracts.markReviewed, 'markReviewed'],
] as const satisfies readonly (readonly [unknown, SimpleStatusChange])[];

export function courseStatusRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const status = createCourseStatusService(context);

    contractRoute(app, courseContracts.publish, (request) => status.publish(signedInUser(request), request.params.courseId, request.body));
    contractRoute(app, courseContracts.schedule, (request) =>
      status.schedule(signedInUser(request), request.params.courseId, request.body),
    );
    for (const [contract, kind] of simpleChanges) {
      contractRoute(app, contract, (request) => status.change(signedInUser(request), request.params.courseId, kind, request.body?.version));
    }
  };
}
