import { expect, request as playwrightRequest, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { e2eBaseUrl } from './environment.ts';
import { signIn } from './sign-in.ts';

// The public course preview site against the real server (issue 18): an author publishes a course and
// gives it an address in the course editor, a stranger opens the link signed out and plays a lesson,
// another site embeds the page in a frame, and every page view records Public Preview with its flags.

const OWNER = 'owner@demo.slidewise.dev';
const PASSWORD = 'slidewise-demo';

interface TemplateInfo {
  type: string;
  examples: { subtype: string; name: string; data: Record<string, unknown> }[];
}

async function ownerApi(): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: e2eBaseUrl });
  expect((await api.post('/api/auth/login', { data: { email: OWNER, password: PASSWORD } })).status()).toBe(200);
  return api;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json().catch(() => undefined)) as T;
}

/** A published course with one published lesson of a title slide and a quiz, as an author makes it through the API. */
async function publishCourse(title: string): Promise<{ courseId: string; lessonId: string; answer: string }> {
  const api = await ownerApi();
  try {
    const course = await ok<{ id: string }>(await api.post('/api/courses', { data: { title } }));
    await ok(await api.put(`/api/courses/${course.id}/usergroups`, { data: { universalAccess: true, userGroups: [] } }));
    const lesson = await ok<{ id: string }>(
      await api.post(`/api/course/${course.id}/lessons`, { data: { kind: 'Lesson', title: 'Spot the hazard' } }),
    );
    const catalogue = await ok<{ items: TemplateInfo[] }>(await api.get('/api/slide-templates'));
    const slide = (type: string, id: string) => {
      const example = catalogue.items.find((item) => item.type === type)!.examples[0]!;
      return { id, type, subtype: example.subtype, name: example.name, data: structuredClone(example.data) };
    };
    const quiz = slide('circle-the-answer', 'quiz');
    const slides = [slide('title', 'intro'), quiz];
    await ok(await api.put(`/api/lesson-authoring/${lesson.id}`, { data: { slides, latestSavedSlidesStateIdentifier: null } }));
    await ok(await api.post(`/api/course/${course.id}/lessons/publish`, { data: { lessonIds: [lesson.id] } }));
    await ok(await api.post(`/api/courses/${course.id}/publish`, { data: {} }));
    return { courseId: course.id, lessonId: lesson.id, answer: quiz.data.correctAnswer as string };
  } finally {
    await api.dispose();
  }
}

/** The Public Preview events a page sends (its frames' included), as the server receives them. */
function recordPreviewEvents(page: Page): Record<string, unknown>[] {
  const events: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/events')) return;
    const body = request.postDataJSON() as { batch: { event?: string; properties: Record<string, unknown> }[] };
    for (const event of body.batch) if (event.event === 'Public Preview') events.push(event.properties);
  });
  return events;
}

async function signInAsOwner(page: Page) {
  await signIn(page, OWNER);
  await expect(page.getByRole('heading', { name: 'Your courses' })).toBeVisible();
}

