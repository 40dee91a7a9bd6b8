import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { coursePublicDetails, courses } from '../../db/schema.ts';

// Every image field of a course keeps only a web address or our stored media's path (core's imageReferenceSchema).
let test: TestApp;
let fixture: CourseAdminFixture;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test, 'Course images');
});
afterAll(() => test.close());

const hostile = [
  'javascript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/a.png',
];
const imageFields = ['thumbnail', 'brandingImage', 'libraryImage'] as const;
// Authoring §7: a course is created with its branding and library images; the thumbnail comes with a save.
const createdWith = ['brandingImage', 'libraryImage'] as const;

describe('course image fields', () => {
  it('refuses script, data and off-origin addresses in every image field, on create and on save (400, nothing stored)', async () => {
    const course = await fixture.createCourse('Kept clean');
    for (const field of imageFields) {
      for (const value of hostile) {
        if ((createdWith as readonly string[]).includes(field)) {
          const created = await fixture.call('POST', '/api/courses', { title: 'Hostile', [field]: value });
          expect([field, value, created.statusCode, created.json().code]).toEqual([field, value, 400, 'validation_failed']);
        }
        const saved = await fixture.call('PUT', `/api/courses/${course.id}`, { version: course.version, [field]: value });
        expect([field, value, saved.statusCode]).toEqual([field, value, 400]);
      }
    }
    const stored = await fixture.getCourse(course.id);
    expect(imageFields.map((field) => stored[field])).toEqual(['', '', '']);
    expect(stored.version).toBe(course.version);
  });

  it('keeps web addresses and paths of our stored media', async () => {
    const created = await fixture.call('POST', '/api/courses', {
      title: 'Pictured',
      brandingImage: '/media/brand.png',
      libraryImage: 'https://images.example.com/library.png',
    });
    expect(created.statusCode).toBe(201);
    const saved = await fixture.call('PUT', `/api/courses/${created.json().id}`, {
      version: created.json().version,
      thumbnail: 'https://images.example.com/a.png',
      libraryImage: 'http://cdn.example.com/library.jpg',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      thumbnail: 'https://images.example.com/a.png',
      brandingImage: '/media/brand.png',
      libraryImage: 'http://cdn.example.com/library.jpg',
    });
  });

  it('refuses them in the public thumbnail too', async () => {
    const course = await fixture.createCourse('Public');
    for (const value of hostile) {
      expect([value, (await fixture.call('POST', `/api/courses/${course.id}/public-details`, { thumbnail: value })).statusCode]).toEqual([
        value,
        400,
      ]);
    }
    const detail = await fixture.call('POST', `/api/courses/${course.id}/public-details`, { thumbnail: '/media/public.png' });
    expect(detail.statusCode).toBe(201);
    for (const value of hostile) {
      expect([
        value,
        (await fixture.call('PUT', `/api/courses/${course.id}/public-details/${detail.json().id}`, { thumbnail: value })).statusCode,
      ]).toEqual([value, 400]);
    }
  });

  it('reads a value stored before these rules as no image, instead of serving it', async () => {
    const course = await fixture.createCourse('Stored before');
    const detail = (await fixture.call('POST', `/api/courses/${course.id}/public-details`, {})).json();
    const db = test.database.db;
    await db
      .update(courses)
      .set({ data: sql`${courses.data} || ${JSON.stringify({ thumbnail: hostile[0], brandingImage: hostile[1] })}::jsonb` })
      .where(eq(courses.id, course.id));
    await db.update(coursePublicDetails).set({ thumbnail: hostile[2]! }).where(eq(coursePublicDetails.id, detail.id));

    expect(await fixture.getCourse(course.id)).toMatchObject({ thumbnail: '', brandingImage: '' });
    const list = await fixture.call('GET', '/api/courses?page=1&pageSize=100');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.find((item: { id: string }) => item.id === course.id)).toMatchObject({ thumbnail: '' });
    const details = await fixture.call('GET', `/api/courses/${course.id}/public-details`);
    expect(details.statusCode).toBe(200);
    expect(details.json()[0]).toMatchObject({ thumbnail: '' });
  });
});
