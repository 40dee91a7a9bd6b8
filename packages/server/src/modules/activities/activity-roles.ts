import { courseCreators, courseEditors, courseStaff, fullModerators, holdsAny, type Actor } from '@slidewise/core';

// Who works with which activities and people, by role: the rules the activity files wrote as inline role
// lists, gathered here in core's role groups (core/access/roles.ts) until they join the activity rules of
// core/access. Which posts, records and registrations someone then sees is decided by their scope
// (activity-viewer.ts, people-scope.ts).

type Holder = Pick<Actor, 'roles'>;

/** Sees every post of every activity of the account by role alone, whatever the activity's course says. */
export const seesEveryPost = (user: Holder) => holdsAny(user, fullModerators);

/** Works with the activities of every course; anyone else reaching them (a restricted author) only those of courses shared with them. */
export const worksOnEveryCourse = (user: Holder) => holdsAny(user, [...courseCreators, 'facilitator']);

/** Works with every learner of the account; a facilitator in user groups only with the people of their groups. */
export const worksWithEveryLearner = (user: Holder) => holdsAny(user, courseEditors);

/** Opens a published observation or conference to try it, whether or not its course is open to them as a learner. */
export const triesActivitiesAsStaff = (user: Holder) => holdsAny(user, courseStaff);
