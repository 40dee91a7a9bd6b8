import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { userGroupMembers } from '../../db/schema.ts';

let test: TestApp;
let fixture: CourseAdminFixture;
let courseId: string;
let lessonIds: string[];
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test);
  const course = await fixture.createCourse('Navigable');
  courseId = course.id;
  const lessons = [
    await fixture.createLesson(courseId, 'Lesson', 'One'),
    await fixture.createLesson(courseId, 'Discussion', 'Two'),
    await fixture.createLesson(courseId, 'Lesson', 'Draft only'),
    await fixture.createLesson(courseId, 'Assessment', 'Three'),
  ];
  lessonIds = lessons.map((lesson) => lesson.id);
  await fixture.call('POST', `/api/course/${courseId}/lessons/publish`, { lessonIds: [lessonIds[0], lessonIds[1], lessonIds[3]] });
});
afterAll(() => test.close());

const navigate = (query: string, as?: Parameters<CourseAdminFixture['call']>[3]) =>
  fixture.call('GET', `/api/courses/contentNavigation?${query}`, undefined, as);

describe('GET /api/courses/contentNavigation', () => {
  it('lists the published lessons in order, with the neighbours of lessonId', async () => {
    const response = await navigate(`courseId=${courseId}&lessonId=${lessonIds[1]}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      courseId,
      items: [
        { id: lessonIds[0], kind: 'Lesson', title: 'One' },
        { id: lessonIds[1], kind: 'Discussion', title: 'Two' },
        { id: lessonIds[3], kind: 'Assessment', title: 'Three' },
      ],
      previousLessonId: lessonIds[0],
      nextLessonId: lessonIds[3],
    });
    expect((await navigate(`courseId=${courseId}&lessonId=${lessonIds[3]}`)).json()).toMatchObject({
      previousLessonId: lessonIds[1],
      nextLessonId: null,
    });
    expect((await navigate(`courseId=${courseId}`)).json()).toMatchObject({ previousLessonId: null, nextLessonId: null });
  });

  it('answers 400 without courseId, 404 for a lesson that is not published in the course, and for another account', async () => {
    expect((await navigate('')).statusCode).toBe(400);
    expect((await navigate(`courseId=${courseId}&lessonId=${lessonIds[2]}`)).statusCode).toBe(404);
    expect((await navigate(`courseId=${courseId}`, 'outsider')).statusCode).toBe(404);
  });

  it('shows learners only live courses open to them; any other course does not exist for them', async () => {
    expect((await navigate(`courseId=${courseId}`, 'app-user')).statusCode).toBe(404);
    await fixture.call('POST', `/api/courses/${courseId}/publish`, {});
    expect((await navigate(`courseId=${courseId}`, 'app-user')).statusCode).toBe(404);
    const group = (await fixture.call('POST', '/api/usergroups', { name: 'Learners' })).json();
    await fixture.call('PUT', `/api/courses/${courseId}/usergroups`, { universalAccess: false, userGroups: [group.id] });
    await test.database.db
      .insert(userGroupMembers)
      .values({ accountId: fixture.accountId, userGroupId: group.id, userId: fixture.people['app-user'].id });
    expect((await navigate(`courseId=${courseId}`, 'app-user')).json().items).toHaveLength(3);
  });

  it('hides a course from learners once its unpublishOn has passed, before the scheduler gets to it', async () => {
    const course = await fixture.createCourse('Ends soon');
    await fixture.call('PUT', `/api/courses/${course.id}/usergroups`, { universalAccess: true, userGroups: [] });
    const unpublishOn = new Date(test.clock.now().getTime() + 60_000).toISOString();
    expect((await fixture.call('POST', `/api/courses/${course.id}/schedule`, { scheduleStatus: 'Now', unpublishOn })).statusCode).toBe(200);
    expect((await navigate(`courseId=${course.id}`, 'app-user')).statusCode).toBe(200);
    test.clock.advance(120_000);
    expect((await navigate(`courseId=${course.id}`, 'app-user')).statusCode).toBe(404);
    expect((await navigate(`courseId=${course.id}`)).statusCode).toBe(200);
  });
});
