import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { courseParamsSchema, coursePublishBodySchema, courseScheduleBodySchema, courseSchema, courseStatusChangeBodySchema } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createCourseStatusService, type SimpleStatusChange } from './status-service.ts';

const tags = ['course status'];
const rulesNote = 'A change the status table does not allow answers 409 illegal_status_change naming both statuses.';

const simpleChanges: { path: string; kind: SimpleStatusChange; summary: string }[] = [
  { path: 'unpublish', kind: 'unpublish', summary: 'Unpublish a Published or Scheduled course: Draft, display inactive, publishOn cleared' },
  { path: 'draft', kind: 'draft', summary: 'Back to Draft (from a live status this unpublishes)' },
  { path: 'archive', kind: 'archive', summary: 'Archive: off display, dates cleared; only a Draft can come back' },
  { path: 'submit-for-review', kind: 'submitForReview', summary: 'Send the course to review (InReview)' },
  { path: 'mark-reviewed', kind: 'markReviewed', summary: 'End the review of a course InReview (Reviewed)' },
];

export function courseStatusRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const status = createCourseStatusService(context);
    const response = { 200: courseSchema };

    routes.post(
      '/api/courses/:courseId/publish',
      { schema: { tags, summary: `Publish now: display active; tagIds, when given, become the tags. ${rulesNote}`, params: courseParamsSchema, body: coursePublishBodySchema, response } },
      (request) => status.publish(signedInUser(request), request.params.courseId, request.body),
    );

    routes.post(
      '/api/courses/:courseId/schedule',
      {
        schema: {
          tags,
          summary: `Publish Now, or schedule for Later (publishOn in the future, display active); unpublishOn optional. ${rulesNote}`,
          params: courseParamsSchema,
          body: courseScheduleBodySchema,
          response,
        },
      },
      (request) => status.schedule(signedInUser(request), request.params.courseId, request.body),
    );

    for (const change of simpleChanges) {
      routes.post(
        `/api/courses/:courseId/${change.path}`,
        { schema: { tags, summary: `${change.summary}. ${rulesNote}`, params: courseParamsSchema, body: courseStatusChangeBodySchema, response } },
        (request) => status.change(signedInUser(request), request.params.courseId, change.kind, request.body?.version),
      );
    }
  };
}
