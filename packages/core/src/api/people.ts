import { z } from 'zod';
import { roleIdentifierSchema } from '../enums/roles.ts';
import { userCustomFieldSchema } from '../entities/user-info.ts';
import { emailSchema } from './email.ts';
import { invitableRoleSchema } from './invite-codes.ts';
import { mediaIdOfReference } from '../media/media-reference.ts';

/**
 * A person's picture: a web address (http or https), an uploaded image of the account (its
 * `/api/media/{id}/file`, only while the account has avatarUploadEnabled on: the server checks), or ''
 * for none.
 */
export const avatarUrlSchema = z
  .url({ protocol: /^https?$/ })
  .max(2000)
  .or(z.literal(''))
  .or(z.string().refine((value) => mediaIdOfReference(value) !== undefined, { message: 'A web address or an uploaded image' }));

/** The uploaded image an avatar address names, or undefined for a web address or none. */
export const uploadedAvatarId = (avatarUrl: string): string | undefined => mediaIdOfReference(avatarUrl);
import { singleLineTextSchema } from './text.ts';

// The administration of an account's people (issue 14): the /users list, a person's page, bulk actions.

export const userStatuses = ['active', 'invited', 'deactivated'] as const;
export const userStatusSchema = z.enum(userStatuses);
export type UserStatus = z.infer<typeof userStatusSchema>;

export const userSorts = ['name', 'email', 'lastActive', 'created'] as const;
export const userSortSchema = z.enum(userSorts);
export type UserSort = z.infer<typeof userSortSchema>;

/** "Last active" filter: within the last 7 or 30 days, not for 30 days, or never signed in. */
export const lastActiveFilters = ['last7Days', 'last30Days', 'over30Days', 'never'] as const;
export const lastActiveFilterSchema = z.enum(lastActiveFilters);
export type LastActiveFilter = z.infer<typeof lastActiveFilterSchema>;

/** The results-per-page choices of the list. */
export const userPageSizes = [25, 50, 100] as const;
export const DEFAULT_USER_PAGE_SIZE = 25;

/** A first or last name: one line of 1 to 100 characters (forms, the API and imported files alike). */
/** The longest first or last name, in characters (the form and the import say it). */
export const PERSON_NAME_MAX_LENGTH = 100;
export const personNameSchema = singleLineTextSchema(1, PERSON_NAME_MAX_LENGTH);
const idSchema = z.uuid();

export const userDirectoryQuerySchema = z.object({
  /** A secondary search: the start of a first name, last name or e-mail, ignoring case. */
  search: z.string().trim().max(200).optional(),
  role: roleIdentifierSchema.optional(),
  userGroupId: idSchema.optional(),
  status: userStatusSchema.optional(),
  lastActive: lastActiveFilterSchema.optional(),
  sort: userSortSchema.default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (userPageSizes as readonly number[]).includes(size), `One of ${userPageSizes.join(', ')}`)
    .default(DEFAULT_USER_PAGE_SIZE),
  /** The `nextCursor` of the previous page; absent for the first. */
  cursor: z.string().max(1000).optional(),
});
export type UserDirectoryQuery = z.infer<typeof userDirectoryQuerySchema>;

export const userGroupRefSchema = z.object({ id: z.string(), name: z.string() });
export type UserGroupRef = z.infer<typeof userGroupRefSchema>;

