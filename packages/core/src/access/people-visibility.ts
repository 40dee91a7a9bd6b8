import { rolesAllow } from './permissions.ts';
import { holdsAny, readOnlyViewers, type Actor } from './roles.ts';

// The roles that change how a person appears rather than what they may do (spec §6 names them; what they
// mean is ours, docs/permissions.md). Reports, lists and leaderboards filter with these functions.

type Holder = Pick<Actor, 'roles'>;

/** exclude-from-analytics and hidden-user: not counted in reports, course results or leaderboards. */
export const leftOutOfReports = (person: Holder) => holdsAny(person, ['exclude-from-analytics', 'hidden-user']);

/** hidden-user: not shown in lists of people (colleagues, results) nor on leaderboards. */
export const hiddenFromLists = (person: Holder) => holdsAny(person, ['hidden-user']);

/**
 * Who still sees hidden people in lists of people: those who manage people (people.read, the account's
 * owners and administrators), since they must find a hidden person to change them. Everyone else who may
 * list people (authors sharing a course, team keepers) does not.
 */
export const seesHiddenPeople = (viewer: Holder) => rolesAllow('people.read', viewer.roles);

/** demo-user: every write is refused, whatever other roles the person holds. */
export const isReadOnly = (person: Holder) => holdsAny(person, readOnlyViewers);
