import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo-accounts.ts';

/**
 * Signs `page` in through the sign-in page as a person would, and waits until it has left that page (its
 * button reads "Signing in…" meanwhile). Where they land is the caller's to check. `origin` is for the
 * specs that start a server of their own.
 */
export async function signIn(page: Page, email: string, { password = DEMO_PASSWORD, origin = '' } = {}): Promise<void> {
  await page.goto(`${origin}/sign-in`);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/sign-in');
}
