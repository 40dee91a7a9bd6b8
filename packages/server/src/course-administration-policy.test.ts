import { describe, expect, it } from 'vitest';
import { isAllowed, routePolicies } from './policy.ts';
import { courseAdminRoles, type CourseAdminRole } from './test-support/course-admin.ts';

// Issue 3's roles, route by route: account-owner and account-admin do everything; content-author creates
// and edits; restricted-author edits (only courses shared with them — checked per course by the
// service, see course-save.test.ts); reviewer and course-reviewer read and comment (and end a review);
// facilitators read; app-user gets 403 (their courses come from the learner API), except navigation,
// which answers learners only about courses open to them.
const everyone: CourseAdminRole[] = [...courseAdminRoles];
const readers: CourseAdminRole[] = [
  'account-owner',
  'account-admin',
  'content-author',
  'restricted-author',
  'reviewer',
  'course-reviewer',
  'facilitator',
];
const editors: CourseAdminRole[] = ['account-owner', 'account-admin', 'content-author', 'restricted-author'];
const creators: CourseAdminRole[] = ['account-owner', 'account-admin', 'content-author'];
const commenters: CourseAdminRole[] = [...editors, 'reviewer', 'course-reviewer'];
const reviewSigners: CourseAdminRole[] = ['account-owner', 'account-admin', 'reviewer', 'course-reviewer'];
const moderators: CourseAdminRole[] = [...editors, 'facilitator'];
const participants: CourseAdminRole[] = [...moderators, 'app-user'];

