// A course as a learner stands in it (issue 5): the score is the average of the best lesson scores over
// the scored lessons, minimumScore decides passing, completionCriteria.percentage of the lessons
// completed completes it, and a certificate follows when the course and the account both allow one.

export interface LessonProgress {
  /** The best finished attempt's score, or null. */
  bestScore: number | null;
  completed: boolean;
  /** Counts towards the course score (it has scored slides and scoring on). */
  scored: boolean;
}

export interface CourseRules {
  minimumScore: number;
  /** completionCriteria.percentage: the share of lessons to complete, 0-100. */
  completionPercentage: number;
}

export interface CourseProgress {
  /** null before any scored lesson is finished. */
  score: number | null;
  passed: boolean;
  completed: boolean;
  lessonCount: number;
  completedLessonCount: number;
}

/**
 * Unfinished scored lessons count as 0 in the average once the learner has finished one: a course
 * cannot be passed by doing its easiest lesson only.
 */
export function courseScore(lessons: readonly LessonProgress[]): number | null {
  const scored = lessons.filter((lesson) => lesson.scored);
  if (scored.length === 0 || scored.every((lesson) => lesson.bestScore === null)) return null;
  const total = scored.reduce((sum, lesson) => sum + (lesson.bestScore ?? 0), 0);
  return Math.round(total / scored.length);
}

export function courseProgress(lessons: readonly LessonProgress[], rules: CourseRules): CourseProgress {
  const lessonCount = lessons.length;
  const completedLessonCount = lessons.filter((lesson) => lesson.completed).length;
  // A course without lessons cannot be completed: there is nothing to have done.
  const completed = lessonCount > 0 && (completedLessonCount / lessonCount) * 100 >= rules.completionPercentage;
  const score = courseScore(lessons);
  const passed = completed && (score === null || score >= rules.minimumScore);
  return { score, passed, completed, lessonCount, completedLessonCount };
}

export function certificateAvailable(input: {
  passed: boolean;
  courseCertificateEnabled: boolean;
  accountCertificatesEnabled: boolean;
}): boolean {
  return input.passed && input.courseCertificateEnabled && input.accountCertificatesEnabled;
}
