import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonKinds, lessonSchema, lessonSummarySchema, type Course } from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';

let test: TestApp;
let fixture: CourseAdminFixture;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test);
});
afterAll(() => test.close());

const lessonsOf = async (courseId: string, query = '') => (await fixture.call('GET', `/api/course/${courseId}/lessons${query}`)).json();
const titlesOf = async (courseId: string) => (await lessonsOf(courseId)).map((lesson: { title: string }) => lesson.title);

describe('POST /api/course/:courseId/lessons', () => {
  it('adds a lesson of each of the five kinds with the spec defaults, at the end of the course', async () => {
    const course = await fixture.createCourse();
    for (const kind of lessonKinds) {
      const response = await fixture.call('POST', `/api/course/${course.id}/lessons`, { kind, title: `${kind} one` });
      expect(response.statusCode).toBe(201);
      const lesson = response.json();
      expect(lessonSchema.safeParse(lesson).success).toBe(true);
      expect(lesson).toMatchObject({
        kind,
        title: `${kind} one`,
        courseId: course.id,
        courseTitle: course.title,
        versionType: 'Latest',
        isPublished: false,
        version: 1,
        duration: 60,
        previewSize: { width: 400, height: 768 },
        configuration: { styleConfiguration: { direction: 'ltr', minimumScore: 0 } },
        author: 'Role account-owner',
        audience: { allowAllUserGroups: true, applicationId: fixture.accountId },
      });
    }
    expect(await titlesOf(course.id)).toEqual(lessonKinds.map((kind) => `${kind} one`));
    expect((await fixture.getCourse(course.id)).lessons).toHaveLength(5);
  });

  it('answers 400 for an unknown kind, 404 for another account’s course, 403 to a reviewer', async () => {
    const course = await fixture.createCourse();
    expect((await fixture.call('POST', `/api/course/${course.id}/lessons`, { kind: 'Webinar', title: 'x' })).statusCode).toBe(400);
    expect((await fixture.call('POST', `/api/course/${course.id}/lessons`, { kind: 'Lesson', title: 'x' }, 'outsider')).statusCode).toBe(
      404,
    );
    expect((await fixture.call('POST', `/api/course/${course.id}/lessons`, { kind: 'Lesson', title: 'x' }, 'reviewer')).statusCode).toBe(
      403,
    );
  });
});

describe('GET /api/course/:courseId/lessons', () => {
  it('lists the Latest versions by default, and only the published ones, as published, with versionType Published', async () => {
    const course = await fixture.createCourse();
    const [first, second] = [
      await fixture.createLesson(course.id, 'Lesson', 'First'),
      await fixture.createLesson(course.id, 'Discussion', 'Second'),
    ];
    await fixture.call('POST', `/api/course/${course.id}/lessons/publish`, { lessonIds: [first.id] });
    await fixture.call('PUT', `/api/lessons/${first.id}`, { version: first.version, title: 'First, edited' });

    const latest = await lessonsOf(course.id);
    expect(latest.map((lesson: { title: string }) => lesson.title)).toEqual(['First, edited', 'Second']);
    for (const lesson of latest) expect(lessonSummarySchema.safeParse(lesson).success).toBe(true);
    expect(latest[0]).toMatchObject({ id: first.id, isPublished: true, hasUnpublishedChanges: true, versionType: 'Latest' });
    expect(latest[1]).toMatchObject({ id: second.id, kind: 'Discussion', isPublished: false });

    const published = await lessonsOf(course.id, '?versionType=Published');
    expect(published).toEqual([expect.objectContaining({ id: first.id, title: 'First', versionType: 'Published' })]);
  });

  it('answers [] for a course without lessons, 400 for an unknown versionType, 404 for another account, 403 to a learner', async () => {
    const course = await fixture.createCourse();
    expect(await lessonsOf(course.id)).toEqual([]);
    expect((await fixture.call('GET', `/api/course/${course.id}/lessons?versionType=Draft`)).statusCode).toBe(400);
    expect((await fixture.call('GET', `/api/course/${course.id}/lessons`, undefined, 'outsider')).statusCode).toBe(404);
    expect((await fixture.call('GET', `/api/course/${course.id}/lessons`, undefined, 'app-user')).statusCode).toBe(403);
    expect((await fixture.call('GET', `/api/course/${course.id}/lessons`, undefined, 'facilitator')).statusCode).toBe(200);
  });
});

