import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { createNotifier } from '../notifications/notifier.ts';
import { runDueScan } from './due-scan.ts';
import { complete, DAY_MS, dueCourse, newLearner, renewSessions, type Learner } from './due-test-support.ts';

// Issue 16: a new cycle of recurring training resets the learner's completion while keeping history. The
// course's discussions, assessments and observations are asked for again in the new cycle, as its lessons
// are: what the learner did before stays stored (and shown to staff) but no longer counts.

let test: TestApp;
let fixture: CourseAdminFixture;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test, 'Cycle activities');
});
afterAll(() => test.close());

const scan = () => {
  const context = { db: test.database.db, clock: test.clock.now, jobs: test.jobs, config: testConfig() };
  return runDueScan(context, createNotifier(context));
};

async function expectStatus(response: Promise<{ statusCode: number; body: string; json(): unknown }>, status: number) {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(status);
  // The shape is what each caller reads; its assertions check it.
  return answered.json() as { id: string; [field: string]: unknown };
}

/** A yearly course of a slide lesson, a discussion, an assessment and an observation, each required. */
async function yearlyCourseWithActivities() {
  const { course, lessonId } = await dueCourse(fixture, { type: 'recurring-completion-date', recurrenceMonths: 12, relativeDueDays: 30 });
  const published = { courseId: course.id, isPublished: true };
  const discussion = await expectStatus(fixture.call('PUT', '/api/discussions/new', { ...published, title: 'Near misses' }), 201);
  const assessment = await expectStatus(fixture.call('PUT', '/api/assessments/new', { ...published, title: 'Your site plan' }), 201);
  const criteria = [{ id: 'c1', title: 'Checks the ladder', description: '' }];
  const observation = await expectStatus(
    fixture.call('PUT', '/api/observations/new', { ...published, title: 'On the ladder', criteria }),
    201,
  );
  return { courseId: course.id, lessonId, discussionId: discussion.id, assessmentId: assessment.id, observationId: observation.id };
}
type YearlyCourse = Awaited<ReturnType<typeof yearlyCourseWithActivities>>;

/** Everything the course asks of the learner this cycle: a post, a passed assessment, a passed observation, the lesson. */
async function doEverything(course: YearlyCourse, learner: Learner, round: string) {
  await expectStatus(learner.call('POST', `/api/discussions/${course.discussionId}/posts`, { content: `<p>Post ${round}</p>` }), 201);
  const submission = await expectStatus(
    learner.call('POST', `/api/assessments/${course.assessmentId}/posts`, { content: `<p>Plan ${round}</p>` }),
    201,
  );
  await expectStatus(
    fixture.call('POST', `/api/assessments/${course.assessmentId}/posts/${submission.id}/comments/grade`, {
      content: 'Good',
      status: 'passed',
    }),
    201,
  );
  const record = await expectStatus(
    fixture.call('POST', `/api/observations/${course.observationId}/submissions`, { learnerId: learner.id }),
    201,
  );
  const url = `/api/observations/${course.observationId}/submissions/${record.id}`;
  await expectStatus(
    fixture.call('PUT', url, { version: 1, action: 'submit', ratings: [{ criterionId: 'c1', met: true, note: '' }] }),
    200,
  );
  await expectStatus(fixture.call('PUT', url, { version: 2, action: 'complete', passed: true }), 200);
  await complete(learner, course.courseId, course.lessonId);
  return { submissionId: submission.id };
}

async function itemsDone(learner: Learner, courseId: string) {
  const view = await expectStatus(learner.call('GET', `/api/learner/courses/${courseId}`), 200);
  return {
    completed: view.completed,
    done: Object.fromEntries((view.lessons as { title: string; completed: boolean }[]).map((lesson) => [lesson.title, lesson.completed])),
  };
}

describe('a new cycle of recurring training', () => {
  it("asks for the course's discussion, assessment and observation again, keeping the earlier cycle's as history", async () => {
    const course = await yearlyCourseWithActivities();
    const learner = await newLearner(test, fixture.accountId);
    const first = await doEverything(course, learner, 'one');
    await scan();
    expect(await itemsDone(learner, course.courseId)).toMatchObject({
      completed: true,
      done: { 'Near misses': true, 'Your site plan': true, 'On the ladder': true },
    });

    // A year on the course is due again: cycle 2 opens.
    test.clock.advance(366 * DAY_MS);
    await renewSessions(test, fixture);
    await scan();
    expect((await expectStatus(learner.call('GET', `/api/learner/courses/${course.courseId}/due`), 200)).item).toMatchObject({ cycle: 2 });
    const reopened = await itemsDone(learner, course.courseId);
    expect(reopened.completed).toBe(false);
    expect(reopened.done).toMatchObject({ 'Near misses': false, 'Your site plan': false, 'On the ladder': false });

    // The learner's own assessment page offers a fresh submission; staff still see last year's, graded.
    const learnerView = await expectStatus(learner.call('GET', `/api/assessments/${course.assessmentId}/learner`), 200);
    expect(learnerView.submission).toBeNull();
    const second = await doEverything(course, learner, 'two');
    expect(second.submissionId).not.toBe(first.submissionId);
    const submissions = await expectStatus(fixture.call('GET', `/api/assessments/${course.assessmentId}/posts`), 200);
    expect((submissions.items as { id: string; status: string }[]).map((item) => [item.id, item.status])).toEqual(
      expect.arrayContaining([
        [first.submissionId, 'graded'],
        [second.submissionId, 'graded'],
      ]),
    );
    expect(await itemsDone(learner, course.courseId)).toMatchObject({
      completed: true,
      done: { 'Near misses': true, 'Your site plan': true, 'On the ladder': true },
    });
  });

  it('counts everything done before the first assignment in the first cycle, as before', async () => {
    const course = await yearlyCourseWithActivities();
    const learner = await newLearner(test, fixture.accountId);
    await doEverything(course, learner, 'early');
    await scan();
    expect((await itemsDone(learner, course.courseId)).completed).toBe(true);
  });
});
