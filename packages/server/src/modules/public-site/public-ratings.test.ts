import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleIdentifier } from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { users } from '../../db/schema.ts';
import { createPublicCourse } from './public-site-fixture.ts';

let test: TestApp;
let fixture: CourseAdminFixture;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test, 'Public ratings');
});
afterAll(() => test.close());

const page = async (url: string) => (await test.app.inject({ method: 'GET', url })).body;
const structuredData = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
const summary = (html: string) => /<p class="rating-summary">(.*?)<\/p>/s.exec(html)?.[1];

/** A learner of the fixture's account, with these roles, who rates the course. */
async function rateAs(courseId: string, stars: number, roles: RoleIdentifier[] = ['app-user']) {
  const [person] = await test.database.db
    .insert(users)
    .values({ accountId: fixture.accountId, email: `rater.${crypto.randomUUID()}@example.com`, firstName: 'Rater', lastName: 'One', roles })
    .returning({ id: users.id, accountId: users.accountId });
  const cookie = await test.sessionCookieFor(person!);
  const response = await test.app.inject({
    method: 'PUT',
    url: `/api/learner/courses/${courseId}/rating`,
    headers: { cookie },
    payload: { stars },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('the public course page: learners’ ratings', () => {
  it('shows nothing and no aggregateRating while nobody has rated', async () => {
    await createPublicCourse(fixture, { slug: 'ratings-none' });
    const html = await page('/p/ratings-none');
    expect(summary(html)).toBeUndefined();
    expect(structuredData(html)).not.toHaveProperty('aggregateRating');
  });

  it('shows the average to one decimal and the count, in English and Spanish, and in the JSON-LD', async () => {
    const { course } = await createPublicCourse(fixture, { slug: 'ratings-some' });
    await rateAs(course.id, 5);
    expect(summary(await page('/p/ratings-some'))).toBe('<span aria-hidden="true">★</span> 5.0 out of 5 stars (1 rating)');

    await rateAs(course.id, 4);
    await rateAs(course.id, 4);
    const html = await page('/p/ratings-some');
    expect(summary(html)).toBe('<span aria-hidden="true">★</span> 4.3 out of 5 stars (3 ratings)');
    expect(structuredData(html).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      ratingCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expect(summary(await page('/p/ratings-some?lng=es-ES'))).toBe('<span aria-hidden="true">★</span> 4,3 de 5 estrellas (3 valoraciones)');
  });

  it('leaves out the ratings of people left out of reports', async () => {
    const { course } = await createPublicCourse(fixture, { slug: 'ratings-excluded' });
    await rateAs(course.id, 2);
    await rateAs(course.id, 5, ['app-user', 'exclude-from-analytics']);
    await rateAs(course.id, 5, ['app-user', 'hidden-user']);
    const html = await page('/p/ratings-excluded?lng=es-ES');
    expect(summary(html)).toBe('<span aria-hidden="true">★</span> 2,0 de 5 estrellas (1 valoración)');
    expect(structuredData(html).aggregateRating).toMatchObject({ ratingValue: 2, ratingCount: 1 });
  });
});
