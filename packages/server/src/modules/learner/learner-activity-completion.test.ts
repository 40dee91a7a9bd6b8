import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseResultsResponse, LearnerCourseDetail } from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { activityFixture, expectStatus, type ActivityFixture, type Caller } from '../activities/test-activity.ts';
import { addPublishedLesson, createLearnerCourse, sampleGameAnswers, type CourseSetup } from './test-course.ts';

// Discussions, assessments, observations and conferences count for a course's completion (issue 5 meets
// issue 6): each test builds a course of its own, so its counts are only what the test did.

let test: TestApp;
let world: ActivityFixture;
beforeAll(async () => {
  test = await createTestApp();
  world = await activityFixture(test);
});
afterAll(() => test.close());

const call: ActivityFixture['call'] = (...args) => world.call(...args);
const hours = (count: number) => new Date(test.clock.now().getTime() + count * 3_600_000).toISOString();

const newCourse = (changes?: CourseSetup['changes']) =>
  createLearnerCourse(world.fixture, { title: 'Counts every kind', ...(changes ? { changes } : {}) });
const courseAs = async (courseId: string, as: Caller = 'app-user'): Promise<LearnerCourseDetail> =>
  expectStatus(call('GET', `/api/learner/courses/${courseId}`, undefined, as), 200);
const lessonOf = (course: LearnerCourseDetail, id: string) => course.lessons.find((lesson) => lesson.id === id)!;
const newItem = (
  kind: 'discussions' | 'assessments' | 'observations' | 'conferences',
  courseId: string,
  fields: Record<string, unknown> = {},
) => expectStatus(call('PUT', `/api/${kind}/new`, { courseId, title: `A ${kind}`, isPublished: true, ...fields }), 201);

describe('discussions count for completion', () => {
  it('postRequired: a post of the learner completes it, for them only', async () => {
    const course = await newCourse();
    const discussion = await newItem('discussions', course.id, { postRequired: true });
    expect(lessonOf(await courseAs(course.id), discussion.id).completed).toBe(false);
    const post = await expectStatus(
      call('POST', `/api/discussions/${discussion.id}/posts`, { content: '<p>My view</p>' }, 'app-user'),
      201,
    );
    // Another learner's comment on it does not meet postRequired for them.
    await expectStatus(call('POST', `/api/discussions/${discussion.id}/posts/${post.id}/comments`, { content: 'Agreed' }, 'learner2'), 201);
    const mine = await courseAs(course.id);
    expect(lessonOf(mine, discussion.id).completed).toBe(true);
    expect(mine).toMatchObject({ lessonCount: 1, completedLessonCount: 1, completed: true });
    const theirs = await courseAs(course.id, 'learner2');
    expect(theirs).toMatchObject({ lessonCount: 1, completedLessonCount: 0, completed: false });
  });

  it('nothing required: one comment is taking part; commentRequired asks a comment', async () => {
    const course = await newCourse();
    const open = await newItem('discussions', course.id);
    const commenting = await newItem('discussions', course.id, { commentRequired: true });
    expect((await courseAs(course.id, 'learner2')).completedLessonCount).toBe(0);
    const post = await expectStatus(call('POST', `/api/discussions/${open.id}/posts`, { content: 'Start' }, 'app-user'), 201);
    await expectStatus(call('POST', `/api/discussions/${open.id}/posts/${post.id}/comments`, { content: 'Reply' }, 'learner2'), 201);
    // A post alone does not meet commentRequired.
    await expectStatus(call('POST', `/api/discussions/${commenting.id}/posts`, { content: 'Only a post' }, 'learner2'), 201);
    let seen = await courseAs(course.id, 'learner2');
    expect(lessonOf(seen, open.id).completed).toBe(true);
    expect(lessonOf(seen, commenting.id).completed).toBe(false);
    const other = await expectStatus(call('POST', `/api/discussions/${commenting.id}/posts`, { content: 'Theirs' }, 'app-user'), 201);
    await expectStatus(
      call('POST', `/api/discussions/${commenting.id}/posts/${other.id}/comments`, { content: 'A comment' }, 'learner2'),
      201,
    );
    seen = await courseAs(course.id, 'learner2');
    expect(seen).toMatchObject({ lessonCount: 2, completedLessonCount: 2, completed: true });
  });
});

