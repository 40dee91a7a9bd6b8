import {
  courseRatingContracts,
  dueDateContracts,
  learnerContracts,
  type LearnerCourseDueResponse,
  type LearnerDueListResponse,
  type CertificateResponse,
  type CourseRatingResponse,
  type LeaderboardResponse,
  type LearnerCourseDetail,
  type LearnerCourseListResponse,
  type LearnerProfileResponse,
} from '@slidewise/core';
import { callContract } from '../../../api/index.ts';

// The learner API's reads this feature shows; answers are checked against their contracts' schemas, so a
// server change that breaks the contract fails loudly here instead of drawing half a page.

export function getLearnerCourses(): Promise<LearnerCourseListResponse> {
  return callContract(learnerContracts.listCourses, {});
}

export function getLearnerCourse(courseId: string): Promise<LearnerCourseDetail> {
  return callContract(learnerContracts.course, { params: { courseId } });
}

export function getLeaderboard(courseId: string): Promise<LeaderboardResponse> {
  return callContract(learnerContracts.leaderboard, { params: { courseId } });
}

/** 404 until the certificate is earned: the page says so itself instead of leaving for "not found". */
export function getCertificate(courseId: string): Promise<CertificateResponse> {
  return callContract(learnerContracts.certificate, { params: { courseId } }, { handledStatuses: [404] });
}

export function getLearnerProfile(): Promise<LearnerProfileResponse> {
  return callContract(learnerContracts.profile, {});
}

// The due sections show their own failure (with a retry) beside the rest of the page: no toast.
export function getLearnerDue(): Promise<LearnerDueListResponse> {
  return callContract(dueDateContracts.learnerDue, {}, { silent: true });
}

export function getLearnerCourseDue(courseId: string): Promise<LearnerCourseDueResponse> {
  return callContract(dueDateContracts.learnerCourseDue, { params: { courseId } }, { silent: true });
}

// The rating control shows its own failures beside the stars: no toast.
export function getOwnCourseRating(courseId: string): Promise<CourseRatingResponse> {
  return callContract(courseRatingContracts.ownRating, { params: { courseId } }, { silent: true });
}

export function rateCourse(courseId: string, stars: number): Promise<CourseRatingResponse> {
  return callContract(courseRatingContracts.rate, { params: { courseId }, body: { stars } }, { silent: true });
}

export function removeCourseRating(courseId: string): Promise<CourseRatingResponse> {
  return callContract(courseRatingContracts.removeRating, { params: { courseId } }, { silent: true });
}
