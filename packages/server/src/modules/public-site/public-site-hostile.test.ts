import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import {
  analyticsEvents,
  learnerAttempts,
  learnerCourseProgress,
  learnerLessonPoints,
  learnerSlideStars,
  publicDetailItems,
} from '../../db/schema.ts';
import { createPublicCourse } from './public-site-fixture.ts';

// The public site against what a hostile author, another account or a stranger may try (issue 18): markup
// in every text a page shows, unsafe link schemes, other accounts' ids and slugs, slug chains, a course
// taken down after its page was kept, and a stranger's play.

let test: TestApp;
let fixture: CourseAdminFixture;
const hostile = `"><script>alert(1)</script></script><!--`;

beforeAll(async () => {
  // Site name as an operator could mistype it: it reaches the title, og:site_name and the footer.
  test = await createTestApp({ siteName: `Our <script>alert('site')</script> "site"` });
  fixture = await courseAdminFixture(test, `Account ${hostile}`);
});
afterAll(() => test.close());

const get = (url: string) => test.app.inject({ method: 'GET', url });
const scriptBlock = (page: string, opening: string) => new RegExp(`${opening}(.*?)</script>`, 's').exec(page)?.[1];
/** Every element the page opens, by name: what a reader's parser sees, whatever the texts hold. */
const elementsOf = (page: string) => [...page.matchAll(/<([a-z][a-z0-9]*)[\s>]/g)].map((match) => match[1]);

