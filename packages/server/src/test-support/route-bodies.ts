import type { RegisteredRoute } from '../plugins/policy-enforcement.ts';

const someId = '00000000-0000-4000-8000-000000000001';
const link = { title: 'A link', url: 'https://example.com/' };

/**
 * A body each body-taking route accepts, so generic suites (tenancy) reach the handler instead of
 * stopping at validation. Keyed like the policy table.
 */
export const sampleBodies: Readonly<Record<string, object>> = {
  'PUT /api/courses/:courseId': { version: 1, title: 'A title' },
  'PUT /api/courses/:courseId/tags': { tagIds: [] },
  'PUT /api/courses/:courseId/group-training': { isEnabled: true },
  'PUT /api/courses/:courseId/usergroups': { universalAccess: true, userGroups: [] },
  'PUT /api/courses/:courseId/prerequisites': { prerequisites: [] },
  'PUT /api/courses/:courseId/sharing': { sharedWith: [] },
  'POST /api/courses/:courseId/publish': {},
  'POST /api/courses/:courseId/schedule': { scheduleStatus: 'Now' },
  'POST /api/courses/:courseId/unpublish': {},
  'POST /api/courses/:courseId/draft': {},
  'POST /api/courses/:courseId/archive': {},
  'POST /api/courses/:courseId/submit-for-review': {},
  'POST /api/courses/:courseId/mark-reviewed': {},
  'POST /api/course/:courseId/lessons': { kind: 'Lesson', title: 'A lesson' },
  'PUT /api/course/:courseId/lessons/order': { lessonIds: [] },
  'POST /api/course/:courseId/lessons/publish': { lessonIds: [someId] },
  'PUT /api/lessons/:id': { version: 1 },
  'POST /api/observations/:id/copy': {},
  'PUT /api/lesson-authoring/:id': {
    slides: [{ id: 's1', type: 'title', data: { title: 'A title' } }],
    latestSavedSlidesStateIdentifier: null,
  },
  'POST /api/courses/:courseId/topics': { name: 'A topic' },
  'PUT /api/courses/:courseId/topics/:id': { name: 'A topic' },
  'POST /api/courses/:courseId/public-details': {},
  'PUT /api/courses/:courseId/public-details/:id': {},
  'POST /api/courses/:courseId/public-details/:publicDetailId/course-links': link,
  'POST /api/courses/:courseId/public-details/:publicDetailId/course-links/multi': { links: [link] },
  'POST /api/courses/:courseId/public-details/excluded-lessons': { lessonId: someId },
  'POST /api/courses/:courseId/public-details/excluded-slides': { lessonId: someId, slideId: 's1' },
  'POST /api/courses/:courseId/public-details/user-course-ratings': link,
  'POST /api/courses/:courseId/public-details/url-slugs': { urlSlug: 'a-slug' },
  'PUT /api/courses/:courseId/public-details/url-slugs/:id': { urlSlug: 'a-slug' },
  'POST /api/courses/:courseId/review-comments': { lessonId: someId, content: 'A comment' },
  'PUT /api/courses/:courseId/review-comments/:id': { resolved: true },
  'POST /api/learner/lessons/:lessonId/attempts': {},
  'PUT /api/learner/attempts/:attemptId/results/:slideId': { correct: true, answers: [], points: 0 },
  'PUT /api/learner/attempts/:attemptId/position': { currentSlideIndex: 0 },
  'POST /api/learner/attempts/:attemptId/finish': {},
  'PUT /api/discussions/:id': { version: 1, title: 'A title' },
  'POST /api/discussions/:id/posts': { content: 'A post' },
  'POST /api/discussions/:id/posts/:postId/comments': { content: 'A comment' },
  'PUT /api/comments/:id': { content: 'A comment' },
  'PUT /api/assessments/:id': { version: 1, title: 'A title' },
  'POST /api/assessments/:id/posts': { content: 'A submission' },
  'POST /api/assessments/:id/posts/:submissionId/comments': { content: 'A comment' },
  'POST /api/assessments/:id/posts/:submissionId/comments/grade': { content: 'Feedback', status: 'passed' },
  'PUT /api/assessments/:id/posts/:submissionId/comments/grade/:feedbackId': { content: 'Feedback', status: 'passed' },
  'PUT /api/observations/:id': { version: 1, title: 'A title' },
  'POST /api/observations/:id/submissions': { learnerId: someId },
  'POST /api/media/:mediaId/complete': {},
  'PUT /api/media/uploads/:mediaId': {},
  'PUT /api/observations/:id/submissions/:submissionId': { version: 1, action: 'save' },
  'PUT /api/conferences/:id': { version: 1, title: 'A title' },
  'PUT /api/conferences/:id/registrations/:registrationId/attendance': { attended: true },
  'POST /api/conferences/:id/registration': {},
  'POST /api/courses/:courseId/group-training/sessions': { title: 'A session' },
  'PUT /api/courses/:courseId/group-training/sessions/:sessionId': { version: 1 },
  'PUT /api/account/settings': { switches: { offlineEnabled: true } },
  'PUT /api/platform/accounts/:accountId/plan': {
    planKind: 'enterprise',
    planAccess: { hasAccess: true, hasAccessReason: '', lockedDate: null, lessonLimit: null },
  },
  'PUT /api/platform/accounts/:accountId/flags': { flags: { 'ai-narration': true } },
};

export function sampleBodyFor(route: RegisteredRoute): object | undefined {
  return sampleBodies[`${route.method} ${route.url}`];
}
