import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { accountBranding, accounts } from '../../db/schema.ts';
import { createPublicCourse, type PublicCourseSetup } from './public-site-fixture.ts';
import { addPublishedLesson, sampleSlides } from '../learner/test-course.ts';

let test: TestApp;
let fixture: CourseAdminFixture;
let setup: PublicCourseSetup;
const hostileTitle = `The "best" <script>alert('x')</script> course & more`;

beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test, 'Public site');
  setup = await createPublicCourse(fixture, { slug: 'public-site-safety', title: hostileTitle });
});
afterAll(() => test.close());

const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers });
const meta = (page: string, attribute: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(page)?.[1];
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const structuredData = (page: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page)![1]!);
const lessonData = (page: string) =>
  JSON.parse(/<script type="application\/json" id="public-lesson-data">(.*?)<\/script>/s.exec(page)![1]!);

describe('the course page /p/{slug}', () => {
  it('carries the social metadata in its head, every value escaped, and a Course as structured data', async () => {
    const response = await get('/p/public-site-safety');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const page = response.body;
    // The hostile title is text everywhere: no second script element, the attribute never ends early.
    expect(page).not.toContain("<script>alert('x')</script>");
    expect(page.match(/<script/g)).toHaveLength(1);
    expect(decode(meta(page, 'property', 'og:title')!)).toBe(hostileTitle);
    expect(decode(meta(page, 'name', 'twitter:title')!)).toBe(hostileTitle);
    expect(meta(page, 'property', 'og:description')).toBe('Learn safety basics.');
    expect(meta(page, 'property', 'og:url')).toBe('http://localhost:3000/p/public-site-safety');
    expect(meta(page, 'property', 'og:site_name')).toBe('Slidewise');
    expect(meta(page, 'property', 'og:image')).toBe('http://localhost:3000/examples/images/course.png');
    expect(meta(page, 'name', 'twitter:site')).toBe('@slidewise');
    expect(meta(page, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(page).toContain('<link rel="canonical" href="http://localhost:3000/p/public-site-safety">');
    expect(page).toContain(
      `<title>${'The &quot;best&quot; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; course &amp; more'} · Slidewise</title>`,
    );
    expect(structuredData(page)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: hostileTitle,
      description: 'Learn safety basics.',
      url: 'http://localhost:3000/p/public-site-safety',
      image: 'http://localhost:3000/examples/images/course.png',
      provider: { '@type': 'Organization', name: 'Public site' },
    });
  });

  it("shares the course's own thumbnail when neither the public detail nor the branding has an image", async () => {
    await createPublicCourse(fixture, { slug: 'public-site-thumbnail', changes: { thumbnail: '/examples/images/welcome-cover.jpg' } });
    const page = (await get('/p/public-site-thumbnail')).body;
    expect(meta(page, 'property', 'og:image')).toBe('http://localhost:3000/examples/images/welcome-cover.jpg');
    expect(meta(page, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(structuredData(page).image).toBe('http://localhost:3000/examples/images/welcome-cover.jpg');
    expect(page).toContain('<img src="http://localhost:3000/examples/images/welcome-cover.jpg"');
  });

  it('lists the published lessons that are not excluded, the links, the rating links and the call to sign up', async () => {
    const page = (await get('/p/public-site-safety')).body;
    expect(page).toContain('First steps');
    expect(page).toContain(`href="/p/public-site-safety/lessons/${setup.shown.id}"`);
    expect(page).not.toContain('Hidden lesson');
    expect(page).not.toContain('Not ready');
    expect(page).toContain('href="https://example.com/handbook"');
    expect(page).toContain('href="https://example.com/reviews"');
    expect(page).toContain('href="/sign-up"');
    expect(page).toContain('href="/sign-in"');
  });

  it('speaks Spanish when asked, and takes the public themes only', async () => {
    const spanish = (await get('/p/public-site-safety?lng=es-ES&theme=sc-dark')).body;
    expect(spanish).toContain('<html lang="es-ES" data-theme="sc-dark">');
    expect(spanish).toContain('Regístrate');
    expect(meta(spanish, 'property', 'og:locale')).toBe('es_ES');
    // Its links keep the language and the theme.
    expect(spanish).toContain(`/lessons/${setup.shown.id}?theme=sc-dark&amp;lng=es-ES"`);
    expect((await get('/p/public-site-safety', { 'accept-language': 'es-MX,es;q=0.9' })).body).toContain('lang="es-ES"');
    expect((await get('/p/public-site-safety?theme=sc-light')).body).toContain('data-theme="ed-light"');
  });

  it('answers 404 for an unknown slug and for a course that is not published', async () => {
    const draft = await createPublicCourse(fixture, { slug: 'public-site-draft', publish: false });
    expect((await get('/p/no-such-course')).statusCode).toBe(404);
    const response = await get(`/p/${draft.slug}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Public course');
    expect((await get(`/p/${draft.slug}/lessons/${draft.shown.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for every course of an account that switched public preview links off', async () => {
    const other = await courseAdminFixture(test, 'Switched off');
    const course = await createPublicCourse(other, { slug: 'public-site-switched-off' });
    expect((await get('/p/public-site-switched-off')).statusCode).toBe(200);
    await test.database.db
      .update(accounts)
      .set({ settings: sql`${accounts.settings} || '{"coursePublicPreviewLinksEnabled": false}'::jsonb` })
      .where(eq(accounts.id, other.accountId));
    expect((await get('/p/public-site-switched-off')).statusCode).toBe(404);
    expect((await get(`/p/public-site-switched-off/lessons/${course.shown.id}`)).statusCode).toBe(404);
    expect((await get('/sitemap.xml')).body).not.toContain('public-site-switched-off');
  });
});

describe('the lesson page /p/{slug}/lessons/{lessonId}', () => {
  it('hands the player the published slides without the excluded one, and the course around it', async () => {
    const response = await get(`/p/public-site-safety/lessons/${setup.shown.id}`);
    expect(response.statusCode).toBe(200);
    const data = lessonData(response.body);
    expect(data.slides.map((slide: { id: string }) => slide.id)).toEqual(['intro', 'game', 'survey']);
    expect(data).toMatchObject({
      lessonId: setup.shown.id,
      courseId: setup.course.id,
      title: 'First steps',
      coursePath: '/p/public-site-safety',
    });
    expect(response.body).toContain('Back to the course');
    expect(decode(meta(response.body, 'property', 'og:title')!)).toBe(`First steps · ${hostileTitle}`);
  });

  it('answers 404 for an excluded lesson, an unpublished one, one of another course and a malformed id', async () => {
    expect((await get(`/p/public-site-safety/lessons/${setup.excluded.id}`)).statusCode).toBe(404);
    expect((await get(`/p/public-site-safety/lessons/${setup.draft.id}`)).statusCode).toBe(404);
    const other = await createPublicCourse(fixture, { slug: 'public-site-other' });
    expect((await get(`/p/public-site-safety/lessons/${other.shown.id}`)).statusCode).toBe(404);
    expect((await get('/p/public-site-safety/lessons/not-an-id')).statusCode).toBe(404);
  });

  it('shows the lesson alone in lesson-only mode, with no way to the course', async () => {
    const page = (await get(`/p/public-site-safety/lessons/${setup.shown.id}?lessonOnly=1`)).body;
    expect(lessonData(page).coursePath).toBeNull();
    expect(page).not.toContain('Back to the course');
    expect(page).toContain('&quot;lessonOnly&quot;:true');
  });
});

describe('a slide lesson with no slide to show', () => {
  it('is offered as nothing to show yet, not Preview, and its preview address is the site 404, until it has a slide', async () => {
    const empty = await createPublicCourse(fixture, { slug: 'public-site-nothing-yet' });
    const noSlides = await addPublishedLesson(fixture, empty.course.id, { title: 'Coming soon', slides: [] });
    const allExcluded = await addPublishedLesson(fixture, empty.course.id, { title: 'All hidden', slides: [sampleSlides()[0]!] });
    await fixture.call('POST', `/api/courses/${empty.course.id}/public-details/excluded-slides`, {
      lessonId: allExcluded.id,
      slideId: sampleSlides()[0]!.id,
    });

    const page = (await get('/p/public-site-nothing-yet')).body;
    for (const lesson of [noSlides, allExcluded]) {
      expect(page).not.toContain(`/lessons/${lesson.id}`);
      const preview = await get(`/p/public-site-nothing-yet/lessons/${lesson.id}`);
      expect(preview.statusCode).toBe(404);
      expect(preview.body).toContain('Page not found');
      expect(preview.body).not.toContain('public-lesson-data');
    }
    expect(page.match(/Nothing to show yet/g)).toHaveLength(2);
    // The lesson with slides to show keeps its Preview.
    expect(page).toContain(`href="/p/public-site-nothing-yet/lessons/${empty.shown.id}"`);
    expect((await get('/p/public-site-nothing-yet?lng=es-ES')).body.match(/Aún no hay nada que ver/g)).toHaveLength(2);

    const saved = (await fixture.call('GET', `/api/lesson-authoring/${noSlides.id}`)).json();
    const withSlides = await fixture.call('PUT', `/api/lesson-authoring/${noSlides.id}`, {
      slides: sampleSlides(),
      latestSavedSlidesStateIdentifier: saved.latestSavedSlidesStateIdentifier,
    });
    expect(withSlides.statusCode, withSlides.body).toBe(200);
    const publish = await fixture.call('POST', `/api/course/${empty.course.id}/lessons/publish`, { lessonIds: [noSlides.id] });
    expect(publish.statusCode, publish.body).toBe(200);
    const published = (await get('/p/public-site-nothing-yet')).body;
    expect(published).toContain(`href="/p/public-site-nothing-yet/lessons/${noSlides.id}"`);
    expect(published.match(/Nothing to show yet/g)).toHaveLength(1);
    expect((await get(`/p/public-site-nothing-yet/lessons/${noSlides.id}`)).statusCode).toBe(200);
  });
});

describe('embedding', () => {
  it('lets any site frame the ?embed=1 pages, and only them, and leaves the chrome out', async () => {
    const embedded = await get('/p/public-site-safety?embed=1');
    expect(embedded.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(embedded.headers['x-frame-options']).toBeUndefined();
    expect(embedded.body).not.toContain('class="site-bar"');
    // Its lesson links stay in embed mode.
    expect(embedded.body).toContain(`/lessons/${setup.shown.id}?embed=1`);
    const lesson = await get(`/p/public-site-safety/lessons/${setup.shown.id}?embed=1`);
    expect(lesson.headers['content-security-policy']).toContain('frame-ancestors *');

    const plain = await get('/p/public-site-safety');
    expect(plain.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(plain.body).toContain('class="site-bar"');
    const app = await get('/api/health');
    expect(app.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });
});

describe('the branded variant', () => {
  it("follows the account's branding from its settings: logo (also the favicon), name and colour, for that account's courses only", async () => {
    const branded = await courseAdminFixture(test, 'Acme <Training>');
    await createPublicCourse(branded, { slug: 'public-site-branded' });
    expect((await get('/p/public-site-branded')).body).not.toContain('data-branded');

    const saved = await branded.call('PUT', '/api/account/settings', {
      branding: { logoUrl: '/examples/images/logo.png', accentColor: '#123abc', colorScheme: 'dark' },
    });
    expect(saved.statusCode).toBe(200);
    const page = (await get('/p/public-site-branded')).body;
    expect(page).toContain('<html lang="en-US" data-theme="ed-dark" data-branded="true">');
    expect(page).toContain('<link rel="icon" href="http://localhost:3000/examples/images/logo.png">');
    expect(page).toContain('<img src="http://localhost:3000/examples/images/logo.png" alt="Acme &lt;Training&gt;">');
    expect(meta(page, 'property', 'og:site_name')).toBe('Acme &lt;Training&gt;');
    expect(page).toContain('<nav class="site-bar__links" aria-label="Acme &lt;Training&gt;">');
    expect(page).toContain('--page-accent:#123abc');
    expect(page).toContain('&quot;isEdapp&quot;:true');

    // A theme the address names wins over the account's, and the page's links keep it.
    const light = (await get('/p/public-site-branded?theme=ed-light')).body;
    expect(light).toContain('data-theme="ed-light"');
    expect(light).toMatch(/\/lessons\/[^"?]+\?theme=ed-light"/);

    const plain = (await get('/p/public-site-safety')).body;
    expect(plain).not.toContain('data-branded');
    expect(plain).toContain('&quot;isEdapp&quot;:false');

    // Back to the theme's own logo and colour: the platform's own look again.
    await branded.call('PUT', '/api/account/settings', { branding: { logoUrl: '', accentColor: null } });
    expect((await get('/p/public-site-branded')).body).not.toContain('data-branded');
  });

  it('never lets a stored brand colour carry CSS of its own (one written past the settings API)', async () => {
    const sneaky = await courseAdminFixture(test, 'Sneaky');
    await createPublicCourse(sneaky, { slug: 'public-site-sneaky' });
    await test.database.db.insert(accountBranding).values({ accountId: sneaky.accountId, accentColor: 'red}body{display:none' });
    const page = (await get('/p/public-site-sneaky')).body;
    expect(page).not.toContain('display:none');
    expect(page).toContain('data-branded="true"');
  });
});

describe('changing the slug', () => {
  it('keeps the old address (and its lessons) moving to the new one, and keeps it from other courses', async () => {
    const moving = await createPublicCourse(fixture, { slug: 'public-site-before' });
    const base = `/api/courses/${moving.course.id}/public-details/url-slugs`;
    const [slug] = (await fixture.call('GET', base)).json();
    expect((await fixture.call('PUT', `${base}/${slug.id}`, { urlSlug: 'public-site-after' })).statusCode).toBe(200);

    const moved = await get('/p/public-site-before?embed=1');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/p/public-site-after?embed=1');
    const lesson = await get(`/p/public-site-before/lessons/${moving.shown.id}`);
    expect(lesson.statusCode).toBe(301);
    expect(lesson.headers.location).toBe(`/p/public-site-after/lessons/${moving.shown.id}`);
    expect((await get('/p/public-site-after')).statusCode).toBe(200);

    // Another course may not take the retired address (it still leads to the first course).
    const other = await createPublicCourse(fixture, { slug: 'public-site-elsewhere' });
    const otherBase = `/api/courses/${other.course.id}/public-details/url-slugs`;
    const [otherSlug] = (await fixture.call('GET', otherBase)).json();
    const taken = await fixture.call('PUT', `${otherBase}/${otherSlug.id}`, { urlSlug: 'public-site-before' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('url_slug_taken');

    // The course itself may take it back: it is its live address again, and the other one now moves.
    expect((await fixture.call('PUT', `${base}/${slug.id}`, { urlSlug: 'public-site-before' })).statusCode).toBe(200);
    expect((await get('/p/public-site-before')).statusCode).toBe(200);
    expect((await get('/p/public-site-after')).headers.location).toBe('/p/public-site-before');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('list the published public courses and nothing else', async () => {
    await createPublicCourse(fixture, { slug: 'public-site-unlisted', publish: false });
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toContain('<loc>http://localhost:3000/p/public-site-safety</loc>');
    expect(sitemap.body).not.toContain('public-site-unlisted');
    const robots = (await get('/robots.txt')).body;
    expect(robots).toContain('Allow: /p/public-site-safety$');
    expect(robots).toContain('Allow: /p/public-site-safety/');
    expect(robots).not.toContain('public-site-unlisted');
    expect(robots).toContain('Allow: /sitemap.xml');
    expect(robots).toContain('Disallow: /\n');
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});
