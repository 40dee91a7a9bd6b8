import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultSlideData,
  incompleteSlidesPayloadSchema,
  slideFromTemplate,
  templatesForPlan,
  type Slide,
  type SlideTemplate,
} from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { publishLessons } from '../lessons/repo.ts';
import { publishSlides } from './repo.ts';
import { exampleSlide } from './test-slides.ts';

// DESIGN.md: a draft is never refused for being incomplete; publishing checks it.

let test: TestApp;
let fixture: CourseAdminFixture;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test, 'Unfinished slides');
});
afterAll(() => test.close());

const url = (lessonId: string) => `/api/lesson-authoring/${lessonId}`;
const configOf = async (lessonId: string) => (await fixture.call('GET', url(lessonId))).json() as { slides: Slide[] };

/** A blank slide as the editor adds one: the template's defaults, lists filled to their minimum. */
function blankSlide(template: SlideTemplate, id: string): Slide {
  return slideFromTemplate(template, defaultSlideData(template), () => id);
}

async function saveOrFail(lessonId: string, slides: unknown[], from: string | null) {
  const response = await fixture.call('PUT', url(lessonId), { slides, latestSavedSlidesStateIdentifier: from });
  if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  return response.json() as { latestSavedSlidesStateIdentifier: string; slides: Slide[] };
}

async function newLesson(title = 'Draft lesson') {
  const course = await fixture.createCourse('Unfinished course');
  return { course, lesson: await fixture.createLesson(course.id, 'Lesson', title) };
}

const publishLesson = (courseId: string, lessonId: string) =>
  fixture.call('POST', `/api/course/${courseId}/lessons/publish`, { lessonIds: [lessonId] });

// The account's plan offers these; a template its plan hides cannot be added at all (lesson-authoring.test.ts).
const offered = templatesForPlan('enterprise');

describe('a draft with blank slides', () => {
  it('saves a blank slide of every template the catalogue offers, and a reload keeps each', async () => {
    const { lesson } = await newLesson();
    // One save of them all: a refused one would answer 400 naming its slide and template.
    const { slides: deck } = await saveOrFail(
      lesson.id,
      offered.map((template) => blankSlide(template, `blank-${template.type}`)),
      null,
    );
    const reloaded = await configOf(lesson.id);
    expect(reloaded.slides.map((slide) => slide.type)).toEqual(offered.map((template) => template.type));
    expect(reloaded.slides).toEqual(deck);
    // The blank data is stored as sent, apart from the ids a save derives.
    const title = reloaded.slides.find((slide) => slide.type === 'title');
    expect(title?.data).toMatchObject({ title: '' });
  });

  it('still refuses what the form cannot make, naming the slide: text over its maximum', async () => {
    const { lesson } = await newLesson();
    const slide = exampleSlide('title', 'too-long');
    slide.data.title = 'x'.repeat(10_000);
    const response = await fixture.call('PUT', url(lesson.id), {
      slides: [exampleSlide('title', 'fine'), slide],
      latestSavedSlidesStateIdentifier: null,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: { slideId: 'too-long', slideIndex: 1, path: ['title'] } });
    expect(response.json().message).toContain('Slide 2');
  });
});

describe('publishing a lesson with unfinished slides', () => {
  it('is refused with every slide and field to fill, and publishes nothing; once filled it publishes', async () => {
    const { course, lesson } = await newLesson('Ladders');
    const withBlank = await saveOrFail(
      lesson.id,
      [exampleSlide('title', 'done'), blankSlide(offered.find((template) => template.type === 'title')!, 'blank')],
      null,
    );

    const refused = await publishLesson(course.id, lesson.id);
    expect(refused.statusCode).toBe(409);
    const payload = incompleteSlidesPayloadSchema.parse(refused.json());
    expect(payload.details.lessons).toEqual([
      {
        lessonId: lesson.id,
        lessonTitle: 'Ladders',
        slides: [
          {
            slideId: 'blank',
            position: 2,
            name: '',
            templateName: 'Title',
            fields: [expect.objectContaining({ path: ['title'], code: 'required' })],
          },
        ],
      },
    ]);
    expect(payload.message).toContain('"Ladders", slide 2 (Title): title — Required');
    expect((await fixture.call('GET', `/api/lessons/${lesson.id}`)).json()).toMatchObject({ isPublished: false });
    expect((await fixture.call('GET', `/api/lessons/${lesson.id}?versionType=Published`)).statusCode).toBe(404);

    const filled = withBlank.slides.map((slide) =>
      slide.id === 'blank' ? { ...slide, data: { ...slide.data, title: 'Part two' } } : slide,
    );
    await saveOrFail(lesson.id, filled, withBlank.latestSavedSlidesStateIdentifier);
    expect((await publishLesson(course.id, lesson.id)).statusCode).toBe(200);
  });

  it('lists every unfinished slide of every lesson asked for, in course order', async () => {
    const course = await fixture.createCourse('Two lessons');
    const first = await fixture.createLesson(course.id, 'Lesson', 'First');
    const second = await fixture.createLesson(course.id, 'Lesson', 'Second');
    const quiz = offered.find((template) => template.play === 'quiz')!;
    await saveOrFail(first.id, [blankSlide(quiz, 'q1')], null);
    await saveOrFail(second.id, [exampleSlide('title', 't'), blankSlide(quiz, 'q2')], null);
    const response = await fixture.call('POST', `/api/course/${course.id}/lessons/publish`, { lessonIds: [second.id, first.id] });
    expect(response.statusCode).toBe(409);
    const { lessons } = incompleteSlidesPayloadSchema.parse(response.json()).details;
    expect(lessons.map((entry) => [entry.lessonTitle, entry.slides.map((slide) => [slide.slideId, slide.position])])).toEqual([
      ['First', [['q1', 1]]],
      ['Second', [['q2', 2]]],
    ]);
  });
});

describe('publishing a course', () => {
  it('is refused while a published lesson holds unfinished Published slides, and allowed once they are fixed', async () => {
    const { course, lesson } = await newLesson('Old lesson');
    await saveOrFail(lesson.id, [blankSlide(offered.find((template) => template.type === 'title')!, 'old-blank')], null);
    // A deck published before publishing checked slides (or by a seed): written past the check.
    await publishLessons(test.database.db, course.id, [lesson.id]);
    await publishSlides(test.database.db, [lesson.id]);

    for (const [path, body] of [
      ['publish', {}],
      ['schedule', { scheduleStatus: 'Now' }],
    ] as const) {
      const response = await fixture.call('POST', `/api/courses/${course.id}/${path}`, body);
      expect(response.statusCode).toBe(409);
      const payload = incompleteSlidesPayloadSchema.parse(response.json());
      expect(payload.details.lessons[0]).toMatchObject({ lessonId: lesson.id, slides: [{ slideId: 'old-blank', position: 1 }] });
    }
    expect((await fixture.getCourse(course.id)).courseStatus).toBe('Draft');

    const config = await fixture.call('GET', url(lesson.id));
    const { latestSavedSlidesStateIdentifier } = config.json();
    await saveOrFail(lesson.id, [exampleSlide('title', 'old-blank')], latestSavedSlidesStateIdentifier);
    expect((await publishLesson(course.id, lesson.id)).statusCode).toBe(200);
    expect((await fixture.call('POST', `/api/courses/${course.id}/publish`, {})).statusCode).toBe(200);
  });
});
