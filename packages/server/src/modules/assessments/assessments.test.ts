import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assessmentResponseSchema,
  assessmentSummariesResponseSchema,
  learnerAssessmentSchema,
  submissionSchema,
  submissionsResponseSchema,
} from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { activityFixture, expectStatus, type ActivityFixture } from '../activities/test-activity.ts';

let test: TestApp;
let world: ActivityFixture;
beforeAll(async () => {
  test = await createTestApp();
  world = await activityFixture(test);
});
afterAll(() => test.close());

const call: ActivityFixture['call'] = (...args) => world.call(...args);
const newAssessment = (fields: Record<string, unknown> = {}) =>
  expectStatus(call('PUT', '/api/assessments/new', { courseId: world.courseId, title: 'Course plan', isPublished: true, ...fields }), 201);
const submit = (assessmentId: string, content: string, as: Parameters<typeof call>[3] = 'app-user', status = 201) =>
  expectStatus(call('POST', `/api/assessments/${assessmentId}/posts`, { content }, as), status);
const grade = (assessmentId: string, submissionId: string, body: object, as: Parameters<typeof call>[3] = 'facilitator') =>
  call('POST', `/api/assessments/${assessmentId}/posts/${submissionId}/comments/grade`, body, as);

describe('assessment settings', () => {
  it('creates with the spec defaults (minimumScore 0, gradeByPercentage false) and saves them from a version', async () => {
    const created = await expectStatus(call('PUT', '/api/assessments/new', { courseId: world.courseId, title: 'Plan' }), 201);
    expect(assessmentResponseSchema.safeParse(created).success).toBe(true);
    expect(created).toMatchObject({
      isPublished: false,
      postRequired: false,
      commentRequired: false,
      visibleToAllUsers: true,
      minimumScore: 0,
      gradeByPercentage: false,
      version: 1,
    });
    const saved = await expectStatus(
      call('PUT', `/api/assessments/${created.id}`, { version: 1, minimumScore: 70, gradeByPercentage: true }),
      200,
    );
    expect(saved).toMatchObject({ minimumScore: 70, gradeByPercentage: true, version: 2 });
    expect((await call('PUT', `/api/assessments/${created.id}`, { version: 1, minimumScore: 10 })).statusCode).toBe(409);
    expect((await call('PUT', `/api/assessments/${created.id}`, { version: 2, minimumScore: -1 })).statusCode).toBe(400);
    expect((await call('PUT', `/api/assessments/${created.id}`, { version: 2, minimumScore: 5 }, 'outsider')).statusCode).toBe(404);
    expect((await call('PUT', `/api/assessments/${created.id}`, { version: 2, minimumScore: 5 }, 'facilitator')).statusCode).toBe(403);
    expect((await expectStatus(call('GET', `/api/assessments/${created.id}/latest`), 200)).minimumScore).toBe(70);
  });

  it('lists summaries with submissions and those waiting for a grade', async () => {
    const assessment = await newAssessment({ title: 'Summarised' });
    const first = await submit(assessment.id, 'Mine');
    await submit(assessment.id, 'Theirs', 'learner2');
    await expectStatus(grade(assessment.id, first.id, { content: 'Good', status: 'passed' }), 201);
    const summaries = await expectStatus(call('GET', '/api/assessments/summaries?page=1&pageSize=50'), 200);
    expect(assessmentSummariesResponseSchema.safeParse(summaries).success).toBe(true);
    expect(summaries.items.find((item: { id: string }) => item.id === assessment.id)).toMatchObject({
      submissionCount: 2,
      waitingCount: 1,
    });
    expect((await call('GET', '/api/assessments/summaries', undefined, 'app-user')).statusCode).toBe(403);
    expect((await expectStatus(call('GET', '/api/assessments/summaries', undefined, 'outsider'), 200)).totalCount).toBe(0);
  });
});

