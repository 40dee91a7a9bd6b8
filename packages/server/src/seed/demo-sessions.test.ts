import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conferenceRegistrationsResponseSchema,
  conferenceResponseSchema,
  observationResponseSchema,
  observationSubmissionsResponseSchema,
} from '@slidewise/core';
import { createTestApp, type TestApp } from '../test-support/index.ts';
import { demoLessonIdOf, signedInAsDemo } from '../test-support/demo.ts';
import { seedDemoIfEmpty } from './seed.ts';
import { demoConference, demoObservation } from './demo-sessions.ts';

let test: TestApp;
let cookie: string;
beforeAll(async () => {
  test = await createTestApp();
  await seedDemoIfEmpty(test.database.db);
  cookie = await signedInAsDemo(test, 'facilitator@demo.slidewise.dev');
});
afterAll(() => test.close());

const lessonIdOf = (title: string) => demoLessonIdOf(test, title);
const get = async (url: string) => {
  const response = await test.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('demo observation and conference', () => {
  it('gives the observation its criteria and a completed record the facilitator sees', async () => {
    const id = await lessonIdOf(demoObservation.lessonTitle);
    const observation = observationResponseSchema.parse(await get(`/api/observations/${id}/latest`));
    expect(observation.criteria.map((criterion) => criterion.id)).toEqual(demoObservation.criteria.map((criterion) => criterion.id));
    const records = observationSubmissionsResponseSchema.parse(await get(`/api/observations/${id}/submissions`));
    expect(records.items).toMatchObject([{ state: 'completed', passed: true, learner: { name: 'Lee Learner' } }]);
  });

  it('schedules the conference with a join link, a capacity and two registrations', async () => {
    const id = await lessonIdOf(demoConference.lessonTitle);
    const conference = conferenceResponseSchema.parse(await get(`/api/conferences/${id}/latest`));
    expect(conference).toMatchObject({ joinUrl: demoConference.joinUrl, capacity: demoConference.capacity, registeredCount: 2 });
    expect(Date.parse(conference.endDateTime!)).toBeGreaterThan(Date.parse(conference.startDateTime!));
    const registrations = conferenceRegistrationsResponseSchema.parse(await get(`/api/conferences/${id}/registrations`));
    expect(registrations.items.map((item) => item.user.email)).toEqual(demoConference.registeredEmails);
  });
});
