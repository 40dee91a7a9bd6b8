import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Browser,
  type FrameLocator,
  type Page,
} from '@playwright/test';
import { writeZip } from '@slidewise/server';
import { e2eBaseUrl } from './environment.ts';

// SCORM packages end to end (issue 13), on a phone: the demo owner uploads the sample SCORM 1.2 and SCORM
// 2004 modules as zips and imports them (through the API: the upload fields are another part of the
// issue), each in a lesson of the sample course; the demo learner plays each to its question, closes the
// browser, and in a fresh browser (another device: nothing of the first one's storage) finds the package
// where it stopped, answers, and finishes; the owner sees the learner's lessons on the course results.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const PASSWORD = 'slidewise-demo';
const OWNER = 'owner@demo.slidewise.dev';
const LEARNER = 'learner@demo.slidewise.dev';
const SAMPLE_COURSE = 'Welcome to Slidewise';
const EXAMPLES = join(import.meta.dirname, '../packages/web/public/examples/packages');

async function signedInApi(email: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: e2eBaseUrl });
  const response = await api.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(response.status(), `signing in as ${email}`).toBe(200);
  return api;
}

/** The example package's folder zipped as an author would upload it. */
async function zipOf(folder: string): Promise<Buffer> {
  const names = await readdir(join(EXAMPLES, folder));
  return writeZip(await Promise.all(names.map(async (name) => ({ name, data: await readFile(join(EXAMPLES, folder, name)) }))));
}

/** Uploads the zip through the signed upload flow and imports it: the address a slide stores. */
async function importPackage(api: APIRequestContext, folder: string): Promise<{ address: string; standard: string }> {
  const zip = await zipOf(folder);
  const signed = await api.post('/api/media/getSignedUploadParams', {
    data: { contentType: 'scorm', fileName: `${folder}.zip`, size: zip.length },
  });
  expect(signed.status(), await signed.text()).toBe(200);
  const { mediaId, upload } = await signed.json();
  expect(upload.method).toBe('PUT');
  const sent = await api.put(upload.url, { data: zip, headers: upload.headers });
  expect(sent.ok(), await sent.text()).toBe(true);
  const completed = await api.post(`/api/media/${mediaId}/complete`);
  expect(completed.status(), await completed.text()).toBe(200);
  const imported = await api.post('/api/packages', { data: { mediaId, kind: 'scorm' } });
  expect(imported.status(), await imported.text()).toBe(201);
  return imported.json();
}

/** A published lesson of the sample course: the package's slide, then the end. */
async function publishPackageLesson(
  api: APIRequestContext,
  title: string,
  address: string,
): Promise<{ courseId: string; lessonId: string }> {
  const courses = (await (await api.get('/api/courses')).json()) as { items: { id: string; title: string }[] };
  const course = courses.items.find((item) => item.title === SAMPLE_COURSE)!;
  const lesson = (await (await api.post(`/api/course/${course.id}/lessons`, { data: { kind: 'Lesson', title } })).json()) as { id: string };
  const catalogue = (await (await api.get('/api/slide-templates')).json()) as {
    items: { type: string; examples: { subtype: string; name: string; data: Record<string, unknown> }[] }[];
  };
  const example = (type: string) => catalogue.items.find((item) => item.type === type)!.examples[0]!;
  const scorm = example('scorm');
  const exit = example('exit');
  const slides = [
    { id: 'package', type: 'scorm', subtype: scorm.subtype, name: scorm.name, data: { ...scorm.data, package: address } },
    { id: 'end', type: 'exit', subtype: exit.subtype, name: exit.name, data: exit.data },
  ];
  const saved = await api.put(`/api/lesson-authoring/${lesson.id}`, { data: { slides, latestSavedSlidesStateIdentifier: null } });
  expect(saved.status(), await saved.text()).toBe(200);
  const published = await api.post(`/api/course/${course.id}/lessons/publish`, { data: { lessonIds: [lesson.id] } });
  expect(published.ok(), await published.text()).toBe(true);
  return { courseId: course.id, lessonId: lesson.id };
}

