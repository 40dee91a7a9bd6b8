import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  learnerObservationSchema,
  observationResponseSchema,
  observationSubmissionSchema,
  observationSubmissionsResponseSchema,
} from '@slidewise/core';
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
const criteria = [
  { id: 'c1', title: 'Checks the ladder', description: 'Before climbing' },
  { id: 'c2', title: 'Wears a harness', description: '' },
];
async function newObservation(fields: Record<string, unknown> = {}) {
  return expectStatus(
    call('PUT', '/api/observations/new', { courseId: world.courseId, title: 'Ladder safety', criteria, isPublished: true, ...fields }),
    201,
  );
}
async function startRecord(observationId: string, learnerId = world.ids.learner, as: Parameters<typeof call>[3] = 'facilitator') {
  return expectStatus(call('POST', `/api/observations/${observationId}/submissions`, { learnerId }, as), 201);
}

describe('observation settings: /latest and PUT', () => {
  it('creates with id "new" (201), reads it back and saves criteria from its version', async () => {
    const created = await expectStatus(call('PUT', '/api/observations/new', { courseId: world.courseId, title: 'Forklift check' }), 201);
    expect(observationResponseSchema.safeParse(created).success).toBe(true);
    expect(created).toMatchObject({ courseId: world.courseId, title: 'Forklift check', isPublished: false, criteria: [], version: 1 });
    expect(await expectStatus(call('GET', `/api/observations/${created.id}/latest`, undefined, 'facilitator'), 200)).toEqual(created);
    const saved = await expectStatus(
      call('PUT', `/api/observations/${created.id}`, { version: 1, criteria, description: 'Watch one lift' }),
      200,
    );
    expect(saved).toMatchObject({ version: 2, criteria, description: 'Watch one lift', title: 'Forklift check' });
    const lessons = await expectStatus(call('GET', `/api/course/${world.courseId}/lessons`), 200);
    expect(lessons.find((lesson: { id: string }) => lesson.id === created.id)).toMatchObject({
      kind: 'Observation',
      title: 'Forklift check',
    });
  });

  it('answers a stale version 409 with the current observation, and writes nothing', async () => {
    const created = await newObservation();
    await expectStatus(call('PUT', `/api/observations/${created.id}`, { version: 1, title: 'First' }), 200);
    const stale = await call('PUT', `/api/observations/${created.id}`, { version: 1, title: 'Second' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'conflict', details: { current: { title: 'First', version: 2 } } });
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const created = await newObservation();
    for (const body of [
      { version: 1, title: '' },
      {
        version: 1,
        criteria: [
          { id: 'a', title: 'One', description: '' },
          { id: 'a', title: 'Two', description: '' },
        ],
      },
      { version: 1, criteria: [{ id: 'a', title: '', description: '' }] },
      { version: 1, criteria: 'all of them' },
    ]) {
      const response = await call('PUT', `/api/observations/${created.id}`, body);
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
      expect(response.json()).toHaveProperty('message');
    }
    expect((await call('PUT', '/api/observations/new', { title: 'Where?' })).statusCode).toBe(400);
    expect(await expectStatus(call('GET', `/api/observations/${created.id}/latest`), 200)).toMatchObject({ version: 1, criteria });
  });

  it('answers 404 to another account and to ids of another kind, 403 to roles that may not', async () => {
    const created = await newObservation();
    expect((await call('GET', `/api/observations/${created.id}/latest`, undefined, 'outsider')).statusCode).toBe(404);
    expect((await call('PUT', `/api/observations/${created.id}`, { version: 1, title: 'Mine' }, 'outsider')).statusCode).toBe(404);
    expect((await call('PUT', '/api/observations/new', { courseId: world.courseId, title: 'Theirs' }, 'outsider')).statusCode).toBe(404);
    const discussion = await expectStatus(
      call('PUT', '/api/discussions/new', { courseId: world.courseId, title: 'Not an observation' }),
      201,
    );
    expect((await call('GET', `/api/observations/${discussion.id}/latest`)).statusCode).toBe(404);
    expect((await call('GET', '/api/observations/not-a-uuid/latest')).statusCode).toBe(404);
    expect((await call('PUT', `/api/observations/${created.id}`, { version: 1, title: 'Nope' }, 'facilitator')).statusCode).toBe(403);
    expect((await call('PUT', `/api/observations/${created.id}`, { version: 1, title: 'Nope' }, 'restricted-author')).statusCode).toBe(403);
    expect((await call('GET', `/api/observations/${created.id}/latest`, undefined, 'reviewer')).statusCode).toBe(403);
    expect((await call('GET', `/api/observations/${created.id}/latest`, undefined, 'app-user')).statusCode).toBe(403);
  });
});

