import type { FastifyInstance } from 'fastify';
import { publicSiteContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { publicPageOfCourse } from './public-page-links.ts';

/** The course editor's view of the public page (the pages themselves are in routes.ts). */
export function publicSiteApiRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    contractRoute(app, publicSiteContracts.publicPage, (request) =>
      publicPageOfCourse(context.db, context.config.publicUrl, request.user!, request.params.courseId),
    );
  };
}
