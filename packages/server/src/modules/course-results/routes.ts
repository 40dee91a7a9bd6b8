import type { FastifyInstance } from 'fastify';
import { courseResultsContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createCourseResultsService } from './service.ts';

export function courseResultsRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const service = createCourseResultsService(context);
    contractRoute(app, courseResultsContracts.get, (request) => service.results(signedInUser(request), request.params.courseId));
  };
}
