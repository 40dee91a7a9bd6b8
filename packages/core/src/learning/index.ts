// Learning rules (issue 5): slide worth, lesson scores and stars, best attempts, locks, course
// visibility, completion, certificates and the leaderboard. Pure: the server feeds them stored facts.
export * from './slide-scoring.ts';
export * from './stars.ts';
export * from './lesson-score.ts';
export * from './attempts.ts';
export * from './lesson-lock.ts';
export * from './course-availability.ts';
export * from './course-progress.ts';
export * from './activity-completion.ts';
export * from './leaderboard.ts';
export * from './slide-skip.ts';
export * from './result-consistency.ts';
export * from './pass-verdict.ts';
export * from './slide-outcome.ts';
export * from './next-lesson.ts';
export * from './answer-check.ts';
