import type { FastifyInstance } from 'fastify';
import { courseContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createCourseSettingsService } from './settings-service.ts';

export function courseSettingsRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const settings = createCourseSettingsService(context);
    const { setTags, setGroupTraining, enableLeaderboard, setUserGroups, setPrerequisites, setSharing } = courseContracts;

    contractRoute(app, setTags, (request) => settings.tags(signedInUser(request), request.params.courseId, request.body));
    contractRoute(app, setGroupTraining, (request) => settings.groupTraining(signedInUser(request), request.params.courseId, request.body));
    contractRoute(app, enableLeaderboard, (request) => settings.leaderboard(signedInUser(request), request.body));
    contractRoute(app, setUserGroups, (request) => settings.userGroups(signedInUser(request), request.params.courseId, request.body));
    contractRoute(app, setPrerequisites, (request) => settings.prerequisites(signedInUser(request), request.params.courseId, request.body));
    contractRoute(app, setSharing, (request) => settings.sharing(signedInUser(request), request.params.courseId, request.body));
  };
}