export const userDirectoryRowSchema = z.object({
  userId: z.string(),
  userEmail: z.string(),
  userFirstName: z.string(),
  userLastName: z.string(),
  userRoles: z.array(roleIdentifierSchema),
  status: userStatusSchema,
  lastActiveAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type UserDirectoryRow = z.infer<typeof userDirectoryRowSchema>;

/**
 * How far the list counts the people who match: counting every one of 50,000 on each page would cost
 * more than the page itself, and past this many an administrator narrows the filters rather than reads.
 */
export const USER_COUNT_CAP = 1_000;

export const userDirectoryPageSchema = z.object({
  items: z.array(userDirectoryRowSchema),
  /** How many match the filters and search, counted up to USER_COUNT_CAP. */
  totalCount: z.number().int().min(0),
  /** More than USER_COUNT_CAP match (totalCount is then the cap): shown as "10,000+". */
  totalCountCapped: z.boolean(),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type UserDirectoryPage = z.infer<typeof userDirectoryPageSchema>;

export const userParamsSchema = z.object({ userId: z.string() });

export const userCourseProgressSchema = z.object({
  courseId: z.string(),
  title: z.string(),
  completedLessons: z.number().int().min(0),
  totalLessons: z.number().int().min(0),
  /** The mean score of the lessons finished, 0–100; null before any. */
  averageScore: z.number().nullable(),
  lastActivityAt: z.iso.datetime().nullable(),
});
export type UserCourseProgress = z.infer<typeof userCourseProgressSchema>;

export const userActivitySchema = z.object({
  kind: z.enum(['created', 'invited', 'signedIn', 'lessonFinished']),
  at: z.iso.datetime(),
  /** What the event was about, e.g. the lesson's title. */
  subject: z.string().nullable(),
});
export type UserActivity = z.infer<typeof userActivitySchema>;

export const userDetailSchema = userDirectoryRowSchema.extend({
  userAvatarUrl: z.string(),
  userCustomFields: z.array(userCustomFieldSchema),
  userGroups: z.array(userGroupRefSchema),
  courses: z.array(userCourseProgressSchema),
  activity: z.array(userActivitySchema),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

const customFieldsInputSchema = z
  .array(z.object({ name: singleLineTextSchema(1, 100), value: singleLineTextSchema(0, 1000) }))
  .max(50)
  .refine((fields) => new Set(fields.map((field) => field.name.toLowerCase())).size === fields.length, 'Each field name once');

/** A person made by an administrator: they get an invitation e-mail to choose a password. */
export const userCreateBodySchema = z.object({
  email: emailSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
  roles: z.array(invitableRoleSchema).min(1).max(19).default(['app-user']),
  userGroupIds: z.array(idSchema).max(200).default([]),
  customFields: customFieldsInputSchema.default([]),
});
export type UserCreateBody = z.infer<typeof userCreateBodySchema>;

export const userUpdateBodySchema = z.object({
  firstName: personNameSchema.optional(),
  lastName: personNameSchema.optional(),
  email: emailSchema.optional(),
  roles: z.array(invitableRoleSchema).max(19).optional(),
  userGroupIds: z.array(idSchema).max(200).optional(),
  customFields: customFieldsInputSchema.optional(),
  avatarUrl: avatarUrlSchema.optional(),
});
export type UserUpdateBody = z.infer<typeof userUpdateBodySchema>;

export const bulkUserActions = [
  'assignRoles',
  'removeRoles',
  'addToGroups',
  'removeFromGroups',
  'resendInvitation',
  'deactivate',
  'reactivate',
  'delete',
] as const;
export const bulkUserActionSchema = z.enum(bulkUserActions);
export type BulkUserAction = z.infer<typeof bulkUserActionSchema>;

/** The most people one bulk action names: the list's largest page times ten, a few seconds of work. */
export const BULK_USER_LIMIT = 1000;

export const bulkUserBodySchema = z
  .object({
    action: bulkUserActionSchema,
    userIds: z.array(idSchema).min(1).max(BULK_USER_LIMIT),
    roles: z.array(invitableRoleSchema).max(19).default([]),
    userGroupIds: z.array(idSchema).max(200).default([]),
  })
  .refine((body) => !['assignRoles', 'removeRoles'].includes(body.action) || body.roles.length > 0, {
    path: ['roles'],
    message: 'Name at least one role.',
  })
  .refine((body) => !['addToGroups', 'removeFromGroups'].includes(body.action) || body.userGroupIds.length > 0, {
    path: ['userGroupIds'],
    message: 'Name at least one user group.',
  });
export type BulkUserBody = z.infer<typeof bulkUserBodySchema>;

export const bulkUserResultSchema = z.object({
  /** How many of the named people the action changed. */
  changed: z.number().int().min(0),
  /** Named people it left alone (yourself, or not in a state the action applies to). */
  skipped: z.number().int().min(0),
});
export type BulkUserResult = z.infer<typeof bulkUserResultSchema>;