describe('assessments count for completion', () => {
  const submitAndGrade = async (assessmentId: string, as: Caller, grade: Record<string, unknown>) => {
    const submission = await expectStatus(call('POST', `/api/assessments/${assessmentId}/posts`, { content: '<p>My work</p>' }, as), 201);
    await expectStatus(
      call(
        'POST',
        `/api/assessments/${assessmentId}/posts/${submission.id}/comments/grade`,
        { content: 'Graded', ...grade },
        'facilitator',
      ),
      201,
    );
  };

  it('graded passed completes it; failed, returned or waiting does not', async () => {
    const course = await newCourse();
    const assessment = await newItem('assessments', course.id);
    const submission = await expectStatus(call('POST', `/api/assessments/${assessment.id}/posts`, { content: 'Draft' }, 'app-user'), 201);
    expect(lessonOf(await courseAs(course.id), assessment.id).completed).toBe(false);
    await expectStatus(
      call(
        'POST',
        `/api/assessments/${assessment.id}/posts/${submission.id}/comments/grade`,
        { content: 'Redo', status: 'needs-revision' },
        'facilitator',
      ),
      201,
    );
    expect(lessonOf(await courseAs(course.id), assessment.id).completed).toBe(false);
    await expectStatus(
      call(
        'POST',
        `/api/assessments/${assessment.id}/posts/${submission.id}/comments/grade`,
        { content: 'Good', status: 'passed' },
        'facilitator',
      ),
      201,
    );
    expect(await courseAs(course.id)).toMatchObject({ completedLessonCount: 1, completed: true, score: null });

    await submitAndGrade(assessment.id, 'learner2', { status: 'failed' });
    const failed = await courseAs(course.id, 'learner2');
    expect(lessonOf(failed, assessment.id).completed).toBe(false);
    expect(failed).toMatchObject({ completedLessonCount: 0, completed: false });
  });

  it('graded by percentage: passing needs minimumScore, and the score counts in the course score', async () => {
    const course = await newCourse();
    const assessment = await newItem('assessments', course.id, { gradeByPercentage: true, minimumScore: 70 });
    await submitAndGrade(assessment.id, 'app-user', { status: 'passed', score: 60 });
    const below = await courseAs(course.id);
    expect(lessonOf(below, assessment.id)).toMatchObject({ completed: false, bestScore: 60 });
    expect(below).toMatchObject({ completed: false, score: 60 });
    await submitAndGrade(assessment.id, 'learner2', { status: 'passed', score: 85 });
    expect(await courseAs(course.id, 'learner2')).toMatchObject({ completed: true, passed: true, score: 85, completedLessonCount: 1 });
  });
});

describe('observations and conferences count for completion', () => {
  it('a completed record with passed true completes an observation; passed false does not', async () => {
    const course = await newCourse();
    const observation = await newItem('observations', course.id, { criteria: [{ id: 'c1', title: 'Checks the ladder', description: '' }] });
    const observe = async (learnerId: string, as: Caller, passed: boolean) => {
      const record = await expectStatus(call('POST', `/api/observations/${observation.id}/submissions`, { learnerId }, 'facilitator'), 201);
      const url = `/api/observations/${observation.id}/submissions/${record.id}`;
      await expectStatus(call('PUT', url, { version: 1, action: 'submit' }, 'facilitator'), 200);
      // Submitted is not completed yet.
      expect(lessonOf(await courseAs(course.id, as), observation.id).completed).toBe(false);
      await expectStatus(call('PUT', url, { version: 2, action: 'complete', passed }, 'facilitator'), 200);
    };
    await observe(world.ids.learner, 'app-user', true);
    expect(await courseAs(course.id)).toMatchObject({ completedLessonCount: 1, completed: true });
    await observe(world.ids.learner2, 'learner2', false);
    expect(await courseAs(course.id, 'learner2')).toMatchObject({ completedLessonCount: 0, completed: false });
  });

  it('a marked attendance completes a conference; registering alone does not', async () => {
    const course = await newCourse();
    const conference = await newItem('conferences', course.id, {
      startDateTime: hours(48),
      endDateTime: hours(49),
      joinUrl: 'https://meet.example.com/a',
      capacity: 10,
    });
    await expectStatus(call('POST', `/api/conferences/${conference.id}/registration`, {}, 'app-user'), 201);
    await expectStatus(call('POST', `/api/conferences/${conference.id}/registration`, {}, 'learner2'), 201);
    expect(lessonOf(await courseAs(course.id), conference.id).completed).toBe(false);
    const list = await expectStatus(call('GET', `/api/conferences/${conference.id}/registrations`, undefined, 'facilitator'), 200);
    const mine = list.items.find((item: { user: { id: string } }) => item.user.id === world.ids.learner);
    await expectStatus(
      call('PUT', `/api/conferences/${conference.id}/registrations/${mine.id}/attendance`, { attended: true }, 'facilitator'),
      200,
    );
    expect(await courseAs(course.id)).toMatchObject({ completedLessonCount: 1, completed: true });
    expect(await courseAs(course.id, 'learner2')).toMatchObject({ completedLessonCount: 0, completed: false });
  });

  it('with openToComplete, registering completes a conference', async () => {
    const course = await newCourse((current) => ({ completionCriteria: { ...current.completionCriteria, openToComplete: true } }));
    const conference = await newItem('conferences', course.id, {
      startDateTime: hours(48),
      endDateTime: hours(49),
      joinUrl: 'https://meet.example.com/b',
      capacity: 10,
    });
    expect(lessonOf(await courseAs(course.id), conference.id).completed).toBe(false);
    await expectStatus(call('POST', `/api/conferences/${conference.id}/registration`, {}, 'app-user'), 201);
    expect(lessonOf(await courseAs(course.id), conference.id).completed).toBe(true);
  });
});

