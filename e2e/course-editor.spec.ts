import { expect, test, type Page } from '@playwright/test';
import { signIn } from './sign-in.ts';
import { openSection } from './course-editor-sections.ts';

// The all-in-one course editor against the real server: create a course, add one lesson of each kind,
// reorder, tag, limit access to a user group, schedule, unpublish; and a save the browser makes fail.

async function signInAsDemoOwner(page: Page) {
  await signIn(page, 'owner@demo.slidewise.dev');
  await expect(page.getByRole('heading', { name: 'Your courses' })).toBeVisible();
}

async function createCourse(page: Page, title: string): Promise<string> {
  await page.getByRole('link', { name: 'New course' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New course' })).toBeVisible();
  await page.getByLabel(/^Title/).fill(title);
  await page.getByRole('button', { name: 'Create course' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/course\/[^/]+\/edit$/);
  return new URL(page.url()).pathname.split('/')[2]!;
}

const saved = (page: Page) => expect(page.getByText('All changes saved')).toBeVisible();

const lessonKinds = [
  ['Lesson', 'Slides: staying safe'],
  ['Discussion', 'Discuss: near misses'],
  ['Assessment', 'Check: the rules'],
  ['Observation', 'Observe: a shift'],
  ['Conference', 'Meet: live Q&A'],
] as const;

test('an author builds, tags, limits, schedules and unpublishes a course in the editor', async ({ page }) => {
  await signInAsDemoOwner(page);
  const title = `Warehouse safety ${Date.now()}`;
  const courseId = await createCourse(page, title);

  // One lesson of each kind, each added at the end.
  await openSection(page, 'Lessons');
  await expect(page.getByText('No lessons yet')).toBeVisible();
  for (const [kind, lessonTitle] of lessonKinds) {
    await page.getByLabel('Kind').selectOption(kind);
    await page.getByLabel('Title of the new lesson').fill(lessonTitle);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('link', { name: lessonTitle })).toBeVisible();
  }
  const lessonOrder = () => page.locator('.lesson-row .lesson-row__title').allTextContents();
  await expect.poll(lessonOrder).toEqual(lessonKinds.map(([, lessonTitle]) => lessonTitle));
  for (const [kind, lessonTitle] of lessonKinds) {
    await expect(page.locator('.lesson-row', { hasText: lessonTitle }).getByText(kind, { exact: true })).toBeVisible();
  }

  // Reorder with the keyboard: the conference moves up one place, and the server keeps the order.
  await page.getByRole('button', { name: 'Move Meet: live Q&A up' }).focus();
  await page.keyboard.press('Enter');
  const reordered = ['Slides: staying safe', 'Discuss: near misses', 'Check: the rules', 'Meet: live Q&A', 'Observe: a shift'];
  await expect.poll(lessonOrder).toEqual(reordered);
  await saved(page);
  await page.reload();
  await expect.poll(lessonOrder).toEqual(reordered);

  // A new tag, created on the fly.
  const tag = `forklifts-${Date.now()}`;
  await openSection(page, 'Tags');
  await page.getByRole('combobox', { name: 'Add a tag' }).fill(tag);
  await expect(page.getByText('No results found')).toBeVisible();
  await page.getByRole('option', { name: `Add "${tag}"` }).click();
  await expect(page.getByRole('list', { name: 'Tags of this course' }).getByText(tag)).toBeVisible();
  await saved(page);

  // Access limited to a user group made on the spot.
  const group = `Night shift ${Date.now()}`;
  await openSection(page, 'Access');
  await page.getByRole('radio', { name: 'Only some user groups' }).check();
  await page.getByLabel('New group name').fill(group);
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByRole('checkbox', { name: group })).toBeChecked();
  await saved(page);

  // Everything above is on the server.
  const stored = await (await page.request.get(`/api/courses/${courseId}`)).json();
  expect(stored.tags.map((each: { name: string }) => each.name)).toContain(tag);
  expect(stored.universalAccess).toBe(false);
  expect(stored.userGroups).toHaveLength(1);
  expect(stored.lessons).toHaveLength(5);

  // Scheduled for later, with the date pickers.
  await openSection(page, 'Status and publishing');
  await page.getByRole('button', { name: 'Schedule for later' }).click();
  const form = page.getByRole('form', { name: 'Schedule for later' });
  await form.getByLabel(/^Publish on/).fill('2099-06-01T10:00');
  await form.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('The course is scheduled.')).toBeVisible();
  await expect(page.locator('.course-editor__meta [data-status]')).toHaveAttribute('data-status', 'Scheduled');
  await expect(page.getByText(/^Goes live on /)).toBeVisible();

  // Unpublished: back to draft.
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('The course is unpublished and back to draft.')).toBeVisible();
  await expect(page.locator('.course-editor__meta [data-status]')).toHaveAttribute('data-status', 'Draft');
  const afterUnpublish = await (await page.request.get(`/api/courses/${courseId}`)).json();
  expect(afterUnpublish).toMatchObject({ courseStatus: 'Draft', publishOn: null, display: { active: false } });
});

test('a save that fails says why in the reader’s words and reverts the form', async ({ page }) => {
  await signInAsDemoOwner(page);
  const title = `Ladder safety ${Date.now()}`;
  const courseId = await createCourse(page, title);

  await page.route(`**/api/courses/${courseId}`, async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Saving is switched off for this test.', code: 'internal_error' }),
    });
  });

  const titleField = page.getByLabel(/^Title/);
  await titleField.fill('A title that will not be kept');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expect(page.getByText('Your last change was not saved and has been undone.')).toBeVisible();
  // Worded by the refusal's code in the reader's language (errors.codes), not by the server's own sentence.
  await expect(page.locator('.course-editor__error').getByText('Something went wrong on our side. Please try again.')).toBeVisible();
  await expect(titleField).toHaveValue(title);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const stored = await (await page.request.get(`/api/courses/${courseId}`)).json();
  expect(stored.title).toBe(title);
});
