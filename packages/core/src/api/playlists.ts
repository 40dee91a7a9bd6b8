import { z } from 'zod';
import { entityIdSchema, imageReferenceSchema, isoDateTimeSchema } from './domain.ts';
import { playlistTypeSchema } from '../enums/playlist-types.ts';
import { singleLineTextSchema } from './text.ts';

// Playlists (issue 16, `/paths/{playlistId}`): an ordered set of courses, Free or Sequential (spec
// authoring §4), with a title, description and image, open to everyone or to user groups like courses,
// published or not. The paths and field names beyond the spec's are ours.

/** How many courses a playlist holds at most (ours: the spec gives no bound). */
export const PLAYLIST_MAX_COURSES = 100;
/** How many user groups a playlist may be limited to (ours). */
export const PLAYLIST_MAX_USER_GROUPS = 200;

export const playlistStatuses = ['Draft', 'Published'] as const;
export const playlistStatusSchema = z.enum(playlistStatuses);
export type PlaylistStatus = z.infer<typeof playlistStatusSchema>;

export const playlistParamsSchema = z.object({ playlistId: entityIdSchema });
export type PlaylistParams = z.infer<typeof playlistParamsSchema>;

export const playlistTitleSchema = singleLineTextSchema(1, 200);
// Multi-line, so newlines are kept (NUL, which PostgreSQL text cannot hold, is refused for every body: plugins/storable-text.ts).
export const playlistDescriptionSchema = z.string().max(5000);

export const playlistCourseSchema = z.object({ id: z.string(), title: z.string(), courseStatus: z.string() });
export type PlaylistCourse = z.infer<typeof playlistCourseSchema>;

/** A playlist as its authors edit it. Courses deleted since they were added are left out. */
export const playlistSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  playlistType: playlistTypeSchema,
  status: playlistStatusSchema,
  universalAccess: z.boolean(),
  userGroups: z.array(z.string()),
  courses: z.array(playlistCourseSchema),
  /** Optimistic saves: a PUT names the version it started from; a stale one answers 409 with this playlist. */
  version: z.number().int().min(1),
  createdAt: isoDateTimeSchema,
  modifiedAt: isoDateTimeSchema,
});
export type Playlist = z.infer<typeof playlistSchema>;

export const playlistSummarySchema = playlistSchema
  .pick({ id: true, title: true, image: true, playlistType: true, status: true, modifiedAt: true })
  .extend({ courseCount: z.number().int().min(0) });
export type PlaylistSummary = z.infer<typeof playlistSummarySchema>;
export const playlistListResponseSchema = z.object({ items: z.array(playlistSummarySchema) });
export type PlaylistListResponse = z.infer<typeof playlistListResponseSchema>;

const courseIdsSchema = z
  .array(entityIdSchema)
  .max(PLAYLIST_MAX_COURSES)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'A course appears in a playlist once' });

/** POST /api/playlists: a new Draft playlist (201). */
export const playlistCreateBodySchema = z.object({
  title: playlistTitleSchema,
  description: playlistDescriptionSchema.optional(),
  image: imageReferenceSchema.optional(),
  playlistType: playlistTypeSchema.optional(),
  courseIds: courseIdsSchema.optional(),
});
export type PlaylistCreateBody = z.infer<typeof playlistCreateBodySchema>;

/** PUT /api/playlists/{playlistId}: the fields given replace the stored ones; `courseIds` is the whole order. */
export const playlistUpdateBodySchema = z.object({
  version: z.number().int().min(1),
  title: playlistTitleSchema.optional(),
  description: playlistDescriptionSchema.optional(),
  image: imageReferenceSchema.optional(),
  playlistType: playlistTypeSchema.optional(),
  courseIds: courseIdsSchema.optional(),
  universalAccess: z.boolean().optional(),
  userGroups: z
    .array(entityIdSchema)
    .max(PLAYLIST_MAX_USER_GROUPS)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'A user group appears once' })
    .optional(),
});
export type PlaylistUpdateBody = z.infer<typeof playlistUpdateBodySchema>;

// ── The learner's side ───────────────────────────────────────────────────────────────────────────

export const learnerPlaylistCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  libraryImage: z.string(),
  lessonCount: z.number().int().min(0),
  completedLessonCount: z.number().int().min(0),
  completed: z.boolean(),
  /** Locked by the playlist's order (Sequential): the course named by waitsFor must be completed first. */
  locked: z.boolean(),
  waitsFor: z.object({ id: z.string(), title: z.string() }).nullable(),
});
export type LearnerPlaylistCourse = z.infer<typeof learnerPlaylistCourseSchema>;

export const playlistProgressSchema = z.object({
  courseCount: z.number().int().min(0),
  completedCourseCount: z.number().int().min(0),
  percentage: z.number().int().min(0).max(100),
  completed: z.boolean(),
  nextCourseId: z.string().nullable(),
});

export const learnerPlaylistSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  playlistType: playlistTypeSchema,
  progress: playlistProgressSchema,
});
export type LearnerPlaylistSummary = z.infer<typeof learnerPlaylistSummarySchema>;
export const learnerPlaylistListResponseSchema = z.object({ items: z.array(learnerPlaylistSummarySchema) });
export type LearnerPlaylistListResponse = z.infer<typeof learnerPlaylistListResponseSchema>;

/** A playlist as the learner takes it: only the courses open to them, in order, with their locks. */
export const learnerPlaylistSchema = learnerPlaylistSummarySchema.extend({ courses: z.array(learnerPlaylistCourseSchema) });
export type LearnerPlaylist = z.infer<typeof learnerPlaylistSchema>;
