import { defaultSlide, defaultStyleConfiguration, type LessonAuthoringConfig, type Slide } from '@slidewise/core';

/** A slide of the title template, for tests of the editor. */
export function titleSlide(id: string, name: string, title = name): Slide {
  return defaultSlide({ id, type: 'title', name, templateName: 'Title', data: { title, subtitle: '', buttonText: 'Start' } });
}

/** A lesson config as GET /api/lesson-authoring/{id} answers it. */
export function lessonConfig(overrides: Partial<LessonAuthoringConfig> = {}): LessonAuthoringConfig {
  return {
    lessonId: 'l1',
    courseId: 'c1',
    courseTitle: 'Site safety',
    title: 'Ladders',
    slides: [titleSlide('s1', 'Welcome'), titleSlide('s2', 'Rules'), titleSlide('s3', 'Quiz time')],
    latestSavedSlidesStateIdentifier: 'state-1',
    language: 'en-US',
    styleConfiguration: defaultStyleConfiguration(),
    ...overrides,
  };
}
