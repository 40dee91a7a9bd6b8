import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notificationKinds, type NotificationListResponse } from '@slidewise/core';
import { createTestApp, testConfig, type TestApp } from '../../test-support/index.ts';
import { courseAdminRoles } from '../../test-support/course-admin.ts';
import { accountFeatureFlags, notifications, users } from '../../db/schema.ts';
import { activityFixture, expectStatus, type ActivityFixture } from '../activities/test-activity.ts';
import { createNotifier } from './notifier.ts';
import type { NewNotification } from './repo.ts';

const DIGEST_DELAY_MS = 600_000;
let test: TestApp;
let world: ActivityFixture;
beforeAll(async () => {
  test = await createTestApp();
  world = await activityFixture(test);
});
afterAll(() => test.close());

const call: ActivityFixture['call'] = (...args) => world.call(...args);
const notify = (rows: readonly NewNotification[]) =>
  createNotifier({ db: test.database.db, clock: test.clock.now, jobs: test.jobs, config: testConfig() })(rows);
const learnerId = () => world.ids.learner;
const accountId = () => world.fixture.accountId;
const assigned = (userId: string, course: string): NewNotification => ({
  accountId: accountId(),
  userId,
  kind: 'assigned',
  subject: { courseId: course, courseTitle: `Course ${course}`, dueAt: '2025-07-01T00:00:00.000Z' },
  dedupeKey: `assigned:${course}`,
});
const list = async (as: Parameters<typeof call>[3] = 'app-user'): Promise<NotificationListResponse> =>
  expectStatus(call('GET', '/api/notifications', undefined, as), 200);
/** Sends what waits: the digest delay passes and the queue runs. */
const sendWaiting = async () => {
  test.clock.advance(DIGEST_DELAY_MS);
  await test.jobs.runDue();
};

describe('the notification centre', () => {
  it('lists the newest first with the unread count, marks some or all read, and never touches another person', async () => {
    await notify([assigned(learnerId(), 'c1'), assigned(learnerId(), 'c2'), assigned(world.ids.learner2, 'c1')]);
    // The same news again is not stored again.
    expect(await notify([assigned(learnerId(), 'c1')])).toBe(0);
    const first = await list();
    expect(first).toMatchObject({ enabled: true, unreadCount: 2 });
    expect(first.items.map((item) => item.subject.courseId)).toEqual(expect.arrayContaining(['c1', 'c2']));

    const afterOne = await expectStatus(
      call('POST', '/api/notifications/read', { ids: [first.items[0]!.id, 'not-an-id'] }, 'app-user'),
      200,
    );
    expect(afterOne).toEqual({ unreadCount: 1 });
    // learner2 cannot mark the learner's notification.
    expect(await expectStatus(call('POST', '/api/notifications/read', { ids: [first.items[1]!.id] }, 'learner2'), 200)).toEqual({
      unreadCount: 1,
    });
    expect((await list()).unreadCount).toBe(1);
    expect(await expectStatus(call('POST', '/api/notifications/read', { all: true }, 'app-user'), 200)).toEqual({ unreadCount: 0 });
    expect((await list('learner2')).unreadCount).toBe(1);
    await sendWaiting();
  });

  it('refuses a read request with neither or both of ids and all (400)', async () => {
    for (const body of [{}, { ids: [], all: true }, { all: false }]) {
      const response = await call('POST', '/api/notifications/read', body, 'app-user');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    }
  });

  it('is off when the account turns the notification-centre flag off', async () => {
    await test.database.db
      .insert(accountFeatureFlags)
      .values({ accountId: accountId(), overrides: { 'notification-centre': false }, version: 1, modifiedAt: new Date() });
    try {
      expect(await list()).toEqual({ enabled: false, unreadCount: 0, items: [] });
    } finally {
      await test.database.db.delete(accountFeatureFlags).where(eq(accountFeatureFlags.accountId, accountId()));
    }
    expect((await list()).enabled).toBe(true);
  });

  it.each(courseAdminRoles)('%s: reads and manages their own notifications', async (role) => {
    expect((await call('GET', '/api/notifications', undefined, role)).statusCode).toBe(200);
    expect((await call('GET', '/api/notifications/preferences', undefined, role)).statusCode).toBe(200);
    expect((await call('POST', '/api/notifications/read', { all: true }, role)).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/read'],
      ['GET', '/api/notifications/preferences'],
      ['PUT', '/api/notifications/preferences'],
    ] as const) {
      expect((await test.app.inject({ method, url, payload: method === 'GET' ? undefined : {} })).statusCode).toBe(401);
    }
  });
});