describe('submissions and grading', () => {
  it('goes submitted → returned → submitted → graded, and a graded submission cannot change', async () => {
    const assessment = await newAssessment();
    const submitted = await submit(assessment.id, '<p>My plan</p><img src=x onerror=alert(1)>');
    expect(submissionSchema.safeParse(submitted).success).toBe(true);
    expect(submitted).toMatchObject({
      status: 'submitted',
      content: '<p>My plan</p>',
      score: null,
      feedback: [],
      isOwn: true,
      assessmentId: assessment.id,
    });

    const revise = await expectStatus(grade(assessment.id, submitted.id, { content: 'Add a third lesson', status: 'needs-revision' }), 201);
    expect(revise).toMatchObject({ status: 'needs-revision', submissionId: submitted.id });
    expect((await expectStatus(call('GET', `/api/assessments/${assessment.id}/my-submission`, undefined, 'app-user'), 200)).status).toBe(
      'returned',
    );

    const revised = await submit(assessment.id, '<p>My plan, three lessons</p>', 'app-user', 200);
    expect(revised).toMatchObject({ id: submitted.id, status: 'submitted', feedback: [{ content: 'Add a third lesson' }] });

    await expectStatus(grade(assessment.id, submitted.id, { content: 'Well done', status: 'passed', score: 80 }), 201);
    const mine = await expectStatus(call('GET', `/api/assessments/${assessment.id}/my-submission`, undefined, 'app-user'), 200);
    expect(mine).toMatchObject({ status: 'graded', score: 80 });
    expect(mine.feedback.map((feedback: { status: string }) => feedback.status)).toEqual(['needs-revision', 'passed']);
    const again = await call('POST', `/api/assessments/${assessment.id}/posts`, { content: 'One more change' }, 'app-user');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_graded');

    // Correcting the latest feedback moves the grade with it.
    const latest = mine.feedback[1];
    const changed = await expectStatus(
      call('PUT', `/api/assessments/${assessment.id}/posts/${submitted.id}/comments/grade/${latest.id}`, {
        content: 'Not quite',
        status: 'failed',
        score: 40,
      }),
      200,
    );
    expect(changed).toMatchObject({ status: 'failed', score: 40, content: 'Not quite' });
    expect(
      await expectStatus(call('GET', `/api/assessments/${assessment.id}/posts/${submitted.id}`, undefined, 'facilitator'), 200),
    ).toMatchObject({ status: 'graded', score: 40 });
    const feedbackList = await expectStatus(
      call('GET', `/api/assessments/${assessment.id}/posts/${submitted.id}/comments/grade`, undefined, 'app-user'),
      200,
    );
    expect(feedbackList).toMatchObject({ currentPage: 1, totalCount: 2 });
    expect(feedbackList.items).toHaveLength(2);
  });

  it('checks feedback: statuses of the spec, percentage scores at most 100, graders only', async () => {
    const assessment = await newAssessment({ gradeByPercentage: true });
    const submitted = await submit(assessment.id, 'Work');
    expect((await grade(assessment.id, submitted.id, { content: 'Hm', status: 'graded' })).statusCode).toBe(400);
    expect((await grade(assessment.id, submitted.id, { content: 'Hm', status: 'passed', score: 150 })).statusCode).toBe(400);
    expect((await grade(assessment.id, submitted.id, { content: 'Hm', status: 'passed' }, 'app-user')).statusCode).toBe(403);
    expect((await grade(assessment.id, submitted.id, { content: 'Hm', status: 'passed' }, 'reviewer')).statusCode).toBe(403);
    expect((await grade(assessment.id, submitted.id, { content: 'Hm', status: 'passed' }, 'outsider')).statusCode).toBe(404);
    expect(
      (await expectStatus(call('GET', `/api/assessments/${assessment.id}/my-submission`, undefined, 'app-user'), 200)).feedback,
    ).toEqual([]);
    const unknown = '00000000-0000-4000-8000-000000000001';
    expect(
      (
        await call('PUT', `/api/assessments/${assessment.id}/posts/${submitted.id}/comments/grade/${unknown}`, {
          content: 'x',
          status: 'passed',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('shows a learner only their own submission; graders list and filter by status and created', async () => {
    const assessment = await newAssessment();
    test.clock.advance(60_000);
    const first = await submit(assessment.id, 'First');
    test.clock.advance(24 * 60 * 60_000);
    const second = await submit(assessment.id, 'Second', 'learner2');
    expect((await call('GET', `/api/assessments/${assessment.id}/posts/${second.id}`, undefined, 'app-user')).statusCode).toBe(404);
    expect((await call('GET', `/api/assessments/${assessment.id}/posts`, undefined, 'app-user')).statusCode).toBe(403);
    await expectStatus(grade(assessment.id, first.id, { content: 'Good', status: 'passed' }), 201);

    const list = (query: string, as: Parameters<typeof call>[3] = 'facilitator') =>
      expectStatus(call('GET', `/api/assessments/${assessment.id}/posts${query}`, undefined, as), 200);
    const all = await list('');
    expect(submissionsResponseSchema.safeParse(all).success).toBe(true);
    expect(all.items.map((item: { id: string }) => item.id)).toEqual([second.id, first.id]);
    expect((await list('?status=graded')).items.map((item: { id: string }) => item.id)).toEqual([first.id]);
    expect((await list('?status=submitted')).totalCount).toBe(1);
    const secondDay = second.createdAt.slice(0, 10);
    expect((await list(`?created=${secondDay}`)).items.map((item: { id: string }) => item.id)).toEqual([second.id]);
    expect((await list(`?created=${first.createdAt}`)).totalCount).toBe(2);
    expect((await call('GET', `/api/assessments/${assessment.id}/posts?status=passed`)).statusCode).toBe(400);
    // The facilitator of the first learner's group sees that learner's submission only.
    expect((await list('', 'groupFacilitator')).items.map((item: { id: string }) => item.id)).toEqual([first.id]);
  });

  it('keeps comments on a submission between its learner and the graders', async () => {
    const assessment = await newAssessment();
    const submitted = await submit(assessment.id, 'Work');
    const comments = `/api/assessments/${assessment.id}/posts/${submitted.id}/comments`;
    await expectStatus(call('POST', comments, { content: 'Can you say more?' }, 'facilitator'), 201);
    await expectStatus(call('POST', comments, { content: 'Yes: see page 2' }, 'app-user'), 201);
    expect((await call('POST', comments, { content: 'Me too' }, 'learner2')).statusCode).toBe(404);
    const page = await expectStatus(call('GET', comments, undefined, 'app-user'), 200);
    expect(page.items.map((comment: { content: string }) => comment.content)).toEqual(['Yes: see page 2', 'Can you say more?']);
    expect(page.totalCount).toBe(2);
    expect((await call('GET', comments, undefined, 'outsider')).statusCode).toBe(404);
  });

  it('gives the learner the published assessment with their submission, and 404 before they submit', async () => {
    const assessment = await newAssessment({ minimumScore: 50, description: 'Outline it' });
    expect((await call('GET', `/api/assessments/${assessment.id}/my-submission`, undefined, 'learner2')).statusCode).toBe(404);
    const view = await expectStatus(call('GET', `/api/assessments/${assessment.id}/learner`, undefined, 'learner2'), 200);
    expect(learnerAssessmentSchema.safeParse(view).success).toBe(true);
    expect(view).toMatchObject({ title: 'Course plan', description: 'Outline it', minimumScore: 50, open: true, submission: null });
    await submit(assessment.id, 'Done', 'learner2');
    expect(
      (await expectStatus(call('GET', `/api/assessments/${assessment.id}/learner`, undefined, 'learner2'), 200)).submission,
    ).toMatchObject({ content: 'Done', status: 'submitted' });
    const draft = await expectStatus(call('PUT', '/api/assessments/new', { courseId: world.courseId, title: 'Hidden' }), 201);
    expect((await call('POST', `/api/assessments/${draft.id}/posts`, { content: 'Early' }, 'app-user')).statusCode).toBe(404);
  });
});
