import { readFile } from 'node:fs/promises';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { e2eBaseUrl } from './environment.ts';
import { signIn } from './sign-in.ts';

// Issue 15's course report and lesson and question report against the real server: the demo learner
// plays two lessons of a course of its own with known answers, then the demo owner finds exactly those
// answers in the reports, and the learners' table downloads as CSV that parses back to the same row.

const PASSWORD = 'slidewise-demo';
const OWNER = 'owner@demo.slidewise.dev';
const LEARNER = 'learner@demo.slidewise.dev';

interface TemplateInfo {
  type: string;
  examples: { subtype: string; name: string; data: Record<string, unknown> }[];
}

async function signedInApi(email: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: e2eBaseUrl });
  const response = await api.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(response.status(), `signing in as ${email}`).toBe(200);
  return api;
}

async function expectOk(response: { ok(): boolean; text(): Promise<string> }, what: string) {
  expect(response.ok(), `${what}: ${await response.text()}`).toBe(true);
}

/**
 * As the demo owner: a course open to every learner, with lesson one (three true statements to judge,
 * then a survey) and lesson two (a word to circle), published.
 */
async function publishReportCourse() {
  const api = await signedInApi(OWNER);
  try {
    const catalogue = (await (await api.get('/api/slide-templates')).json()) as { items: TemplateInfo[] };
    const example = (type: string) => catalogue.items.find((item) => item.type === type)!.examples[0]!;
    const slide = (type: string, id: string, data: Record<string, unknown> = {}) => {
      const chosen = example(type);
      return { id, type, subtype: chosen.subtype, name: chosen.name, data: { ...structuredClone(chosen.data), ...data } };
    };
    const title = `Reported course ${Date.now()}`;
    const course = (await (await api.post('/api/courses', { data: { title } })).json()) as { id: string };
    await expectOk(await api.put(`/api/courses/${course.id}/usergroups`, { data: { universalAccess: true, userGroups: [] } }), 'access');
    const lesson = async (lessonTitle: string, slides: unknown[]) => {
      const created = (await (
        await api.post(`/api/course/${course.id}/lessons`, { data: { kind: 'Lesson', title: lessonTitle } })
      ).json()) as {
        id: string;
      };
      await expectOk(
        await api.put(`/api/lesson-authoring/${created.id}`, { data: { slides, latestSavedSlidesStateIdentifier: null } }),
        'slides',
      );
      return created.id;
    };
    const statements = [{ text: 'Water is wet' }, { text: 'Fire is hot' }, { text: 'Ice is cold' }].map((statement) => ({
      ...statement,
      true: true,
    }));
    const gameData = example('game-true-or-false').data;
    const firstLessonId = await lesson('Judging', [
      slide('game-true-or-false', 'statements', { statements, timer: { ...(gameData.timer as object), disabled: true } }),
      slide('multiple-choice-survey', 'survey'),
    ]);
    const circle = slide('circle-the-answer', 'circle');
    const secondLessonId = await lesson('Circling', [circle]);
    await expectOk(
      await api.post(`/api/course/${course.id}/lessons/publish`, { data: { lessonIds: [firstLessonId, secondLessonId] } }),
      'publish lessons',
    );
    await expectOk(await api.post(`/api/courses/${course.id}/publish`, { data: {} }), 'publish course');
    return { courseId: course.id, title, firstLessonId, secondLessonId, circleWord: circle.data.correctAnswer as string };
  } finally {
    await api.dispose();
  }
}

async function signInLandingOn(page: Page, email: string, landing: RegExp) {
  await signIn(page, email);
  await expect(page).toHaveURL(landing);
}

const slideOf = (page: Page, type: string): Locator => page.locator(`.sw-lesson .sw-slide[data-slide-type="${type}"]`);
const bar = (page: Page): Locator => page.getByRole('navigation', { name: 'Lesson navigation' });
const lessonComplete = (page: Page) => expect(page.getByRole('heading', { name: 'Lesson complete' })).toBeVisible();

