import { expect, test, type Page } from '@playwright/test';
import { samplePng, samplePptx } from '@slidewise/server';
import { signIn } from './sign-in.ts';
import { openSection } from './course-editor-sections.ts';

// Issue 17 in the browser: an author imports a PowerPoint presentation into a new lesson of a course
// (uploaded through the dialog, converted on the server's job queue) and finds its slides in the lesson
// editor, in order; an author imports a starter course from the course library as their own.

const OWNER = 'owner@demo.slidewise.dev';

async function signInAsOwner(page: Page) {
  await signIn(page, OWNER);
  await expect(page.getByRole('heading', { name: 'Your courses' })).toBeVisible();
}

test('a presentation becomes a lesson whose slides follow the deck', async ({ page }) => {
  await signInAsOwner(page);
  const created = await page.request.post('/api/courses', { data: { title: `Fire safety ${Date.now()}` } });
  const course = (await created.json()) as { id: string };
  const deck = await samplePptx(
    [
      { title: 'Fire drill' },
      { title: 'When the alarm sounds', paragraphs: ['Stop what you are doing', 'Leave by the nearest exit'] },
      { title: 'Assembly point', paragraphs: ['The car park gate'], pictures: [await samplePng(320, 180)] },
    ],
    'Fire drill',
  );

  await page.goto(`/course/${course.id}/edit`);
  await openSection(page, 'Lessons');
  await page.getByRole('button', { name: 'Import a presentation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a presentation' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'fire-drill.pptx',
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    buffer: deck,
  });

  // Done, the new lesson opens in the lesson editor with one slide per presentation slide, in order.
  await expect(page).toHaveURL(/\/lesson\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: /^Slide 1: Fire drill/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Slide 2: When the alarm sounds/ })).toBeVisible();
  await page.getByRole('button', { name: /^Slide 3: Assembly point/ }).click();
  const preview = page.getByRole('group', { name: 'Preview of slide 3: Assembly point' });
  await expect(preview).toBeVisible();
  await expect(preview.locator('img[src^="/api/media/"]').first()).toBeVisible();
});

test('a starter course from the library becomes the account’s own course', async ({ page }) => {
  await signInAsOwner(page);
  await page.getByRole('link', { name: 'Course library' }).click();
  await expect(page.getByRole('heading', { name: 'Course library', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Manual handling' }).click();
  await expect(page.getByRole('heading', { name: 'Lesson 2: The safe lift' })).toBeVisible();
  await expect(page.getByText('The safe lift, step by step')).toBeVisible();
  await page.getByRole('button', { name: 'Import as my course' }).click();

  await expect(page).toHaveURL(/\/course\/[0-9a-f-]{36}\/edit$/);
  await openSection(page, 'Lessons');
  await expect(page.getByRole('list', { name: 'Lessons' }).getByText('Think before you lift')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Lessons' }).getByText('The safe lift')).toBeVisible();
});
