import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LearnerCourseDetail, LearnerCourseListResponse } from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { switchesOnInTests } from '../../test-support/people.ts';
import { accounts, userGroupMembers, userGroups, users } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';
import { addPublishedLesson, createLearnerCourse, sampleGameAnswers } from './test-course.ts';

let test: TestApp;
let fixture: CourseAdminFixture;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test, 'Learner courses');
});
afterAll(() => test.close());

async function newLearner(firstName = 'New', lastName = 'Learner') {
  const [person] = await test.database.db
    .insert(users)
    .values({ accountId: fixture.accountId, email: `learner.${crypto.randomUUID()}@example.com`, firstName, lastName, roles: ['app-user'] })
    .returning({ id: users.id, accountId: users.accountId });
  const cookie = await test.sessionCookieFor(person!);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    test.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { id: person!.id, call };
}
type Learner = Awaited<ReturnType<typeof newLearner>>;

/** Plays a lesson to the end: the quiz right or wrong, the game with the given points. */
async function play(learner: Learner, lessonId: string, quizCorrect: boolean, gamePoints: number) {
  const attempt = (await learner.call('POST', `/api/learner/lessons/${lessonId}/attempts`, {})).json();
  await learner.call('PUT', `/api/learner/attempts/${attempt.id}/results/quiz`, {
    correct: quizCorrect,
    answers: [],
    points: quizCorrect ? 1000 : 0,
  });
  await learner.call('PUT', `/api/learner/attempts/${attempt.id}/results/game`, {
    correct: gamePoints >= 4000,
    answers: sampleGameAnswers(gamePoints / 1000),
    points: gamePoints,
  });
  const finished = await learner.call('POST', `/api/learner/attempts/${attempt.id}/finish`);
  expect(finished.statusCode, finished.body).toBe(200);
  return finished.json();
}

const listIds = async (learner: Learner) =>
  ((await learner.call('GET', '/api/learner/courses')).json() as LearnerCourseListResponse).items.map((item) => item.id);

