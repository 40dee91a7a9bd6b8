import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LEADERBOARD_STANDINGS_TTL_MS, type AccountLeaderboard, type LeaderboardStandings } from '@slidewise/core';
import { accounts, userGroupMembers, userGroups } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { newTestLearner, playSampleLesson, type TestLearner } from '../../test-support/learners.ts';
import { addPublishedLesson, createLearnerCourse } from '../learner/test-course.ts';

let test: TestApp;
let fixture: CourseAdminFixture;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test, 'Leaderboards');
  await setLeaderboards(true);
});
afterAll(() => test.close());

async function setLeaderboards(on: boolean) {
  await test.database.db
    .update(accounts)
    .set({ settings: { leaderboardEnabled: on } })
    .where(eq(accounts.id, fixture.accountId));
}

async function group(name: string, members: TestLearner[]) {
  const [row] = await test.database.db
    .insert(userGroups)
    .values({ accountId: fixture.accountId, name: `${name} ${crypto.randomUUID()}` })
    .returning();
  if (members.length > 0)
    await test.database.db
      .insert(userGroupMembers)
      .values(members.map((member) => ({ accountId: fixture.accountId, userGroupId: row!.id, userId: member.id })));
  return row!;
}

async function board(body: Record<string, unknown>, publish = true): Promise<AccountLeaderboard> {
  const created = await fixture.call('POST', '/api/leaderboards', body);
  expect(created.statusCode, created.body).toBe(201);
  if (!publish) return created.json();
  const published = await fixture.call('POST', `/api/leaderboards/${created.json().id}/publish`);
  expect(published.statusCode, published.body).toBe(200);
  return published.json();
}

const standingsOf = async (learner: TestLearner, id: string) =>
  (await learner.call('GET', `/api/learner/leaderboards/${id}`)).json() as LeaderboardStandings;
const ranking = (standings: LeaderboardStandings) => standings.items.map((item) => [item.rank, item.name, item.points, item.isMe]);

/** A course of two sample lessons: 100 points each at best. */
async function twoLessonCourse(title: string) {
  const course = await createLearnerCourse(fixture, { title });
  const one = await addPublishedLesson(fixture, course.id, { title: 'One' });
  const two = await addPublishedLesson(fixture, course.id, { title: 'Two' });
  return { course, one, two };
}

describe('individuals within a user group', () => {
  it('ranks every member by 100 points a lesson from their best attempt, hidden people left out', async () => {
    const { one, two } = await twoLessonCourse('Points');
    const ana = await newTestLearner(test, fixture.accountId, { firstName: 'Ana', lastName: 'A' });
    const ben = await newTestLearner(test, fixture.accountId, { firstName: 'Ben', lastName: 'B' });
    const cal = await newTestLearner(test, fixture.accountId, { firstName: 'Cal', lastName: 'C' });
    const hidden = await newTestLearner(test, fixture.accountId, { firstName: 'Hid', lastName: 'Den', roles: ['app-user', 'hidden-user'] });
    const excluded = await newTestLearner(test, fixture.accountId, {
      firstName: 'Ex',
      lastName: 'Cluded',
      roles: ['app-user', 'exclude-from-analytics'],
    });
    const crew = await group('Crew', [ana, ben, cal, hidden, excluded]);
    await playSampleLesson(ana, one.id, true, 4000);
    await playSampleLesson(ana, two.id, true, 0); // 50
    await playSampleLesson(ben, one.id, false, 0); // 0
    await playSampleLesson(ben, one.id, true, 2000); // 75: the better attempt counts
    await playSampleLesson(hidden, one.id, true, 4000);
    await playSampleLesson(excluded, one.id, true, 4000);
    const created = await board({ title: 'Crew board', kind: 'user-group', userGroupId: crew.id });

    const standings = await standingsOf(ben, created.id);
    expect(standings.entrantCount).toBe(3);
    expect(ranking(standings)).toEqual([
      [1, 'Ana A', 150, false],
      [2, 'Ben B', 75, true],
      [3, 'Cal C', 0, false],
    ]);
    expect(standings.me).toMatchObject({ rank: 2, points: 75, avatarUrl: null, memberCount: null });
    expect(standings.leaderboard).toMatchObject({ title: 'Crew board', kind: 'user-group', status: 'Published' });
    // A hidden learner sees the board but is not on it.
    expect((await standingsOf(hidden, created.id)).me).toBeNull();
  });

  it('shows the learner their own place after the first hundred', async () => {
    const { one } = await twoLessonCourse('Many');
    const me = await newTestLearner(test, fixture.accountId, { firstName: 'Zed', lastName: 'Last' });
    const others = [];
    for (let index = 0; index < 101; index++)
      others.push(await newTestLearner(test, fixture.accountId, { firstName: `P${String(index).padStart(3, '0')}` }));
    const many = await group('Many', [...others, me]);
    await playSampleLesson(others[0]!, one.id);
    const created = await board({ title: 'Big', kind: 'user-group', userGroupId: many.id });
    const standings = await standingsOf(me, created.id);
    expect(standings.entrantCount).toBe(102);
    expect(standings.items).toHaveLength(101);
    expect(standings.items[0]).toMatchObject({ rank: 1, points: 100 });
    // Equal points share a rank: everyone else ties second, listed by name.
    expect(standings.items[100]).toMatchObject({ rank: 2, name: 'Zed Last', isMe: true });
    expect(standings.me).toMatchObject({ rank: 2, isMe: true });
  });
});

