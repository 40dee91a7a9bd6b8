import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { startServerProcess, type ServerProcess } from '../packages/server/src/test-support/server-process.ts';
import { freePort } from './free-port.ts';
import { signIn } from './sign-in.ts';

// Issue 15, the analytics overview: on a demo account where one demo learner has just finished one lesson,
// the owner opens /analytics by its address and from the top bar, sees that lesson and that learner counted,
// downloads the day-by-day CSV and reads the same figures in it, and opens the learner's report from /users.
// Its own server and data, so the figures are exactly the lesson played here.

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'slidewise-demo';
const OWNER = 'owner@demo.slidewise.dev';
const LEARNER = 'learner1@demo.slidewise.dev';
let server: ServerProcess;
let dataDir: string;
let lessonTitle: string;

/** The learner plays the first lesson of the first course open to them, start to finish, through the API. */
async function playOneLesson(baseURL: string): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    expect((await api.post('/api/auth/login', { data: { email: LEARNER, password: PASSWORD } })).status()).toBe(200);
    const courses = (await (await api.get('/api/learner/courses')).json()) as { items: { id: string; lessonCount: number }[] };
    const course = courses.items.find((item) => item.lessonCount > 0);
    expect(course, 'a demo course with lessons').toBeTruthy();
    const detail = (await (await api.get(`/api/learner/courses/${course!.id}`)).json()) as {
      lessons: { id: string; kind: string; title: string }[];
    };
    const lesson = detail.lessons.find((item) => item.kind === 'Lesson');
    expect(lesson, 'a lesson to play').toBeTruthy();
    const started = await api.post(`/api/learner/lessons/${lesson!.id}/attempts`, { data: {} });
    expect(started.status(), await started.text()).toBe(201);
    const attempt = (await started.json()) as { id: string };
    const finished = await api.post(`/api/learner/attempts/${attempt.id}/finish`);
    expect(finished.status(), await finished.text()).toBe(200);
    return lesson!.title;
  } finally {
    await api.dispose();
  }
}

const signInAsOwner = (page: Page) => signIn(page, OWNER, { origin: server.url });

const total = (page: Page, label: string) =>
  page
    .locator('.report-figures div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

test.beforeAll(async () => {
  // Its own server starts through tsx, migrates and seeds: slow on a busy machine.
  test.setTimeout(120_000);
  dataDir = await mkdtemp(join(tmpdir(), 'slidewise-e2e-analytics-'));
  const port = await freePort();
  server = await startServerProcess({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    SIGN_IN_RATE_LIMIT: '1000',
  });
  lessonTitle = await playOneLesson(server.url);
});
test.afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

test('the owner opens /analytics directly and sees the lesson just played, and the learner, counted', async ({ page }) => {
  await signInAsOwner(page);
  await page.goto(`${server.url}/analytics`);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(total(page, 'Active learners')).toHaveText('1');
  await expect(total(page, 'Lessons completed')).toHaveText('1');
  await expect(total(page, 'People overdue')).toHaveText('0');
  await expect(page.getByRole('table', { name: 'Lessons completed per day' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/analytics/courses');
});

test('the top bar leads there, and the day-by-day CSV downloads and holds the same figures', async ({ page }) => {
  await signInAsOwner(page);
  await page.getByRole('link', { name: 'Analytics', exact: true }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(total(page, 'Lessons completed')).toHaveText('1');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV: Day by day' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^overview-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = text
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
  expect(header).toEqual(['Day', 'Active that day', 'Active in 7 days', 'Active in 30 days', 'Lessons completed', 'Courses completed']);
  expect(rows).toHaveLength(30);
  const today = new Date().toISOString().slice(0, 10);
  expect(rows.at(-1)).toEqual([today, '1', '1', '1', '1', expect.stringMatching(/^[01]$/)]);
  expect(rows.reduce((sum, row) => sum + Number(row[4]), 0)).toBe(1);
});

test("the learner's report opens from their page in /users and lists the attempt", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto(`${server.url}/users`);
  await page
    .getByRole('link', { name: /Lee Learner/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Learner report' }).click();
  await expect(page).toHaveURL(/\/analytics\/learners\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Lee Learner' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Lesson attempts' }).getByRole('cell', { name: lessonTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
});
