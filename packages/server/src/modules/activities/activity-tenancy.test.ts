import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { fillPath, methodsWithBody } from '../../test-support/route-requests.ts';
import { sampleBodyFor } from '../../test-support/route-bodies.ts';
import { activityFixture, expectStatus, type ActivityFixture } from './test-activity.ts';

// Every discussion, assessment and comment route, called by another account's owner with the real ids of
// this account's posts, comments, submissions and feedback: always 404, and nothing changes.
let test: TestApp;
let world: ActivityFixture;
let ids: Record<string, Record<string, string>>;
beforeAll(async () => {
  test = await createTestApp();
  world = await activityFixture(test);
  const { call, courseId } = world;
  const discussion = await expectStatus(call('PUT', '/api/discussions/new', { courseId, title: 'Ours', isPublished: true }), 201);
  const post = await expectStatus(call('POST', `/api/discussions/${discussion.id}/posts`, { content: 'A post' }, 'app-user'), 201);
  const comment = await expectStatus(
    call('POST', `/api/discussions/${discussion.id}/posts/${post.id}/comments`, { content: 'A comment' }, 'app-user'),
    201,
  );
  const assessment = await expectStatus(call('PUT', '/api/assessments/new', { courseId, title: 'Ours', isPublished: true }), 201);
  const submission = await expectStatus(call('POST', `/api/assessments/${assessment.id}/posts`, { content: 'Work' }, 'app-user'), 201);
  const feedback = await expectStatus(
    call(
      'POST',
      `/api/assessments/${assessment.id}/posts/${submission.id}/comments/grade`,
      { content: 'Good', status: 'passed' },
      'facilitator',
    ),
    201,
  );
  ids = {
    discussions: { id: discussion.id, postId: post.id },
    assessments: { id: assessment.id, submissionId: submission.id, feedbackId: feedback.id },
    comments: { id: comment.id },
  };
});
afterAll(() => test.close());

const areaOf = (url: string) => url.split('/')[2]!;
const ourRoutes = () =>
  test.app.apiRoutes.filter((route) => ['discussions', 'assessments', 'comments'].includes(areaOf(route.url)) && route.url.includes(':'));

describe('discussions and assessments across accounts', () => {
  it('answers 404 to another account on every route, with this account’s real ids', async () => {
    // Routes of the lessons module (delete, copy) live under the same paths; they have their own tests.
    const routes = ourRoutes().filter(
      (route) => !(route.method === 'DELETE' && /^\/api\/(discussions|assessments)\/:id$/.test(route.url)) && !route.url.endsWith('/copy'),
    );
    expect(routes.length).toBeGreaterThanOrEqual(22);
    for (const route of routes) {
      const url = fillPath(route, (parameter) => ids[areaOf(route.url)]![parameter]!);
      const response = await world.call(
        route.method as 'GET',
        url,
        methodsWithBody.has(route.method) ? (sampleBodyFor(route) ?? {}) : undefined,
        'outsider',
      );
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 404,
      });
    }
  });

  it('left everything as it was (the owner still reads the post, comment, submission and feedback)', async () => {
    const { discussions, assessments } = ids;
    const posts = await expectStatus(world.call('GET', `/api/discussions/${discussions!.id}/posts`), 200);
    expect(posts.items).toHaveLength(1);
    expect(posts.items[0]).toMatchObject({ content: 'A post', commentCount: 1, comments: { items: [{ content: 'A comment' }] } });
    const submission = await expectStatus(world.call('GET', `/api/assessments/${assessments!.id}/posts/${assessments!.submissionId}`), 200);
    expect(submission).toMatchObject({ content: 'Work', status: 'graded', feedback: [{ content: 'Good' }] });
    expect((await expectStatus(world.call('GET', `/api/discussions/${discussions!.id}/latest`), 200)).title).toBe('Ours');
  });
});
