import { canTransition, type CourseStatus } from '@slidewise/core';

/** What the status section can offer; the server enforces the same table (core's transitions). */
export type StatusAction = 'publish' | 'schedule' | 'unpublish' | 'draft' | 'submitForReview' | 'markReviewed' | 'archive';

// spec §4: only a live or scheduled course is unpublished (which also takes it back to Draft).
const live: readonly CourseStatus[] = ['Published', 'Scheduled'];

/** The actions the current status allows, in the order the section shows them. */
export function statusActionsFor(status: CourseStatus): StatusAction[] {
  const actions: StatusAction[] = [];
  if (canTransition(status, 'Published')) actions.push('publish');
  if (canTransition(status, 'Scheduled')) actions.push('schedule');
  if (live.includes(status)) actions.push('unpublish');
  // From a live status, going back to Draft is the unpublish above; elsewhere it is its own action.
  else if (canTransition(status, 'Draft')) actions.push('draft');
  if (canTransition(status, 'InReview')) actions.push('submitForReview');
  if (canTransition(status, 'Reviewed')) actions.push('markReviewed');
  if (canTransition(status, 'Archived')) actions.push('archive');
  return actions;
}
