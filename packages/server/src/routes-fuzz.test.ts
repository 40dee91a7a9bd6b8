import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { roleIdentifiers } from '@slidewise/core';
import { createTestApp, createTestDatabase, type TestApp } from './test-support/index.ts';
import { fillPath } from './test-support/route-requests.ts';
import { sampleBodyFor } from './test-support/route-bodies.ts';
import type { RegisteredRoute } from './plugins/policy-enforcement.ts';
import { seedDemoIfEmpty, DEMO_OWNER_EMAIL } from './seed/seed.ts';
import { coursePublicDetails, courses, lessons, publicDetailItems, tags, topics, urlSlugs, userGroups, users } from './db/schema.ts';

// A property over every registered /api route: whatever body, query string or path id arrives, signed
// in as the demo owner (who may call everything), the answer is never a 5xx.
let test: TestApp;
let knownIds: string[] = [];
let owner: { id: string; accountId: string };

beforeAll(async () => {
  // A seeded database of its own: random calls as the demo owner change the demo account at random.
  test = await createTestApp({}, await createTestDatabase({ seeded: true }));
  await seedDemoIfEmpty(test.database.db);
  const db = test.database.db;
  [owner] = (await db.select({ id: users.id, accountId: users.accountId }).from(users).where(eq(users.email, DEMO_OWNER_EMAIL))) as [
    typeof owner,
  ];
  knownIds = [
    ...(await db.select({ id: courses.id }).from(courses)),
    ...(await db.select({ id: lessons.id }).from(lessons)),
    ...(await db.select({ id: userGroups.id }).from(userGroups)),
    ...(await db.select({ id: tags.id }).from(tags)),
    ...(await db.select({ id: topics.id }).from(topics)),
    ...(await db.select({ id: coursePublicDetails.id }).from(coursePublicDetails)),
    ...(await db.select({ id: publicDetailItems.id }).from(publicDetailItems)),
    ...(await db.select({ id: urlSlugs.id }).from(urlSlugs)),
  ].map((row) => row.id);
});
afterAll(async () => {
  await test.close();
  await test.database.close();
});

// Field names of the contract, so random bodies often reach deep into the schemas instead of failing at the top.
const fieldNames = [
  'email',
  'password',
  'firstName',
  'lastName',
  'accountName',
  'inviteCode',
  'token',
  'name',
  'role',
  'expiresInDays',
  'title',
  'page',
  'pageSize',
  'version',
  'description',
  'tagIds',
  'newTagNames',
  'isEnabled',
  'courseId',
  'universalAccess',
  'userGroups',
  'prerequisites',
  'sharedWith',
  'scheduleStatus',
  'publishOn',
  'unpublishOn',
  'kind',
  'lessonIds',
  'lessonId',
  'skipModule',
  'links',
  'url',
  'urlSlug',
  'slideId',
  'content',
  'resolved',
  'thumbnail',
  'modules',
  'versionType',
  'configuration',
  'features',
];

function knownId() {
  return fc.nat().map((index) => knownIds[index % Math.max(knownIds.length, 1)] ?? '');
}

const anyValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.emailAddress(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    ...roleIdentifiers,
    'correct horse battery',
    'ABCD2345',
    '',
    ' ',
    '\u0000',
    'a\ud800b',
    'Now',
    'Later',
    'Lesson',
    'Discussion',
    'Published',
    1,
    2,
  ),
  // Real ids (read when the value is drawn, after beforeAll filled them), alone and in lists, so bodies naming rows get past the lookups.
  knownId(),
  fc.array(knownId(), { maxLength: 3 }),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.jsonValue({ maxDepth: 2 }),
);

const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...fieldNames), anyValue, { maxKeys: 6 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant(undefined),
);

// Deep nesting, written as text (deeper than JSON.stringify could write), in place of any value of the
// route's sample body (so it gets past the validators to the handlers' walks: slide data, answers) or
// under a field of the contract: past the API's depth limit the answer is a 400, never a stack overflow.
const deepNesting = fc.record({
  depth: fc.integer({ min: 1, max: 6_000 }),
  asArrays: fc.boolean(),
  place: fc.nat(),
  field: fc.option(fc.constantFrom(...fieldNames), { nil: undefined }),
});
type DeepNesting = typeof deepNesting extends fc.Arbitrary<infer Value> ? Value : never;

/** Every object in a JSON value with each of its keys: the places a value can be swapped. */
function valuePlaces(value: unknown, places: { holder: Record<string, unknown>; key: string }[] = []) {
  if (value === null || typeof value !== 'object') return places;
  for (const [key, child] of Object.entries(value)) {
    if (!Array.isArray(value)) places.push({ holder: value as Record<string, unknown>, key });
    valuePlaces(child, places);
  }
  return places;
}

