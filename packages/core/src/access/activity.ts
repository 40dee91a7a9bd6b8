import { courseEditors, learners, moderators, players } from './roles.ts';

/**
 * Discussions, assessments, observations, conferences and group training. Authors edit the settings;
 * facilitators, authors and administrators moderate, grade, observe and take attendance (a facilitator in
 * user groups works with the people of their groups); learners of a course they may open take part.
 */
export const activityRoles = {
  editSettings: courseEditors,
  moderate: moderators,
  participate: [...moderators, ...learners],
  /** A learner's own view of an observation or a conference: anyone who plays courses. */
  viewOwn: players,
} as const;
