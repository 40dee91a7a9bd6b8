import { players } from './roles.ts';

/** The learner API: learners play; staff may play too, to try the courses they build. */
export const learningRoles = {
  play: players,
  /** Rate a course they may take (one rating each, theirs to change or take back). */
  rate: players,
} as const;