const expected: Record<string, CourseAdminRole[]> = {
  'GET /api/courses': readers,
  'GET /api/courses/contentNavigation': everyone,
  'POST /api/courses': creators,
  'GET /api/courses/:courseId': readers,
  'GET /api/courses/:courseId/results': [...editors, 'facilitator'],
  'GET /api/courses/:courseId/assignment-cycles': [...editors, 'facilitator'],
  'GET /api/courses/:courseId/public-page': readers,
  'PUT /api/courses/:courseId': editors,
  'PUT /api/courses/:courseId/tags': editors,
  'PUT /api/courses/:courseId/group-training': editors,
  'POST /api/v2/leaderBoard/enable': editors,
  'PUT /api/courses/:courseId/usergroups': editors,
  'PUT /api/courses/:courseId/prerequisites': editors,
  'PUT /api/courses/:courseId/sharing': creators,
  'POST /api/courses/:courseId/publish': editors,
  'POST /api/courses/:courseId/schedule': editors,
  'POST /api/courses/:courseId/unpublish': editors,
  'POST /api/courses/:courseId/draft': editors,
  'POST /api/courses/:courseId/archive': editors,
  'POST /api/courses/:courseId/submit-for-review': editors,
  'POST /api/courses/:courseId/mark-reviewed': reviewSigners,
  'GET /api/course/:courseId/lessons': readers,
  'POST /api/course/:courseId/lessons': editors,
  'PUT /api/course/:courseId/lessons/order': editors,
  'POST /api/course/:courseId/lessons/publish': editors,
  'GET /api/lessons/:id': readers,
  'PUT /api/lessons/:id': editors,
  'DELETE /api/lessons/:id': editors,
  'POST /api/lessons/copy': editors,
  'DELETE /api/discussions/:id': editors,
  'POST /api/discussions/copy': editors,
  'DELETE /api/assessments/:id': editors,
  'POST /api/assessments/copy': editors,
  'DELETE /api/observations/:id': editors,
  'POST /api/observations/:id/copy': editors,
  'DELETE /api/conferences/:id': editors,
  'POST /api/conferences/copy': editors,
  // Issue 17: a course or a lesson from a document or presentation, and its status; the course library.
  'POST /api/courses/from-document': creators,
  'POST /api/course/:courseId/lessons/from-document': editors,
  'GET /api/document-conversions/:conversionId': editors,
  'GET /api/course-library': creators,
  'GET /api/course-library/:libraryCourseId': creators,
  'POST /api/course-library/:libraryCourseId/import': creators,
  'GET /api/tags': readers,
  'POST /api/tags': editors,
  'GET /api/courses/:courseId/topics': readers,
  'POST /api/courses/:courseId/topics': editors,
  'PUT /api/courses/:courseId/topics/:id': editors,
  'DELETE /api/courses/:courseId/topics/:id': editors,
  'GET /api/courses/:courseId/public-details': readers,
  'POST /api/courses/:courseId/public-details': editors,
  'PUT /api/courses/:courseId/public-details/:id': editors,
  'GET /api/courses/:courseId/public-details/:publicDetailId/course-links': readers,
  'POST /api/courses/:courseId/public-details/:publicDetailId/course-links': editors,
  'POST /api/courses/:courseId/public-details/:publicDetailId/course-links/multi': editors,
  'DELETE /api/courses/:courseId/public-details/:publicDetailId/course-links/:id': editors,
  'GET /api/courses/:courseId/public-details/excluded-lessons': readers,
  'POST /api/courses/:courseId/public-details/excluded-lessons': editors,
  'DELETE /api/courses/:courseId/public-details/excluded-lessons/:id': editors,
  'GET /api/courses/:courseId/public-details/excluded-slides': readers,
  'POST /api/courses/:courseId/public-details/excluded-slides': editors,
  'DELETE /api/courses/:courseId/public-details/excluded-slides/:id': editors,
  'GET /api/courses/:courseId/public-details/user-course-ratings': readers,
  'POST /api/courses/:courseId/public-details/user-course-ratings': editors,
  'DELETE /api/courses/:courseId/public-details/user-course-ratings/:id': editors,
  'GET /api/courses/:courseId/public-details/url-slugs': readers,
  'POST /api/courses/:courseId/public-details/url-slugs': editors,
  'PUT /api/courses/:courseId/public-details/url-slugs/:id': editors,
  'GET /api/courses/:courseId/review-comments': commenters,
  'POST /api/courses/:courseId/review-comments': commenters,
  'PUT /api/courses/:courseId/review-comments/:id': commenters,
  'GET /api/usergroups': [...editors, 'facilitator'],
  // Discussions and assessments (issue 6): authors, administrators and facilitators moderate and grade;
  // learners post, comment, submit and read their own feedback (who sees which post: modules/discussions).
  'GET /api/discussions/summaries': moderators,
  'GET /api/discussions/:id/latest': moderators,
  'PUT /api/discussions/:id': editors,
  'GET /api/discussions/:id/posts': participants,
  'POST /api/discussions/:id/posts': participants,
  'GET /api/discussions/:id/posts/comments': participants,
  'GET /api/discussions/:id/posts/:postId/comments': participants,
  'POST /api/discussions/:id/posts/:postId/comments': participants,
  'DELETE /api/discussions/:id/posts/:postId': participants,
  'GET /api/discussions/:id/learner': participants,
  'PUT /api/comments/:id': participants,
  'DELETE /api/comments/:id': participants,
  'GET /api/assessments/summaries': moderators,
  'GET /api/assessments/:id/latest': moderators,
  'PUT /api/assessments/:id': editors,
  'GET /api/assessments/:id/posts': moderators,
  'POST /api/assessments/:id/posts': participants,
  'GET /api/assessments/:id/my-submission': participants,
  'GET /api/assessments/:id/learner': participants,
  'GET /api/assessments/:id/posts/:submissionId': participants,
  'GET /api/assessments/:id/posts/:submissionId/comments/grade': participants,
  'POST /api/assessments/:id/posts/:submissionId/comments/grade': moderators,
  'PUT /api/assessments/:id/posts/:submissionId/comments/grade/:feedbackId': moderators,
  'GET /api/assessments/:id/posts/:submissionId/comments': participants,
  'POST /api/assessments/:id/posts/:submissionId/comments': participants,
  // Observations, conferences and group training (issue 6): facilitators work them, learners register and read results.
  'GET /api/observations/:id/latest': [...editors, 'facilitator'],
  'PUT /api/observations/:id': editors,
  'GET /api/observations/:id/learners': [...editors, 'facilitator'],
  'GET /api/observations/:id/submissions': [...editors, 'facilitator'],
  'POST /api/observations/:id/submissions': [...editors, 'facilitator'],
  'PUT /api/observations/:id/submissions/:submissionId': [...editors, 'facilitator'],
  'GET /api/observations/:id/learner': everyone,
  'GET /api/conferences/:id/latest': [...editors, 'facilitator'],
  'PUT /api/conferences/:id': editors,
  'GET /api/conferences/:id/registrations': [...editors, 'facilitator'],
  'PUT /api/conferences/:id/registrations/:registrationId/attendance': [...editors, 'facilitator'],
  'GET /api/conferences/:id/learner': everyone,
  'POST /api/conferences/:id/registration': everyone,
  'DELETE /api/conferences/:id/registration': everyone,
  'GET /api/courses/:courseId/group-training/sessions': [...editors, 'facilitator'],
  'POST /api/courses/:courseId/group-training/sessions': [...editors, 'facilitator'],
  'PUT /api/courses/:courseId/group-training/sessions/:sessionId': [...editors, 'facilitator'],
  'GET /api/courses/:courseId/group-training/people': [...editors, 'facilitator'],
  'POST /api/usergroups': ['account-owner', 'account-admin'],
  // Issue 14: managing a group and its members is for administrators.
  'GET /api/usergroups/:id': ['account-owner', 'account-admin'],
  'PUT /api/usergroups/:id': ['account-owner', 'account-admin'],
  'DELETE /api/usergroups/:id': ['account-owner', 'account-admin'],
  'POST /api/usergroups/:id/members': ['account-owner', 'account-admin'],
  'POST /api/usergroups/:id/members/remove': ['account-owner', 'account-admin'],
  // The slide editor: its course's readers open a deck, its editors save it and narrate it (issue 17;
  // restricted authors only on courses shared with them, checked per course by the services).
  'GET /api/lesson-authoring/:id': readers,
  'PUT /api/lesson-authoring/:id': editors,
  'GET /api/lesson-authoring/:id/other-courses': editors,
  'GET /api/lesson-authoring/:id/narration': editors,
  'POST /api/lesson-authoring/:id/narration': editors,
  // Issue 17: a translation is a new course, so it is for those who create courses.
  'GET /api/courses/:courseId/translations': creators,
  'POST /api/courses/:courseId/translations': creators,
  'POST /api/courses/:courseId/translations/:translationId/stop': creators,
  // Issue 17: a course from a prompt is a new course; stopping, retrying, a lesson or a slide from a prompt edit one.
  'POST /api/courses/ai/outline': creators,
  'POST /api/courses/ai/generations': creators,
  'GET /api/courses/:courseId/ai-generation': readers,
  'POST /api/courses/:courseId/ai-generation/stop': editors,
  'POST /api/courses/:courseId/ai-generation/retry': editors,
  'POST /api/course/:courseId/lessons/ai': editors,
  'POST /api/lessons/:id/ai/slide': editors,
};

const isCourseAdministration = (key: string) =>
  /^[A-Z]+ \/api\/(courses|course\/|course-library|document-conversions|lessons|lesson-authoring|discussions|assessments|comments|observations|conferences|tags|usergroups|v2\/leaderBoard)/.test(
    key,
  );

describe('the policy table for course administration', () => {
  it('has an expectation here for each of its course administration routes', () => {
    expect(Object.keys(routePolicies).filter(isCourseAdministration).sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('%s', (key, allowedRoles) => {
    const policy = routePolicies[key]!;
    const allowed = courseAdminRoles.filter((role) => isAllowed(policy, [role]));
    expect(allowed).toEqual(courseAdminRoles.filter((role) => allowedRoles.includes(role)));
  });
});
