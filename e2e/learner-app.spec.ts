import { expect, test } from '@playwright/test';
import { signIn } from './sign-in.ts';

// The learner app around the player, on a 360 px phone: the demo learner lands on /learn from sign-in,
// opens the sample course and their profile; staff reach the learner app from the top bar and a course's
// results from its editor.

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

const SAMPLE_COURSE = 'Welcome to Slidewise';

test('the demo learner lands on their courses, opens the sample course and their profile', async ({ page }) => {
  await signIn(page, 'learner@demo.slidewise.dev');

  await expect(page.getByRole('heading', { level: 1, name: 'Your learning' })).toBeVisible();
  await expect(page).toHaveURL(/\/learn$/);
  // Learners see no way into the authoring app.
  await expect(page.getByRole('link', { name: 'Learn', exact: true })).toHaveCount(0);

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: SAMPLE_COURSE }) });
  await expect(card.getByRole('progressbar')).toBeVisible();
  await card.getByRole('link').last().click();

  await expect(page.getByRole('heading', { level: 1, name: SAMPLE_COURSE })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Lessons' })).toBeVisible();
  const firstLesson = page.locator('.learner-lesson').first();
  await expect(firstLesson.getByRole('link')).toHaveAttribute('href', /^\/learn\/lessons\//);
  // The page fits the phone: nothing wider than the viewport.
  expect(await page.locator('html').evaluate((root) => root.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expect(page.getByText('learner@demo.slidewise.dev')).toBeVisible();
});

test('staff open the learner app from the top bar and a course’s results from its editor', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'owner@demo.slidewise.dev');
  await expect(page.getByRole('heading', { level: 1, name: 'Your courses' })).toBeVisible();

  await page.getByRole('link', { name: 'Learn', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your learning' })).toBeVisible();

  await page.goto('/');
  await page.getByRole('link', { name: SAMPLE_COURSE }).click();
  await page.getByRole('link', { name: 'Learner results' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Course results' })).toBeVisible();
  await expect(page).toHaveURL(/\/course\/[^/]+\/results$/);
});
