import { z } from 'zod';

// Spec authoring §3 and templates §4: the full status set, in the spec's order.
export const courseStatusValues = ['NotSpecified', 'Draft', 'InReview', 'Reviewed', 'Scheduled', 'Published', 'Archived'] as const;

export const courseStatusSchema = z.enum(courseStatusValues);
export type CourseStatus = z.infer<typeof courseStatusSchema>;

/** A design-token colour group, so the web app can pick matching background, border and text. */
export type StatusTone = 'neutral' | 'warning' | 'info' | 'accent' | 'positive' | 'inverse';

export interface CourseStatusDisplay {
  readonly label: string;
  /** A hex colour readable on both the dark and the light scheme. */
  readonly color: string;
  readonly tone: StatusTone;
}

// Templates §4: each status is shown with a label and a colour; the colours are not shown, so they
// are ours: work in progress is neutral or amber, anything about to go live is blue, live is green,
// and retired is a dark grey that reads as "no longer in play".
export const courseStatusDisplay = {
  NotSpecified: { label: 'Not Specified', color: '#9aa0a6', tone: 'neutral' },
  Draft: { label: 'Draft', color: '#8a8f98', tone: 'neutral' },
  InReview: { label: 'In Review', color: '#f5a623', tone: 'warning' },
  Reviewed: { label: 'Reviewed', color: '#3b82f6', tone: 'info' },
  Scheduled: { label: 'Scheduled', color: '#0ea5e9', tone: 'info' },
  Published: { label: 'Published', color: '#22a06b', tone: 'positive' },
  Archived: { label: 'Archived', color: '#4b5058', tone: 'inverse' },
} as const satisfies Record<CourseStatus, CourseStatusDisplay>;
