// Builds published courses through the authoring API for the learner suites, as an owner would.
import type { Course, Lesson } from '@slidewise/core';
import type { CourseAdminFixture } from '../../test-support/course-admin.ts';
import { exampleSlide } from '../lesson-authoring/test-slides.ts';

/** A quiz (reorder), a game of 4 statements (4000 points), a survey and a title slide. */
export const sampleSlides = () => [
  exampleSlide('title', 'intro'),
  exampleSlide('reorder', 'quiz'),
  exampleSlide('game-true-or-false', 'game', {
    data: {
      ...exampleSlide('game-true-or-false', 'x').data,
      statements: [
        { text: 'One', true: true },
        { text: 'Two', true: false },
        { text: 'Three', true: true },
        { text: 'Four', true: false },
      ],
    },
  }),
  exampleSlide('multiple-choice-survey', 'survey'),
];

/** The sample game's verdicts with the first `right` of its four statements judged right (1000 points each). */
export const sampleGameAnswers = (right: number) =>
  [true, false, true, false].map((verdict, index) => (index < right ? verdict : !verdict));

async function expectOk(response: { statusCode: number; body: string; json(): unknown }, what: string) {
  if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json();
}

export interface LessonSetup {
  title?: string;
  slides?: unknown[];
  attemptRestriction?: { resetCourseOnNumberAttempts: number; lockOnCompletion: boolean; lockIntervalMin: number };
  prerequisites?: string[];
}

/** Adds a lesson with slides, restrictions and prerequisites, and publishes it. */
export async function addPublishedLesson(fixture: CourseAdminFixture, courseId: string, setup: LessonSetup = {}): Promise<Lesson> {
  const lesson = await fixture.createLesson(courseId, 'Lesson', setup.title ?? 'A lesson');
  await expectOk(
    await fixture.call('PUT', `/api/lesson-authoring/${lesson.id}`, {
      slides: setup.slides ?? sampleSlides(),
      latestSavedSlidesStateIdentifier: null,
    }),
    'save slides',
  );
  if (setup.attemptRestriction || setup.prerequisites) {
    await expectOk(
      await fixture.call('PUT', `/api/lessons/${lesson.id}`, {
        version: lesson.version,
        ...(setup.attemptRestriction ? { features: { attemptRestriction: setup.attemptRestriction } } : {}),
        ...(setup.prerequisites ? { prerequisites: setup.prerequisites } : {}),
      }),
      'lesson settings',
    );
  }
  await expectOk(await fixture.call('POST', `/api/course/${courseId}/lessons/publish`, { lessonIds: [lesson.id] }), 'publish lesson');
  return lesson;
}

export interface CourseSetup {
  title?: string;
  universalAccess?: boolean;
  userGroups?: string[];
  /** Changes to the course (config, completionCriteria …) saved before publishing. */
  changes?: (course: Course) => Record<string, unknown>;
  leaderboard?: boolean;
  publish?: boolean;
}

export async function createLearnerCourse(fixture: CourseAdminFixture, setup: CourseSetup = {}): Promise<Course> {
  const course = await fixture.createCourse(setup.title ?? 'Learner course');
  await expectOk(
    await fixture.call('PUT', `/api/courses/${course.id}/usergroups`, {
      universalAccess: setup.universalAccess ?? true,
      userGroups: setup.userGroups ?? [],
    }),
    'access',
  );
  if (setup.changes) {
    const current = await fixture.getCourse(course.id);
    await expectOk(
      await fixture.call('PUT', `/api/courses/${course.id}`, { version: current.version, ...setup.changes(current) }),
      'course settings',
    );
  }
  if (setup.leaderboard)
    await expectOk(await fixture.call('POST', '/api/v2/leaderBoard/enable', { courseId: course.id, isEnabled: true }), 'leaderboard');
  if (setup.publish !== false) await expectOk(await fixture.call('POST', `/api/courses/${course.id}/publish`, {}), 'publish course');
  return fixture.getCourse(course.id);
}
