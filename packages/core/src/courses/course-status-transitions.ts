import type { CourseStatus } from '../enums/course-status.ts';

// Spec §4 leaves the allowed transitions open; ours (docs/decisions.md):
// - work in progress (NotSpecified, Draft, Reviewed) may go to review, be scheduled, published or archived;
// - a course under review does not go live until its review ends: back to Draft, or on to Reviewed;
// - a Scheduled course may be published (by hand or by the scheduler), rescheduled, sent back to Draft
//   (unpublish) or archived; a Published one may be republished (its lessons' latest versions go live),
//   sent back to Draft (unpublish) or archived;
// - an Archived course only comes back as a Draft;
// - nothing ever becomes NotSpecified, which only marks data from before statuses existed.
const allowedTargets: Readonly<Record<CourseStatus, readonly CourseStatus[]>> = {
  NotSpecified: ['Draft', 'InReview', 'Scheduled', 'Published', 'Archived'],
  Draft: ['InReview', 'Scheduled', 'Published', 'Archived'],
  InReview: ['Draft', 'Reviewed', 'Archived'],
  Reviewed: ['Draft', 'InReview', 'Scheduled', 'Published', 'Archived'],
  Scheduled: ['Draft', 'Scheduled', 'Published', 'Archived'],
  Published: ['Draft', 'Published', 'Archived'],
  Archived: ['Draft'],
};

/** The allowed-transition table, for display (e.g. which status actions the editor offers). */
export const courseStatusTransitions = allowedTargets;

export function canTransition(from: CourseStatus, to: CourseStatus): boolean {
  return allowedTargets[from].includes(to);
}
