import { libraryCourses, type Course, type LessonAuthoringConfig, type LibraryCourse, type LibraryCourseList } from '@slidewise/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { createTestApp, type TestApp } from '../../test-support/index.ts';

// Issue 17, the course library: authors browse and preview the starter courses and import one as their
// account's own Draft course, every lesson and slide an editable copy.

let test: TestApp;
let fixture: CourseAdminFixture;

beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test, 'Library');
});
afterAll(() => test.close());

const lessonsOf = async (courseId: string, as: 'content-author' | 'outsider' = 'content-author') =>
  (await fixture.call('GET', `/api/course/${courseId}/lessons`, undefined, as)).json() as { id: string; title: string }[];

describe('browsing', () => {
  it('lists every starter course with its length and templates, and previews one whole', async () => {
    const list: LibraryCourseList = (await fixture.call('GET', '/api/course-library', undefined, 'content-author')).json();
    expect(list.items.map((course) => course.id)).toEqual(libraryCourses.map((course) => course.id));
    expect(list.items.length).toBeGreaterThanOrEqual(5);
    const safety = list.items.find((course) => course.id === 'workplace-safety-basics')!;
    expect(safety).toMatchObject({ title: 'Workplace safety basics', lessonCount: 2 });
    expect(safety.templateTypes).toEqual(expect.arrayContaining(['title', 'game-true-or-false', 'multiple-choice-survey']));

    const preview: LibraryCourse = (await fixture.call('GET', '/api/course-library/manual-handling', undefined, 'content-author')).json();
    expect(preview.lessons.map((lesson) => lesson.title)).toEqual(['Think before you lift', 'The safe lift']);
    expect(preview.lessons[1]!.slides[1]).toMatchObject({ type: 'text-sequence', name: 'The safe lift, step by step' });
    expect((await fixture.call('GET', '/api/course-library/no-such-course', undefined, 'content-author')).statusCode).toBe(404);
  });
});

describe('importing', () => {
  it("makes the account's own Draft course with every lesson and slide, ready to publish", async () => {
    const source = libraryCourses.find((course) => course.id === 'information-security-at-work')!;
    const answer = await fixture.call('POST', `/api/course-library/${source.id}/import`, undefined, 'content-author');
    expect(answer.statusCode).toBe(201);
    const course: Course = answer.json();
    expect(course).toMatchObject({ title: source.title, description: source.description, courseStatus: 'Draft' });
    const lessons = await lessonsOf(course.id);
    expect(lessons.map((lesson) => lesson.title)).toEqual(source.lessons.map((lesson) => lesson.title));
    const config: LessonAuthoringConfig = (await fixture.call('GET', `/api/lesson-authoring/${lessons[0]!.id}`)).json();
    expect(config.slides.map((slide) => slide.type)).toEqual(source.lessons[0]!.slides.map((slide) => slide.type));
    // Placeholder ids became real ones, and the quizzes' questions were derived.
    expect(JSON.stringify(config.slides)).not.toContain('#GENUUID#');
    expect(config.slides.some((slide) => slide.metadata.questions.length > 0)).toBe(true);

    const published = await fixture.call('POST', `/api/course/${course.id}/lessons/publish`, {
      lessonIds: lessons.map((lesson) => lesson.id),
    });
    expect(published.statusCode).toBe(200);
  });

  it('gives each import its own copy: editing one leaves the other as it was', async () => {
    const first: Course = (await fixture.call('POST', '/api/course-library/manual-handling/import', undefined, 'account-admin')).json();
    const second: Course = (await fixture.call('POST', '/api/course-library/manual-handling/import', undefined, 'account-admin')).json();
    expect(first.id).not.toBe(second.id);
    const [firstLesson] = await lessonsOf(first.id);
    const [secondLesson] = await lessonsOf(second.id);
    const config: LessonAuthoringConfig = (await fixture.call('GET', `/api/lesson-authoring/${firstLesson!.id}`)).json();
    const edited = config.slides.map((slide, index) =>
      index === 0 ? { ...slide, data: { ...slide.data, title: 'Our own title' } } : slide,
    );
    const saved = await fixture.call('PUT', `/api/lesson-authoring/${firstLesson!.id}`, {
      slides: edited,
      latestSavedSlidesStateIdentifier: config.latestSavedSlidesStateIdentifier,
    });
    expect(saved.statusCode).toBe(200);
    const other: LessonAuthoringConfig = (await fixture.call('GET', `/api/lesson-authoring/${secondLesson!.id}`)).json();
    expect(other.slides[0]!.data.title).toBe('Your back has to last');
  });

  it('is for those who create courses, and an import lands in the importer’s own account only', async () => {
    for (const role of ['app-user', 'restricted-author', 'reviewer', 'facilitator'] as const) {
      expect((await fixture.call('GET', '/api/course-library', undefined, role)).statusCode, role).toBe(403);
      expect((await fixture.call('POST', '/api/course-library/manual-handling/import', undefined, role)).statusCode, role).toBe(403);
    }
    const theirs: Course = (await fixture.call('POST', '/api/course-library/onboarding-a-new-hire/import', undefined, 'outsider')).json();
    expect((await fixture.call('GET', `/api/courses/${theirs.id}`, undefined, 'content-author')).statusCode).toBe(404);
    expect((await lessonsOf(theirs.id, 'outsider')).length).toBe(2);
  });
});
