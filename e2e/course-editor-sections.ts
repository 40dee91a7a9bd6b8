import { expect, type Page } from '@playwright/test';

/** Opens a section of the course editor by its name; on narrow screens the list sits behind a disclosure button. */
export async function openSection(page: Page, name: string): Promise<void> {
  const navigation = page.getByRole('navigation', { name: 'Sections' });
  const toggle = navigation.getByRole('button', { name: /Sections/ });
  if (await toggle.isVisible()) await toggle.click();
  await navigation.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}
