import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test';
import { e2eBaseUrl } from './environment.ts';
import { signIn } from './sign-in.ts';

// Issue 16: an author builds a Sequential playlist of two courses in /paths; the demo learner finds it on
// their home with the second course locked, completes the first and sees the second open; then downloads
// the first course's PDF certificate, and its public verification page confirms it to someone signed out.

const PASSWORD = 'slidewise-demo';
const OWNER = 'owner@demo.slidewise.dev';
const LEARNER = 'learner@demo.slidewise.dev';

async function signedInApi(email: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: e2eBaseUrl });
  const response = await api.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(response.status(), `signing in as ${email}`).toBe(200);
  return api;
}

async function ok<T = { id: string }>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(response.status(), `${what}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** As the owner: a published course open to everyone, of one published lesson of one title slide. */
async function publishedCourse(api: APIRequestContext, title: string): Promise<{ id: string; lessonId: string }> {
  const course = await ok(await api.post('/api/courses', { data: { title } }), 'create course');
  const lesson = await ok(
    await api.post(`/api/course/${course.id}/lessons`, { data: { kind: 'Lesson', title: `${title}: the lesson` } }),
    'lesson',
  );
  await ok(
    await api.put(`/api/lesson-authoring/${lesson.id}`, {
      data: { slides: [{ id: 'welcome', type: 'title', data: { title: `Welcome to ${title}` } }], latestSavedSlidesStateIdentifier: null },
    }),
    'slides',
  );
  await ok(await api.post(`/api/course/${course.id}/lessons/publish`, { data: { lessonIds: [lesson.id] } }), 'publish lesson');
  await ok(await api.put(`/api/courses/${course.id}/usergroups`, { data: { universalAccess: true, userGroups: [] } }), 'access');
  await ok(await api.post(`/api/courses/${course.id}/publish`, { data: {} }), 'publish course');
  return { id: course.id, lessonId: lesson.id };
}

test('a Sequential playlist opens its second course once the first is completed, whose certificate verifies', async ({ browser }) => {
  const stamp = Date.now();
  const owner = await signedInApi(OWNER);
  const first = await publishedCourse(owner, `Hand washing ${stamp}`);
  const second = await publishedCourse(owner, `Food storage ${stamp}`);
  const playlistTitle = `Kitchen basics ${stamp}`;

  // The author builds the playlist in its editor.
  const author = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signIn(author, OWNER);
  await expect(author.getByRole('heading', { level: 1, name: 'Your courses' })).toBeVisible();
  await author.getByRole('link', { name: 'Playlists', exact: true }).click();
  await author.getByRole('link', { name: 'New playlist' }).click();
  await author.getByLabel(/^Title/).fill(playlistTitle);
  await author.getByRole('button', { name: 'Create playlist' }).click();
  await expect(author.getByRole('heading', { level: 1, name: playlistTitle })).toBeVisible();
  await author.getByRole('radio', { name: /^Sequential/ }).check();
  for (const title of [`Hand washing ${stamp}`, `Food storage ${stamp}`]) {
    await author.getByLabel('Add a course').selectOption({ label: title });
    await author.getByRole('button', { name: 'Add', exact: true }).click();
  }
  await author.getByText('Everyone in the account').click();
  await expect(author.getByRole('switch', { name: 'Everyone in the account' })).toBeChecked();
  await author.getByRole('button', { name: 'Save' }).click();
  await expect(author.getByText('Playlist saved.')).toBeVisible();
  await author.getByRole('button', { name: 'Publish' }).click();
  await expect(author.getByText('Playlist published.')).toBeVisible();
  await author.close();

  // The learner, on a phone, finds it on their home.
  const learnerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const learner = await learnerContext.newPage();
  await signIn(learner, LEARNER);
  await expect(learner.getByRole('heading', { level: 1, name: 'Your learning' })).toBeVisible();
  const card = learner.getByRole('listitem').filter({ has: learner.getByRole('heading', { name: playlistTitle }) });
  await card.getByRole('link', { name: 'Open playlist' }).click();
  await expect(learner.getByRole('heading', { level: 1, name: playlistTitle })).toBeVisible();
  const steps = learner.getByRole('list', { name: 'Courses in order' }).getByRole('listitem');
  await expect(steps.nth(0)).toContainText('Open');
  await expect(steps.nth(1)).toContainText('Locked');
  await expect(steps.nth(1)).toContainText(`Complete “Hand washing ${stamp}” first to open this course.`);
  await expect(steps.nth(1).getByRole('link')).toHaveCount(0);
  expect(await learner.locator('html').evaluate((root) => root.scrollWidth)).toBeLessThanOrEqual(390);

  // The first course's one lesson, played to its end through the learner API.
  const attempt = await ok(await learner.request.post(`/api/learner/lessons/${first.lessonId}/attempts`, { data: {} }), 'start');
  await ok(await learner.request.post(`/api/learner/attempts/${attempt.id}/finish`), 'finish');

  await learner.reload();
  await expect(steps.nth(0)).toContainText('Completed');
  await expect(steps.nth(1)).toContainText('Open');
  await expect(steps.nth(1).getByRole('link', { name: 'Start' })).toHaveAttribute('href', `/learn/courses/${second.id}`);
  await expect(learner.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');

  // The certificate of the first course, as a PDF, and its verification code.
  await learner.goto(`/learn/courses/${first.id}/certificate`);
  const downloading = learner.waitForEvent('download');
  await learner.getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^certificate-[2-9A-Z]{12}\.pdf$/);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const code = download.suggestedFilename().slice('certificate-'.length, -'.pdf'.length);
  await expect(learner.getByText(code)).toBeVisible();
  await learnerContext.close();

  // Anyone with the code, signed out, sees the certificate confirmed.
  const stranger = await browser.newPage();
  await stranger.goto(`/certificates/${code}`);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Certificate check' })).toBeVisible();
  await expect(stranger.getByText('This certificate is genuine and valid.')).toBeVisible();
  await expect(stranger.getByText(`Hand washing ${stamp}`)).toBeVisible();
  await stranger.goto('/certificates/NOSUCHCODE99');
  await expect(stranger.getByText('No certificate has this code')).toBeVisible();
  await stranger.close();
});