describe('observation records', () => {
  it('offers the learners the observer may observe (a group facilitator: their groups only)', async () => {
    const observation = await newObservation();
    const all = await expectStatus(call('GET', `/api/observations/${observation.id}/learners`, undefined, 'facilitator'), 200);
    expect(all.items.map((person: { id: string }) => person.id).sort()).toEqual([world.ids.learner, world.ids.learner2].sort());
    const grouped = await expectStatus(call('GET', `/api/observations/${observation.id}/learners`, undefined, 'groupFacilitator'), 200);
    expect(grouped.items.map((person: { id: string }) => person.id)).toEqual([world.ids.learner]);
    expect((await call('GET', `/api/observations/${observation.id}/learners`, undefined, 'outsider')).statusCode).toBe(404);
    expect((await call('GET', `/api/observations/${observation.id}/learners`, undefined, 'app-user')).statusCode).toBe(403);
  });

  it('goes started → saved → resumed → submitted → completed with passed', async () => {
    const observation = await newObservation();
    const started = await startRecord(observation.id);
    expect(observationSubmissionSchema.safeParse(started).success).toBe(true);
    expect(started).toMatchObject({ state: 'started', passed: null, learner: { id: world.ids.learner }, version: 1 });
    const url = `/api/observations/${observation.id}/submissions/${started.id}`;
    const ratings = [{ criterionId: 'c1', met: true, note: 'Checked the feet' }];
    const saved = await expectStatus(call('PUT', url, { version: 1, action: 'save', ratings, note: 'Calm' }, 'facilitator'), 200);
    expect(saved).toMatchObject({ state: 'saved', ratings, note: 'Calm', version: 2 });
    const resumed = await expectStatus(call('PUT', url, { version: 2, action: 'resume' }, 'facilitator'), 200);
    expect(resumed).toMatchObject({ state: 'resumed', ratings });
    const submitted = await expectStatus(
      call('PUT', url, { version: 3, action: 'submit', ratings: [...ratings, { criterionId: 'c2', met: false, note: '' }] }, 'facilitator'),
      200,
    );
    expect(submitted.state).toBe('submitted');
    expect(submitted.submittedAt).not.toBeNull();
    const completed = await expectStatus(call('PUT', url, { version: 4, action: 'complete', passed: true }, 'account-owner'), 200);
    expect(completed).toMatchObject({ state: 'completed', passed: true, observer: { id: world.fixture.people['account-owner'].id } });
    expect(completed.ratings).toHaveLength(2);
    const list = await expectStatus(call('GET', `/api/observations/${observation.id}/submissions`, undefined, 'facilitator'), 200);
    expect(observationSubmissionsResponseSchema.safeParse(list).success).toBe(true);
    expect(list).toMatchObject({ currentPage: 1, totalCount: 1, items: [{ id: started.id, state: 'completed' }] });
  });

  it('refuses steps out of order (409), stale versions (409) and bad bodies (400), writing nothing', async () => {
    const observation = await newObservation();
    const started = await startRecord(observation.id);
    const url = `/api/observations/${observation.id}/submissions/${started.id}`;
    const outOfOrder = await call('PUT', url, { version: 1, action: 'complete', passed: true }, 'facilitator');
    expect(outOfOrder.statusCode).toBe(409);
    expect(outOfOrder.json()).toMatchObject({ code: 'invalid_transition' });
    for (const body of [
      { version: 1, action: 'complete' },
      { version: 1, action: 'save', passed: true },
      { version: 1, action: 'save', ratings: [{ criterionId: 'nope', met: true, note: '' }] },
      {
        version: 1,
        action: 'save',
        ratings: [
          { criterionId: 'c1', met: true, note: '' },
          { criterionId: 'c1', met: false, note: '' },
        ],
      },
      { version: 1, action: 'finish' },
      { action: 'save' },
    ]) {
      const response = await call('PUT', url, body, 'facilitator');
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
    }
    await expectStatus(call('PUT', url, { version: 1, action: 'save' }, 'facilitator'), 200);
    const stale = await call('PUT', url, { version: 1, action: 'save', note: 'Late' }, 'facilitator');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'conflict', details: { current: { version: 2, note: '' } } });
  });

  it('keeps records to the observer’s people and account: 404 otherwise, 403 to learners', async () => {
    const observation = await newObservation();
    expect(
      (await call('POST', `/api/observations/${observation.id}/submissions`, { learnerId: world.fixture.outsider.id }, 'facilitator'))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'POST',
          `/api/observations/${observation.id}/submissions`,
          { learnerId: world.fixture.people['account-owner'].id },
          'facilitator',
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/observations/${observation.id}/submissions`, { learnerId: world.ids.learner2 }, 'groupFacilitator'))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/observations/${observation.id}/submissions`, { learnerId: 'someone' }, 'facilitator')).statusCode,
    ).toBe(400);
    const ofLearner2 = await startRecord(observation.id, world.ids.learner2);
    await startRecord(observation.id, world.ids.learner);
    const grouped = await expectStatus(call('GET', `/api/observations/${observation.id}/submissions`, undefined, 'groupFacilitator'), 200);
    expect(grouped.items.map((item: { learner: { id: string } }) => item.learner.id)).toEqual([world.ids.learner]);
    expect(
      (
        await call(
          'PUT',
          `/api/observations/${observation.id}/submissions/${ofLearner2.id}`,
          { version: 1, action: 'save' },
          'groupFacilitator',
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/api/observations/${observation.id}/submissions/${ofLearner2.id}`, { version: 1, action: 'save' }, 'outsider'))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/observations/${observation.id}/submissions`, undefined, 'outsider')).statusCode).toBe(404);
    expect(
      (
        await call('GET', `/api/observations/${observation.id}/submissions?learnerId=${world.ids.learner2}`, undefined, 'facilitator')
      ).json().totalCount,
    ).toBe(1);
    expect((await call('GET', `/api/observations/${observation.id}/submissions?pageSize=0`, undefined, 'facilitator')).statusCode).toBe(
      400,
    );
    expect((await call('GET', `/api/observations/${observation.id}/submissions`, undefined, 'app-user')).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/observations/${observation.id}/submissions`, { learnerId: world.ids.learner }, 'app-user')).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/observations/${observation.id}/submissions/${ofLearner2.id}`, { version: 1, action: 'save' }, 'reviewer'))
        .statusCode,
    ).toBe(403);
  });
});

