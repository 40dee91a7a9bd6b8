import { z } from 'zod';

// Spec templates §4: status ids as written, with the labels the interface shows.
export const interfaceStatusLabels = {
  'in-progress': 'In Progress',
  completed: 'Completed',
  open: 'Open',
  resolved: 'Resolved',
  'to-view': 'To View',
  acknowledged: 'Acknowledged',
  unacknowledged: 'Unacknowledged',
} as const;
export const interfaceStatuses = [
  'in-progress',
  'completed',
  'open',
  'resolved',
  'to-view',
  'acknowledged',
  'unacknowledged',
] as const satisfies readonly (keyof typeof interfaceStatusLabels)[];
export const interfaceStatusSchema = z.enum(interfaceStatuses);
export type InterfaceStatus = z.infer<typeof interfaceStatusSchema>;

// Spec templates §3.8: only the labels are given; the ids are their lower-case form.
export const priorities = ['high', 'medium', 'low', 'none'] as const;
export const prioritySchema = z.enum(priorities);
export type Priority = z.infer<typeof prioritySchema>;
export const priorityLabels = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
  none: 'None',
} as const satisfies Record<Priority, string>;

// Spec templates §3.8: only the labels are given; the ids are their kebab-case form.
export const contentTypes = [
  'inspection',
  'action',
  'issue',
  'course',
  'heads-up',
  'rapid-refresh',
  'playlist',
  'brain-boost',
  'course-collection',
] as const;
export const contentTypeSchema = z.enum(contentTypes);
export type ContentType = z.infer<typeof contentTypeSchema>;
export const contentTypeLabels = {
  inspection: 'Inspection',
  action: 'Action',
  issue: 'Issue',
  course: 'Course',
  'heads-up': 'Heads Up',
  'rapid-refresh': 'Rapid Refresh',
  playlist: 'Playlist',
  'brain-boost': 'Brain Boost',
  'course-collection': 'Course Collection',
} as const satisfies Record<ContentType, string>;

// Spec templates §3.8: Self-Service and Enterprise, "plus two values named after sister products of
// the provider". Those names are another company's brands, so ours are neutral: the sister safety
// product (authoring §7 keeps regional URLs for it) and a sister operations product.
export const channels = ['Self-Service', 'Enterprise', 'Safety', 'Operations'] as const;
export const channelSchema = z.enum(channels);
export type Channel = z.infer<typeof channelSchema>;
