import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conferenceRegistrationsResponseSchema, conferenceResponseSchema, learnerConferenceSchema } from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { activityFixture, expectStatus, type ActivityFixture } from '../activities/test-activity.ts';

let test: TestApp;
let world: ActivityFixture;
beforeAll(async () => {
  test = await createTestApp();
  world = await activityFixture(test);
});
afterAll(() => test.close());

const call: ActivityFixture['call'] = (...args) => world.call(...args);
const hours = (count: number) => new Date(test.clock.now().getTime() + count * 3_600_000).toISOString();
const joinUrl = 'https://meet.example.com/room-1';
async function newConference(fields: Record<string, unknown> = {}) {
  return expectStatus(
    call('PUT', '/api/conferences/new', {
      courseId: world.courseId,
      title: 'Live Q&A',
      startDateTime: hours(48),
      endDateTime: hours(49),
      joinUrl,
      capacity: 10,
      isPublished: true,
      ...fields,
    }),
    201,
  );
}
const register = (id: string, as: Parameters<typeof call>[3] = 'app-user') => call('POST', `/api/conferences/${id}/registration`, {}, as);

describe('conference settings: /latest and PUT', () => {
  it('creates with id "new" (201) unscheduled and unlimited, reads it back and saves from its version', async () => {
    const created = await expectStatus(call('PUT', '/api/conferences/new', { courseId: world.courseId, title: 'Town hall' }), 201);
    expect(conferenceResponseSchema.safeParse(created).success).toBe(true);
    expect(created).toMatchObject({
      title: 'Town hall',
      isPublished: false,
      startDateTime: null,
      endDateTime: null,
      joinUrl: '',
      capacity: null,
      registeredCount: 0,
      version: 1,
    });
    expect(await expectStatus(call('GET', `/api/conferences/${created.id}/latest`, undefined, 'facilitator'), 200)).toEqual(created);
    const saved = await expectStatus(
      call('PUT', `/api/conferences/${created.id}`, { version: 1, startDateTime: hours(1), endDateTime: hours(2), joinUrl, capacity: 30 }),
      200,
    );
    expect(saved).toMatchObject({ version: 2, joinUrl, capacity: 30, startDateTime: hours(1) });
    const lessons = await expectStatus(call('GET', `/api/course/${world.courseId}/lessons`), 200);
    expect(lessons.find((lesson: { id: string }) => lesson.id === created.id)).toMatchObject({ kind: 'Conference' });
  });

  it('refuses bad input with 400 (an end before the start, also against the stored start), and changes nothing', async () => {
    const created = await newConference();
    for (const body of [
      { version: 1, capacity: 0 },
      { version: 1, capacity: 2.5 },
      { version: 1, joinUrl: 'javascript:alert(1)' },
      { version: 1, startDateTime: hours(5), endDateTime: hours(4) },
      { version: 1, endDateTime: hours(47) },
      { version: 1, startDateTime: 'tomorrow' },
    ]) {
      const response = await call('PUT', `/api/conferences/${created.id}`, body);
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
      expect(response.json()).toHaveProperty('message');
    }
    expect(await expectStatus(call('GET', `/api/conferences/${created.id}/latest`), 200)).toMatchObject({
      version: 1,
      capacity: 10,
      joinUrl,
    });
    const stale = await call('PUT', `/api/conferences/${created.id}`, { version: 7, title: 'Old' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'conflict', details: { current: { version: 1 } } });
  });

  it('answers 404 to another account and another kind, 403 to roles that may not', async () => {
    const created = await newConference();
    expect((await call('GET', `/api/conferences/${created.id}/latest`, undefined, 'outsider')).statusCode).toBe(404);
    expect((await call('PUT', `/api/conferences/${created.id}`, { version: 1, title: 'Mine' }, 'outsider')).statusCode).toBe(404);
    const observation = await expectStatus(
      call('PUT', '/api/observations/new', { courseId: world.courseId, title: 'Not a conference' }),
      201,
    );
    expect((await call('GET', `/api/conferences/${observation.id}/latest`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/conferences/${created.id}`, { version: 1, title: 'Nope' }, 'facilitator')).statusCode).toBe(403);
    expect((await call('GET', `/api/conferences/${created.id}/latest`, undefined, 'app-user')).statusCode).toBe(403);
  });
});

describe('registration, capacity and joining', () => {
  it('registers a learner once (201 then 200), keeps the join link until it opens, and gives the place back', async () => {
    const conference = await newConference();
    const first = await register(conference.id);
    expect(first.statusCode).toBe(201);
    expect(learnerConferenceSchema.safeParse(first.json()).success).toBe(true);
    expect(first.json()).toMatchObject({
      registered: true,
      registeredCount: 1,
      spotsLeft: 9,
      phase: 'upcoming',
      canJoin: false,
      joinUrl: null,
    });
    const again = await register(conference.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().registeredCount).toBe(1);
    const left = await expectStatus(call('DELETE', `/api/conferences/${conference.id}/registration`, undefined, 'app-user'), 200);
    expect(left).toMatchObject({ registered: false, registeredCount: 0 });
  });

  it('refuses a full conference with 409 conference_full; a freed place can be taken', async () => {
    const conference = await newConference({ capacity: 1 });
    expect((await register(conference.id)).statusCode).toBe(201);
    const full = await register(conference.id, 'learner2');
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'conference_full' });
    expect((await expectStatus(call('GET', `/api/conferences/${conference.id}/learner`, undefined, 'learner2'), 200)).spotsLeft).toBe(0);
    await expectStatus(call('DELETE', `/api/conferences/${conference.id}/registration`, undefined, 'app-user'), 200);
    expect((await register(conference.id, 'learner2')).statusCode).toBe(201);
  });

  it('opens the join link to registered learners while live, and refuses registering once ended', async () => {
    const live = await newConference({ startDateTime: hours(-1), endDateTime: hours(1) });
    expect((await expectStatus(call('GET', `/api/conferences/${live.id}/learner`, undefined, 'app-user'), 200)).joinUrl).toBeNull();
    const view = (await register(live.id)).json();
    expect(view).toMatchObject({ phase: 'live', canJoin: true, joinUrl });
    const ended = await newConference({ startDateTime: hours(-3), endDateTime: hours(-2) });
    const refused = await register(ended.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'conference_ended' });
  });

  it('answers 404 to another account and while unpublished', async () => {
    const conference = await newConference();
    expect((await register(conference.id, 'outsider')).statusCode).toBe(404);
    expect((await call('GET', `/api/conferences/${conference.id}/learner`, undefined, 'outsider')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/conferences/${conference.id}/registration`, undefined, 'outsider')).statusCode).toBe(404);
    const hidden = await newConference({ isPublished: false });
    expect((await register(hidden.id)).statusCode).toBe(404);
    expect((await call('GET', `/api/conferences/${hidden.id}/learner`, undefined, 'app-user')).statusCode).toBe(404);
  });
});