describe("the learner's observation results", () => {
  it('shows the learner their own submitted and completed records only, with the published criteria', async () => {
    const observation = await newObservation();
    const draft = await startRecord(observation.id);
    const done = await startRecord(observation.id);
    const url = `/api/observations/${observation.id}/submissions/${done.id}`;
    await expectStatus(
      call('PUT', url, { version: 1, action: 'submit', ratings: [{ criterionId: 'c1', met: true, note: 'Good' }] }, 'facilitator'),
      200,
    );
    await expectStatus(call('PUT', url, { version: 2, action: 'complete', passed: true }, 'facilitator'), 200);
    await startRecord(observation.id, world.ids.learner2);
    const view = await expectStatus(call('GET', `/api/observations/${observation.id}/learner`, undefined, 'app-user'), 200);
    expect(learnerObservationSchema.safeParse(view).success).toBe(true);
    expect(view).toMatchObject({ title: 'Ladder safety', criteria, passed: true });
    expect(view.submissions.map((item: { id: string }) => item.id)).toEqual([done.id]);
    expect(view.submissions.map((item: { id: string }) => item.id)).not.toContain(draft.id);
    const other = await expectStatus(call('GET', `/api/observations/${observation.id}/learner`, undefined, 'learner2'), 200);
    expect(other).toMatchObject({ submissions: [], passed: false });
  });

  it('answers 404 while unpublished and to another account; the published version is what learners read', async () => {
    const observation = await newObservation();
    await expectStatus(call('PUT', `/api/observations/${observation.id}`, { version: 1, title: 'Renamed, not published' }), 200);
    expect((await expectStatus(call('GET', `/api/observations/${observation.id}/learner`, undefined, 'app-user'), 200)).title).toBe(
      'Ladder safety',
    );
    expect((await call('GET', `/api/observations/${observation.id}/learner`, undefined, 'outsider')).statusCode).toBe(404);
    const hidden = await newObservation({ isPublished: false });
    expect((await call('GET', `/api/observations/${hidden.id}/learner`, undefined, 'app-user')).statusCode).toBe(404);
  });
});
