import type { FastifyInstance } from 'fastify';
import { dueDateContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createLearnerViews } from '../learner/learner-views.ts';
import { createNotifier } from '../notifications/notifier.ts';
import { createDueDateService } from './service.ts';

export function dueDateRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const service = createDueDateService(context, createLearnerViews(context), createNotifier(context));
    contractRoute(app, dueDateContracts.learnerDue, (request) => service.learnerDue(signedInUser(request)));
    contractRoute(app, dueDateContracts.learnerCourseDue, (request) =>
      service.learnerCourseDue(signedInUser(request), request.params.courseId),
    );
    contractRoute(app, dueDateContracts.cycles, (request) => service.cycles(signedInUser(request), request.params.courseId));
  };
}
