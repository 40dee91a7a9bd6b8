import type { AssessmentSummary } from '../api/assessments.ts';
import type { DiscussionSummary } from '../api/discussions.ts';
import type { RoleIdentifier } from '../enums/roles.ts';
import { rolesAllow } from '../access/permissions.ts';

// The facilitator's way in (issue 6): who gets the "To moderate" overview, and in which order it lists
// the account's discussions and assessments. The server's summaries calls decide what each person sees;
// these rules only arrange it.

/** Whether the summaries calls answer this person (their permission, activity.moderate): facilitators, authors and administrators. */
export function canModerate(roles: readonly RoleIdentifier[]): boolean {
  return rolesAllow('activity.moderate', roles);
}

const time = (iso: string | null) => (iso === null ? Number.NEGATIVE_INFINITY : Date.parse(iso));

/**
 * Discussions with the newest activity first (where a facilitator is most likely needed); those without
 * any post come last, newest setting change first. Ties keep the server's course order (the sort is stable).
 */
export function orderDiscussionsForModeration<Item extends Pick<DiscussionSummary, 'lastActivityAt' | 'modified'>>(
  items: readonly Item[],
): Item[] {
  return [...items].sort(
    (a, b) => time(b.lastActivityAt) - time(a.lastActivityAt) || (a.lastActivityAt === null ? time(b.modified) - time(a.modified) : 0),
  );
}

/** Assessments with the most submissions waiting for a grade first; then the server's course order. */
export function orderAssessmentsForModeration<Item extends Pick<AssessmentSummary, 'waitingCount'>>(items: readonly Item[]): Item[] {
  return [...items].sort((a, b) => b.waitingCount - a.waitingCount);
}

/** How many submissions wait for a grade across the listed assessments (the overview's headline). */
export function totalWaiting(items: readonly Pick<AssessmentSummary, 'waitingCount'>[]): number {
  return items.reduce((sum, item) => sum + item.waitingCount, 0);
}
