import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { startServerProcess, type ServerProcess } from '../packages/server/src/test-support/server-process.ts';
import { startSmtpInbox } from '../packages/server/src/test-support/smtp-inbox.ts';
import { freePort } from './free-port.ts';
import { signIn } from './sign-in.ts';

// Issue 14, people: the owner invites a learner by e-mail, the mail goes over SMTP to a local SMTP server
// started here, the learner signs up from its link, lands in the right group and sees the course shared
// with that group, not another group's (and a learner of another group sees theirs, not this one); a CSV of 200 people with 3 bad rows shows
// the three errors, then imports the rest; a bulk action adds 50 of them to a group. This spec runs its
// own server (the suite's shared one writes mail to a folder; this one sends it over SMTP).

test.describe.configure({ mode: 'serial' });

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let server: ServerProcess;
let dataDir: string;

test.beforeAll(async () => {
  // Its own server starts through tsx, migrates and seeds: slow on a busy machine.
  test.setTimeout(120_000);
  inbox = await startSmtpInbox();
  dataDir = await mkdtemp(join(tmpdir(), 'slidewise-e2e-people-'));
  const port = await freePort();
  server = await startServerProcess({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SMTP_URL: inbox.url,
    SEED_DEMO: 'true',
    SIGN_IN_RATE_LIMIT: '1000',
  });
});
test.afterAll(async () => {
  await server?.stop();
  await inbox?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Signed in on this spec's own server. */
const signInHere = (page: Page, email: string) => signIn(page, email, { origin: server.url });

async function createGroup(page: Page, name: string) {
  await page.goto(`${server.url}/user-groups`);
  await page.getByLabel("New group's name").fill(name);
  await page.getByRole('button', { name: 'Create the group' }).click();
  await expect(page.getByRole('link', { name })).toBeVisible();
}

/** As the signed-in page's user: the demo's published course limited to one user group. */
async function limitSampleCourseTo(request: APIRequestContext, groupName: string) {
  const groups = (await (await request.get(`${server.url}/api/usergroups`)).json()) as { id: string; name: string }[];
  const courses = (await (await request.get(`${server.url}/api/courses`)).json()) as { items: { id: string; title: string }[] };
  const course = courses.items.find((item) => item.title === 'Welcome to Slidewise')!;
  const response = await request.put(`${server.url}/api/courses/${course.id}/usergroups`, {
    data: { universalAccess: false, userGroups: [groups.find((group) => group.name === groupName)!.id] },
    headers: { origin: server.url },
  });
  expect(response.status()).toBe(200);
}

/** As the signed-in page's user: a new published course shared with one user group only. */
async function publishCourseFor(request: APIRequestContext, title: string, groupName: string) {
  const headers = { origin: server.url };
  const groups = (await (await request.get(`${server.url}/api/usergroups`)).json()) as { id: string; name: string }[];
  const created = await request.post(`${server.url}/api/courses`, { data: { title }, headers });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const shared = await request.put(`${server.url}/api/courses/${id}/usergroups`, {
    data: { universalAccess: false, userGroups: [groups.find((group) => group.name === groupName)!.id] },
    headers,
  });
  expect(shared.status()).toBe(200);
  expect((await request.post(`${server.url}/api/courses/${id}/publish`, { data: {}, headers })).status()).toBe(200);
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test('the owner invites a learner by e-mail; they sign up from the mail into the group and see its course', async ({ page, browser }) => {
  await signInHere(page, 'owner@demo.slidewise.dev');
  await createGroup(page, 'Warehouse');
  await limitSampleCourseTo(page.request, 'Warehouse');
  // A course of another group, which the new learner must not see.
  await publishCourseFor(page.request, 'Sales onboarding', 'Sales team');

  await page.goto(`${server.url}/users`);
  await page.getByRole('button', { name: 'Invite by e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite by e-mail' });
  await dialog.getByLabel(/^E-mail addresses/).fill('new.learner@example.com');
  await dialog.getByRole('checkbox', { name: 'Warehouse' }).check();
  await dialog.getByRole('button', { name: 'Invite 1 person' }).click();
  await expect(dialog.getByText('1 invitation is on its way.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  const mail = await inbox.mailTo('new.learner@example.com');
  const link = mail.link(`${server.url}/accept-invitation`);
  const learner = await newPage(browser);
  await learner.goto(link);
  await expect(learner.getByRole('heading', { name: 'Join with your invitation' })).toBeVisible();
  await learner.getByLabel(/^First name/).fill('Nora');
  await learner.getByLabel(/^Last name/).fill('New');
  await learner.getByLabel(/^New password/).fill('a good password');
  await learner.getByRole('button', { name: 'Join' }).click();
  await expect(learner.getByRole('heading', { level: 1, name: 'Your learning' })).toBeVisible();
  await expect(learner.getByRole('heading', { name: 'Welcome to Slidewise' })).toBeVisible();
  await expect(learner.getByRole('heading', { name: 'Sales onboarding' })).toHaveCount(0);

  // In the right group, as the group's page shows.
  await page.goto(`${server.url}/user-groups`);
  await page.getByRole('link', { name: 'Warehouse' }).click();
  await expect(page.getByRole('link', { name: 'Nora New' })).toBeVisible();

  // A learner of another group does not see the course.
  const other = await newPage(browser);
  await signInHere(other, 'learner1@demo.slidewise.dev');
  await expect(other.getByRole('heading', { level: 1, name: 'Your learning' })).toBeVisible();
  await expect(other.getByRole('heading', { name: 'Welcome to Slidewise' })).toHaveCount(0);
  // …and sees their own group's course, so the new learner's home above missed it for its group alone.
  await expect(other.getByRole('heading', { name: 'Sales onboarding' })).toBeVisible();
});

test('a CSV of 200 people with 3 bad rows shows the three errors, then imports the rest', async ({ page }) => {
  await signInHere(page, 'owner@demo.slidewise.dev');
  const rows = Array.from({ length: 200 }, (_, index) => {
    const number = String(index).padStart(3, '0');
    if (index === 10) return `not-an-address,Bad,Email,,`;
    if (index === 20) return `csv${number}@example.com,Bad,Role,wizard,`;
    if (index === 30) return `csv${number}@example.com,Bad,Group,app-user,Nowhere`;
    return `csv${number}@example.com,Csv,Person ${number},app-user,Sales team`;
  });
  const csv = ['userEmail,userFirstName,userLastName,userRoles,userGroups', ...rows].join('\n');
  await page.goto(`${server.url}/users/import`);
  await page.getByLabel('File to import').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('197 to create, 0 to update, 0 unchanged, 3 with errors')).toBeVisible();
  // Worded by the web from each error's code and value (people.import.rowErrors), with the locale's quotes.
  await expect(page.getByText('“not-an-address” is not an e-mail address.')).toBeVisible();
  await expect(page.getByText('There is no role “wizard”.')).toBeVisible();
  await expect(page.getByText('There is no user group named “Nowhere”.')).toBeVisible();
  await page.getByRole('button', { name: 'Import the 197 rows without errors' }).click();
  await expect(page.getByRole('heading', { name: 'Imported' })).toBeVisible();

  await page.goto(`${server.url}/users?search=csv`);
  await expect(page.getByText('197 people')).toBeVisible();
});

test('a bulk action adds 50 people to a group', async ({ page }) => {
  await signInHere(page, 'owner@demo.slidewise.dev');
  await createGroup(page, 'Night shift');
  await page.goto(`${server.url}/users?search=csv&pageSize=50`);
  await page.getByRole('checkbox', { name: 'Choose everyone on this page' }).check();
  await expect(page.getByText('50 people chosen')).toBeVisible();
  await page.getByRole('button', { name: 'Act on them…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Act on 50 people' });
  await dialog.getByLabel('Action').selectOption('addToGroups');
  await dialog.getByRole('checkbox', { name: 'Night shift' }).check();
  await dialog.getByRole('button', { name: 'Add them' }).click();
  await expect(dialog).toHaveCount(0);

  await page.goto(`${server.url}/user-groups`);
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Night shift' }) })).toContainText('50 members');

  // The list and a person's page fit a 390 px phone: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/users?search=csv', '/users/import', '/invitations']) {
    await page.goto(`${server.url}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect({ path, width: await page.locator('html').evaluate((root) => root.scrollWidth) }).toEqual({ path, width: 390 });
  }
  await page.goto(`${server.url}/users?search=csv`);
  await page.getByRole('link', { name: 'Csv Person 000' }).click();
  await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible();
  expect(await page.locator('html').evaluate((root) => root.scrollWidth)).toBeLessThanOrEqual(390);
});
