import {
  defaultDisplayConfig,
  defaultUserInfo,
  type LearnerCourseDetail,
  type LearnerCourseLesson,
  type LearnerCourseSummary,
  type UserInfo,
} from '@slidewise/core';
import { accountAndPlan } from '../../../test/render-app.tsx';

/** A person who only takes courses. */
export const learnerUser: UserInfo = defaultUserInfo({
  userId: 'learner-1',
  userEmail: 'grace@example.com',
  userFirstName: 'Grace',
  userLastName: 'Hopper',
  userName: 'Grace Hopper',
  userRoles: ['app-user'],
});

/** A learner's session for `mockApi`. */
export const signedInLearner = {
  'GET /api/me': { status: 200, body: learnerUser },
  ...accountAndPlan,
  // Nothing due unless a test says otherwise (the home's due section then stays hidden).
  'GET /api/learner/due': { status: 200, body: { items: [] } },
  // No playlists and no certificates unless a test says otherwise (issue 16's calls on their pages).
  'GET /api/learner/playlists': { status: 200, body: { items: [] } },
  'GET /api/learner/certificates': { status: 200, body: { items: [] } },
};

export function courseSummary(overrides: Partial<LearnerCourseSummary> = {}): LearnerCourseSummary {
  return {
    id: 'c1',
    title: 'Site safety',
    description: 'Stay safe on site.',
    libraryImage: '',
    brandingImage: '',
    lessonCount: 4,
    completedLessonCount: 0,
    score: null,
    passed: false,
    completed: false,
    verdict: 'in-progress',
    locked: false,
    missingPrerequisites: [],
    ...overrides,
  };
}

export function courseLesson(overrides: Partial<LearnerCourseLesson> = {}): LearnerCourseLesson {
  return {
    id: 'l1',
    kind: 'Lesson',
    title: 'Hazards',
    description: '',
    bestScore: null,
    stars: 0,
    completed: false,
    locked: false,
    lockReason: null,
    lockedUntil: null,
    attemptCount: 0,
    ...overrides,
  };
}

export function courseDetail(overrides: Partial<LearnerCourseDetail> = {}): LearnerCourseDetail {
  return {
    ...courseSummary(),
    config: { ...defaultDisplayConfig(), minimumScore: 70 },
    completionCriteria: { percentage: 100, milestonePercentage: null, certificate: { enabled: true }, openToComplete: false },
    leaderboardEnabled: false,
    certificateAvailable: false,
    lessons: [courseLesson()],
    briefcase: [],
    ...overrides,
  };
}
