import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupTrainingSessionSchema, groupTrainingSessionsResponseSchema } from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { activityFixture, expectStatus, type ActivityFixture } from '../activities/test-activity.ts';

let test: TestApp;
let world: ActivityFixture;
let sessionsUrl: string;
beforeAll(async () => {
  test = await createTestApp();
  world = await activityFixture(test);
  sessionsUrl = `/api/courses/${world.courseId}/group-training/sessions`;
});
afterAll(() => test.close());

const call: ActivityFixture['call'] = (...args) => world.call(...args);
const enable = (isEnabled: boolean, courseId = world.courseId) =>
  expectStatus(call('PUT', `/api/courses/${courseId}/group-training`, { isEnabled }), 200);
// Each session a second after the last, so "newest first" does not fall back to comparing ids.
const start = (title = 'Morning group', attendeeIds: string[] = [world.ids.learner], as: Parameters<typeof call>[3] = 'facilitator') => {
  test.clock.advance(1000);
  return call('POST', sessionsUrl, { title, attendeeIds }, as);
};

describe('group training sessions', () => {
  it('needs group training switched on for the course (409 otherwise)', async () => {
    await enable(false);
    const refused = await start();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'group_training_disabled' });
    await enable(true);
    expect((await start()).statusCode).toBe(201);
  });

  it('starts a session with attendees, lists it, and goes ended → resumed → ended → … cancelled', async () => {
    await enable(true);
    const session = (await start('Induction', [world.ids.learner, world.ids.learner2, world.ids.learner])).json();
    expect(groupTrainingSessionSchema.safeParse(session).success).toBe(true);
    expect(session).toMatchObject({
      title: 'Induction',
      state: 'started',
      endedAt: null,
      version: 1,
      facilitator: { id: world.fixture.people.facilitator.id },
    });
    expect(session.attendees.map((person: { id: string }) => person.id).sort()).toEqual([world.ids.learner, world.ids.learner2].sort());
    const url = `${sessionsUrl}/${session.id}`;
    const ended = await expectStatus(call('PUT', url, { version: 1, state: 'ended' }, 'facilitator'), 200);
    expect(ended.state).toBe('ended');
    expect(ended.endedAt).not.toBeNull();
    const resumed = await expectStatus(
      call('PUT', url, { version: 2, state: 'resumed', attendeeIds: [world.ids.learner2], title: 'Induction, day 2' }, 'facilitator'),
      200,
    );
    expect(resumed).toMatchObject({ state: 'resumed', title: 'Induction, day 2', attendees: [{ id: world.ids.learner2 }], version: 3 });
    const cancelled = await expectStatus(call('PUT', url, { version: 3, state: 'cancelled' }, 'account-owner'), 200);
    expect(cancelled.state).toBe('cancelled');
    const list = await expectStatus(call('GET', sessionsUrl, undefined, 'content-author'), 200);
    expect(groupTrainingSessionsResponseSchema.safeParse(list).success).toBe(true);
    expect(list.currentPage).toBe(1);
    expect(list.items[0]).toMatchObject({ id: session.id, state: 'cancelled', title: 'Induction, day 2' });
    const locked = await call('PUT', url, { version: 4, title: 'After cancelling' }, 'facilitator');
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ code: 'session_cancelled' });
  });

  it('refuses moves the states do not allow and stale versions (409), writing nothing', async () => {
    await enable(true);
    const session = (await start()).json();
    const url = `${sessionsUrl}/${session.id}`;
    const resumeRunning = await call('PUT', url, { version: 1, state: 'resumed' }, 'facilitator');
    expect(resumeRunning.statusCode).toBe(409);
    expect(resumeRunning.json()).toMatchObject({ code: 'invalid_transition' });
    await expectStatus(call('PUT', url, { version: 1, state: 'ended' }, 'facilitator'), 200);
    expect((await call('PUT', url, { version: 2, state: 'cancelled' }, 'facilitator')).statusCode).toBe(409);
    const stale = await call('PUT', url, { version: 1, title: 'Late' }, 'facilitator');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'conflict', details: { current: { version: 2, state: 'ended' } } });
  });

  it('refuses bad input with 400 and unknown attendees with 404, writing nothing', async () => {
    await enable(true);
    const before = (await expectStatus(call('GET', sessionsUrl), 200)).totalCount;
    for (const body of [{ title: '' }, { title: 'x'.repeat(201) }, { title: 'Ok', attendeeIds: ['not-a-uuid'] }, { attendeeIds: [] }]) {
      const response = await call('POST', sessionsUrl, body, 'facilitator');
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
      expect(response.json()).toHaveProperty('message');
    }
    expect((await start('Strangers', [world.fixture.outsider.id])).statusCode).toBe(404);
    expect((await start('Staff', [world.fixture.people['account-owner'].id])).statusCode).toBe(404);
    expect((await start('Not in my groups', [world.ids.learner2], 'groupFacilitator')).statusCode).toBe(404);
    expect((await expectStatus(call('GET', sessionsUrl), 200)).totalCount).toBe(before);
    const session = (await start()).json();
    expect((await call('PUT', `${sessionsUrl}/${session.id}`, { version: 1, state: 'paused' }, 'facilitator')).statusCode).toBe(400);
    expect((await call('PUT', `${sessionsUrl}/${session.id}`, { state: 'ended' }, 'facilitator')).statusCode).toBe(400);
    expect((await call('GET', `${sessionsUrl}?pageSize=1000`)).statusCode).toBe(400);
  });

  it('answers 404 to another account and 403 to learners, reviewers and restricted authors of courses not shared with them', async () => {
    await enable(true);
    const session = (await start()).json();
    expect((await call('GET', sessionsUrl, undefined, 'outsider')).statusCode).toBe(404);
    expect((await call('POST', sessionsUrl, { title: 'Theirs' }, 'outsider')).statusCode).toBe(404);
    expect((await call('PUT', `${sessionsUrl}/${session.id}`, { version: 1, state: 'ended' }, 'outsider')).statusCode).toBe(404);
    expect((await call('GET', `/api/courses/${world.courseId}/group-training/people`, undefined, 'outsider')).statusCode).toBe(404);
    const otherCourse = await world.fixture.createCourse('Other course');
    expect(
      (await call('PUT', `/api/courses/${otherCourse.id}/group-training/sessions/${session.id}`, { version: 1, state: 'ended' }))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', sessionsUrl, undefined, 'app-user')).statusCode).toBe(403);
    expect((await call('POST', sessionsUrl, { title: 'Mine' }, 'app-user')).statusCode).toBe(403);
    expect((await call('GET', sessionsUrl, undefined, 'reviewer')).statusCode).toBe(403);
    expect((await call('GET', sessionsUrl, undefined, 'restricted-author')).statusCode).toBe(403);
  });

  it('offers the learners the caller may add (a group facilitator: their groups only)', async () => {
    const people = await expectStatus(call('GET', `/api/courses/${world.courseId}/group-training/people`, undefined, 'facilitator'), 200);
    expect(people.items.map((person: { id: string }) => person.id).sort()).toEqual([world.ids.learner, world.ids.learner2].sort());
    const grouped = await expectStatus(
      call('GET', `/api/courses/${world.courseId}/group-training/people`, undefined, 'groupFacilitator'),
      200,
    );
    expect(grouped.items.map((person: { id: string }) => person.id)).toEqual([world.ids.learner]);
  });
});
