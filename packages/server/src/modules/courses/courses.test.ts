import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { courseSchema, miniCourseSchema } from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { insertAccountWithPeople } from '../../test-support/people.ts';
import { courses, lessons } from '../../db/schema.ts';

let test: TestApp;
let account: Awaited<ReturnType<typeof insertAccountWithPeople>>;
let ownerCookie: string;
let learnerCookie: string;
const base = new Date('2025-01-01T00:00:00.000Z').getTime();

beforeAll(async () => {
  test = await createTestApp();
  account = await insertAccountWithPeople(test.database.db, 'Courses', [['account-owner'], ['app-user']]);
  ownerCookie = await test.sessionCookieFor(account.people[0]!);
  learnerCookie = await test.sessionCookieFor(account.people[1]!);
  // Five courses a day apart, inserted out of order: the list must sort, not echo insertion order.
  for (const day of [2, 0, 4, 1, 3]) {
    await test.database.db.insert(courses).values({
      accountId: account.accountId,
      title: `Course ${day}`,
      description: `Day ${day}`,
      courseStatus: day === 4 ? 'Published' : 'Draft',
      data: { thumbnail: `https://img.example/${day}.png`, tags: [{ id: 't1', name: 'Safety' }], universalAccess: 'not a boolean' },
      createdAt: new Date(base + day * 86_400_000),
      modifiedAt: new Date(base + day * 86_400_000),
    });
  }
});
afterAll(() => test.close());

const list = (query: string, cookie = ownerCookie) => test.app.inject({ method: 'GET', url: `/api/courses${query}`, headers: { cookie } });

describe('GET /api/courses', () => {
  it('lists the account’s courses as mini courses, newest first, with the spec defaults page 1 and pageSize 2000', async () => {
    const response = await list('');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ totalCount: 5, currentPage: 1, pageSize: 2000 });
    expect(body.items.map((item: { title: string }) => item.title)).toEqual(['Course 4', 'Course 3', 'Course 2', 'Course 1', 'Course 0']);
    expect(body.items[0]).toEqual({
      id: expect.any(String),
      title: 'Course 4',
      description: 'Day 4',
      courseStatus: 'Published',
      thumbnail: 'https://img.example/4.png',
      modified: new Date(base + 4 * 86_400_000).toISOString(),
      versionMarker: 'ORIGINAL',
    });
    for (const item of body.items) expect(miniCourseSchema.safeParse(item).success).toBe(true);
  });

  it('pages through the list', async () => {
    const second = (await list('?page=2&pageSize=2')).json();
    expect(second).toMatchObject({ totalCount: 5, currentPage: 2, pageSize: 2 });
    expect(second.items.map((item: { title: string }) => item.title)).toEqual(['Course 2', 'Course 1']);
    const beyond = (await list('?page=9&pageSize=2')).json();
    expect(beyond).toMatchObject({ items: [], totalCount: 5, currentPage: 9 });
  });

  it("is the staff's: a learner, who would see drafts and other groups' courses in it, is refused (issue 11)", async () => {
    const refused = await list('', learnerCookie);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'forbidden']);
  });
});

describe('GET /api/courses/:courseId', () => {
  it('answers the full Course with defaults, stored fields, and lessons in rank order', async () => {
    const [course] = await test.database.db.select().from(courses).where(eq(courses.title, 'Course 4'));
    await test.database.db.insert(lessons).values([
      { accountId: account.accountId, courseId: course!.id, kind: 'Lesson', title: 'Second', rank: 'a1', isPublished: false },
      { accountId: account.accountId, courseId: course!.id, kind: 'Lesson', title: 'First', rank: 'a0', isPublished: true },
    ]);
    const response = await test.app.inject({ method: 'GET', url: `/api/courses/${course!.id}`, headers: { cookie: ownerCookie } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(courseSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      id: course!.id,
      title: 'Course 4',
      courseStatus: 'Published',
      tags: [{ id: 't1', name: 'Safety' }],
      // The stored value was invalid, so the spec default stands.
      universalAccess: false,
      versionNumber: 1,
      generationStatus: 'Generated',
      completionCriteria: { percentage: 100, certificate: { enabled: true }, openToComplete: false },
      mandatory: { type: 'no-due-date' },
    });
    expect(body.lessons.map((lesson: { isPublished: boolean }) => lesson.isPublished)).toEqual([true, false]);
  });

  it('answers 404 for an unknown id and for something that is not an id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'new', 'x y']) {
      const response = await test.app.inject({
        method: 'GET',
        url: `/api/courses/${encodeURIComponent(id)}`,
        headers: { cookie: ownerCookie },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
  });

  it('is not for learners: opening a course in full is for the people who build or run it', async () => {
    const [course] = await test.database.db.select().from(courses).limit(1);
    const response = await test.app.inject({ method: 'GET', url: `/api/courses/${course!.id}`, headers: { cookie: learnerCookie } });
    expect(response.statusCode).toBe(403);
  });
});
