import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { courseRoles } from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, courseAdminRoles, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { accounts } from '../../db/schema.ts';
import { createPublicCourse } from './public-site-fixture.ts';

let test: TestApp;
let fixture: CourseAdminFixture;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test, 'Public page API');
});
afterAll(() => test.close());

const publicPage = (courseId: string, as: Parameters<CourseAdminFixture['call']>[3] = 'account-owner') =>
  fixture.call('GET', `/api/courses/${courseId}/public-page`, undefined, as);

describe('GET /api/courses/{courseId}/public-page', () => {
  it('gives the live link, a QR code of it and an embed snippet with the title escaped', async () => {
    const { course } = await createPublicCourse(fixture, { slug: 'api-page-live', title: 'Forklifts "101" <b>' });
    const response = await publicPage(course.id);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.status).toBe('live');
    expect(page.url).toBe('http://localhost:3000/p/api-page-live');
    expect(page.qrCodeSvg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    expect(page.embedSnippet).toBe(
      '<iframe src="http://localhost:3000/p/api-page-live?embed=1" title="Forklifts &quot;101&quot; &lt;b&gt;" width="100%" height="640" style="border:0" loading="lazy" allow="autoplay; fullscreen"></iframe>',
    );
  });

  it('says why the page does not answer: no slug, not published, switched off', async () => {
    const bare = await fixture.createCourse('No slug yet');
    expect((await publicPage(bare.id)).json()).toEqual({ status: 'no-slug', url: null, qrCodeSvg: null, embedSnippet: null });
    const draft = await createPublicCourse(fixture, { slug: 'api-page-draft', publish: false });
    expect((await publicPage(draft.course.id)).json()).toMatchObject({
      status: 'not-published',
      url: 'http://localhost:3000/p/api-page-draft',
    });

    const other = await courseAdminFixture(test, 'Public page API off');
    const off = await createPublicCourse(other, { slug: 'api-page-off' });
    await test.database.db
      .update(accounts)
      .set({ settings: sql`${accounts.settings} || '{"coursePublicPreviewLinksEnabled": false}'::jsonb` })
      .where(eq(accounts.id, other.accountId));
    expect((await other.call('GET', `/api/courses/${off.course.id}/public-page`)).json().status).toBe('switched-off');
  });

  it('answers every role that reads courses, 403 to the others and 404 to another account', async () => {
    const course = await fixture.createCourse('Roles');
    for (const role of courseAdminRoles) {
      const allowed = (courseRoles.read as readonly string[]).includes(role);
      expect((await publicPage(course.id, role)).statusCode, role).toBe(allowed ? 200 : 403);
    }
    expect((await publicPage(course.id, 'outsider')).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: `/api/courses/${course.id}/public-page` })).statusCode).toBe(401);
  });
});