/** A browser of its own (another device), signed in as the demo learner. */
async function learnerDevice(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/sign-in');
  await page.getByLabel(/^E-mail/).fill(LEARNER);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/learn$/);
  return page;
}

/** Opens the lesson and its package: the package's own page, inside the runtime page on the package origin. */
async function openPackage(page: Page, lessonId: string): Promise<FrameLocator> {
  await page.goto(`/learn/lessons/${lessonId}`);
  await page.getByRole('button', { name: 'Start the module' }).click();
  const runtime = page.frameLocator('iframe[title$="(course package)"]');
  return runtime.frameLocator('iframe.package-runtime__frame');
}

const runtimeSaved = (page: Page) =>
  page.waitForResponse(
    (response) => /\/packages\/package\/runtime$/.test(response.url()) && response.request().method() === 'PUT' && response.ok(),
  );

for (const { folder, standard, question, rightAnswer } of [
  { folder: 'anti-bribery-scorm12', standard: 'scorm12', question: "A supplier's offer", rightAnswer: 'Decline, and tell your manager' },
  { folder: 'fire-safety-scorm2004', standard: 'scorm2004-4th', question: 'The alarm', rightAnswer: 'Leave now by the nearest exit' },
]) {
  test(`a ${standard} package resumes on another device where the learner stopped, and its result is recorded`, async ({ browser }) => {
    const owner = await signedInApi(OWNER);
    const imported = await importPackage(owner, folder);
    expect(imported.standard).toBe(standard);
    const { courseId, lessonId } = await publishPackageLesson(owner, `Package ${standard} ${Date.now()}`, imported.address);

    // The first device: the learner reads the introduction and moves to the question, then leaves.
    const laptop = await learnerDevice(browser);
    const first = await openPackage(laptop, lessonId);
    await expect(first.getByRole('heading', { name: question, exact: true })).toBeHidden();
    const saved = runtimeSaved(laptop);
    await first.getByRole('button', { name: 'Next' }).click();
    await expect(first.getByRole('heading', { name: question, exact: true })).toBeVisible();
    await saved;
    await laptop.context().close();

    // Another device: the package opens at the question, welcoming the learner back.
    const phone = await learnerDevice(browser);
    const again = await openPackage(phone, lessonId);
    await expect(again.getByText('Welcome back: you are where you left off.')).toBeVisible();
    await expect(again.getByRole('heading', { name: question, exact: true })).toBeVisible();
    await again.getByLabel(rightAnswer).check();
    const answered = runtimeSaved(phone);
    await again.getByRole('button', { name: 'Check my answer' }).click();
    await expect(again.getByText(/Score: 100\./)).toBeVisible();
    const attemptId = /\/attempts\/([^/]+)\//.exec((await answered).url())![1]!;
    // The slide shows what the package reported, and lets the learner on.
    await expect(phone.getByText('Passed · Score: 100')).toBeVisible();
    await phone.getByRole('navigation', { name: 'Lesson navigation' }).getByRole('button', { name: 'Finish', exact: true }).click();
    await expect(phone.getByRole('heading', { name: 'Lesson complete' })).toBeVisible();

    // The server kept what the package reported for the attempt, and the course results show the lesson
    // finished with its score (a package's result is recorded and scores no points: docs/scoring.md).
    const learnerApi = await signedInApi(LEARNER);
    const stored = await (await learnerApi.get(`/api/learner/attempts/${attemptId}/packages/package/runtime`)).json();
    expect(stored).toMatchObject({ standard, status: 'passed', score: 100 });
    await learnerApi.dispose();
    const results = await owner.get(`/api/courses/${courseId}/results`);
    expect(results.ok(), await results.text()).toBe(true);
    const row = (
      (await results.json()) as {
        items: { email: string; lessons: { lessonId: string; bestScore: number | null; attemptCount: number }[] }[];
      }
    ).items.find((item) => item.email === LEARNER);
    expect(row?.lessons.find((item) => item.lessonId === lessonId)).toMatchObject({ bestScore: 100, attemptCount: 1 });
    await phone.context().close();
    await owner.dispose();
  });
}
