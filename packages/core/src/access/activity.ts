import {
  administrators,
  courseCreators,
  courseEditors,
  courseStaff,
  fullModerators,
  holdsAny,
  learners,
  moderators,
  players,
  type Actor,
} from './roles.ts';

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

// Who works with which activities and people, by role alone. Which posts, records and registrations
// someone then sees is decided on the server by their scope (modules/activities: activity-viewer, people-scope).

type Holder = Pick<Actor, 'roles'>;

/** Sees every post of every activity of the account by role alone, whatever the activity's course says. */
export const seesEveryPost = (user: Holder) => holdsAny(user, fullModerators);

/** Works with the activities of every course; anyone else reaching them (a restricted author) only those of courses shared with them. */
export const worksOnEveryCourse = (user: Holder) => holdsAny(user, [...courseCreators, 'facilitator']);

/** Works with every learner of the account; a facilitator in user groups only with the people of their groups. */
export const worksWithEveryLearner = (user: Holder) => holdsAny(user, courseEditors);

/** Opens a published observation or conference to try it, whether or not its course is open to them as a learner. */
export const triesActivitiesAsStaff = (user: Holder) => holdsAny(user, courseStaff);

/**
 * How a grader may change a grade's feedback: its author as the author; an owner or administrator any
 * feedback, as an administrator (the change is recorded as theirs); anyone else not at all, so one
 * grader never rewrites another's grade under the first grader's name. Only for people who may grade.
 */
export type FeedbackChangeRight = 'author' | 'administrator';

export function feedbackChangeRight(actor: Actor, feedback: { authorId: string | null }): FeedbackChangeRight | null {
  if (feedback.authorId !== null && feedback.authorId === actor.id) return 'author';
  if (holdsAny(actor, administrators)) return 'administrator';
  return null;
}