describe('e-mail', () => {
  it('sends one message for one notification, and a digest for several, after the digest delay', async () => {
    const person = world.ids.groupFacilitator;
    test.mailer.sent.length = 0;
    await notify([assigned(person, 'd1')]);
    await test.jobs.runDue();
    expect(test.mailer.sent).toHaveLength(0);
    await sendWaiting();
    expect(test.mailer.sent).toHaveLength(1);
    expect(test.mailer.sent[0]!.subject).toBe('You have been assigned "Course d1", due 1 July 2025.');

    await notify([assigned(person, 'd2')]);
    test.clock.advance(DIGEST_DELAY_MS / 2);
    await notify([assigned(person, 'd3'), assigned(person, 'd4')]);
    // The digest leaves when the first of them has waited the delay, not the last.
    test.clock.advance(DIGEST_DELAY_MS / 2);
    await test.jobs.runDue();
    expect(test.mailer.sent).toHaveLength(2);
    expect(test.mailer.sent[1]!.subject).toBe('3 updates from Slidewise');
    expect(test.mailer.sent[1]!.text).toContain('"Course d4"');
    expect(test.mailer.sent[1]!.link).toBe('http://localhost:3000/notifications');
  });

  it('retries a failed send, and sends it once', async () => {
    const person = world.ids.learner2;
    await sendWaiting();
    test.mailer.sent.length = 0;
    const send = test.mailer.send;
    let failures = 1;
    test.mailer.send = async (mail) => {
      if (failures-- > 0) throw new Error('the relay is down');
      await send(mail);
    };
    try {
      await notify([assigned(person, 'r1')]);
      await sendWaiting();
      expect(test.mailer.sent).toHaveLength(0);
      test.clock.advance(2_000);
      await test.jobs.runDue();
      expect(test.mailer.sent.map((mail) => mail.subject)).toEqual(['You have been assigned "Course r1", due 1 July 2025.']);
      await sendWaiting();
      expect(test.mailer.sent).toHaveLength(1);
    } finally {
      test.mailer.send = send;
    }
  });
});

describe('e-mail to people who left', () => {
  it('sends nothing to a person deactivated before their e-mail left, and settles what waited for them', async () => {
    const [person] = await test.database.db
      .insert(users)
      .values({
        accountId: accountId(),
        email: `gone-${crypto.randomUUID()}@example.com`,
        firstName: 'Gone',
        lastName: 'Away',
        roles: ['app-user'],
      })
      .returning({ id: users.id });
    await sendWaiting();
    test.mailer.sent.length = 0;
    await notify([assigned(person!.id, 'left')]);
    await test.database.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, person!.id));
    await sendWaiting();
    expect(test.mailer.sent).toHaveLength(0);
    const [row] = await test.database.db
      .select({ settled: notifications.emailSettledAt })
      .from(notifications)
      .where(eq(notifications.userId, person!.id));
    expect(row?.settled).toBeInstanceOf(Date);
  });
});