describe('a course of a lesson and a discussion', () => {
  it('is completed only when both are, for the learner, their list, their profile and the staff results', async () => {
    const course = await newCourse();
    const lesson = await addPublishedLesson(world.fixture, course.id, { title: 'Slides' });
    const discussion = await newItem('discussions', course.id, { postRequired: true });

    await expectStatus(call('POST', `/api/discussions/${discussion.id}/posts`, { content: 'Hello' }, 'app-user'), 201);
    let seen = await courseAs(course.id);
    expect(seen).toMatchObject({ lessonCount: 2, completedLessonCount: 1, completed: false });
    expect(lessonOf(seen, discussion.id).completed).toBe(true);
    expect(lessonOf(seen, lesson.id).completed).toBe(false);

    const attempt = await expectStatus(call('POST', `/api/learner/lessons/${lesson.id}/attempts`, {}, 'app-user'), 201);
    await expectStatus(
      call('PUT', `/api/learner/attempts/${attempt.id}/results/quiz`, { correct: true, answers: [], points: 1000 }, 'app-user'),
      200,
    );
    await expectStatus(
      call(
        'PUT',
        `/api/learner/attempts/${attempt.id}/results/game`,
        { correct: true, answers: sampleGameAnswers(4), points: 4000 },
        'app-user',
      ),
      200,
    );
    const finish = await expectStatus(call('POST', `/api/learner/attempts/${attempt.id}/finish`, undefined, 'app-user'), 200);
    expect(finish.course).toMatchObject({ completed: true, passed: true, score: 100 });
    seen = await courseAs(course.id);
    expect(seen).toMatchObject({ lessonCount: 2, completedLessonCount: 2, completed: true, score: 100 });
    const list = await expectStatus(call('GET', '/api/learner/courses', undefined, 'app-user'), 200);
    expect(list.items.find((item: { id: string }) => item.id === course.id)).toMatchObject({
      completed: true,
      completedLessonCount: 2,
      lessonCount: 2,
    });
    const profile = await expectStatus(call('GET', '/api/learner/profile', undefined, 'app-user'), 200);
    expect(profile.completedCourses.map((entry: { id: string }) => entry.id)).toContain(course.id);

    // learner2 only posted: listed in the staff results with one of two done; the commenting facilitator is not a learner.
    await expectStatus(call('POST', `/api/discussions/${discussion.id}/posts`, { content: 'Me too' }, 'learner2'), 201);
    const posts = await expectStatus(call('GET', `/api/discussions/${discussion.id}/posts`), 200);
    await expectStatus(
      call('POST', `/api/discussions/${discussion.id}/posts/${posts.items[0].id}/comments`, { content: 'Thanks' }, 'facilitator'),
      201,
    );
    const results: CourseResultsResponse = await expectStatus(call('GET', `/api/courses/${course.id}/results`), 200);
    expect(results.items.map((item) => item.userId).sort()).toEqual([world.ids.learner, world.ids.learner2].sort());
    expect(results.items.find((item) => item.userId === world.ids.learner)).toMatchObject({
      completedLessonCount: 2,
      lessonCount: 2,
      completed: true,
    });
    expect(results.items.find((item) => item.userId === world.ids.learner2)).toMatchObject({
      completedLessonCount: 1,
      lessonCount: 2,
      completed: false,
    });
    expect(results.items.find((item) => item.userId === world.ids.learner2)!.lastActivityAt).not.toBeNull();
  });

  it('a course completed through a discussion alone is recorded, so the profile lists it', async () => {
    const course = await newCourse();
    const discussion = await newItem('discussions', course.id);
    await expectStatus(call('POST', `/api/discussions/${discussion.id}/posts`, { content: 'Done' }, 'learner2'), 201);
    expect(await courseAs(course.id, 'learner2')).toMatchObject({ completed: true, passed: true });
    const profile = await expectStatus(call('GET', '/api/learner/profile', undefined, 'learner2'), 200);
    expect(profile.completedCourses.map((entry: { id: string }) => entry.id)).toContain(course.id);
  });
});
