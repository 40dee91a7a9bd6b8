import type { PlaylistType } from '../enums/playlist-types.ts';

// Spec authoring §4 and templates §3.8: a playlist is Free (its courses in any order) or Sequential. In a
// Sequential playlist each course opens once the one before it is completed; the first is always open.

/** What a playlist step needs to know of its course, as the learner stands in it. */
export interface PlaylistStepFacts {
  courseId: string;
  completed: boolean;
}

export interface PlaylistStep extends PlaylistStepFacts {
  /** Locked by the playlist's order (a course's own prerequisites are the course's business). */
  locked: boolean;
  /** The course that must be completed first; null when open. */
  waitsForCourseId: string | null;
}

/**
 * Each course of the playlist in order, locked or open. A course completed before it was reached (taken
 * on its own, or before the playlist became Sequential) is never locked: completion is never taken away.
 */
export function playlistSteps(type: PlaylistType, courses: readonly PlaylistStepFacts[]): PlaylistStep[] {
  return courses.map((course, index) => {
    const previous = index > 0 ? courses[index - 1]! : undefined;
    const locked = type === 'Sequential' && previous !== undefined && !previous.completed && !course.completed;
    return { ...course, locked, waitsForCourseId: locked ? previous!.courseId : null };
  });
}

export interface PlaylistProgress {
  courseCount: number;
  completedCourseCount: number;
  /** Whole percent of courses completed; 0 for an empty playlist. */
  percentage: number;
  completed: boolean;
  /** The first open course not yet completed, where "continue" leads; null when none is left. */
  nextCourseId: string | null;
}

/** Progress across the playlist: courses completed out of its courses. */
export function playlistProgress(steps: readonly PlaylistStep[]): PlaylistProgress {
  const completedCourseCount = steps.filter((step) => step.completed).length;
  const courseCount = steps.length;
  return {
    courseCount,
    completedCourseCount,
    percentage: courseCount === 0 ? 0 : Math.floor((completedCourseCount * 100) / courseCount),
    completed: courseCount > 0 && completedCourseCount === courseCount,
    nextCourseId: steps.find((step) => !step.completed && !step.locked)?.courseId ?? null,
  };
}
