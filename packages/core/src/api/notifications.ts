import { z } from 'zod';
import { entityIdSchema, isoDateTimeSchema } from '../entities/shared-fields.ts';

// The notification centre and e-mail notifications (issue 16; the spec names the notification-centre flag only).

export const notificationKinds = [
  'assigned',
  'due-soon',
  'overdue',
  'recurrence-reopened',
  'assessment-feedback',
  'post-to-moderate',
] as const;
export const notificationKindSchema = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** What a notification's text needs: the course and item it is about, and when it is due. */
export const notificationSubjectSchema = z.object({
  courseId: z.string().nullable().optional(),
  courseTitle: z.string().nullable().optional(),
  lessonId: z.string().nullable().optional(),
  lessonTitle: z.string().nullable().optional(),
  dueAt: isoDateTimeSchema.nullable().optional(),
  /** Who did what the notification is about (the poster, the grader). */
  actorName: z.string().nullable().optional(),
});
export type NotificationSubject = z.infer<typeof notificationSubjectSchema>;

export const notificationSchema = z.object({
  id: entityIdSchema,
  kind: notificationKindSchema,
  subject: notificationSubjectSchema,
  createdAt: isoDateTimeSchema,
  readAt: isoDateTimeSchema.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(30) });

/** `enabled` is the account's notification-centre flag: off, the centre is not shown (e-mail still goes). */
export const notificationListResponseSchema = z.object({
  enabled: z.boolean(),
  unreadCount: z.number().int().min(0),
  items: z.array(notificationSchema),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const notificationReadBodySchema = z
  .object({ ids: z.array(entityIdSchema).max(100).optional(), all: z.literal(true).optional() })
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), { message: 'Send either ids or all.' });
export const notificationReadResponseSchema = z.object({ unreadCount: z.number().int().min(0) });

export const notificationPreferenceSchema = z.object({ kind: notificationKindSchema, inApp: z.boolean(), email: z.boolean() });
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** Every kind, in the order of notificationKinds; a kind never changed is on for both. */
export const notificationPreferencesResponseSchema = z.object({ items: z.array(notificationPreferenceSchema) });
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponseSchema>;

export const notificationPreferencesBodySchema = z.object({
  items: z
    .array(notificationPreferenceSchema)
    .min(1)
    .max(notificationKinds.length)
    .refine((items) => new Set(items.map((item) => item.kind)).size === items.length, { message: 'Each kind at most once.' }),
});