test('the course report and the question report show exactly what the learner answered, and the CSV parses', async ({ browser }) => {
  const course = await publishReportCourse();

  const learner = await browser.newPage();
  await signInLandingOn(learner, LEARNER, /\/learn$/);
  // Lesson one: the three statements all judged true (all right), then "Ask a colleague" in the survey.
  await learner.goto(`/learn/lessons/${course.firstLessonId}`);
  const game = slideOf(learner, 'game-true-or-false');
  await game.getByRole('button', { name: 'Start' }).click();
  for (let index = 0; index < 3; index += 1) await game.getByRole('button', { name: 'True', exact: true }).click();
  await expect(game.getByRole('status')).toContainText('points');
  await bar(learner).getByRole('button', { name: 'Next', exact: true }).click();
  const survey = slideOf(learner, 'multiple-choice-survey');
  await survey.getByRole('radio', { name: 'Ask a colleague' }).check();
  await bar(learner).getByRole('button', { name: 'Submit' }).click();
  await bar(learner).getByRole('button', { name: 'Finish', exact: true }).click();
  await lessonComplete(learner);
  // Lesson two: the right word circled.
  await learner.goto(`/learn/lessons/${course.secondLessonId}`);
  await slideOf(learner, 'circle-the-answer').getByRole('button', { name: course.circleWord, exact: true }).click();
  await bar(learner).getByRole('button', { name: 'Check' }).click();
  await bar(learner).getByRole('button', { name: 'Finish', exact: true }).click();
  await lessonComplete(learner);
  await learner.close();

  const owner = await browser.newPage();
  await signInLandingOn(owner, OWNER, /^(?!.*sign-in).*$/);
  // The course picker finds the course by its title.
  await owner.goto('/analytics/courses');
  await owner.getByRole('searchbox', { name: 'Search courses' }).fill(course.title);
  await owner.getByRole('link', { name: course.title }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Course report' })).toBeVisible();

  const funnel = owner.getByRole('table', { name: 'Completion funnel' });
  await expect(funnel.getByRole('row', { name: /^Started/ })).toHaveText('Started1');
  await expect(funnel.getByRole('row', { name: /^Completed/ })).toHaveText('Completed1');
  const learners = owner.getByRole('region', { name: 'Learners' });
  const rows = learners.getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(LEARNER);
  await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText('2/2');

  // Every learner as CSV, streamed by the server: it downloads and parses back to the same learner and figures.
  const [download] = await Promise.all([owner.waitForEvent('download'), owner.getByRole('link', { name: 'Export CSV: Learners' }).click()]);
  const csv = await readFile((await download.path())!, 'utf8');
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  expect(parsed.data[0]!.slice(0, 4)).toEqual(['Learner', 'Email', 'Lessons completed', 'Best score']);
  expect(parsed.data).toHaveLength(2);
  expect(parsed.data[1]![1]).toBe(LEARNER);
  expect(parsed.data[1]![2]).toBe('2/2');
  expect(parsed.data[1]![4]).toBe('2');

  // Lesson one's question report: the statements right at the first try, the survey's one answer.
  await owner.getByRole('link', { name: 'Judging' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Lesson and question report' })).toBeVisible();
  const statements = owner.getByRole('region', { name: /^Slide 1:/ });
  await expect(statements.getByRole('definition').nth(0)).toHaveText('1');
  await expect(statements.getByRole('definition').nth(1)).toHaveText('100%');
  const surveyReport = owner.getByRole('region', { name: /^Slide 2:/ });
  const chosen = surveyReport.getByRole('table', { name: 'Answers chosen' });
  await expect(chosen.getByRole('row', { name: /^Ask a colleague/ })).toHaveText('Ask a colleague1');
  await expect(chosen.getByRole('row', { name: /^Watch a video/ })).toHaveText('Watch a video0');
  await owner.getByRole('link', { name: 'Back to analytics' }).first().isVisible();

  // Lesson two's question report: the word circled right at the first try.
  await owner.goto(`/analytics/courses/${course.courseId}/lessons/${course.secondLessonId}`);
  const circled = owner.getByRole('region', { name: /^Slide 1:/ });
  await expect(circled.getByRole('definition').nth(1)).toHaveText('100%');
  await owner.close();
});
