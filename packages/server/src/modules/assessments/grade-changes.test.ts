import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionSchema, type GradeChange } from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { activityFixture, expectStatus, type ActivityFixture, type Caller } from '../activities/test-activity.ts';

// Issue 11: one grader must not rewrite another's grade under the first grader's name, and no grade
// change may be lost.
let test: TestApp;
let world: ActivityFixture;
beforeAll(async () => {
  test = await createTestApp();
  world = await activityFixture(test);
});
afterAll(() => test.close());

const call: ActivityFixture['call'] = (...args) => world.call(...args);

/** A published assessment with one learner's submission graded by the facilitator. */
async function gradedSubmission() {
  const assessment = await expectStatus(
    call('PUT', '/api/assessments/new', { courseId: world.courseId, title: 'Graded', isPublished: true }),
    201,
  );
  const submission = await expectStatus(call('POST', `/api/assessments/${assessment.id}/posts`, { content: 'My work' }, 'app-user'), 201);
  const base = `/api/assessments/${assessment.id}/posts/${submission.id}`;
  const feedback = await expectStatus(
    call('POST', `${base}/comments/grade`, { content: 'Good', status: 'passed', score: 90 }, 'facilitator'),
    201,
  );
  const change = (body: object, as: Caller) => call('PUT', `${base}/comments/grade/${feedback.id}`, body, as);
  const read = async (as: Caller = 'facilitator') => expectStatus(call('GET', base, undefined, as), 200);
  return { base, feedback, change, read };
}

const people = () => world.fixture.people;
const nameOf = (role: keyof ReturnType<typeof people>) => `Role ${role}`;

describe("changing another grader's feedback", () => {
  it('is refused to other facilitators and content authors (403), and the grade and feedback stay as given', async () => {
    const { change, read, feedback } = await gradedSubmission();
    for (const as of ['content-author', 'restricted-author', 'groupFacilitator'] as const) {
      const refused = await change({ content: 'Rewritten', status: 'failed', score: 10 }, as);
      expect([as, refused.statusCode, refused.json().code]).toEqual([as, 403, 'forbidden']);
    }
    const submission = await read();
    expect(submission).toMatchObject({ status: 'graded', score: 90 });
    expect(submission.feedback).toEqual([
      expect.objectContaining({
        id: feedback.id,
        content: 'Good',
        status: 'passed',
        score: 90,
        author: { id: people().facilitator.id, name: nameOf('facilitator') },
      }),
    ]);
    expect(submission.feedback[0]).not.toHaveProperty('modifiedBy');
  });

  it("is allowed to its author, and to an owner or administrator, recorded as the administrator's change", async () => {
    const { change, read } = await gradedSubmission();
    const ownChange = await expectStatus(
      change({ content: 'Good, on reflection very good', status: 'passed', score: 95 }, 'facilitator'),
      200,
    );
    expect(ownChange).not.toHaveProperty('modifiedBy');

    const administrated = await expectStatus(
      change({ content: 'Regraded by the admin', status: 'failed', score: 40 }, 'account-admin'),
      200,
    );
    expect(administrated).toMatchObject({
      author: { id: people().facilitator.id, name: nameOf('facilitator') },
      modifiedBy: { id: people()['account-admin'].id, name: nameOf('account-admin') },
      status: 'failed',
      score: 40,
    });
    expect(await read()).toMatchObject({ status: 'graded', score: 40 });
    await expectStatus(change({ content: 'Owner agrees', status: 'failed', score: 45 }, 'account-owner'), 200);
  });

  it('tells each caller whether they may change each feedback', async () => {
    const { read } = await gradedSubmission();
    expect((await read('facilitator')).feedback[0].mayChange).toBe(true);
    expect((await read('account-admin')).feedback[0].mayChange).toBe(true);
    expect((await read('groupFacilitator')).feedback[0].mayChange).toBe(false);
    expect((await read('content-author')).feedback[0].mayChange).toBe(false);
  });
});

describe("a submission's grade history", () => {
  it('keeps every grade given and every change, with who made it and as what, oldest first', async () => {
    const { base, change, read } = await gradedSubmission();
    test.clock.advance(60_000);
    await expectStatus(change({ content: 'Good, very good', status: 'passed', score: 95 }, 'facilitator'), 200);
    test.clock.advance(60_000);
    await expectStatus(change({ content: 'Regraded', status: 'failed', score: 40 }, 'account-admin'), 200);
    await expectStatus(change({ content: 'Refused', status: 'failed', score: 0 }, 'content-author'), 403);
    test.clock.advance(60_000);
    await expectStatus(
      call('POST', `${base}/comments/grade`, { content: 'Second opinion', status: 'needs-revision' }, 'content-author'),
      201,
    );

    const submission = await read();
    expect(submissionSchema.safeParse(submission).success).toBe(true);
    const history: GradeChange[] = submission.gradeHistory;
    expect(history.map(({ action, by, as, content, status, score }) => ({ action, by: by.name, as, content, status, score }))).toEqual([
      { action: 'graded', by: nameOf('facilitator'), as: 'author', content: 'Good', status: 'passed', score: 90 },
      { action: 'changed', by: nameOf('facilitator'), as: 'author', content: 'Good, very good', status: 'passed', score: 95 },
      { action: 'changed', by: nameOf('account-admin'), as: 'administrator', content: 'Regraded', status: 'failed', score: 40 },
      {
        action: 'graded',
        by: nameOf('content-author'),
        as: 'author',
        content: 'Second opinion',
        status: 'needs-revision',
        score: undefined,
      },
    ]);
    expect(history.map((entry) => entry.at)).toEqual([...history.map((entry) => entry.at)].sort());
    expect(new Set(history.slice(0, 3).map((entry) => entry.feedbackId)).size).toBe(1);
  });

  it('is for graders: the learner sees the feedback, not its history', async () => {
    const { read, base } = await gradedSubmission();
    expect((await read('facilitator')).gradeHistory).toHaveLength(1);
    const assessmentId = base.split('/')[3];
    const mine = await expectStatus(call('GET', `/api/assessments/${assessmentId}/my-submission`, undefined, 'app-user'), 200);
    expect(mine.feedback).toHaveLength(1);
    expect(mine).not.toHaveProperty('gradeHistory');
  });
});