function deepBody(route: RegisteredRoute, { depth, asArrays, place, field }: DeepNesting): string {
  const nested = asArrays ? '['.repeat(depth) + ']'.repeat(depth) : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const body = structuredClone(sampleBodyFor(route) ?? {}) as Record<string, unknown>;
  const places = valuePlaces(body);
  const chosen = field === undefined && places.length > 0 ? places[place % places.length]! : { holder: body, key: field ?? 'content' };
  const marker = '\u0001deep\u0001';
  chosen.holder[chosen.key] = marker;
  return JSON.stringify(body).replace(JSON.stringify(marker), nested);
}

const rawBody = fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('{', '{"email":', 'null', '[]', '"text"'));

const queryString = fc
  .dictionary(
    fc.oneof(fc.constantFrom('page', 'pageSize', 'versionType', 'courseId', 'lessonId'), fc.string({ maxLength: 8 })),
    fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.integer().map(String),
      fc.double().map(String),
      fc.constantFrom('Latest', 'Published'),
      knownId(),
    ),
    {
      maxKeys: 4,
    },
  )
  .map((entries) => new URLSearchParams(entries).toString());

const pathId = () =>
  fc.oneof(fc.constantFrom(...knownIds), fc.uuid(), fc.string({ maxLength: 40 }), fc.constantFrom('new', '0', '-1', '%', '..'));

describe('every route, random input', () => {
  it('never answers 5xx, and every API failure carries message and code', async () => {
    const routes = test.app.apiRoutes;
    const statuses: number[] = [];
    expect(routes.length).toBeGreaterThan(10);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        pathId(),
        queryString,
        fc.oneof(
          body.map((value) => ({ json: value })),
          rawBody.map((text) => ({ text })),
          deepNesting.map((deep) => ({ deep })),
        ),
        fc.boolean(),
        async (route, id, query, payload, signedIn) => {
          const url = `${fillPath(route, () => id)}${query ? `?${query}` : ''}`;
          // A fresh session each run: a fuzzed logout must not sign the rest of the runs out.
          const headers: Record<string, string> = signedIn ? { cookie: await test.sessionCookieFor(owner) } : {};
          const sendsBody = route.method !== 'GET' && !('json' in payload && payload.json === undefined);
          const text = 'text' in payload ? payload.text : 'deep' in payload ? deepBody(route, payload.deep) : JSON.stringify(payload.json);
          const response = await test.app.inject({
            method: route.method as 'POST',
            url,
            headers: sendsBody ? { ...headers, 'content-type': 'application/json' } : headers,
            ...(sendsBody ? { payload: text } : {}),
          });
          statuses.push(response.statusCode);
          if (response.statusCode >= 500)
            expect.fail(`${route.method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
          if (response.statusCode >= 400) {
            expect(response.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
          }
        },
      ),
      { numRuns: 300 },
    );
    // The runs reached the handlers, not only the validators and the guard.
    expect(statuses.filter((status) => status < 300).length).toBeGreaterThan(10);
    expect(statuses.filter((status) => status === 400).length).toBeGreaterThan(10);
  });
});

describe('every route, deep nesting in place of each value of a body it accepts', () => {
  it('answers 4xx, never 5xx, wherever the nesting is and however it nests', async () => {
    const cookie = await test.sessionCookieFor(owner);
    const inject = (method: string, url: string, payload: string) =>
      test.app.inject({ method: method as 'POST', url, headers: { cookie, 'content-type': 'application/json' }, payload });
    // A lesson without slides yet, so a slide save from "no state" passes its first check and walks the slides.
    const course = (await inject('POST', '/api/courses', JSON.stringify({ title: 'Deep' }))).json();
    const lesson = (await inject('POST', `/api/course/${course.id}/lessons`, JSON.stringify({ kind: 'Lesson', title: 'Deep' }))).json();
    const routes = test.app.apiRoutes.filter((route) => sampleBodyFor(route) !== undefined);
    let sent = 0;
    for (const route of routes) {
      const url = fillPath(route, (parameter) => (parameter === 'courseId' ? course.id : lesson.id));
      const places = Math.max(valuePlaces(structuredClone(sampleBodyFor(route))).length, 1);
      for (let place = 0; place < places; place += 1) {
        for (const asArrays of [true, false]) {
          const response = await inject(route.method, url, deepBody(route, { depth: 5_000, asArrays, place, field: undefined }));
          sent += 1;
          expect([`${route.method} ${route.url} place ${place}`, response.statusCode < 500]).toEqual([
            `${route.method} ${route.url} place ${place}`,
            true,
          ]);
        }
      }
    }
    expect(sent).toBeGreaterThan(routes.length * 2);
  });
});
