// What to do after a lesson (issue 11: "an end screen worth reaching"): the next lesson of the course,
// in the course's order, that the learner has not completed and may start now.

export interface LessonInCourse {
  id: string;
  completed: boolean;
  locked: boolean;
}

/**
 * The first lesson after `currentId` that is neither completed nor locked, else the first such lesson
 * before it (one skipped earlier), else none: the course is done or waits on a lock.
 */
export function nextLessonToTake<T extends LessonInCourse>(lessons: readonly T[], currentId: string): T | undefined {
  const here = lessons.findIndex((lesson) => lesson.id === currentId);
  const open = (lesson: T) => lesson.id !== currentId && !lesson.completed && !lesson.locked;
  return lessons.slice(here + 1).find(open) ?? lessons.slice(0, Math.max(0, here)).find(open);
}
