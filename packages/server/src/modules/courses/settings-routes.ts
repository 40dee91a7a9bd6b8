import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  courseParamsSchema,
  coursePrerequisitesBodySchema,
  courseSchema,
  courseSharingBodySchema,
  courseTagsBodySchema,
  courseUserGroupsBodySchema,
  groupTrainingBodySchema,
  leaderboardEnableBodySchema,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createCourseSettingsService } from './settings-service.ts';

const tags = ['courses'];
const versionNote = 'With version, a stale one answers 409 with the current course.';

export function courseSettingsRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const settings = createCourseSettingsService(context);
    const response = { 200: courseSchema };

    routes.put(
      '/api/courses/:courseId/tags',
      { schema: { tags, summary: `Set the course's tags: tagIds plus tags created on the fly from newTagNames. ${versionNote}`, params: courseParamsSchema, body: courseTagsBodySchema, response } },
      (request) => settings.tags(signedInUser(request), request.params.courseId, request.body),
    );

    routes.put(
      '/api/courses/:courseId/group-training',
      { schema: { tags, summary: `Turn group training on or off. ${versionNote}`, params: courseParamsSchema, body: groupTrainingBodySchema, response } },
      (request) => settings.groupTraining(signedInUser(request), request.params.courseId, request.body),
    );

    routes.post(
      '/api/v2/leaderBoard/enable',
      { schema: { tags, summary: `Turn the course's leaderboard on or off. ${versionNote}`, body: leaderboardEnableBodySchema, response } },
      (request) => settings.leaderboard(signedInUser(request), request.body),
    );

    routes.put(
      '/api/courses/:courseId/usergroups',
      { schema: { tags, summary: `Set access: universal, or limited to the given user groups. ${versionNote}`, params: courseParamsSchema, body: courseUserGroupsBodySchema, response } },
      (request) => settings.userGroups(signedInUser(request), request.params.courseId, request.body),
    );

    routes.put(
      '/api/courses/:courseId/prerequisites',
      {
        schema: {
          tags,
          summary: `Set the courses to complete first (not itself: 400; no loops: 409). ${versionNote}`,
          params: courseParamsSchema,
          body: coursePrerequisitesBodySchema,
          response,
        },
      },
      (request) => settings.prerequisites(signedInUser(request), request.params.courseId, request.body),
    );

    routes.put(
      '/api/courses/:courseId/sharing',
      { schema: { tags, summary: `Set the people of the account a restricted-author may edit this course for. ${versionNote}`, params: courseParamsSchema, body: courseSharingBodySchema, response } },
      (request) => settings.sharing(signedInUser(request), request.params.courseId, request.body),
    );
  };
}
