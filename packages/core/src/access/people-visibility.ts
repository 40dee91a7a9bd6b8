import { holdsAny, readOnlyViewers, type Actor } from './roles.ts';

// The roles that change how a person appears rather than what they may do (spec §6 names them; what they
// mean is ours, docs/permissions.md). Reports, lists and leaderboards filter with these functions.

type Holder = Pick<Actor, 'roles'>;

/** exclude-from-analytics and hidden-user: not counted in reports, course results or leaderboards. */
export const leftOutOfReports = (person: Holder) => holdsAny(person, ['exclude-from-analytics', 'hidden-user']);

/** hidden-user: not shown in lists of people (colleagues, results) nor on leaderboards. */
export const hiddenFromLists = (person: Holder) => holdsAny(person, ['hidden-user']);

/** demo-user: every write is refused, whatever other roles the person holds. */
export const isReadOnly = (person: Holder) => holdsAny(person, readOnlyViewers);