describe('which courses a learner sees', () => {
  it('published courses open to all; not drafts, hidden ones, or ones outside their dates', async () => {
    const open = await createLearnerCourse(fixture, { title: 'Open' });
    const draft = await createLearnerCourse(fixture, { title: 'Draft', publish: false });
    const learner = await newLearner();
    const ids = await listIds(learner);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(draft.id);
    expect((await learner.call('GET', `/api/learner/courses/${draft.id}`)).statusCode).toBe(404);
    await fixture.call('POST', `/api/courses/${open.id}/unpublish`, {});
    expect(await listIds(learner)).not.toContain(open.id);
    expect((await learner.call('GET', `/api/learner/courses/${open.id}`)).statusCode).toBe(404);
  });

  it('a course shared with user groups is seen by their members only', async () => {
    const [group] = await test.database.db
      .insert(userGroups)
      .values({ accountId: fixture.accountId, name: `Group ${crypto.randomUUID()}` })
      .returning();
    const course = await createLearnerCourse(fixture, { title: 'Grouped', universalAccess: false, userGroups: [group!.id] });
    const learner = await newLearner();
    expect(await listIds(learner)).not.toContain(course.id);
    await test.database.db.insert(userGroupMembers).values({ accountId: fixture.accountId, userGroupId: group!.id, userId: learner.id });
    expect(await listIds(learner)).toContain(course.id);
  });

  it("another account's course answers 404; someone without a learner or staff role 403", async () => {
    const course = await createLearnerCourse(fixture);
    expect((await fixture.call('GET', `/api/learner/courses/${course.id}`, undefined, 'outsider')).statusCode).toBe(404);
    expect((await fixture.call('GET', `/api/learner/courses/${course.id}/leaderboard`, undefined, 'outsider')).statusCode).toBe(404);
    expect((await fixture.call('GET', `/api/courses/${course.id}/results`, undefined, 'outsider')).statusCode).toBe(404);
    expect((await fixture.call('GET', '/api/learner/courses/not-an-id', undefined, 'app-user')).statusCode).toBe(404);
    const [person] = await test.database.db
      .insert(users)
      .values({
        accountId: fixture.accountId,
        email: `hidden.${crypto.randomUUID()}@example.com`,
        firstName: 'H',
        lastName: 'U',
        roles: ['hidden-user'],
      })
      .returning({ id: users.id, accountId: users.accountId });
    const cookie = await test.sessionCookieFor(person!);
    expect((await test.app.inject({ method: 'GET', url: '/api/learner/courses', headers: { cookie } })).statusCode).toBe(403);
    expect((await test.app.inject({ method: 'GET', url: '/api/learner/profile', headers: { cookie } })).statusCode).toBe(403);
  });

  it('staff may take courses too', async () => {
    const course = await createLearnerCourse(fixture, { title: 'For staff' });
    const response = await fixture.call('GET', `/api/learner/courses/${course.id}`, undefined, 'content-author');
    expect(response.statusCode).toBe(200);
  });

  it("carries the course's briefcase documents to its learners, as the author saved them", async () => {
    const briefcase = [
      { id: 'd1', name: 'Handbook.pdf', url: '/api/media/0b9f6a52-7d4e-4c1e-9a51-3f0e1d2c3b4a/file' },
      { id: 'd2', name: 'Policy on the intranet', url: 'https://intranet.example.com/policy.pdf' },
    ];
    const course = await createLearnerCourse(fixture, { title: 'With documents', changes: () => ({ briefcase }) });
    expect(course.briefcase).toEqual(briefcase);
    const learner = await newLearner();
    const detail = (await learner.call('GET', `/api/learner/courses/${course.id}`)).json() as LearnerCourseDetail;
    expect(detail.briefcase).toEqual(briefcase);
    const refused = await fixture.call('PUT', `/api/courses/${course.id}`, {
      version: course.version,
      briefcase: [{ id: 'd3', name: 'x', url: 'javascript:alert(1)' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ path: ['briefcase', '0', 'url'] })]));
  });

  it('prerequisite courses lock a course and are named, and its lessons cannot be started through the API', async () => {
    const first = await createLearnerCourse(fixture, { title: 'Basics' });
    const firstLesson = await addPublishedLesson(fixture, first.id);
    const second = await createLearnerCourse(fixture, { title: 'Advanced', publish: false });
    const secondLesson = await addPublishedLesson(fixture, second.id);
    await fixture.call('PUT', `/api/courses/${second.id}/prerequisites`, { prerequisites: [first.id] });
    await fixture.call('POST', `/api/courses/${second.id}/publish`, {});
    const learner = await newLearner();
    const summary = (await learner.call('GET', `/api/learner/courses/${second.id}`)).json() as LearnerCourseDetail;
    expect(summary).toMatchObject({ locked: true, missingPrerequisites: [{ id: first.id, title: 'Basics' }] });
    expect(summary.lessons).toEqual([expect.objectContaining({ id: secondLesson.id, locked: true, lockReason: 'prerequisites' })]);
    const skipped = await learner.call('POST', `/api/learner/lessons/${secondLesson.id}/attempts`, {});
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json()).toMatchObject({ code: 'course-locked', message: 'Complete "Basics" first.' });
    await play(learner, firstLesson.id, true, 4000);
    expect((await learner.call('GET', `/api/learner/courses/${second.id}`)).json()).toMatchObject({
      locked: false,
      missingPrerequisites: [],
    });
    expect((await learner.call('POST', `/api/learner/lessons/${secondLesson.id}/attempts`, {})).statusCode).toBe(201);
  });
});

