import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { analyticsEvents, learnerAttempts, rateLimitCounters } from '../../db/schema.ts';
import { createPublicCourse, type PublicCourseSetup } from '../public-site/public-site-fixture.ts';
import { insertAccountWithPeople } from '../../test-support/people.ts';

let test: TestApp;
let fixture: CourseAdminFixture;
let setup: PublicCourseSetup;

beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test, 'Analytics');
  setup = await createPublicCourse(fixture, { slug: 'analytics-course' });
});
afterAll(() => test.close());

const preview = (overrides: Record<string, unknown> = {}) => ({
  type: 'track',
  event: 'Public Preview',
  properties: { is_edapp: false, is_iframe: true, lesson_only: false, course_id: setup.course.id, ...overrides },
  anonymousId: 'visitor-1',
});
const send = (batch: unknown[], cookie?: string) =>
  test.app.inject({ method: 'POST', url: '/api/events', payload: { batch }, headers: cookie ? { cookie } : {} });
const eventsOf = (courseId: string) =>
  test.database.db.select().from(analyticsEvents).where(sql`${analyticsEvents.properties}->>'course_id' = ${courseId}`);

describe('POST /api/events', () => {
  it('stores a visitor’s Public Preview events in the course’s account, without a user (202)', async () => {
    const response = await send([preview(), preview({ is_iframe: false, lesson_only: true })]);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 2 });
    const rows = await eventsOf(setup.course.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      accountId: fixture.accountId,
      eventType: 'track',
      eventName: 'Public Preview',
      eventVersion: '1.0.0',
      userId: null,
      anonymousId: 'visitor-1',
    });
    expect(rows.map((row) => row.properties.lesson_only).sort()).toEqual([false, true]);
  });

  it("refuses an event absent from the tracking plan with the spec's message, and stores none of the batch (400)", async () => {
    const before = (await eventsOf(setup.course.id)).length;
    const response = await send([preview(), { type: 'track', event: 'Course Teleported', properties: {} }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_events',
      message: 'Event 2: Event Course Teleported not found in tracking plan.',
      details: { events: [{ index: 1, problems: ['Event Course Teleported not found in tracking plan.'] }] },
    });
    expect(await eventsOf(setup.course.id)).toHaveLength(before);
  });

  it('refuses properties on identify, context, group and page events, and properties that fail the plan', async () => {
    const response = await send([
      { type: 'page', name: 'Course', properties: { path: '/p/x' } },
      { type: 'identify', properties: { email: 'a@b.c' } },
      preview({ is_iframe: 'yes', colour: 'red' }),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.events).toEqual([
      { index: 0, problems: ['A page event carries no properties (got path).'] },
      { index: 1, problems: ['A identify event carries no properties (got email).'] },
      {
        index: 2,
        problems: [
          'Property is_iframe of Public Preview must be a boolean.',
          'Property colour is not in the tracking plan for Public Preview.',
        ],
      },
    ]);
  });

  it('refuses a public event about a course that has no public page (a draft, another id)', async () => {
    const draft = await createPublicCourse(fixture, { slug: 'analytics-draft', publish: false });
    const response = await send([preview({ course_id: draft.course.id })]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('has no public page');
    expect(await eventsOf(draft.course.id)).toHaveLength(0);
  });

  it('refuses a malformed batch: empty, too long, or not events at all (400)', async () => {
    expect((await send([])).statusCode).toBe(400);
    expect((await send(Array.from({ length: 101 }, () => preview()))).statusCode).toBe(400);
    expect((await send([{ type: 'shout', event: 'x' }])).statusCode).toBe(400);
    expect((await test.app.inject({ method: 'POST', url: '/api/events', payload: { events: [] } })).statusCode).toBe(400);
  });

  it('lets only a signed-in sender record events that are not public (401 otherwise), in their own account', async () => {
    const page = { type: 'page', name: 'Course list' };
    expect((await send([page])).statusCode).toBe(401);
    const learner = fixture.people['app-user'];
    const response = await send([page], learner.cookie);
    expect(response.statusCode).toBe(202);
    const [row] = await test.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, learner.id));
    expect(row).toMatchObject({ accountId: fixture.accountId, eventType: 'page', eventName: 'Course list', eventVersion: null });
  });

  it('keeps a signed-in visitor of another account’s public page out of that account’s rows (tenancy)', async () => {
    const response = await send([preview({ is_iframe: false })], fixture.outsider.cookie);
    expect(response.statusCode).toBe(202);
    const rows = await test.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.accountId, fixture.outsider.accountId));
    expect(rows).toHaveLength(0);
    const stored = (await eventsOf(setup.course.id)).filter((row) => row.properties.is_iframe === false && row.anonymousId === 'visitor-1');
    expect(stored.every((row) => row.userId === null && row.accountId === fixture.accountId)).toBe(true);
  });

  it('stores every batch of senders posting at once, each answered once its rows are stored, with every field kept', async () => {
    const sentAt = '2026-03-04T05:06:07.000Z';
    const batches = Array.from({ length: 6 }, (_, sender) =>
      Array.from({ length: 3 }, (_, index) => ({
        ...preview({ lesson_only: true, is_edapp: sender % 2 === 0 }),
        anonymousId: `together-${sender}`,
        messageId: `together-${sender}-${index}`,
        timestamp: sentAt,
      })),
    );
    const responses = await Promise.all(batches.map((batch) => send(batch)));
    expect(responses.map((response) => [response.statusCode, response.json()])).toEqual(batches.map(() => [202, { accepted: 3 }]));
    const stored = (await eventsOf(setup.course.id)).filter((row) => row.anonymousId?.startsWith('together-'));
    expect(stored.map((row) => row.messageId).sort()).toEqual(
      batches
        .flat()
        .map((event) => event.messageId)
        .sort(),
    );
    for (const row of stored) {
      expect(row).toMatchObject({ accountId: fixture.accountId, userId: null, eventName: 'Public Preview', eventVersion: '1.0.0' });
      expect(row.sentAt?.toISOString()).toBe(sentAt);
      const sender = Number(row.anonymousId!.slice('together-'.length));
      expect(row.properties).toEqual({ is_edapp: sender % 2 === 0, is_iframe: true, lesson_only: true, course_id: setup.course.id });
    }
  });

  it('never changes a stored event: the table is append-only', async () => {
    await expect(test.database.db.update(analyticsEvents).set({ eventName: 'Rewritten' })).rejects.toThrow();
  });

  it('records nothing as a learner result while visitors play and report', async () => {
    const count = async () => (await test.database.db.select({ n: sql<number>`count(*)::int` }).from(learnerAttempts))[0]!.n;
    const before = await count();
    expect((await test.app.inject({ method: 'GET', url: `/p/analytics-course/lessons/${setup.shown.id}` })).statusCode).toBe(200);
    expect((await send([preview({ lesson_only: true })])).statusCode).toBe(202);
    expect(await count()).toBe(before);
  });
});

