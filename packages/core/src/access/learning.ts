import { players } from './roles.ts';

/** The learner API: learners play; staff may play too, to try the courses they build. */
export const learningRoles = {
  play: players,
} as const;
