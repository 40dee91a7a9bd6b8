import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from './sign-in.ts';

// Issue 14 in a real browser: an administrator switches leaderboards off in /settings and the learner app
// loses them; a platform administrator locks the demo account's plan and its course editor turns read-only.

const OWNER = 'owner@demo.slidewise.dev';
const LEARNER = 'learner@demo.slidewise.dev';
const PLATFORM_ADMIN = 'platform@demo.slidewise.dev';
const SAMPLE_COURSE = 'Welcome to Slidewise';
const DEMO_ACCOUNT = 'Slidewise Demo';

/** A page of its own browser context, signed in through the sign-in page. */
async function signedIn(browser: Browser, email: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page).not.toHaveURL(/sign-in/);
  return page;
}

async function sampleCourseId(page: Page): Promise<string> {
  const courses = (await (await page.request.get('/api/courses')).json()) as { items: { id: string; title: string }[] };
  return courses.items.find((course) => course.title === SAMPLE_COURSE)!.id;
}

test('switching leaderboards off in /settings removes them from the learner app', async ({ browser }) => {
  const owner = await signedIn(browser, OWNER);
  const courseId = await sampleCourseId(owner);
  expect((await owner.request.post('/api/v2/leaderBoard/enable', { data: { courseId, isEnabled: true } })).ok()).toBe(true);
  // The learner on a phone.
  const learner = await signedIn(browser, LEARNER, { width: 390, height: 844 });
  try {
    await learner.goto(`/learn/courses/${courseId}`);
    await expect(learner.getByRole('link', { name: 'Leaderboard', exact: true })).toBeVisible();
    await expect(learner.getByRole('link', { name: 'Leaderboards', exact: true })).toBeVisible();

    await owner.getByRole('button', { name: /account and theme/ }).click();
    await owner.getByRole('link', { name: 'Settings' }).click();
    await expect(owner.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const leaderboards = owner.getByRole('switch', { name: 'Leaderboards' });
    await expect(leaderboards).toBeChecked();
    await expect(owner.getByText(/Off: no leaderboard anywhere/)).toBeVisible();
    await leaderboards.uncheck();
    await owner.getByRole('button', { name: 'Save settings' }).click();
    await expect(owner.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();

    await learner.reload();
    await expect(learner.getByRole('heading', { level: 1, name: SAMPLE_COURSE })).toBeVisible();
    await expect(learner.getByRole('link', { name: 'Leaderboard', exact: true })).toHaveCount(0);
    await expect(learner.getByRole('link', { name: 'Leaderboards', exact: true })).toHaveCount(0);
    await learner.goto(`/learn/courses/${courseId}/leaderboard`);
    await expect(learner.getByText('This course has no leaderboard.')).toBeVisible();
    await expect(learner.getByRole('table')).toHaveCount(0);
  } finally {
    // The demo as the other specs know it.
    await owner.request.put('/api/account/settings', { data: { switches: { leaderboardEnabled: true } } });
    await owner.request.post('/api/v2/leaderBoard/enable', { data: { courseId, isEnabled: false } });
    await owner.context().close();
    await learner.context().close();
  }
});

test('a platform administrator locks the plan, and the course editor turns read-only with the reason and date', async ({ browser }) => {
  const admin = await signedIn(browser, PLATFORM_ADMIN);
  const owner = await signedIn(browser, OWNER);
  const accounts = (await (await admin.request.get(`/api/platform/accounts?search=${encodeURIComponent(DEMO_ACCOUNT)}`)).json()) as {
    items: { id: string; name: string }[];
  };
  const accountId = accounts.items.find((account) => account.name === DEMO_ACCOUNT)!.id;
  try {
    await admin.goto('/platform/accounts');
    await admin.getByLabel('Search accounts by name').fill(DEMO_ACCOUNT);
    await admin.getByRole('button', { name: `Change the plan of ${DEMO_ACCOUNT}` }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('switch', { name: 'Authoring open' }).uncheck();
    await dialog.getByLabel(/^Reason shown to the account/).fill('The trial ended');
    await dialog.getByLabel(/^Locked since/).fill('2026-11-01');
    await dialog.getByRole('button', { name: 'Save plan' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(admin.getByText('Authoring locked')).toBeVisible();

    const courseId = await sampleCourseId(owner);
    await owner.goto(`/course/${courseId}/edit`);
    await expect(owner.getByText('Your plan no longer gives access to authoring.')).toBeVisible();
    await expect(owner.getByText(/Reason: The trial ended\./)).toBeVisible();
    await expect(owner.getByText(/Locked since Nov 1, 2026/)).toBeVisible();
    await expect(owner.getByLabel(/^Title/).first()).toBeDisabled();
    // The server refuses a write all the same, saying why.
    const refused = await owner.request.post('/api/courses', { data: { title: 'Not now' } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe('plan_locked');
  } finally {
    await admin.request.put(`/api/platform/accounts/${accountId}/plan`, {
      data: { planKind: 'enterprise', planAccess: { hasAccess: true, hasAccessReason: '', lockedDate: null, lessonLimit: null } },
    });
    await admin.context().close();
    await owner.context().close();
  }
});