describe('e-mail in the language the person chose', () => {
  it('writes one message and the digest in Spanish for a person who chose es-ES, and in English again after en-US', async () => {
    const person = world.ids.learner2;
    await sendWaiting();
    expect(await expectStatus(call('PUT', '/api/me/language', { language: 'es-ES' }, 'learner2'), 200)).toEqual({ language: 'es-ES' });
    test.mailer.sent.length = 0;

    await notify([assigned(person, 'es1')]);
    await sendWaiting();
    expect(test.mailer.sent.map((mail) => mail.subject)).toEqual([
      'Se te ha asignado «Course es1», con fecha límite el 1 de julio de 2025.',
    ]);
    expect(test.mailer.sent[0]!.text).toMatch(/^Hola, /);

    await notify([assigned(person, 'es2'), { ...assigned(person, 'es3'), kind: 'overdue', dedupeKey: 'overdue:es3' }]);
    await sendWaiting();
    const digest = test.mailer.sent[1]!;
    expect(digest.subject).toBe('2 novedades de Slidewise');
    expect(digest.text).toContain('- «Course es3» está vencido: vencía el 1 de julio de 2025.');
    expect(digest.html).toContain('Abrir tus notificaciones');

    await expectStatus(call('PUT', '/api/me/language', { language: 'en-US' }, 'learner2'), 200);
    await notify([assigned(person, 'en1'), assigned(person, 'en2')]);
    await sendWaiting();
    expect(test.mailer.sent[2]!.subject).toBe('2 updates from Slidewise');
    expect(test.mailer.sent[2]!.text).toContain('- You have been assigned "Course en2", due 1 July 2025.');
  });

  it('refuses a language the app does not speak (400), and needs a session (401)', async () => {
    expect((await call('PUT', '/api/me/language', { language: 'fr-FR' }, 'learner2')).json()).toMatchObject({ code: expect.any(String) });
    expect((await call('PUT', '/api/me/language', { language: 'fr-FR' }, 'learner2')).statusCode).toBe(400);
    expect((await call('PUT', '/api/me/language', {}, 'learner2')).statusCode).toBe(400);
    expect((await test.app.inject({ method: 'PUT', url: '/api/me/language', payload: { language: 'es-ES' } })).statusCode).toBe(401);
  });
});

describe('preferences', () => {
  it('lists every kind on by default, and a kind turned off stays out of the centre or the e-mail', async () => {
    const defaults = await expectStatus(call('GET', '/api/notifications/preferences', undefined, 'facilitator'), 200);
    expect(defaults.items).toEqual(notificationKinds.map((kind) => ({ kind, inApp: true, email: true })));

    const saved = await expectStatus(
      call('PUT', '/api/notifications/preferences', { items: [{ kind: 'assigned', inApp: false, email: false }] }, 'facilitator'),
      200,
    );
    expect(saved.items[0]).toEqual({ kind: 'assigned', inApp: false, email: false });
    const facilitator = world.fixture.people.facilitator.id;
    test.mailer.sent.length = 0;
    await notify([assigned(facilitator, 'p1')]);
    expect((await list('facilitator')).items.some((item) => item.subject.courseId === 'p1')).toBe(false);
    await sendWaiting();
    expect(test.mailer.sent).toHaveLength(0);
  });

  it('refuses an unknown kind or the same kind twice (400)', async () => {
    for (const items of [
      [{ kind: 'gossip', inApp: true, email: true }],
      [
        { kind: 'overdue', inApp: true, email: true },
        { kind: 'overdue', inApp: false, email: true },
      ],
      [],
    ]) {
      expect((await call('PUT', '/api/notifications/preferences', { items }, 'facilitator')).statusCode).toBe(400);
    }
  });
});

describe('what activities tell', () => {
  it("tells the account's facilitators and administrators of a learner's post, and the learner of feedback", async () => {
    const discussion = await expectStatus(
      call('PUT', '/api/discussions/new', { courseId: world.courseId, title: 'Ideas', isPublished: true }),
      201,
    );
    const post = await expectStatus(call('POST', `/api/discussions/${discussion.id}/posts`, { content: '<p>Hello</p>' }, 'app-user'), 201);
    for (const role of ['facilitator', 'account-owner', 'account-admin'] as const) {
      const mine = (await list(role)).items.filter((item) => item.kind === 'post-to-moderate' && item.subject.lessonId === discussion.id);
      expect([role, mine.length]).toEqual([role, 1]);
    }
    expect((await list('content-author')).items.some((item) => item.kind === 'post-to-moderate')).toBe(false);
    expect(post.id).toBeTruthy();

    const assessment = await expectStatus(
      call('PUT', '/api/assessments/new', { courseId: world.courseId, title: 'Plan', isPublished: true }),
      201,
    );
    const submission = await expectStatus(
      call('POST', `/api/assessments/${assessment.id}/posts`, { content: '<p>Mine</p>' }, 'app-user'),
      201,
    );
    await expectStatus(
      call(
        'POST',
        `/api/assessments/${assessment.id}/posts/${submission.id}/comments/grade`,
        { content: 'Good', status: 'passed' },
        'facilitator',
      ),
      201,
    );
    const feedback = (await list()).items.find((item) => item.kind === 'assessment-feedback' && item.subject.lessonId === assessment.id);
    expect(feedback?.subject).toMatchObject({ lessonTitle: 'Plan' });
  });
});
