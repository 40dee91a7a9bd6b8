import { expect, test, type Page } from '@playwright/test';
import { signIn } from './sign-in.ts';

// The lesson slide editor against the real server: a lesson built from five template categories, list
// fields edited, undo and redo, a reload; edits made offline saved when the connection returns; two tabs
// on one lesson, the second save offered the conflict dialog.

async function signInAsDemoOwner(page: Page) {
  await signIn(page, 'owner@demo.slidewise.dev');
  await expect(page.getByRole('heading', { name: 'Your courses' })).toBeVisible();
}

/** A new course with one empty slide lesson, made through the API; returns the lesson's id. */
async function newLesson(page: Page, title: string): Promise<string> {
  const course = await (await page.request.post('/api/courses', { data: { title: `Course of ${title}` } })).json();
  const lesson = await (await page.request.post(`/api/course/${course.id}/lessons`, { data: { kind: 'Lesson', title } })).json();
  return lesson.id as string;
}

type StoredSlide = { name: string; type: string; data: Record<string, unknown> };

async function storedSlides(page: Page, lessonId: string): Promise<StoredSlide[]> {
  const config = await (await page.request.get(`/api/lesson-authoring/${lessonId}`)).json();
  return config.slides as StoredSlide[];
}

const slideNames = (page: Page) => page.locator('.slide-row__name').allTextContents();
const saved = (page: Page) => expect(page.locator('[data-save-status="saved"]').first()).toBeVisible();
const slideForm = (page: Page) => page.getByRole('tabpanel', { name: 'Slide' });

/** Adds a slide from the template library: the template found by its name, started from its example. */
async function addFromLibrary(page: Page, template: string, example: string) {
  await page.getByRole('button', { name: 'Add slide', exact: true }).click();
  const library = page.getByRole('dialog', { name: 'Add a slide' });
  // The library opens on the current template's category; the search runs over all of them.
  await library.getByRole('tab', { name: /^All/ }).click();
  await library.getByLabel('Search templates').fill(template);
  await library
    .getByRole('option', { name: new RegExp(`^${template}`) })
    .first()
    .click();
  await library.getByRole('button', { name: `Insert the example “${example}”` }).click();
  await expect(library).toBeHidden();
}

// One template of each of five categories, with the example each starts from.
const slidesToAdd = [
  ['Title', 'Lesson opener', 'Content'],
  ['True or false', 'Hand hygiene facts', 'Game'],
  ['Carousel', 'Calming an upset customer', 'Multiple Choice'],
  ['Multiple choice survey', 'How do you learn best?', 'Survey'],
  ['Reorder', 'Washing your hands', 'Relationships'],
] as const;

