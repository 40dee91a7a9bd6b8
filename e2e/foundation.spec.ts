import { expect, test } from '@playwright/test';
import { latestMessageTo } from './outbox.ts';

test('a new trainer signs up through the e-mailed link, reads Spanish, signs out, returns by magic link, and themes follow the URL', async ({
  page,
}) => {
  const email = `trainer-${Date.now()}@example.com`;

  await page.goto('/sign-up');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByLabel('Account name').fill('Analytical Engines');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/Check your inbox: we sent a link to/)).toBeVisible();

  // The account is made when the e-mailed link is opened.
  const confirmation = new URL((await latestMessageTo(email, { subject: /confirm your e-mail/i })).link);
  expect(confirmation.pathname).toBe('/magic-link');
  await page.goto(confirmation.pathname + confirmation.search);
  await expect(page.getByRole('heading', { name: 'Your courses' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByLabel('Language').selectOption('es-ES');
  await expect(page.getByRole('heading', { name: 'Tus cursos' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/sign-in/);

  // Back to English for the sign-in, so the rest of the walk reads the English labels.
  await page.getByLabel('Idioma').selectOption('en-US');
  await page.getByRole('link', { name: 'E-mail me a sign-in link' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();

  // Sent after the answer: wait for the sign-in mail itself, not the earlier confirmation.
  const message = await latestMessageTo(email, { subject: /sign-in link/i });
  const link = new URL(message.link);
  expect(link.pathname).toBe('/magic-link');
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Your courses' })).toBeVisible();

  // A used link does not sign anyone in twice.
  const reuse = await page.request.post('/api/auth/magic-link/verify', { data: { token: link.searchParams.get('token') } });
  expect(reuse.status()).toBe(401);

  await page.goto('/?theme=sc-light');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'sc-light');
  // The choice is remembered without the parameter.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'sc-light');
});

test('the demo owner sees the sample course, and unknown pages say so', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill('owner@demo.slidewise.dev');
  await page.getByLabel('Password').fill('slidewise-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Welcome to Slidewise')).toBeVisible();

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
});