describe('GET and PUT /api/lessons/:id', () => {
  it('saves the spec’s lesson fields into the Latest version and raises the version', async () => {
    const course = await fixture.createCourse();
    const lesson = await fixture.createLesson(course.id);
    const response = await fixture.call('PUT', `/api/lessons/${lesson.id}`, {
      version: lesson.version,
      title: 'Renamed',
      description: 'New description',
      display: { active: true },
      hideScore: true,
      isRateable: true,
      features: { attemptRestriction: { lockIntervalMin: 5, lockOnCompletion: true, resetCourseOnNumberAttempts: 3 } },
      metaTags: ['safety'],
      availability: { platforms: ['web'] },
      // Slides have their own save (PUT /api/lesson-authoring/{id}): sent here, they are left as they are.
      configuration: {
        slides: [
          {
            id: 's1',
            type: 'title',
            subtype: 'default',
            name: 'Hello',
            displayIndex: 1,
            templateName: 'Title',
            templateDescription: '',
            data: {},
            metadata: { sourceId: '', sourceType: '', slideId: 's1', questions: [] },
          },
        ],
      },
      versionType: 'Latest',
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json();
    expect(saved).toMatchObject({
      title: 'Renamed',
      description: 'New description',
      display: { active: true },
      hideScore: true,
      isRateable: true,
      features: {
        starOptions: { enabled: false },
        attemptRestriction: { lockIntervalMin: 5, lockOnCompletion: true, resetCourseOnNumberAttempts: 3 },
      },
      metaTags: ['safety'],
      availability: { platforms: ['web'] },
      version: 2,
      configuration: { scale: 1, slides: [] },
    });
    expect((await fixture.call('GET', `/api/lessons/${lesson.id}`)).json()).toEqual(saved);
  });

  it('answers 409 with the current lesson for a stale version, and 400 for a bad field', async () => {
    const lesson = await fixture.createLesson((await fixture.createCourse()).id);
    await fixture.call('PUT', `/api/lessons/${lesson.id}`, { version: 1, title: 'First save' });
    const stale = await fixture.call('PUT', `/api/lessons/${lesson.id}`, { version: 1, title: 'Second save' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'conflict', details: { current: { title: 'First save', version: 2 } } });
    expect((await fixture.call('PUT', `/api/lessons/${lesson.id}`, { version: 2, hideScore: 'yes' })).statusCode).toBe(400);
    expect((await fixture.call('PUT', `/api/lessons/${lesson.id}`, { version: 2, versionType: 'Published' })).statusCode).toBe(400);
  });

  it('answers the Published version apart from the Latest one, and 404 before the first publish', async () => {
    const course = await fixture.createCourse();
    const lesson = await fixture.createLesson(course.id, 'Lesson', 'Original');
    expect((await fixture.call('GET', `/api/lessons/${lesson.id}?versionType=Published`)).statusCode).toBe(404);
    await fixture.call('POST', `/api/course/${course.id}/lessons/publish`, { lessonIds: [lesson.id] });
    await fixture.call('PUT', `/api/lessons/${lesson.id}`, { version: 1, title: 'Work in progress', description: 'Not live yet' });
    const published = (await fixture.call('GET', `/api/lessons/${lesson.id}?versionType=Published`)).json();
    expect(published).toMatchObject({
      title: 'Original',
      description: '',
      versionType: 'Published',
      isPublished: true,
      hasUnpublishedChanges: true,
    });
    expect((await fixture.call('GET', `/api/lessons/${lesson.id}`)).json()).toMatchObject({
      title: 'Work in progress',
      versionType: 'Latest',
    });
    // The course says so too, until the lesson is published again.
    expect((await fixture.getCourse(course.id)).hasUnpublishedChanges).toBe(true);
    await fixture.call('POST', `/api/course/${course.id}/lessons/publish`, { lessonIds: [lesson.id] });
    expect((await fixture.getCourse(course.id)).hasUnpublishedChanges).toBe(false);
    expect((await fixture.call('GET', `/api/lessons/${lesson.id}?versionType=Published`)).json()).toMatchObject({
      title: 'Work in progress',
      description: 'Not live yet',
      audience: { applicationId: fixture.accountId },
    });
  });

  it('moves a lesson to the end of another course of the account when courseId changes', async () => {
    const [from, to] = [await fixture.createCourse('From'), await fixture.createCourse('To')];
    const lesson = await fixture.createLesson(from.id, 'Lesson', 'Traveller');
    await fixture.createLesson(to.id, 'Lesson', 'Resident');
    const moved = await fixture.call('PUT', `/api/lessons/${lesson.id}`, { version: 1, courseId: to.id });
    expect(moved.json()).toMatchObject({ courseId: to.id, courseTitle: 'To', rank: 1 });
    expect(await titlesOf(to.id)).toEqual(['Resident', 'Traveller']);
    expect(await titlesOf(from.id)).toEqual([]);
  });

  it('takes other lessons of the same course as prerequisites: not itself (400), not elsewhere (404)', async () => {
    const course = await fixture.createCourse();
    const [first, second] = [await fixture.createLesson(course.id), await fixture.createLesson(course.id)];
    const saved = await fixture.call('PUT', `/api/lessons/${second.id}`, { version: 1, prerequisites: [first.id, first.id] });
    expect(saved.json().prerequisites).toEqual([first.id]);
    const itself = await fixture.call('PUT', `/api/lessons/${second.id}`, { version: 2, prerequisites: [second.id] });
    expect(itself.json()).toMatchObject({ code: 'invalid_prerequisites' });
    const elsewhere = await fixture.createLesson((await fixture.createCourse()).id);
    expect((await fixture.call('PUT', `/api/lessons/${second.id}`, { version: 2, prerequisites: [elsewhere.id] })).statusCode).toBe(404);
  });

  it('answers 404 for another account’s lesson, 403 to reviewers saving, and lets reviewers read', async () => {
    const lesson = await fixture.createLesson((await fixture.createCourse()).id);
    expect((await fixture.call('GET', `/api/lessons/${lesson.id}`, undefined, 'outsider')).statusCode).toBe(404);
    expect((await fixture.call('PUT', `/api/lessons/${lesson.id}`, { version: 1, title: 'x' }, 'outsider')).statusCode).toBe(404);
    expect((await fixture.call('PUT', `/api/lessons/${lesson.id}`, { version: 1, title: 'x' }, 'reviewer')).statusCode).toBe(403);
    expect((await fixture.call('GET', `/api/lessons/${lesson.id}`, undefined, 'reviewer')).statusCode).toBe(200);
    expect((await fixture.call('PUT', `/api/lessons/${lesson.id}`, { version: 1, title: 'x' }, 'restricted-author')).statusCode).toBe(403);
  });
});

describe('reordering and publishing lessons', () => {
  it('puts the lessons in the given order and answers the course', async () => {
    const course = await fixture.createCourse();
    const lessons = [
      await fixture.createLesson(course.id, 'Lesson', 'A'),
      await fixture.createLesson(course.id, 'Lesson', 'B'),
      await fixture.createLesson(course.id, 'Assessment', 'C'),
    ];
    const order = [lessons[2]!.id, lessons[0]!.id, lessons[1]!.id];
    const response = await fixture.call('PUT', `/api/course/${course.id}/lessons/order`, { lessonIds: order });
    expect(response.statusCode).toBe(200);
    expect((response.json() as Course).lessons.map((lesson) => lesson.id)).toEqual(order);
    expect(await titlesOf(course.id)).toEqual(['C', 'A', 'B']);
  });

  it('answers 409 with the current course when the list is not the course’s lessons, 400 for a bad body, 404 and 403', async () => {
    const course = await fixture.createCourse();
    const lesson = await fixture.createLesson(course.id);
    await fixture.createLesson(course.id);
    const partial = await fixture.call('PUT', `/api/course/${course.id}/lessons/order`, { lessonIds: [lesson.id] });
    expect(partial.statusCode).toBe(409);
    expect(partial.json().details.current.lessons).toHaveLength(2);
    expect((await fixture.call('PUT', `/api/course/${course.id}/lessons/order`, { lessonIds: 'all' })).statusCode).toBe(400);
    expect((await fixture.call('PUT', `/api/course/${course.id}/lessons/order`, { lessonIds: [] }, 'outsider')).statusCode).toBe(404);
    expect((await fixture.call('PUT', `/api/course/${course.id}/lessons/order`, { lessonIds: [] }, 'course-reviewer')).statusCode).toBe(
      403,
    );
  });

  it('publishes the selected lessons: isPublished in the course, a Published version each', async () => {
    const course = await fixture.createCourse();
    const [a, b] = [await fixture.createLesson(course.id), await fixture.createLesson(course.id)];
    const response = await fixture.call('POST', `/api/course/${course.id}/lessons/publish`, { lessonIds: [b.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json().lessons).toEqual([
      { id: a.id, isPublished: false },
      { id: b.id, isPublished: true },
    ]);
    expect((await fixture.call('GET', `/api/lessons/${b.id}?versionType=Published`)).statusCode).toBe(200);
  });

  it('refuses to publish a lesson of another course (404), an empty list (400), and reviewers (403)', async () => {
    const course = await fixture.createCourse();
    const elsewhere = await fixture.createLesson((await fixture.createCourse()).id);
    expect((await fixture.call('POST', `/api/course/${course.id}/lessons/publish`, { lessonIds: [elsewhere.id] })).statusCode).toBe(404);
    expect((await fixture.call('POST', `/api/course/${course.id}/lessons/publish`, { lessonIds: [] })).statusCode).toBe(400);
    expect(
      (await fixture.call('POST', `/api/course/${course.id}/lessons/publish`, { lessonIds: [elsewhere.id] }, 'reviewer')).statusCode,
    ).toBe(403);
  });
});

describe('copy', () => {
  it('answers 400 without lessonId (spec §5)', async () => {
    const response = await fixture.call('POST', '/api/lessons/copy', { courseId: (await fixture.createCourse()).id });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^lessonId: /);
  });

  it('copies right after the original, unpublished, into the original’s module', async () => {
    const course = await fixture.createCourse();
    const [first, last] = [
      await fixture.createLesson(course.id, 'Lesson', 'First'),
      await fixture.createLesson(course.id, 'Lesson', 'Last'),
    ];
    await fixture.call('POST', `/api/course/${course.id}/lessons/publish`, { lessonIds: [first.id] });
    const withModule = await fixture.call('PUT', `/api/courses/${course.id}`, {
      version: course.version,
      modules: [{ id: 'm1', title: 'Intro', lessonIds: [first.id, last.id] }],
    });
    expect(withModule.statusCode).toBe(200);

    const response = await fixture.call('POST', '/api/lessons/copy', { lessonId: first.id });
    expect(response.statusCode).toBe(201);
    const copy = response.json();
    expect(copy).toMatchObject({ title: 'First', isPublished: false, version: 1, rank: 1 });
    expect(copy.id).not.toBe(first.id);
    expect(await titlesOf(course.id)).toEqual(['First', 'First', 'Last']);
    expect((await fixture.getCourse(course.id)).modules[0]!.lessonIds).toEqual([first.id, copy.id, last.id]);

    const skipped = (await fixture.call('POST', '/api/lessons/copy', { lessonId: first.id, skipModule: true })).json();
    expect((await fixture.getCourse(course.id)).modules[0]!.lessonIds).not.toContain(skipped.id);
  });

  it('copies to the end of another course; 404 for another account, 403 to a reviewer', async () => {
    const [from, to] = [await fixture.createCourse(), await fixture.createCourse()];
    const lesson = await fixture.createLesson(from.id, 'Lesson', 'Copied');
    await fixture.createLesson(to.id, 'Lesson', 'Already there');
    expect((await fixture.call('POST', '/api/lessons/copy', { lessonId: lesson.id, courseId: to.id })).json()).toMatchObject({
      courseId: to.id,
      rank: 1,
    });
    expect(await titlesOf(to.id)).toEqual(['Already there', 'Copied']);
    expect((await fixture.call('POST', '/api/lessons/copy', { lessonId: lesson.id }, 'outsider')).statusCode).toBe(404);
    expect((await fixture.call('POST', '/api/lessons/copy', { lessonId: lesson.id }, 'reviewer')).statusCode).toBe(403);
  });

  it('copies each kind at its own path and only lessons of that kind', async () => {
    const course = await fixture.createCourse();
    const lessonsByKind = Object.fromEntries(
      await Promise.all(lessonKinds.map(async (kind) => [kind, await fixture.createLesson(course.id, kind)] as const)),
    );
    const copyOf = (kind: string, id: string) =>
      kind === 'Observation'
        ? fixture.call('POST', `/api/observations/${id}/copy`)
        : fixture.call(
            'POST',
            `/api/${{ Lesson: 'lessons', Discussion: 'discussions', Assessment: 'assessments', Conference: 'conferences' }[kind]}/copy`,
            { lessonId: id },
          );
    for (const kind of lessonKinds) {
      const copied = await copyOf(kind, lessonsByKind[kind]!.id);
      expect([kind, copied.statusCode, copied.json().kind]).toEqual([kind, 201, kind]);
      const wrongKind = await copyOf(kind, lessonsByKind[kind === 'Lesson' ? 'Discussion' : 'Lesson']!.id);
      expect([kind, wrongKind.statusCode]).toEqual([kind, 404]);
    }
    expect((await fixture.call('POST', '/api/discussions/copy', {})).statusCode).toBe(400);
    expect((await fixture.call('POST', `/api/observations/${lessonsByKind.Observation!.id}/copy`, { skipModule: 'yes' })).statusCode).toBe(
      400,
    );
  });
});

describe('delete', () => {
  const paths = {
    Lesson: 'lessons',
    Discussion: 'discussions',
    Assessment: 'assessments',
    Observation: 'observations',
    Conference: 'conferences',
  } as const;

  it.each(lessonKinds)('%s: deletes only lessons of its kind, and the lesson leaves the course', async (kind) => {
    const course = await fixture.createCourse();
    const lesson = await fixture.createLesson(course.id, kind);
    const other = await fixture.createLesson(course.id, kind === 'Lesson' ? 'Conference' : 'Lesson');
    expect((await fixture.call('DELETE', `/api/${paths[kind]}/${other.id}`)).statusCode).toBe(404);
    expect((await fixture.call('DELETE', `/api/${paths[kind]}/${lesson.id}`, undefined, 'outsider')).statusCode).toBe(404);
    expect((await fixture.call('DELETE', `/api/${paths[kind]}/${lesson.id}`, undefined, 'reviewer')).statusCode).toBe(403);
    expect((await fixture.call('DELETE', `/api/${paths[kind]}/${lesson.id}`)).statusCode).toBe(204);
    expect((await fixture.getCourse(course.id)).lessons.map((ref) => ref.id)).toEqual([other.id]);
    expect((await fixture.call('GET', `/api/lessons/${lesson.id}`)).statusCode).toBe(404);
  });

  it('drops the lesson from its module', async () => {
    const course = await fixture.createCourse();
    const lesson = await fixture.createLesson(course.id);
    await fixture.call('PUT', `/api/courses/${course.id}`, {
      version: course.version,
      modules: [{ id: 'm', title: 'M', lessonIds: [lesson.id] }],
    });
    await fixture.call('DELETE', `/api/lessons/${lesson.id}`);
    expect((await fixture.getCourse(course.id)).modules).toEqual([{ id: 'm', title: 'M', lessonIds: [] }]);
  });
});
