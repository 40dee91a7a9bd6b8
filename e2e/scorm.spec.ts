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
import { signIn } from './sign-in.ts';

// SCORM packages end to end (issue 13), on a phone: the demo owner, at a desktop, uploads the sample SCORM 1.2
// and SCORM 2004 modules as zips through a SCORM slide's package field in the lesson editor (a zip whose
// manifest sits in a folder is refused with its precise message first), each in a lesson of the sample
// course; the demo learner plays each to its question, closes the browser, and in a fresh browser (another
// device: nothing of the first one's storage) finds the package where it stopped, answers, and finishes;
// the owner's course results page shows each lesson's score as the package reported it (right: 100, wrong: 0).

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

/** A lesson of the sample course: a SCORM slide (the catalogue's example, its package emptied), then the end. */
async function packageLesson(api: APIRequestContext, title: string): Promise<{ courseId: string; lessonId: string }> {
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
    { id: 'package', type: 'scorm', subtype: scorm.subtype, name: scorm.name, data: { ...scorm.data, package: '' } },
    { id: 'end', type: 'exit', subtype: exit.subtype, name: exit.name, data: exit.data },
  ];
  const saved = await api.put(`/api/lesson-authoring/${lesson.id}`, { data: { slides, latestSavedSlidesStateIdentifier: null } });
  expect(saved.status(), await saved.text()).toBe(200);
  return { courseId: course.id, lessonId: lesson.id };
}

/** The owner at a desktop, signed in. */
async function authorDesk(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, OWNER);
  await expect(page).not.toHaveURL(/sign-in/);
  return page;
}

/**
 * In the lesson editor, the SCORM slide's package field: a zip whose manifest is in a folder is refused with
 * its message; the real zip is uploaded, unpacked and becomes the slide's package, saved with the lesson.
 */
async function uploadPackageInEditor(page: Page, lessonId: string, folder: string, standardName: RegExp, refusedFirst: boolean) {
  await page.goto(`/lesson/${lessonId}`);
  const form = page.getByRole('tabpanel', { name: 'Slide' });
  const field = form.getByRole('textbox', { name: /^SCORM package/ });
  await expect(field).toHaveValue('');
  const picker = form.getByLabel(/^Choose a file for SCORM package/);
  const zip = await zipOf(folder);
  if (refusedFirst) {
    const names = await readdir(join(EXAMPLES, folder));
    const inFolder = writeZip(
      await Promise.all(names.map(async (name) => ({ name: `${folder}/${name}`, data: await readFile(join(EXAMPLES, folder, name)) }))),
    );
    await picker.setInputFiles({ name: `${folder}-folder.zip`, mimeType: 'application/zip', buffer: inFolder });
    await expect(
      form.getByText(`imsmanifest.xml is inside the folder "${folder}". Zip the contents of the package`, { exact: false }),
    ).toBeVisible();
    await expect(field).toHaveValue('');
  }
  await picker.setInputFiles({ name: `${folder}.zip`, mimeType: 'application/zip', buffer: zip });
  await expect(form.getByText(standardName)).toBeVisible();
  await expect(field).toHaveValue(/^\/packages\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/.+\.html/);
  await expect(page.locator('[data-save-status="saved"]').first()).toBeVisible();
  const stored = (await (await page.request.get(`/api/lesson-authoring/${lessonId}`)).json()) as {
    slides: { data: { package: string } }[];
  };
  expect(stored.slides[0]!.data.package).toBe(await field.inputValue());
}

/** A browser of its own (another device), signed in as the demo learner. */
async function learnerDevice(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, LEARNER);
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

for (const { folder, standard, standardName, question, answer, score, refusedFirst } of [
  {
    folder: 'anti-bribery-scorm12',
    standard: 'scorm12',
    standardName: /is ready to play \(SCORM 1\.2, 3 files\)/,
    question: "A supplier's offer",
    answer: 'Decline, and tell your manager',
    score: 100,
    refusedFirst: true,
  },
  {
    folder: 'fire-safety-scorm2004',
    standard: 'scorm2004-4th',
    standardName: /is ready to play \(SCORM 2004 4th edition, 3 files\)/,
    question: 'The alarm',
    // The wrong answer: the lesson's score is then the package's 0, not a finished lesson's 100.
    answer: 'Finish the e-mail first',
    score: 0,
    refusedFirst: false,
  },
]) {
  test(`a ${standard} package uploaded in the lesson editor resumes on another device where the learner stopped, and its score counts`, async ({
    browser,
  }) => {
    const owner = await signedInApi(OWNER);
    const { courseId, lessonId } = await packageLesson(owner, `Package ${standard} ${Date.now()}`);
    const desk = await authorDesk(browser);
    await uploadPackageInEditor(desk, lessonId, folder, standardName, refusedFirst);
    const published = await owner.post(`/api/course/${courseId}/lessons/publish`, { data: { lessonIds: [lessonId] } });
    expect(published.ok(), await published.text()).toBe(true);

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
    await again.getByLabel(answer).check();
    const answered = runtimeSaved(phone);
    await again.getByRole('button', { name: 'Check my answer' }).click();
    await expect(again.getByText(new RegExp(`Score: ${score}\\.`))).toBeVisible();
    const attemptId = /\/attempts\/([^/]+)\//.exec((await answered).url())![1]!;
    // The slide shows what the package reported, and lets the learner on.
    await expect(phone.getByText(`${score === 100 ? 'Passed' : 'Not passed'} · Score: ${score}`)).toBeVisible();
    await phone.getByRole('navigation', { name: 'Lesson navigation' }).getByRole('button', { name: 'Finish', exact: true }).click();
    await expect(phone.getByRole('heading', { name: 'Lesson complete' })).toBeVisible();

    // The server kept what the package reported for the attempt.
    const learnerApi = await signedInApi(LEARNER);
    const stored = await (await learnerApi.get(`/api/learner/attempts/${attemptId}/packages/package/runtime`)).json();
    expect(stored).toMatchObject({ standard, status: score === 100 ? 'passed' : 'failed', score });
    await learnerApi.dispose();
    await phone.context().close();

    // The owner's course results page: the lesson's best score is the package's (docs/scoring.md).
    await desk.goto(`/course/${courseId}/results`);
    const card = desk.locator('li.course-results__learner').filter({ hasText: LEARNER });
    await card.locator('summary').click();
    const row = card.getByRole('row').filter({ has: desk.getByRole('rowheader', { name: new RegExp(`^Package ${standard}`) }) });
    await expect(row.getByRole('cell').first()).toHaveText(String(score));
    await desk.context().close();
    await owner.dispose();
  });
}
