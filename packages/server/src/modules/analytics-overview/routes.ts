import type { FastifyInstance } from 'fastify';
import { analyticsOverviewContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createAnalyticsOverviewService } from './service.ts';

export function analyticsOverviewRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const service = createAnalyticsOverviewService(context);
    contractRoute(app, analyticsOverviewContracts.overview, (request) => service.overview(signedInUser(request), request.query));
    contractRoute(app, analyticsOverviewContracts.learner, (request) => service.learner(signedInUser(request), request.params.userId));
  };
}