// The route reads a sender's session at most every few seconds (auth/recent-sessions.ts); a change made
// through this server is seen by the next batch all the same.
describe('the sender of POST /api/events after their session or roles change', () => {
  const page = { type: 'page', name: 'Course list' };
  let people: { id: string; accountId: string }[];
  let ownerCookie: string;
  beforeAll(async () => {
    const account = await insertAccountWithPeople(test.database.db, 'Analytics senders', [
      ['account-owner'],
      ['app-user'],
      ['app-user'],
      ['app-user'],
    ]);
    people = account.people;
    ownerCookie = await test.sessionCookieFor(people[0]!);
  });
  const storedOf = async (userId: string) =>
    (await test.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, userId))).length;

  it('is refused as soon as they signed out (401)', async () => {
    const cookie = await test.sessionCookieFor(people[1]!);
    expect((await send([page], cookie)).statusCode).toBe(202);
    expect((await test.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(204);
    expect((await send([page], cookie)).statusCode).toBe(401);
  });

  it('is no longer counted as soon as they are excluded from analytics, and counted again once they are not', async () => {
    const person = people[1]!;
    const cookie = await test.sessionCookieFor(person);
    const setRoles = async (roles: string[]) => {
      const response = await test.app.inject({
        method: 'PUT',
        url: `/api/users/${person.id}`,
        headers: { cookie: ownerCookie },
        payload: { roles },
      });
      expect(response.statusCode).toBe(200);
    };
    const before = await storedOf(person.id);
    expect((await send([page], cookie)).statusCode).toBe(202);
    await setRoles(['app-user', 'exclude-from-analytics']);
    expect((await send([page, page], cookie)).json()).toEqual({ accepted: 2 });
    expect(await storedOf(person.id)).toBe(before + 1);
    await setRoles(['app-user']);
    expect((await send([page], cookie)).statusCode).toBe(202);
    expect(await storedOf(person.id)).toBe(before + 2);
  });

  it('is refused as soon as they are deactivated (401)', async () => {
    const person = people[2]!;
    const cookie = await test.sessionCookieFor(person);
    expect((await send([page], cookie)).statusCode).toBe(202);
    const deactivated = await test.app.inject({
      method: 'POST',
      url: `/api/users/${person.id}/deactivate`,
      headers: { cookie: ownerCookie },
    });
    expect(deactivated.statusCode).toBe(200);
    expect((await send([page], cookie)).statusCode).toBe(401);
  });

  it('is no longer counted as soon as a bulk action excludes them from analytics', async () => {
    const person = people[3]!;
    const cookie = await test.sessionCookieFor(person);
    expect((await send([page], cookie)).statusCode).toBe(202);
    const bulk = await test.app.inject({
      method: 'POST',
      url: '/api/users/bulk',
      headers: { cookie: ownerCookie },
      payload: { action: 'assignRoles', userIds: [person.id], roles: ['exclude-from-analytics'] },
    });
    expect(bulk.json()).toEqual({ changed: 1, skipped: 0 });
    expect((await send([page], cookie)).statusCode).toBe(202);
    expect(await storedOf(person.id)).toBe(1);
  });
});