describe('registrations and attendance', () => {
  it('lists registrations in order and marks attendance, which the learner then sees', async () => {
    const conference = await newConference();
    await register(conference.id);
    test.clock.advance(1000);
    await register(conference.id, 'learner2');
    const list = await expectStatus(call('GET', `/api/conferences/${conference.id}/registrations`, undefined, 'facilitator'), 200);
    expect(conferenceRegistrationsResponseSchema.safeParse(list).success).toBe(true);
    expect(list).toMatchObject({ currentPage: 1, totalCount: 2 });
    expect(list.items.map((item: { user: { id: string } }) => item.user.id)).toEqual([world.ids.learner, world.ids.learner2]);
    const registrationId = list.items[0].id;
    const marked = await expectStatus(
      call('PUT', `/api/conferences/${conference.id}/registrations/${registrationId}/attendance`, { attended: true }, 'facilitator'),
      200,
    );
    expect(marked).toMatchObject({ id: registrationId, attended: true });
    expect((await expectStatus(call('GET', `/api/conferences/${conference.id}/learner`, undefined, 'app-user'), 200)).attended).toBe(true);
  });

  it('keeps a group facilitator to their groups, other accounts out (404), learners out (403), and bad bodies out (400)', async () => {
    const conference = await newConference();
    await register(conference.id);
    await register(conference.id, 'learner2');
    const grouped = await expectStatus(call('GET', `/api/conferences/${conference.id}/registrations`, undefined, 'groupFacilitator'), 200);
    expect(grouped.items.map((item: { user: { id: string } }) => item.user.id)).toEqual([world.ids.learner]);
    const all = await expectStatus(call('GET', `/api/conferences/${conference.id}/registrations`), 200);
    const ofLearner2 = all.items.find((item: { user: { id: string } }) => item.user.id === world.ids.learner2).id;
    const attendance = `/api/conferences/${conference.id}/registrations/${ofLearner2}/attendance`;
    expect((await call('PUT', attendance, { attended: true }, 'groupFacilitator')).statusCode).toBe(404);
    expect((await call('PUT', attendance, { attended: true }, 'outsider')).statusCode).toBe(404);
    expect((await call('GET', `/api/conferences/${conference.id}/registrations`, undefined, 'outsider')).statusCode).toBe(404);
    expect((await call('PUT', attendance, { attended: 'yes' }, 'facilitator')).statusCode).toBe(400);
    expect((await call('GET', `/api/conferences/${conference.id}/registrations?page=0`, undefined, 'facilitator')).statusCode).toBe(400);
    expect((await call('PUT', attendance, { attended: true }, 'app-user')).statusCode).toBe(403);
    expect((await call('GET', `/api/conferences/${conference.id}/registrations`, undefined, 'reviewer')).statusCode).toBe(403);
    expect(
      (await expectStatus(call('GET', `/api/conferences/${conference.id}/registrations`), 200)).items.every(
        (item: { attended: null }) => item.attended === null,
      ),
    ).toBe(true);
  });
});