describe('a course as the learner takes it', () => {
  it('lists every lesson with its kind, best score, stars and completion; the course scores the average', async () => {
    const course = await createLearnerCourse(fixture, {
      title: 'Scored',
      changes: (current) => ({ config: { ...current.config, minimumScore: 60 } }),
    });
    const one = await addPublishedLesson(fixture, course.id, { title: 'One' });
    const two = await addPublishedLesson(fixture, course.id, { title: 'Two' });
    const discussion = await fixture.createLesson(course.id, 'Discussion', 'Talk');
    await fixture.call('POST', `/api/course/${course.id}/lessons/publish`, { lessonIds: [discussion.id] });
    const learner = await newLearner();

    const fresh = (await learner.call('GET', `/api/learner/courses/${course.id}`)).json() as LearnerCourseDetail;
    // The discussion counts for completion (not for the score): three lessons to complete.
    expect(fresh).toMatchObject({
      lessonCount: 3,
      completedLessonCount: 0,
      score: null,
      passed: false,
      completed: false,
      certificateAvailable: false,
      leaderboardEnabled: false,
    });
    expect(fresh.config.minimumScore).toBe(60);
    expect(fresh.lessons.map((lesson) => [lesson.title, lesson.kind])).toEqual([
      ['One', 'Lesson'],
      ['Two', 'Lesson'],
      ['Talk', 'Discussion'],
    ]);

    // Nothing is required of the discussion: taking part (a post) completes it.
    expect((await learner.call('POST', `/api/discussions/${discussion.id}/posts`, { content: 'My thoughts' })).statusCode).toBe(201);
    await play(learner, one.id, true, 4000);
    const half = (await learner.call('GET', `/api/learner/courses/${course.id}`)).json() as LearnerCourseDetail;
    // The unplayed scored lesson counts 0: (100 + 0) / 2.
    expect(half).toMatchObject({ score: 50, completedLessonCount: 2, completed: false });
    expect(half.lessons[2]).toMatchObject({ kind: 'Discussion', completed: true, bestScore: null });
    expect(half.lessons[0]).toMatchObject({ bestScore: 100, stars: 2, completed: true, attemptCount: 1, locked: false });

    // 50 is below the minimum score of 60: the attempt fails and the lesson stays incomplete.
    const failed = await play(learner, two.id, true, 0);
    expect(failed).toMatchObject({
      score: 50,
      passed: false,
      course: { score: 75, completed: false, passed: false, certificateAvailable: false },
    });
    const finished = await play(learner, two.id, true, 2000);
    expect(finished.course).toMatchObject({ score: 88, completed: true, passed: true, certificateAvailable: true });
    const done = (await learner.call('GET', `/api/learner/courses/${course.id}`)).json() as LearnerCourseDetail;
    // The course's minimum score is 60: passed, in words too.
    expect(done).toMatchObject({ score: 88, completed: true, passed: true, verdict: 'passed', certificateAvailable: true });
    expect(done.lessons[1]).toMatchObject({ bestScore: 75, attemptCount: 2, completed: true });

    const certificate = await learner.call('GET', `/api/learner/courses/${course.id}/certificate`);
    expect(certificate.statusCode).toBe(200);
    expect(certificate.json()).toEqual({
      learnerName: 'New Learner',
      courseTitle: 'Scored',
      completedAt: test.clock.now().toISOString(),
      score: 88,
    });

    const profile = (await learner.call('GET', '/api/learner/profile')).json();
    // One's quiz and game (every statement right) and Two's quiz: Two's game kept 2000 of 4000 points,
    // 500 a question, below the one-star threshold of 1000.
    expect(profile).toMatchObject({
      name: 'New Learner',
      stars: 3,
      completedCourses: [{ id: course.id, title: 'Scored', score: 88 }],
      inProgressCourses: [],
    });
  });

  it('no certificate before completion, nor when the account turned certificates off', async () => {
    const course = await createLearnerCourse(fixture, { title: 'Certified' });
    const lesson = await addPublishedLesson(fixture, course.id);
    const learner = await newLearner();
    expect((await learner.call('GET', `/api/learner/courses/${course.id}/certificate`)).statusCode).toBe(404);
    const profileBefore = (await learner.call('GET', '/api/learner/profile')).json();
    expect(profileBefore.completedCourses).toEqual([]);
    await play(learner, lesson.id, false, 1000);
    expect((await learner.call('GET', `/api/learner/courses/${course.id}/certificate`)).statusCode).toBe(200);
    await test.database.db
      .update(accounts)
      .set({ settings: { ...switchesOnInTests, courseCompletionCertificateEnabled: false } })
      .where(eq(accounts.id, fixture.accountId));
    try {
      expect((await learner.call('GET', `/api/learner/courses/${course.id}/certificate`)).statusCode).toBe(404);
    } finally {
      await test.database.db.update(accounts).set({ settings: switchesOnInTests }).where(eq(accounts.id, fixture.accountId));
    }
  });

  it('openToComplete: opening a lesson completes it', async () => {
    const course = await createLearnerCourse(fixture, {
      title: 'Open to complete',
      changes: (current) => ({ completionCriteria: { ...current.completionCriteria, openToComplete: true } }),
    });
    const lesson = await addPublishedLesson(fixture, course.id);
    const learner = await newLearner();
    await learner.call('POST', `/api/learner/lessons/${lesson.id}/attempts`, {});
    expect((await learner.call('GET', `/api/learner/courses/${course.id}`)).json()).toMatchObject({
      completedLessonCount: 1,
      completed: true,
    });
  });
});

