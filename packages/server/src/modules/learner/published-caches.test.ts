import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { courseRow } from './repo.ts';
import { createPublishedDecks } from './published-decks.ts';
import { createPublishedLessonsCache } from './published-lessons-cache.ts';
import { addPublishedLesson, createLearnerCourse } from './test-course.ts';

// A database that must not be asked: what the caches answer with it came from memory.
const unusable = new Proxy({} as Executor, {
  get() {
    throw new Error('the database was read');
  },
});

let test: TestApp;
let fixture: CourseAdminFixture;
let courseId: string;
let lessonId: string;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test, 'Published caches');
  courseId = (await createLearnerCourse(fixture)).id;
  lessonId = (await addPublishedLesson(fixture, courseId, { title: 'First' })).id;
});
afterAll(() => test.close());

const currentRow = async () => (await courseRow(test.database.db, fixture.accountId, courseId))!;

describe('the published lessons of a course', () => {
  it('are read once per lesson-list version, and again once a lesson of the course changed', async () => {
    const cache = createPublishedLessonsCache();
    const before = await currentRow();
    expect((await cache.lessonsOf(test.database.db, [before])).map((lesson) => lesson.title)).toEqual(['First']);
    expect((await cache.lessonsOf(unusable, [before])).map((lesson) => lesson.title)).toEqual(['First']);

    await addPublishedLesson(fixture, courseId, { title: 'Second' });
    const after = await currentRow();
    expect(after.lessonListVersion).toBeGreaterThan(before.lessonListVersion);
    await expect(cache.lessonsOf(unusable, [after])).rejects.toThrow('the database was read');
    expect((await cache.lessonsOf(test.database.db, [after])).map((lesson) => lesson.title)).toEqual(['First', 'Second']);
  });
});

describe('the Published decks', () => {
  it('serve a deck while its identifier is the one named, and read it again under another', async () => {
    const decks = createPublishedDecks();
    const first = await decks.deckOf(test.database.db, lessonId, 'whatever is current');
    expect(first.identifier).not.toBeNull();
    expect(first.slides.map((slide) => slide.id)).toEqual(['intro', 'quiz', 'game', 'survey']);
    expect(first.scoringBySlide.get('quiz')?.kind).toBe('quiz');
    expect(await decks.deckOf(unusable, lessonId, first.identifier)).toBe(first);
    expect(decks.lastRead(lessonId)).toBe(first);
    await expect(decks.deckOf(unusable, lessonId, 'published since')).rejects.toThrow('the database was read');
    await expect(decks.deckOf(unusable, lessonId, null)).rejects.toThrow('the database was read');
  });
});