describe('the rate limit of POST /api/events', () => {
  it('answers 429 to a client address past its requests per minute', async () => {
    // A limit of its own: counters are kept per limit, so no other suite's requests count against it.
    const limited = await createTestApp({ eventsRateLimit: { max: 3, windowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      for (let request = 0; request < 4; request += 1) {
        statuses.push(
          (await limited.app.inject({ method: 'POST', url: '/api/events', payload: { batch: [{ type: 'page' }] } })).statusCode,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });

  it('counts in memory on each server and shares the counts through the database within a second or so', async () => {
    // Two servers on one database, with a limit no other test uses; the counts reach the row every second.
    const limit = { max: 4, windowMs: 60_000 };
    const [first, second] = await Promise.all([createTestApp({ eventsRateLimit: limit }), createTestApp({ eventsRateLimit: limit })]);
    const remoteAddress = '203.0.113.44';
    const post = (server: TestApp) =>
      server.app.inject({ method: 'POST', url: '/api/events', remoteAddress, payload: { batch: [{ type: 'page' }] } });
    const sharedHits = async () =>
      (
        await test.database.db
          .select({ hits: rateLimitCounters.hits })
          .from(rateLimitCounters)
          .where(eq(rateLimitCounters.key, `POST /api/events 4/60000ms ${remoteAddress}`))
      )[0]?.hits;
    try {
      const statuses: number[] = [];
      for (let request = 0; request < 3; request += 1) statuses.push((await post(first)).statusCode);
      await vi.waitFor(async () => expect(await sharedHits()).toBe(3), { timeout: 5_000, interval: 50 });
      // The second server learns the first's three at its own next flush, after counting its first request.
      statuses.push((await post(second)).statusCode);
      await vi.waitFor(async () => expect(await sharedHits()).toBe(4), { timeout: 5_000, interval: 50 });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      statuses.push((await post(second)).statusCode, (await post(first)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
