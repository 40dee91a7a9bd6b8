import { changeCourseStatus, type Course, type CoursePublishBody, type CourseScheduleBody, type CourseStatusChange } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { HttpError } from '../../http-error.ts';
import { resolveCourseTags } from '../tags/service.ts';
import { assertPublishedSlidesComplete } from '../lesson-authoring/publish-check.ts';
import { changeCourse } from './course-writes.ts';
import { optionalVersion } from '../../save-precondition.ts';

export type SimpleStatusChange = Extract<
  CourseStatusChange['kind'],
  'unpublish' | 'draft' | 'archive' | 'submitForReview' | 'markReviewed'
>;

/** Spec §4 status changes, checked against the transition table of core (an illegal one answers 409). */
export function createCourseStatusService({ db, clock }: AppContext) {
  const apply = (
    user: SignedInUser,
    courseId: string,
    version: number | undefined,
    change: () => Promise<CourseStatusChange> | CourseStatusChange,
    requiresEditing = true,
  ) =>
    changeCourse(db, clock, user, courseId, {
      precondition: optionalVersion(version),
      requiresEditing,
      async apply(current, now) {
        const result = changeCourseStatus(current, await change(), now);
        if (!result.ok) {
          throw result.reason === 'illegal-transition'
            ? new HttpError(409, 'illegal_status_change', result.message, { from: current.courseStatus })
            : new HttpError(400, 'invalid_schedule', result.message);
        }
        return { ...current, ...result.fields };
      },
    });

  return {
    /** Publish now, once every slide its learners will play is finished (409 incomplete_slides otherwise). */
    publish(user: SignedInUser, courseId: string, body: CoursePublishBody): Promise<Course> {
      return apply(user, courseId, body.version, async () => {
        await assertPublishedSlidesComplete(db, courseId);
        return { kind: 'publish', ...(body.tagIds ? { tags: await resolveCourseTags(db, user.accountId, body.tagIds) } : {}) };
      });
    },

    /** Schedule status Now publishes at once; Later schedules for publishOn. Both check the slides as publishing does. */
    schedule(user: SignedInUser, courseId: string, body: CourseScheduleBody): Promise<Course> {
      const unpublishOn = body.unpublishOn === undefined ? {} : { unpublishOn: body.unpublishOn };
      return apply(user, courseId, body.version, async () => {
        await assertPublishedSlidesComplete(db, courseId);
        return body.scheduleStatus === 'Now'
          ? { kind: 'publish', ...unpublishOn }
          : { kind: 'schedule', publishOn: body.publishOn!, ...unpublishOn };
      });
    },

    change(user: SignedInUser, courseId: string, kind: SimpleStatusChange, version: number | undefined): Promise<Course> {
      // Ending a review is the reviewers' part (the policy table says who): they need not be able to edit the course.
      return apply(user, courseId, version, () => ({ kind }), kind !== 'markReviewed');
    },
  };
}