describe('leaderboard', () => {
  it('answers enabled false when the course has none', async () => {
    const course = await createLearnerCourse(fixture, { title: 'No board' });
    const learner = await newLearner();
    expect((await learner.call('GET', `/api/learner/courses/${course.id}/leaderboard`)).json()).toEqual({ enabled: false, items: [] });
  });

  it('ranks learners of the course by the sum of their best lesson scores', async () => {
    const course = await createLearnerCourse(fixture, { title: 'Board', leaderboard: true });
    const one = await addPublishedLesson(fixture, course.id, { title: 'One' });
    const two = await addPublishedLesson(fixture, course.id, { title: 'Two' });
    const ana = await newLearner('Ana', 'Top');
    const bea = await newLearner('Bea', 'Second');
    const outsiderOfCourse = await newLearner('Cy', 'Absent');
    await play(ana, one.id, true, 4000);
    await play(ana, two.id, true, 0);
    await play(bea, one.id, false, 0);
    await play(bea, one.id, true, 2000); // the better of Bea's two attempts counts: 75
    const board = (await bea.call('GET', `/api/learner/courses/${course.id}/leaderboard`)).json();
    expect(board.enabled).toBe(true);
    expect(board.items).toEqual([
      { rank: 1, userId: ana.id, name: 'Ana Top', points: 150, isMe: false },
      { rank: 2, userId: bea.id, name: 'Bea Second', points: 75, isMe: true },
    ]);
    expect(board.items.map((item: { userId: string }) => item.userId)).not.toContain(outsiderOfCourse.id);
  });
});

describe('course results for staff', () => {
  it("lists each learner's progress and lessons; learners may not see it", async () => {
    const course = await createLearnerCourse(fixture, { title: 'Results' });
    const lesson = await addPublishedLesson(fixture, course.id, { title: 'Only' });
    const learner = await newLearner('Res', 'Ult');
    await play(learner, lesson.id, true, 4000);
    const response = await fixture.call('GET', `/api/courses/${course.id}/results`);
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([
      {
        userId: learner.id,
        name: 'Res Ult',
        email: expect.any(String),
        completedLessonCount: 1,
        lessonCount: 1,
        score: 100,
        passed: true,
        completed: true,
        // The course keeps the default minimum score of 0: completed, not "passed".
        verdict: 'completed',
        lastActivityAt: test.clock.now().toISOString(),
        lessons: [{ lessonId: lesson.id, title: 'Only', bestScore: 100, attemptCount: 1 }],
      },
    ]);
    expect((await fixture.call('GET', `/api/courses/${course.id}/results`, undefined, 'facilitator')).statusCode).toBe(200);
    expect((await fixture.call('GET', `/api/courses/${course.id}/results`, undefined, 'app-user')).statusCode).toBe(403);
    expect((await fixture.call('GET', `/api/courses/${course.id}/results`, undefined, 'reviewer')).statusCode).toBe(403);
    // A restricted author sees the results of courses shared with them only.
    expect((await fixture.call('GET', `/api/courses/${course.id}/results`, undefined, 'restricted-author')).statusCode).toBe(403);
    await fixture.call('PUT', `/api/courses/${course.id}/sharing`, { sharedWith: [fixture.people['restricted-author'].id] });
    expect((await fixture.call('GET', `/api/courses/${course.id}/results`, undefined, 'restricted-author')).statusCode).toBe(200);
  });
});
