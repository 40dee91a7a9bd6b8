import { z } from 'zod';
import { entityIdSchema, isoDateTimeSchema } from './domain.ts';
import { singleLineTextSchema } from './text.ts';

// Account leaderboards (issue 16), beside each course's own board (a course setting). Every kind scores the same way: 100 points a lesson, from the learner's best
// attempt (its score, 0-100). A board is a Draft while it is set up, Published while learners see it
// change, and Ended once its standings are frozen. Rapid Refresh boards wait for Rapid Refresh itself
// (docs/decisions.md, "Leaderboards").

export const leaderboardKinds = ['user-group', 'group-vs-group', 'course'] as const;
export const leaderboardKindSchema = z.enum(leaderboardKinds);
export type LeaderboardKind = z.infer<typeof leaderboardKindSchema>;

export const leaderboardStatuses = ['Draft', 'Published', 'Ended'] as const;
export const leaderboardStatusSchema = z.enum(leaderboardStatuses);
export type LeaderboardStatus = z.infer<typeof leaderboardStatusSchema>;

/** How many entries a standings answer lists before the learner's own (ours, as the course board). */
export const LEADERBOARD_LISTED = 100;
/**
 * How long a published board's standings are served before they are ranked again (ours): ranking ten
 * thousand learners is a sort of all of them, so it is done at most this often, not on every look.
 */
export const LEADERBOARD_STANDINGS_TTL_MS = 30_000;
/** The podium: the first three places. */
export const LEADERBOARD_PODIUM = 3;
/** Group against group: between 2 and this many groups (ours). */
export const LEADERBOARD_MAX_GROUPS = 20;

export const leaderboardParamsSchema = z.object({ leaderboardId: entityIdSchema });
export type LeaderboardParams = z.infer<typeof leaderboardParamsSchema>;

export const accountLeaderboardSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: leaderboardKindSchema,
  status: leaderboardStatusSchema,
  /** user-group: whose members compete. */
  userGroupId: z.string().nullable(),
  /** group-vs-group: the groups that compete. */
  userGroupIds: z.array(z.string()),
  /** course: whose learners compete, on that course's lessons. */
  courseId: z.string().nullable(),
  endedAt: isoDateTimeSchema.nullable(),
  version: z.number().int().min(1),
  createdAt: isoDateTimeSchema,
});
export type AccountLeaderboard = z.infer<typeof accountLeaderboardSchema>;

export const leaderboardListResponseSchema = z.object({
  /** The account's leaderboardEnabled switch: when off, learners see no board at all. */
  enabled: z.boolean(),
  items: z.array(accountLeaderboardSchema),
});
export type LeaderboardListResponse = z.infer<typeof leaderboardListResponseSchema>;

const groupIdsSchema = z
  .array(entityIdSchema)
  .max(LEADERBOARD_MAX_GROUPS)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'A user group appears once' });

/** POST /api/leaderboards: a Draft board; what it needs by kind is checked when it is published. */
export const leaderboardCreateBodySchema = z.object({
  title: singleLineTextSchema(1, 200),
  kind: leaderboardKindSchema,
  userGroupId: entityIdSchema.nullable().optional(),
  userGroupIds: groupIdsSchema.optional(),
  courseId: entityIdSchema.nullable().optional(),
});
export type LeaderboardCreateBody = z.infer<typeof leaderboardCreateBodySchema>;

/** PUT /api/leaderboards/{leaderboardId}: a Draft's fields (its kind stays). */
export const leaderboardUpdateBodySchema = z.object({
  version: z.number().int().min(1),
  title: singleLineTextSchema(1, 200).optional(),
  userGroupId: entityIdSchema.nullable().optional(),
  userGroupIds: groupIdsSchema.optional(),
  courseId: entityIdSchema.nullable().optional(),
});
export type LeaderboardUpdateBody = z.infer<typeof leaderboardUpdateBodySchema>;

/** One place: a learner, or a user group on a group-against-group board. */
export const standingEntrySchema = z.object({
  rank: z.number().int().min(1),
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  /** A learner's points; a group's average points per member, rounded. */
  points: z.number().int().min(0),
  /** A group's members who count (null for a learner). */
  memberCount: z.number().int().min(0).nullable(),
  /** The signed-in learner, or the group they belong to. */
  isMe: z.boolean(),
});
export type StandingEntry = z.infer<typeof standingEntrySchema>;

export const leaderboardStandingsSchema = z.object({
  leaderboard: accountLeaderboardSchema.pick({ id: true, title: true, kind: true, status: true, endedAt: true }),
  /** How many take part (learners, or groups). */
  entrantCount: z.number().int().min(0),
  /** The first places in order, the learner's own after them when below; the podium is the first three ranks. */
  items: z.array(standingEntrySchema),
  /** The learner's own place (or their group's); null when they do not take part. */
  me: standingEntrySchema.nullable(),
});
export type LeaderboardStandings = z.infer<typeof leaderboardStandingsSchema>;

export const learnerLeaderboardListResponseSchema = z.object({
  enabled: z.boolean(),
  items: z.array(accountLeaderboardSchema.pick({ id: true, title: true, kind: true, status: true, endedAt: true })),
});
export type LearnerLeaderboardListResponse = z.infer<typeof learnerLeaderboardListResponseSchema>;
