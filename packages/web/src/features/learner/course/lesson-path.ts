import type { LessonKind } from '@slidewise/core';

// Where each kind of lesson is taken in the learner app (the shared route contract).
const lessonPaths: Record<LessonKind, string> = {
  Lesson: 'lessons',
  Discussion: 'discussions',
  Assessment: 'assessments',
  Observation: 'observations',
  Conference: 'conferences',
};

export function learnerLessonPath(kind: LessonKind, lessonId: string): string {
  return `/learn/${lessonPaths[kind]}/${encodeURIComponent(lessonId)}`;
}