describe('group against group, course boards and the board states', () => {
  it('ranks groups by their average points per member', async () => {
    const { one, two } = await twoLessonCourse('Teams');
    const [a1, a2, b1] = [
      await newTestLearner(test, fixture.accountId),
      await newTestLearner(test, fixture.accountId),
      await newTestLearner(test, fixture.accountId),
    ];
    const alpha = await group('Alpha', [a1, a2]);
    const beta = await group('Beta', [b1]);
    await playSampleLesson(a1, one.id);
    await playSampleLesson(a1, two.id); // alpha: (200 + 0) / 2 = 100
    await playSampleLesson(b1, one.id, true, 2000); // beta: 75
    const created = await board({ title: 'Teams', kind: 'group-vs-group', userGroupIds: [beta.id, alpha.id] });
    const standings = await standingsOf(a2, created.id);
    expect(standings.items.map((item) => [item.rank, item.id, item.points, item.memberCount, item.isMe])).toEqual([
      [1, alpha.id, 100, 2, true],
      [2, beta.id, 75, 1, false],
    ]);
    expect(standings.me).toMatchObject({ id: alpha.id });
  });

  it("ranks a course's learners on its lessons only, and shows it to those who may see the course", async () => {
    const { course, one } = await twoLessonCourse('Course board');
    const other = await twoLessonCourse('Elsewhere');
    const dee = await newTestLearner(test, fixture.accountId, { firstName: 'Dee' });
    await playSampleLesson(dee, one.id);
    await playSampleLesson(dee, other.one.id);
    const created = await board({ title: 'Course', kind: 'course', courseId: course.id });
    expect(ranking(await standingsOf(dee, created.id))).toEqual([[1, 'Dee Learner', 100, true]]);
    const list = (await dee.call('GET', '/api/learner/leaderboards')).json();
    expect(list.items).toContainEqual(expect.objectContaining({ id: created.id, kind: 'course' }));
  });

  it("leaves hidden and excluded learners off a course's board, and shows none of it while leaderboards are off", async () => {
    const { course, one } = await twoLessonCourse('Course board, roles');
    const eve = await newTestLearner(test, fixture.accountId, { firstName: 'Eve' });
    const hidden = await newTestLearner(test, fixture.accountId, { firstName: 'Hid', lastName: 'Den', roles: ['app-user', 'hidden-user'] });
    const excluded = await newTestLearner(test, fixture.accountId, {
      firstName: 'Ex',
      lastName: 'Cluded',
      roles: ['app-user', 'exclude-from-analytics'],
    });
    for (const learner of [eve, hidden, excluded]) await playSampleLesson(learner, one.id);
    const created = await board({ title: 'Course, roles', kind: 'course', courseId: course.id });
    const seen = await standingsOf(hidden, created.id);
    expect([ranking(seen), seen.entrantCount, seen.me]).toEqual([[[1, 'Eve Learner', 100, false]], 1, null]);

    await setLeaderboards(false);
    try {
      expect((await eve.call('GET', `/api/learner/leaderboards/${created.id}`)).statusCode).toBe(404);
      expect((await eve.call('GET', '/api/learner/leaderboards')).json()).toEqual({ enabled: false, items: [] });
    } finally {
      await setLeaderboards(true);
    }
  });

  it('freezes the standings when a board ends', async () => {
    const { one, two } = await twoLessonCourse('Frozen');
    const eve = await newTestLearner(test, fixture.accountId, { firstName: 'Eve' });
    const crew = await group('Frozen crew', [eve]);
    await playSampleLesson(eve, one.id);
    const created = await board({ title: 'Season 1', kind: 'user-group', userGroupId: crew.id });
    const ended = await fixture.call('POST', `/api/leaderboards/${created.id}/end`);
    expect(ended.json()).toMatchObject({ status: 'Ended', endedAt: test.clock.now().toISOString() });
    await playSampleLesson(eve, two.id);
    expect(ranking(await standingsOf(eve, created.id))).toEqual([[1, 'Eve Learner', 100, true]]);
    expect((await fixture.call('POST', `/api/leaderboards/${created.id}/end`)).json().code).toBe('not_published');
  });

  it('ranks a published board again once its standings are older than the TTL', async () => {
    const { one, two } = await twoLessonCourse('Refreshed');
    const fay = await newTestLearner(test, fixture.accountId, { firstName: 'Fay' });
    const crew = await group('Refreshed crew', [fay]);
    await playSampleLesson(fay, one.id);
    const created = await board({ title: 'Weekly', kind: 'user-group', userGroupId: crew.id });
    expect(ranking(await standingsOf(fay, created.id))).toEqual([[1, 'Fay Learner', 100, true]]);
    await playSampleLesson(fay, two.id);
    // Within the TTL the standings stay as ranked; after it, the new points count.
    test.clock.advance(LEADERBOARD_STANDINGS_TTL_MS - 1);
    expect((await standingsOf(fay, created.id)).me?.points).toBe(100);
    test.clock.advance(1);
    expect((await standingsOf(fay, created.id)).me?.points).toBe(200);
  });

  it('publishes only a complete Draft, changes only Drafts, and refuses a stale version', async () => {
    const draft = await board({ title: 'Incomplete', kind: 'group-vs-group' }, false);
    const refused = await fixture.call('POST', `/api/leaderboards/${draft.id}/publish`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('incomplete_leaderboard');
    const [g1, g2] = [await group('G1', []), await group('G2', [])];
    const changed = await fixture.call('PUT', `/api/leaderboards/${draft.id}`, {
      version: 1,
      userGroupIds: [g1.id, g2.id],
      title: 'Complete',
    });
    expect(changed.json()).toMatchObject({ version: 2, title: 'Complete', userGroupIds: [g1.id, g2.id] });
    expect((await fixture.call('PUT', `/api/leaderboards/${draft.id}`, { version: 1, title: 'Stale' })).json()).toMatchObject({
      code: 'conflict',
      details: { current: { version: 2 } },
    });
    expect((await fixture.call('POST', `/api/leaderboards/${draft.id}/publish`)).json().status).toBe('Published');
    expect((await fixture.call('PUT', `/api/leaderboards/${draft.id}`, { version: 3, title: 'Late' })).json().code).toBe('not_draft');
    expect((await fixture.call('POST', '/api/leaderboards', { title: 'Bad', kind: 'rapid-refresh' })).statusCode).toBe(400);
    expect(
      (await fixture.call('POST', '/api/leaderboards', { title: 'Bad', kind: 'course', courseId: crypto.randomUUID() })).statusCode,
    ).toBe(404);
  });
});

describe('who sees which board', () => {
  it('hides drafts, other groups’ boards and every board while the account has leaderboards off', async () => {
    const member = await newTestLearner(test, fixture.accountId);
    const stranger = await newTestLearner(test, fixture.accountId);
    const crew = await group('Visible', [member]);
    const draft = await board({ title: 'Draft', kind: 'user-group', userGroupId: crew.id }, false);
    const live = await board({ title: 'Live', kind: 'user-group', userGroupId: crew.id });
    expect((await member.call('GET', `/api/learner/leaderboards/${draft.id}`)).statusCode).toBe(404);
    expect((await stranger.call('GET', `/api/learner/leaderboards/${live.id}`)).statusCode).toBe(404);
    const listed = (await member.call('GET', '/api/learner/leaderboards')).json();
    expect(listed.items.map((item: { id: string }) => item.id)).toContain(live.id);
    expect(listed.items.map((item: { id: string }) => item.id)).not.toContain(draft.id);
    // Staff see any board's standings, a draft's too.
    expect((await fixture.call('GET', `/api/leaderboards/${draft.id}/standings`, undefined, 'facilitator')).statusCode).toBe(200);

    await setLeaderboards(false);
    try {
      expect((await member.call('GET', '/api/learner/leaderboards')).json()).toEqual({ enabled: false, items: [] });
      expect((await member.call('GET', `/api/learner/leaderboards/${live.id}`)).statusCode).toBe(404);
      expect((await fixture.call('GET', '/api/leaderboards')).json().enabled).toBe(false);
    } finally {
      await setLeaderboards(true);
    }
  });

  it("answers 404 for another account's board and lets only course creators manage boards", async () => {
    const created = await board({ title: 'Ours', kind: 'course' }, false);
    for (const [method, url] of [
      ['GET', `/api/leaderboards/${created.id}`],
      ['GET', `/api/leaderboards/${created.id}/standings`],
      ['POST', `/api/leaderboards/${created.id}/publish`],
      ['DELETE', `/api/leaderboards/${created.id}`],
    ] as const)
      expect([url, (await fixture.call(method, url, undefined, 'outsider')).statusCode]).toEqual([url, 404]);
    expect((await fixture.call('POST', '/api/leaderboards', { title: 'X', kind: 'course' }, 'restricted-author')).statusCode).toBe(403);
    expect((await fixture.call('GET', '/api/leaderboards', undefined, 'app-user')).statusCode).toBe(403);
    expect((await fixture.call('DELETE', `/api/leaderboards/${created.id}`, undefined, 'content-author')).statusCode).toBe(204);
  });
});