test('a published course gets an address, plays for a stranger, embeds in another site and records Public Preview', async ({
  page,
  browser,
}) => {
  const title = `Hazard spotting ${Date.now()}`;
  const slug = `hazard-spotting-${Date.now()}`;
  const { courseId, lessonId, answer } = await publishCourse(title);

  // The author gives the page its address in the editor's public section, which then offers the live link.
  await signInAsOwner(page);
  await page.goto(`/course/${courseId}/edit`);
  const navigation = page.getByRole('navigation', { name: 'Sections' });
  const toggle = navigation.getByRole('button', { name: /Sections/ });
  if (await toggle.isVisible()) await toggle.click();
  await navigation.getByRole('link', { name: 'Public page', exact: true }).click();
  await page.getByRole('button', { name: 'Set up the public page' }).click();
  await page.getByLabel('URL slug').fill(slug);
  await page.getByRole('form', { name: 'Page address' }).getByRole('button', { name: 'Save' }).click();
  const link = page.getByTestId('public-page-link');
  await expect(link).toHaveText(`${e2eBaseUrl}/p/${slug}`);
  await expect(page.getByRole('img', { name: `QR code of the public page of ${title}` })).toBeVisible();
  await expect(page.getByLabel('Embed snippet')).toHaveValue(new RegExp(`/p/${slug}\\?embed=1`));

  // A stranger, signed out, on a phone: the course page, rendered by the server.
  const stranger = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const visitor = await stranger.newPage();
  const events = recordPreviewEvents(visitor);
  const answered = await visitor.goto(`/p/${slug}`);
  expect(answered?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(visitor.getByRole('link', { name: 'Sign up' }).first()).toBeVisible();
  await expect.poll(() => events.length).toBe(1);
  expect(events[0]).toEqual({ is_edapp: false, is_iframe: false, lesson_only: false, course_id: courseId });

  // …plays the lesson in the player: nothing is recorded, the end screen offers to sign up.
  await visitor.getByRole('link', { name: 'Preview: Spot the hazard' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/p/${slug}/lessons/${lessonId}$`));
  await expect(visitor.locator('.sw-slide[data-slide-type="title"]')).toBeVisible();
  const bar = visitor.getByRole('navigation', { name: 'Lesson navigation' });
  await bar.getByRole('button', { name: "Let's begin" }).click();
  const quiz = visitor.locator('.sw-slide[data-slide-type="circle-the-answer"]');
  await quiz.getByRole('button', { name: answer, exact: true }).click();
  await bar.getByRole('button', { name: 'Check' }).click();
  await bar.getByRole('button', { name: 'Finish', exact: true }).click();
  await expect(visitor.getByRole('link', { name: 'Sign up to take the course' })).toBeVisible();
  await expect.poll(() => events.length).toBe(2);
  expect(events[1]).toMatchObject({ is_iframe: false, lesson_only: false });
  // Nothing of the play reached the course's results: no attempt, no activity, for anyone.
  const api = await ownerApi();
  const results = await ok<{ items: { lastActivityAt: string | null; lessons: { attemptCount: number }[] }[] }>(
    await api.get(`/api/courses/${courseId}/results`),
  );
  await api.dispose();
  expect(
    results.items.every((learner) => learner.lastActivityAt === null && learner.lessons.every((lesson) => lesson.attemptCount === 0)),
  ).toBe(true);

  // Another site embeds the page and, lesson only, the lesson: both play inside its frames. The test page
  // is served by a server of its own on another origin (localhost, not 127.0.0.1): Chromium lets only a
  // page of the local network frame local pages, so a page faked by the browser's routing would not do.
  const embedder = await startEmbeddingSite(
    `<!doctype html><title>Our intranet</title><h1>Training</h1>
    <iframe id="course" title="Course" src="${e2eBaseUrl}/p/${slug}?embed=1" width="380" height="600"></iframe>
    <iframe id="lesson" title="Lesson" src="${e2eBaseUrl}/p/${slug}/lessons/${lessonId}?embed=1&lessonOnly=1" width="380" height="600"></iframe>`,
  );
  await visitor.goto(embedder.url);
  const courseFrame = visitor.frameLocator('#course');
  await expect(courseFrame.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(courseFrame.locator('.site-bar')).toHaveCount(0);
  const lessonFrame = visitor.frameLocator('#lesson');
  await expect(lessonFrame.locator('.sw-slide[data-slide-type="title"]')).toBeVisible();
  await expect(lessonFrame.getByText('Back to the course')).toHaveCount(0);
  await expect.poll(() => events.length).toBe(4);
  expect(events.slice(2)).toEqual(
    expect.arrayContaining([
      { is_edapp: false, is_iframe: true, lesson_only: false, course_id: courseId },
      { is_edapp: false, is_iframe: true, lesson_only: true, course_id: courseId },
    ]),
  );
  await stranger.close();
  await embedder.close();
});

/** Another site: one page, on its own port of localhost. */
async function startEmbeddingSite(page: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://localhost:${port}/training`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