test('an author builds a lesson from five categories, edits list fields, undoes and redoes, and finds it intact after a reload', async ({
  page,
}) => {
  await signInAsDemoOwner(page);
  const lessonId = await newLesson(page, `Hygiene ${Date.now()}`);
  await page.goto(`/lesson/${lessonId}`);
  await expect(page.getByText('This lesson has no slides yet')).toBeVisible();

  for (const [template, example] of slidesToAdd) await addFromLibrary(page, template, example);
  await expect.poll(() => slideNames(page)).toEqual(slidesToAdd.map(([, example]) => example));
  // The last slide added is selected, shown in the preview and in the form.
  await expect(page.getByRole('group', { name: 'Preview of slide 5: Washing your hands' })).toBeVisible();
  await saved(page);

  // The true-or-false slide: its statements are a list of 2 to 20.
  await page.getByRole('button', { name: /^Slide 2: Hand hygiene facts/ }).click();
  await expect(page.getByRole('group', { name: 'Preview of slide 2: Hand hygiene facts' })).toBeVisible();
  const form = slideForm(page);
  await form.getByRole('button', { name: 'Add statement' }).click();
  const statements = form.getByRole('textbox', { name: /^Statement/ });
  await expect(statements).toHaveCount(5);
  await statements.nth(4).fill('Alcohol gel needs 20 to 30 seconds of rubbing.');
  await form.getByRole('button', { name: 'Remove Statement 1' }).click();
  await expect(statements).toHaveCount(4);
  await expect(statements.first()).toHaveValue('Hand sanitiser works as well on visibly dirty hands.');
  await form.getByRole('button', { name: 'Move Statement 1 down' }).click();
  await expect(statements.nth(1)).toHaveValue('Hand sanitiser works as well on visibly dirty hands.');

  // Undo takes back the move, then the removal; redo puts the removal back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(statements.first()).toHaveValue('Hand sanitiser works as well on visibly dirty hands.');
  await page.keyboard.press('Control+z');
  await expect(statements).toHaveCount(5);
  await expect(statements.first()).toHaveValue('Washing your hands properly takes at least 20 seconds.');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(statements).toHaveCount(4);
  await saved(page);

  const expected = [
    'Hand sanitiser works as well on visibly dirty hands.',
    'The backs of the hands and the thumbs are the most often missed.',
    'Only hot water removes germs, so cold water is no use.',
    'Alcohol gel needs 20 to 30 seconds of rubbing.',
  ];
  await page.reload();
  await expect.poll(() => slideNames(page)).toEqual(slidesToAdd.map(([, example]) => example));
  await page.getByRole('button', { name: /^Slide 2: Hand hygiene facts/ }).click();
  await expect(slideForm(page).getByRole('textbox', { name: /^Statement/ })).toHaveCount(4);
  for (const [index, text] of expected.entries())
    await expect(
      slideForm(page)
        .getByRole('textbox', { name: /^Statement/ })
        .nth(index),
    ).toHaveValue(text);

  const stored = await storedSlides(page, lessonId);
  expect(stored.map((slide) => slide.type)).toEqual(['title', 'game-true-or-false', 'carousel', 'multiple-choice-survey', 'reorder']);
  expect((stored[1]!.data.statements as { text: string }[]).map((statement) => statement.text)).toEqual(expected);
});

test('edits made offline are kept and saved when the connection returns', async ({ page, context }) => {
  await signInAsDemoOwner(page);
  const lessonId = await newLesson(page, `Offline ${Date.now()}`);
  await page.goto(`/lesson/${lessonId}`);
  await addFromLibrary(page, 'Title', 'Lesson opener');
  await saved(page);

  await context.setOffline(true);
  await slideForm(page)
    .getByLabel(/^Title/)
    .fill('Written on the train');
  await expect(page.getByText('Offline: kept on this device')).toBeVisible();
  await expect(page.locator('.device-frame')).toContainText('Written on the train');

  await context.setOffline(false);
  await saved(page);
  await expect.poll(async () => (await storedSlides(page, lessonId))[0]?.data.title).toBe('Written on the train');
});

test('two tabs on one lesson: the second save gets the conflict dialog and never overwrites silently', async ({ page, context }) => {
  await signInAsDemoOwner(page);
  const lessonId = await newLesson(page, `Two tabs ${Date.now()}`);
  await page.goto(`/lesson/${lessonId}`);
  await addFromLibrary(page, 'Title', 'Lesson opener');
  await saved(page);

  const other = await context.newPage();
  await other.goto(`/lesson/${lessonId}`);
  await expect.poll(() => slideNames(other)).toEqual(['Lesson opener']);

  // The first tab saves a new slide; the second, still on the old state, renames the first slide.
  await addFromLibrary(page, 'Reorder', 'Washing your hands');
  await saved(page);
  await slideForm(other)
    .getByLabel(/^Slide name/)
    .fill('Renamed in the other tab');

  const dialog = other.getByRole('alertdialog', { name: 'These slides changed elsewhere' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('2 slides')).toBeVisible();
  await expect(dialog.getByText('Washing your hands')).toBeVisible();
  // Nothing was written over the first tab's save.
  expect((await storedSlides(page, lessonId)).map((slide) => slide.name)).toEqual(['Lesson opener', 'Washing your hands']);

  await dialog.getByRole('button', { name: 'Keep mine on top of theirs' }).click();
  await saved(other);
  expect((await storedSlides(page, lessonId)).map((slide) => slide.name)).toEqual(['Renamed in the other tab']);
});
