import { defaultCourse, type Course, type LessonKind, type LessonSummary } from '@slidewise/core';

/** A course as GET /api/courses/{courseId} answers it, for the editor's component tests. */
export function editorCourse(overrides: Partial<Course> = {}): Course {
  return defaultCourse({
    id: 'c1',
    title: 'Forklift safety',
    description: 'Driving on site.',
    version: 4,
    userPermissions: ['view', 'edit', 'share', 'comment', 'review'],
    ...overrides,
  });
}

export function lessonSummary(id: string, kind: LessonKind, title: string, overrides: Partial<LessonSummary> = {}): LessonSummary {
  return {
    id,
    courseId: 'c1',
    kind,
    title,
    description: '',
    versionType: 'Latest',
    isPublished: false,
    hasUnpublishedChanges: false,
    version: 1,
    modified: '2030-01-01T09:00:00.000Z',
    ...overrides,
  };
}

/** The lesson list of a course without lessons, for `mockApi` (the editor asks for it with the course). */
export function noLessons(courseId: string) {
  return { [`GET /api/course/${courseId}/lessons`]: { status: 200, body: [] } };
}