async function patchLesson(lessonId: string, changes: Record<string, unknown>) {
  const lesson = (await fixture.call('GET', `/api/lessons/${lessonId}`)).json();
  const saved = await fixture.call('PUT', `/api/lessons/${lessonId}`, { version: lesson.version, ...changes });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('markup in what an author writes', () => {
  it('stays text in the head, the body, the JSON-LD and the lesson data, even where entities spell </script>', async () => {
    // The description is rich text: its entities decode to `</script><script>` once made plain text.
    const setup = await createPublicCourse(fixture, {
      slug: 'hostile-texts',
      title: hostile,
      changes: { description: `<p>&lt;/script&gt;&lt;script&gt;alert(2)&lt;/script&gt; ${hostile}</p>` },
    });
    await patchLesson(setup.shown.id, { title: hostile, description: hostile });
    const base = `/api/courses/${setup.course.id}/public-details`;
    const [details] = (await fixture.call('GET', base)).json();
    await fixture.call('POST', `${base}/${details.id}/course-links`, { title: hostile, url: 'https://example.com/?q="><script>' });
    await fixture.call('POST', `${base}/user-course-ratings`, { title: hostile, url: 'https://example.com/rate' });
    await fixture.call('POST', `/api/course/${setup.course.id}/lessons/publish`, { lessonIds: [setup.shown.id] });

    const course = (await get('/p/hostile-texts')).body;
    const lesson = (await get(`/p/hostile-texts/lessons/${setup.shown.id}`)).body;
    for (const page of [course, lesson]) {
      expect(page).not.toMatch(/<script>|<!--/);
      // The only scripts are the page's own data blocks; nothing an author wrote opened an element.
      expect(elementsOf(page).filter((name) => name === 'script')).toHaveLength(page === lesson ? 2 : 1);
      const structured = JSON.parse(scriptBlock(page, '<script type="application/ld\\+json">')!);
      expect(structured.description).toContain('</script><script>alert(2)</script>');
      expect(structured.provider.name).toBe(`Account ${hostile}`);
      expect(page).toContain('<title>');
      expect(page).toContain('Our &lt;script&gt;alert(&#39;site&#39;)&lt;/script&gt; &quot;site&quot;</title>');
    }
    expect(JSON.parse(scriptBlock(course, '<script type="application/ld\\+json">')!).name).toBe(hostile);
    expect(course).toContain('href="https://example.com/?q=&quot;&gt;&lt;script&gt;"');
    expect(course).toContain(`>${'&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;/script&gt;&lt;!--'}</a>`);
    const data = JSON.parse(scriptBlock(lesson, '<script type="application/json" id="public-lesson-data">')!);
    expect(data.title).toBe(hostile);
  });

  it('shows only http(s) course and rating links: the API refuses other schemes, and one stored past it is left off', async () => {
    const setup = await createPublicCourse(fixture, { slug: 'hostile-links' });
    const base = `/api/courses/${setup.course.id}/public-details`;
    const [details] = (await fixture.call('GET', base)).json();
    for (const url of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x']) {
      expect((await fixture.call('POST', `${base}/${details.id}/course-links`, { title: 'Bad', url })).statusCode, url).toBe(400);
      expect((await fixture.call('POST', `${base}/user-course-ratings`, { title: 'Bad', url })).statusCode, url).toBe(400);
    }
    await test.database.db.insert(publicDetailItems).values([
      { accountId: fixture.accountId, publicDetailId: details.id, kind: 'course-link', title: 'Sneaky', url: 'javascript:alert(1)' },
      { accountId: fixture.accountId, publicDetailId: details.id, kind: 'rating-link', title: 'Sneaky too', url: ' data:text/html,x' },
    ]);
    const page = (await get('/p/hostile-links')).body;
    expect(page).not.toMatch(/javascript:|data:text/i);
    expect(page).not.toContain('Sneaky');
    expect(page).toContain('href="https://example.com/handbook"');
  });
});

describe('what belongs to another course or account', () => {
  it("answers 404 for another account's lesson under this course's slug, and for a lesson that is not made of slides", async () => {
    const setup = await createPublicCourse(fixture, { slug: 'hostile-own' });
    const other = await courseAdminFixture(test, 'Other account');
    const theirs = await createPublicCourse(other, { slug: 'hostile-theirs' });
    expect((await get(`/p/hostile-own/lessons/${theirs.shown.id}`)).statusCode).toBe(404);
    expect((await get(`/p/hostile-theirs/lessons/${setup.shown.id}`)).statusCode).toBe(404);

    const discussion = await fixture.createLesson(setup.course.id, 'Discussion', 'Talk it over');
    await fixture.call('POST', `/api/course/${setup.course.id}/lessons/publish`, { lessonIds: [discussion.id] });
    expect((await get('/p/hostile-own')).body).toContain('Talk it over');
    expect((await get(`/p/hostile-own/lessons/${discussion.id}`)).statusCode).toBe(404);
  });

  it("keeps a slug, current or retired, from every other account's courses", async () => {
    const setup = await createPublicCourse(fixture, { slug: 'hostile-kept' });
    const base = `/api/courses/${setup.course.id}/public-details/url-slugs`;
    const [slug] = (await fixture.call('GET', base)).json();
    await fixture.call('PUT', `${base}/${slug.id}`, { urlSlug: 'hostile-kept-now' });

    const other = await courseAdminFixture(test, 'Slug taker');
    const course = await other.createCourse('Taker');
    for (const wanted of ['hostile-kept', 'hostile-kept-now']) {
      const taken = await other.call('POST', `/api/courses/${course.id}/public-details/url-slugs`, { urlSlug: wanted });
      expect([taken.statusCode, taken.json().code], wanted).toEqual([409, 'url_slug_taken']);
    }
    expect((await get('/p/hostile-kept')).headers.location).toBe('/p/hostile-kept-now');
  });
});

describe('addresses no slug could have', () => {
  it("answer the site's 404, never a 500 (a NUL byte once reached the database)", async () => {
    const lessonId = crypto.randomUUID();
    for (const slug of ['Upper-Case', 'trailing-', 'double--hyphen', '%E2%80%A8', '..']) {
      for (const path of [`/p/${slug}`, `/p/${slug}/lessons/${lessonId}`, `/p/${slug}/media/${lessonId}/file`]) {
        expect((await get(path)).statusCode, path).toBe(404);
      }
    }
  });

  it('refuse a NUL byte in the address as every route does, with a 400 before any read', async () => {
    for (const path of ['/p/%00', '/p/a%00b', `/p/a%00b/lessons/${crypto.randomUUID()}`]) {
      expect((await get(path)).statusCode, path).toBe(400);
    }
  });
});

describe('a slug changed several times', () => {
  it('moves every old address straight to the current one, in one step', async () => {
    const setup = await createPublicCourse(fixture, { slug: 'chain-one' });
    const base = `/api/courses/${setup.course.id}/public-details/url-slugs`;
    const [slug] = (await fixture.call('GET', base)).json();
    for (const next of ['chain-two', 'chain-three'])
      expect((await fixture.call('PUT', `${base}/${slug.id}`, { urlSlug: next })).statusCode).toBe(200);
    for (const old of ['chain-one', 'chain-two']) {
      const moved = await get(`/p/${old}/lessons/${setup.shown.id}?lng=es-ES`);
      expect([moved.statusCode, moved.headers.location]).toEqual([301, `/p/chain-three/lessons/${setup.shown.id}?lng=es-ES`]);
      expect((await get(`/p/${old}`)).headers.location).toBe('/p/chain-three');
    }
    expect((await get('/p/chain-three')).statusCode).toBe(200);
  });
});

describe('a page kept rendered', () => {
  it('is gone as soon as the course is unpublished or the account switches public links off through its settings', async () => {
    const setup = await createPublicCourse(fixture, { slug: 'taken-down' });
    expect((await get('/p/taken-down')).statusCode).toBe(200);
    expect((await get('/p/taken-down')).statusCode).toBe(200);
    const unpublished = await fixture.call('POST', `/api/courses/${setup.course.id}/unpublish`, {});
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    expect((await get('/p/taken-down')).statusCode).toBe(404);
    expect((await get('/sitemap.xml')).body).not.toContain('taken-down');

    await fixture.call('POST', `/api/courses/${setup.course.id}/publish`, {});
    expect((await get('/p/taken-down')).statusCode).toBe(200);
    const switchedOff = await fixture.call('PUT', '/api/account/settings', { switches: { coursePublicPreviewLinksEnabled: false } });
    expect(switchedOff.statusCode, switchedOff.body).toBe(200);
    try {
      expect((await get('/p/taken-down')).statusCode).toBe(404);
      expect((await get(`/p/taken-down/lessons/${setup.shown.id}`)).statusCode).toBe(404);
      expect((await get('/robots.txt')).body).not.toContain('taken-down');
    } finally {
      await fixture.call('PUT', '/api/account/settings', { switches: { coursePublicPreviewLinksEnabled: true } });
    }
  });
});

describe('a stranger playing', () => {
  it('writes nothing but the page view: no attempt, stars, points or progress for anyone', async () => {
    const setup = await createPublicCourse(fixture, { slug: 'stranger-plays' });
    const { db } = test.database;
    const counts = async () =>
      Promise.all(
        [learnerAttempts, learnerSlideStars, learnerLessonPoints, learnerCourseProgress, analyticsEvents].map(
          async (table) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n,
        ),
      );
    const before = await counts();
    expect((await get(`/p/stranger-plays/lessons/${setup.shown.id}`)).statusCode).toBe(200);
    // The learner API a player would use answers a stranger 401, so there is nowhere a result could go.
    const start = await test.app.inject({ method: 'POST', url: `/api/learner/lessons/${setup.shown.id}/attempts`, payload: {} });
    expect(start.statusCode).toBe(401);
    const view = await test.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: {
        batch: [
          {
            type: 'track',
            event: 'Public Preview',
            properties: { is_edapp: false, is_iframe: false, lesson_only: false, course_id: setup.course.id },
            anonymousId: 'stranger',
            messageId: crypto.randomUUID(),
            timestamp: new Date().toISOString(),
          },
        ],
      },
    });
    expect(view.statusCode, view.body).toBe(202);
    const after = await counts();
    expect(after.slice(0, 4)).toEqual(before.slice(0, 4));
    expect(after[4]).toBe(before[4]! + 1);
    const [stored] = await db.select().from(analyticsEvents).where(eq(analyticsEvents.anonymousId, 'stranger'));
    expect(stored).toMatchObject({ accountId: fixture.accountId, userId: null, eventName: 'Public Preview' });
  });
});
