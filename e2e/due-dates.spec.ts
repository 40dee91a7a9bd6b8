import { expect, request as playwrightRequest, test, type Browser } from '@playwright/test';
import { asDemoOwner, DEMO_LEARNER, signedInPage } from './demo-activities.ts';
import { e2eBaseUrl } from './environment.ts';

// Issue 16: a course due every year on a date. The learner sees it due, the server's clock moves past the
// date (the test server runs with TEST_CLOCK=true) and it shows overdue; a year on, the next period opens
// it again and the learner is told. Each move signs in afresh: a session does not outlive a year.

const DAY_MS = 24 * 60 * 60 * 1000;

async function moveServerClock(moment: Date): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL: e2eBaseUrl });
  try {
    const response = await api.post('/api/test/clock', { data: { now: moment.toISOString() } });
    expect(response.status(), await response.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}

async function learnerHome(browser: Browser) {
  const page = await signedInPage(browser, DEMO_LEARNER);
  await page.goto('/learn');
  await expect(page.getByRole('heading', { level: 1, name: 'Your learning' })).toBeVisible();
  return page;
}

const monthDay = (date: Date) => date.toISOString().slice(5, 10);

let courseId = '';

test.afterAll(async () => {
  // Later specs run on the real clock, without this course.
  await moveServerClock(new Date());
  if (courseId) await asDemoOwner(async ({ api }) => void (await api.post(`/api/courses/${courseId}/unpublish`, { data: {} })));
});

test('a recurring course due on a date shows overdue after the clock moves and reopens a year later', async ({ browser }) => {
  // Ten days ahead, away from 29 February so every year has the day.
  let dueDay = new Date(Date.now() + 10 * DAY_MS);
  if (monthDay(dueDay) === '02-29') dueDay = new Date(dueDay.getTime() + DAY_MS);
  const title = `Fire safety ${Date.now()}`;
  courseId = await asDemoOwner(async ({ api }) => {
    const created = await api.post('/api/courses', { data: { title } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await api.put(`/api/courses/${id}/usergroups`, { data: { universalAccess: true, userGroups: [] } })).status()).toBe(200);
    const { version } = (await (await api.get(`/api/courses/${id}`)).json()) as { version: number };
    const saved = await api.put(`/api/courses/${id}`, {
      data: { version, mandatory: { type: 'recurring-static-date', recurringDate: monthDay(dueDay), timeZone: 'UTC' } },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    expect((await api.post(`/api/courses/${id}/publish`, { data: {} })).status()).toBe(200);
    return id;
  });

  const before = await learnerHome(browser);
  const due = before.getByRole('region', { name: 'Due' });
  const item = due.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('Due ');
  await expect(item).not.toContainText('Overdue');
  await before.context().close();

  // The day after the due date: overdue, on the home and on the course page.
  await moveServerClock(new Date(dueDay.getTime() + DAY_MS));
  const overdue = await learnerHome(browser);
  const overdueItem = overdue.getByRole('region', { name: 'Due' }).getByRole('listitem').filter({ hasText: title });
  await expect(overdueItem).toContainText('Overdue since');
  await overdueItem.getByRole('link', { name: title }).click();
  await expect(overdue.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(overdue.locator('.learner-course-due')).toContainText('Overdue since');
  await expect(overdue.locator('.learner-course-due')).toContainText('Period 1');
  await overdue.context().close();

  // A year on, days before the next due date: the next period has opened.
  await moveServerClock(new Date(dueDay.getTime() + 360 * DAY_MS));
  const reopened = await learnerHome(browser);
  const reopenedItem = reopened.getByRole('region', { name: 'Due' }).getByRole('listitem').filter({ hasText: title });
  await expect(reopenedItem).toContainText('Due ');
  await expect(reopenedItem).not.toContainText('Overdue');
  await reopenedItem.getByRole('link', { name: title }).click();
  await expect(reopened.locator('.learner-course-due')).toContainText('Period 2');

  await reopened.getByRole('link', { name: /^Notifications: \d+ unread$/ }).click();
  await expect(reopened.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(reopened.getByRole('listitem').filter({ hasText: `“${title}” has opened again` })).toBeVisible();
  await reopened.context().close();
});
