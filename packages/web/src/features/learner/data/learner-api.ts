import {
  certificateResponseSchema,
  leaderboardResponseSchema,
  learnerCourseDetailSchema,
  learnerCourseListResponseSchema,
  learnerProfileResponseSchema,
  type CertificateResponse,
  type LeaderboardResponse,
  type LearnerCourseDetail,
  type LearnerCourseListResponse,
  type LearnerProfileResponse,
} from '@slidewise/core';
import { authenticatedGet } from '../../../api/index.ts';

// The learner API's reads this feature shows; answers are checked against core's schemas, so a server
// change that breaks the contract fails loudly here instead of drawing half a page.

export async function getLearnerCourses(): Promise<LearnerCourseListResponse> {
  return learnerCourseListResponseSchema.parse(await authenticatedGet('/api/learner/courses'));
}

export async function getLearnerCourse(courseId: string): Promise<LearnerCourseDetail> {
  return learnerCourseDetailSchema.parse(await authenticatedGet(`/api/learner/courses/${encodeURIComponent(courseId)}`));
}

export async function getLeaderboard(courseId: string): Promise<LeaderboardResponse> {
  return leaderboardResponseSchema.parse(await authenticatedGet(`/api/learner/courses/${encodeURIComponent(courseId)}/leaderboard`));
}

/** 404 until the certificate is earned: the page says so itself instead of leaving for "not found". */
export async function getCertificate(courseId: string): Promise<CertificateResponse> {
  return certificateResponseSchema.parse(
    await authenticatedGet(`/api/learner/courses/${encodeURIComponent(courseId)}/certificate`, { handledStatuses: [404] }),
  );
}

export async function getLearnerProfile(): Promise<LearnerProfileResponse> {
  return learnerProfileResponseSchema.parse(await authenticatedGet('/api/learner/profile'));
}
