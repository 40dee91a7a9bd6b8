// A learner's own star rating of a course (issue 18). Only a course the learner may take can be rated: any
// other (a draft, a hidden course, another account's) answers 404 as if it did not exist.
import type { CourseRatingResponse } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { ownCourseRating, removeCourseRating, saveCourseRating } from './course-rating-repo.ts';
import type { LearnerViews } from './learner-views.ts';

export function createCourseRatingService({ db }: AppContext, { visibleCourse }: Pick<LearnerViews, 'visibleCourse'>) {
  async function keyOf(user: SignedInUser, courseId: string) {
    const { row } = await visibleCourse(user, courseId);
    return { accountId: user.accountId, courseId: row.id, userId: user.id };
  }
  return {
    async ownRating(user: SignedInUser, courseId: string): Promise<CourseRatingResponse> {
      return { stars: await ownCourseRating(db, await keyOf(user, courseId)) };
    },
    async rate(user: SignedInUser, courseId: string, stars: number): Promise<CourseRatingResponse> {
      await saveCourseRating(db, await keyOf(user, courseId), stars);
      return { stars };
    },
    async removeRating(user: SignedInUser, courseId: string): Promise<CourseRatingResponse> {
      await removeCourseRating(db, await keyOf(user, courseId));
      return { stars: null };
    },
  };
}
