import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { courseRatings, courses, lessons, publicSiteVersions, users } from '../../db/schema.ts';
import { createPublicCourse } from './public-site-fixture.ts';

// The course pages a server keeps rendered (page-cache.ts): served again only while the account's public
// site version is the one they were rendered at. The changes below are written straight into the
// database, as another server would, so only migration 0028's triggers can tell this server of them.
let test: TestApp;
let fixture: CourseAdminFixture;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test, 'Kept pages');
});
afterAll(() => test.close());

const get = (url: string) => test.app.inject({ method: 'GET', url });
const heading = async (url: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec((await get(url)).body)?.[1];
const summary = async (url: string) => /<p class="rating-summary">(.*?)<\/p>/s.exec((await get(url)).body)?.[1];
const version = async () =>
  (await test.database.db.select().from(publicSiteVersions).where(eq(publicSiteVersions.accountId, fixture.accountId)))[0]?.version ?? 0;

describe('the kept course pages', () => {
  it('serve the page kept while the version holds, and render it again once the version moved', async () => {
    const { course } = await createPublicCourse(fixture, { slug: 'kept-page', title: 'Kept title' });
    expect(await heading('/p/kept-page')).toBe('Kept title');
    // A change the triggers do not see (replica mode skips them): the kept page is still what is served…
    await test.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(courses).set({ title: 'Unseen title' }).where(eq(courses.id, course.id));
    });
    expect(await heading('/p/kept-page')).toBe('Kept title');
    // …until the account's version moves, when the page is read and rendered again.
    await test.database.db
      .update(publicSiteVersions)
      .set({ version: sql`${publicSiteVersions.version} + 1` })
      .where(eq(publicSiteVersions.accountId, fixture.accountId));
    expect(await heading('/p/kept-page')).toBe('Unseen title');
  });

  it('keep each variant apart', async () => {
    await createPublicCourse(fixture, { slug: 'kept-variants' });
    expect((await get('/p/kept-variants?lng=es-ES')).body).toContain('Regístrate');
    expect((await get('/p/kept-variants?lng=en-US')).body).not.toContain('Regístrate');
    expect((await get('/p/kept-variants?embed=1')).headers['x-frame-options']).toBeUndefined();
  });

  it("show the course's and its lessons' changes on the next request", async () => {
    const { course, shown } = await createPublicCourse(fixture, { slug: 'kept-course', title: 'Before' });
    expect(await heading('/p/kept-course')).toBe('Before');
    const before = await version();
    await test.database.db.update(courses).set({ title: 'After' }).where(eq(courses.id, course.id));
    expect(await version()).toBeGreaterThan(before);
    expect(await heading('/p/kept-course')).toBe('After');

    expect((await get('/p/kept-course')).body).toContain('First steps');
    await test.database.db
      .update(lessons)
      .set({ publishedData: sql`jsonb_set(${lessons.publishedData}, '{title}', '"Renamed steps"')` })
      .where(eq(lessons.id, shown.id));
    const page = (await get('/p/kept-course')).body;
    expect([page.includes('Renamed steps'), page.includes('First steps')]).toEqual([true, false]);

    await fixture.call('POST', `/api/courses/${course.id}/unpublish`, {});
    expect((await get('/p/kept-course')).statusCode).toBe(404);
  });

  it('show a new rating, and drop it when its learner becomes a hidden user, on the next request', async () => {
    const { course } = await createPublicCourse(fixture, { slug: 'kept-ratings' });
    expect(await summary('/p/kept-ratings')).toBeUndefined();
    const [rater] = await test.database.db
      .insert(users)
      .values({
        accountId: fixture.accountId,
        email: `kept.${crypto.randomUUID()}@example.com`,
        firstName: 'K',
        lastName: 'R',
        roles: ['app-user'],
      })
      .returning({ id: users.id });
    await test.database.db.insert(courseRatings).values({ courseId: course.id, userId: rater!.id, accountId: fixture.accountId, stars: 4 });
    expect(await summary('/p/kept-ratings')).toContain('4.0 out of 5 stars (1 rating)');
    await test.database.db
      .update(users)
      .set({ roles: ['app-user', 'hidden-user'] })
      .where(eq(users.id, rater!.id));
    expect(await summary('/p/kept-ratings')).toBeUndefined();
  });

  it("leave the version alone when a person's other columns change", async () => {
    await createPublicCourse(fixture, { slug: 'kept-quiet' });
    const before = await version();
    await test.database.db.update(users).set({ lastActiveAt: new Date() }).where(eq(users.accountId, fixture.accountId));
    expect(await version()).toBe(before);
  });
});
