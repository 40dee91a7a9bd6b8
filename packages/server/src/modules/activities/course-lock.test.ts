// A course its prerequisites or a Sequential playlist keep locked is locked for every learner write of its
// activities, as it is for its lesson attempts (learner/course-lock.ts); staff moderating are not learners.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { playSampleLesson, type TestLearner } from '../../test-support/learners.ts';
import { addPublishedLesson, createLearnerCourse } from '../learner/test-course.ts';
import { activityFixture, expectStatus, type ActivityFixture, type Caller } from './test-activity.ts';

let test: TestApp;
let world: ActivityFixture;
beforeAll(async () => {
  test = await createTestApp();
  world = await activityFixture(test);
});
afterAll(() => test.close());

const hours = (count: number) => new Date(test.clock.now().getTime() + count * 3_600_000).toISOString();
const asLearner = (as: Caller): TestLearner => ({
  id: as,
  accountId: world.fixture.accountId,
  call: (method, url, payload) => world.call(method, url, payload, as),
});

/** A published discussion, assessment and conference in the course. */
async function activitiesIn(courseId: string) {
  const create = (kind: string, fields: Record<string, unknown> = {}) =>
    expectStatus(world.call('PUT', `/api/${kind}/new`, { courseId, title: `A ${kind} item`, isPublished: true, ...fields }), 201);
  return {
    discussion: await create('discussions'),
    assessment: await create('assessments'),
    conference: await create('conferences', { startDateTime: hours(48), endDateTime: hours(49), joinUrl: 'https://meet.example.com/a' }),
  };
}
type Activities = Awaited<ReturnType<typeof activitiesIn>>;

/** Every learner write of the activities, by route; the posts commented on are given. */
function learnerWrites({ discussion, assessment, conference }: Activities, posts: { discussion: string; submission: string }) {
  return {
    'discussion post': (as: Caller) => world.call('POST', `/api/discussions/${discussion.id}/posts`, { content: 'An idea' }, as),
    'discussion reply': (as: Caller) =>
      world.call('POST', `/api/discussions/${discussion.id}/posts/${posts.discussion}/comments`, { content: 'A reply' }, as),
    'assessment submission': (as: Caller) => world.call('POST', `/api/assessments/${assessment.id}/posts`, { content: 'My plan' }, as),
    'assessment comment': (as: Caller) =>
      world.call('POST', `/api/assessments/${assessment.id}/posts/${posts.submission}/comments`, { content: 'A note' }, as),
    'conference registration': (as: Caller) => world.call('POST', `/api/conferences/${conference.id}/registration`, {}, as),
  };
}

function expectLocked(response: LightMyRequestResponse, route: string, first: { id: string; title: string }) {
  expect(response.statusCode, `${route}: ${response.body}`).toBe(409);
  expect(response.json(), route).toEqual({
    code: 'course-locked',
    message: `Complete "${first.title}" first.`,
    details: { missingPrerequisites: [{ id: first.id, title: first.title }] },
  });
}

describe("a locked course's activities refuse its learners' writes", () => {
  it('prerequisites: every write answers 409 course-locked until the prerequisite is completed; staff are not locked', async () => {
    const basics = await createLearnerCourse(world.fixture, { title: 'Basics' });
    const basicsLesson = await addPublishedLesson(world.fixture, basics.id);
    const activities = await activitiesIn(world.courseId);
    // The learner's post and submission, written while the course was open, to comment on once it is locked.
    const discussionPost = await expectStatus(
      world.call('POST', `/api/discussions/${activities.discussion.id}/posts`, { content: 'Before' }, 'app-user'),
      201,
    );
    const submission = await expectStatus(
      world.call('POST', `/api/assessments/${activities.assessment.id}/posts`, { content: 'Draft' }, 'app-user'),
      201,
    );
    await expectStatus(world.call('PUT', `/api/courses/${world.courseId}/prerequisites`, { prerequisites: [basics.id] }), 200);
    const writes = learnerWrites(activities, { discussion: discussionPost.id, submission: submission.id });

    for (const [route, write] of Object.entries(writes)) expectLocked(await write('app-user'), route, basics);
    // Staff moderating reply and post whatever the lock.
    await expectStatus(writes['discussion reply']('facilitator'), 201);
    await expectStatus(writes['discussion post']('facilitator'), 201);
    await expectStatus(writes['assessment comment']('facilitator'), 201);

    await playSampleLesson(asLearner('app-user'), basicsLesson.id);
    for (const [route, write] of Object.entries(writes)) {
      const response = await write('app-user');
      expect([200, 201], `${route}: ${response.body}`).toContain(response.statusCode);
    }
  });

  it('a Sequential playlist: the second course is locked for its activities until the first is completed', async () => {
    const induction = await createLearnerCourse(world.fixture, { title: 'Induction' });
    const inductionLesson = await addPublishedLesson(world.fixture, induction.id);
    const forklift = await createLearnerCourse(world.fixture, { title: 'Forklift' });
    const activities = await activitiesIn(forklift.id);
    const discussionPost = await expectStatus(
      world.call('POST', `/api/discussions/${activities.discussion.id}/posts`, { content: 'Staff first' }, 'facilitator'),
      201,
    );
    const playlist = await expectStatus(
      world.call('POST', '/api/playlists', { title: 'Warehouse', playlistType: 'Sequential', courseIds: [induction.id, forklift.id] }),
      201,
    );
    await expectStatus(world.call('PUT', `/api/playlists/${playlist.id}`, { version: playlist.version, universalAccess: true }), 200);
    await expectStatus(world.call('POST', `/api/playlists/${playlist.id}/publish`), 200);
    const writes = learnerWrites(activities, { discussion: discussionPost.id, submission: 'unused' });

    for (const route of ['discussion post', 'discussion reply', 'assessment submission', 'conference registration'] as const)
      expectLocked(await writes[route]('learner2'), route, induction);
    await expectStatus(writes['discussion reply']('facilitator'), 201);

    await playSampleLesson(asLearner('learner2'), inductionLesson.id);
    await expectStatus(writes['discussion post']('learner2'), 201);
    await expectStatus(writes['discussion reply']('learner2'), 201);
    await expectStatus(writes['assessment submission']('learner2'), 201);
    await expectStatus(writes['conference registration']('learner2'), 201);
  });
});
