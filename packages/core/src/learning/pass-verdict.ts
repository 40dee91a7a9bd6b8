// What a finished attempt or a course is called (issue 11): with a minimum score of 0 (the spec's
// default) nothing can be failed, so the learner is told "Completed", never "Passed" against a bar of 0.
export type AttemptVerdict = 'completed' | 'passed' | 'not-passed';

/** A passing score the learner is shown: only a minimum above 0 is one. */
export function hasPassingScore(minimumScore: number): boolean {
  return minimumScore > 0;
}

/** From the attempt's stored pass (core's attemptPassed at its finish): a minimum raised later changes no verdict given. */
export function attemptVerdict(passed: boolean, minimumScore: number): AttemptVerdict {
  if (!hasPassingScore(minimumScore)) return 'completed';
  return passed ? 'passed' : 'not-passed';
}

export type CourseVerdict = 'in-progress' | 'completed' | 'passed' | 'completed-not-passed';

export function courseVerdict(course: { completed: boolean; passed: boolean }, minimumScore: number): CourseVerdict {
  if (!course.completed) return 'in-progress';
  if (!hasPassingScore(minimumScore)) return 'completed';
  return course.passed ? 'passed' : 'completed-not-passed';
}
