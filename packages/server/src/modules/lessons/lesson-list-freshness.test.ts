import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { courses, lessons } from '../../db/schema.ts';

// The lesson list is cached per server (lesson-list-cache.ts) and served only while the course's
// lesson_list_version, bumped by a database trigger, is unchanged. These tests change lessons the way
// another server would — straight in the database, past this server's code — and expect the next read
// to show it.
let test: TestApp;
let fixture: CourseAdminFixture;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test, 'Lesson list freshness');
});
afterAll(() => test.close());

async function titles(courseId: string, versionType = 'Latest'): Promise<string[]> {
  const response = await fixture.call('GET', `/api/course/${courseId}/lessons?versionType=${versionType}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { title: string }[]).map((lesson) => lesson.title);
}

describe('the cached lesson list', () => {
  it('shows every change made past this server: insert, update, reorder and delete', async () => {
    const course = await fixture.createCourse('Freshness');
    const first = await fixture.createLesson(course.id, 'Lesson', 'First');
    const second = await fixture.createLesson(course.id, 'Lesson', 'Second');
    expect(await titles(course.id)).toEqual(['First', 'Second']);
    // A second read of an unchanged course is answered alike.
    expect(await titles(course.id)).toEqual(['First', 'Second']);

    await test.database.db.update(lessons).set({ title: 'First, renamed elsewhere' }).where(eq(lessons.id, first.id));
    expect(await titles(course.id)).toEqual(['First, renamed elsewhere', 'Second']);

    await test.database.db.update(lessons).set({ rank: sql`'0'` }).where(eq(lessons.id, second.id));
    expect(await titles(course.id)).toEqual(['Second', 'First, renamed elsewhere']);

    await test.database.db
      .insert(lessons)
      .values({ accountId: fixture.accountId, courseId: course.id, kind: 'Lesson', title: 'Third', rank: 'zzzz' });
    expect(await titles(course.id)).toEqual(['Second', 'First, renamed elsewhere', 'Third']);

    await test.database.db.delete(lessons).where(eq(lessons.id, first.id));
    expect(await titles(course.id)).toEqual(['Second', 'Third']);
  });

  it('moves a lesson out of one course’s list and into the other’s', async () => {
    const from = await fixture.createCourse('From');
    const to = await fixture.createCourse('To');
    const moving = await fixture.createLesson(from.id, 'Lesson', 'Moving');
    expect(await titles(from.id)).toEqual(['Moving']);
    expect(await titles(to.id)).toEqual([]);
    await test.database.db.update(lessons).set({ courseId: to.id }).where(eq(lessons.id, moving.id));
    expect(await titles(from.id)).toEqual([]);
    expect(await titles(to.id)).toEqual(['Moving']);
  });

  it('keeps the Published list apart and shows a lesson once it is published', async () => {
    const course = await fixture.createCourse('Published list');
    const lesson = await fixture.createLesson(course.id, 'Lesson', 'To publish');
    expect(await titles(course.id, 'Published')).toEqual([]);
    expect(await titles(course.id, 'Latest')).toEqual(['To publish']);
    const published = await fixture.call('POST', `/api/course/${course.id}/lessons/publish`, { lessonIds: [lesson.id] });
    expect(published.statusCode).toBeLessThan(300);
    expect(await titles(course.id, 'Published')).toEqual(['To publish']);
  });

  it('bumps the course’s version once per changed lesson row and leaves other courses alone', async () => {
    const course = await fixture.createCourse('Counting');
    const other = await fixture.createCourse('Untouched');
    const versionOf = async (courseId: string) =>
      (await test.database.db.select({ version: courses.lessonListVersion }).from(courses).where(eq(courses.id, courseId)))[0]!.version;
    const before = await versionOf(course.id);
    const untouched = await versionOf(other.id);
    await fixture.createLesson(course.id, 'Lesson', 'One');
    await fixture.createLesson(course.id, 'Discussion', 'Two');
    expect(await versionOf(course.id)).toBeGreaterThanOrEqual(before + 2);
    expect(await versionOf(other.id)).toBe(untouched);
  });

  it('still answers 404 for another account’s course, even one whose list this server has cached', async () => {
    const course = await fixture.createCourse('Private');
    await fixture.createLesson(course.id, 'Lesson', 'Secret');
    expect(await titles(course.id)).toEqual(['Secret']);
    const outsider = await fixture.call('GET', `/api/course/${course.id}/lessons`, undefined, 'outsider');
    expect(outsider.statusCode).toBe(404);
  });
});
