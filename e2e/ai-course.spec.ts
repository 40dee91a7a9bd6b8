import { expect, test } from '@playwright/test';
import { signIn } from './sign-in.ts';

// Issue 17 against the real server with the deterministic mock model (AI_PROVIDER=mock, test servers
// only): an author describes a three-lesson course, reviews the outline, watches the lessons arrive in
// the course editor, edits a generated slide, publishes the course, and the demo learner plays it.

test('an author generates a three-lesson course from a prompt, edits a slide and publishes it; a learner plays it', async ({
  page,
  browser,
}) => {
  await signIn(page, 'owner@demo.slidewise.dev');
  await expect(page.getByRole('heading', { name: 'Your courses' })).toBeVisible();
  await page.goto('/course/new/edit');
  await page.getByRole('link', { name: 'Create it with AI instead' }).click();

  const topic = `Fire safety ${Date.now()}`;
  await page.getByLabel('What should the course teach?').fill(topic);
  await page.getByLabel('Who is it for?').fill('Warehouse staff');
  await page.getByLabel('Number of lessons').fill('3');
  await page.getByRole('button', { name: 'Propose an outline' }).click();

  // The outline to review: three lessons, the first renamed before generating.
  await expect(page.getByRole('heading', { name: 'Review the outline' })).toBeVisible();
  await expect(page.getByLabel(/^Lesson \d title$/)).toHaveCount(3);
  await page.getByLabel('Lesson 1 title').fill('Where the exits are');
  await page.getByRole('button', { name: 'Generate the course (3 lessons)' }).click();

  // The course editor follows the generation until every lesson is written.
  await expect(page).toHaveURL(/\/course\/[0-9a-f-]+\/edit$/);
  const courseId = /\/course\/([0-9a-f-]+)\/edit/.exec(page.url())![1]!;
  await expect(page.getByText(/Generated with AI: \d+ tokens used/)).toBeVisible({ timeout: 30_000 });
  const lessons = (await (await page.request.get(`/api/course/${courseId}/lessons`)).json()) as { id: string; title: string }[];
  expect(lessons.map((lesson) => lesson.title)).toEqual(['Where the exits are', `${topic}: part 2`, `${topic}: part 3`]);

  // A generated slide edited in the lesson editor: the first lesson's title slide.
  await page.goto(`/lesson/${lessons[0]!.id}`);
  await page.getByRole('button', { name: /^Slide 1:/ }).click();
  const title = page.getByRole('tabpanel', { name: 'Slide' }).getByRole('textbox', { name: 'Title (required)', exact: true });
  await title.fill('Know your way out');
  await expect(page.locator('[data-save-status="saved"]').first()).toBeVisible();

  // Published and opened to everyone in the account, through the API the editor's buttons call.
  const lessonIds = lessons.map((lesson) => lesson.id);
  expect((await page.request.post(`/api/course/${courseId}/lessons/publish`, { data: { lessonIds } })).ok()).toBe(true);
  expect((await page.request.put(`/api/courses/${courseId}/usergroups`, { data: { universalAccess: true, userGroups: [] } })).ok()).toBe(
    true,
  );
  const published = await page.request.post(`/api/courses/${courseId}/publish`, { data: {} });
  expect(published.ok(), await published.text()).toBe(true);

  // The demo learner plays the first lesson and sees the edited slide.
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await signIn(learner, 'learner@demo.slidewise.dev');
  await expect(learner).toHaveURL(/\/learn$/);
  await learner.goto(`/learn/lessons/${lessons[0]!.id}`);
  await expect(learner.locator('.sw-lesson .sw-slide[data-slide-type="title"]')).toBeVisible();
  await expect(learner.getByText('Know your way out')).toBeVisible();
  await learnerContext.close();
});
