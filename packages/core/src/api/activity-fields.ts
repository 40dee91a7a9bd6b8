import { z } from 'zod';
import { DEFAULT_PAGE, NEW_ITEM_ID } from '../constants.ts';
import { entityIdSchema, externalIdSchema, isoDateTimeSchema } from '../entities/shared-fields.ts';
import { versionSchema } from './courses.ts';
import { singleLineTextSchema } from './text.ts';

// The schema pieces the activity kinds of issue 6 (discussions, assessments, observations, conferences,
// group training) have in common, so a rule (a bound, a default) changes for all of them at once.

/** Our default for a page of posts, submissions, records or registrations: a screenful on a phone. */
export const POSTS_DEFAULT_PAGE_SIZE = 20;
export const MAX_POSTS_PAGE_SIZE = 100;
/** Page numbers are bounded so a page is always a valid range of row numbers. */
export const MAX_ACTIVITY_PAGE = 1_000_000;

/** An id in a path (a lesson, post, submission…): any short text; unknown ones answer 404, not 400. */
export const pathIdSchema = z.string().min(1).max(100);
/** Path parameters: {id} is the activity (a lesson id), "new" on PUT to create one. */
export const activityParamsSchema = z.object({ id: pathIdSchema });

// Query strings arrive as text, hence the coercion.
export const activityPageSchema = z.coerce.number().int().min(1).max(MAX_ACTIVITY_PAGE).default(DEFAULT_PAGE);
export const activityPageSizeSchema = z.coerce.number().int().min(1).max(MAX_POSTS_PAGE_SIZE).default(POSTS_DEFAULT_PAGE_SIZE);
/** page and pageSize of an activity's lists. */
export const activityPagingFields = { page: activityPageSchema, pageSize: activityPageSizeSchema };

/** The settings every activity kind edits, as a PUT body checks them. */
export const activityEditableFields = {
  title: singleLineTextSchema(1, 200),
  description: z.string().max(5000),
  externalId: externalIdSchema,
  prerequisites: z.array(entityIdSchema).max(100),
  /** true publishes the Latest version (copies it to the Published one); false takes the item away from learners. */
  isPublished: z.boolean(),
};

/**
 * What a PUT body adds to the (partial) fields: version is the one the edit started from (stale → 409 with
 * details.current); with id "new" courseId names the course to create it in (version not needed then).
 */
export const activityUpdateFields = { version: versionSchema.optional(), courseId: entityIdSchema.optional() };

/** What a saved activity's settings answer carries besides its fields: the version to send back, and when it changed. */
export const savedActivityFields = {
  version: z.number().int().min(1),
  hasUnpublishedChanges: z.boolean(),
  modified: isoDateTimeSchema,
};

/** The settings answer's head for kinds without an entity schema of their own (observations, conferences). */
export const activityResponseHeadFields = {
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  title: z.string(),
  description: z.string(),
  isPublished: z.boolean(),
  externalId: externalIdSchema,
  prerequisites: z.array(entityIdSchema),
};

/** What every learner's view of an activity starts with. */
export const learnerActivityHeadFields = {
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  title: z.string(),
  description: z.string(),
};

/**
 * The head of an item not created yet (id "new", authoring §3), in the course it will join: untitled,
 * unpublished, no external id, no prerequisites. The settings pages show it until the first save creates it.
 */
export function newActivityHead(courseId: string) {
  return {
    id: NEW_ITEM_ID,
    courseId,
    courseTitle: '',
    title: '',
    description: '',
    isPublished: false,
    externalId: '',
    prerequisites: [] as string[],
  };
}

/** What a settings answer says of an item not saved yet: version 1, nothing unpublished, never modified. */
export function unsavedActivityVersion() {
  return { version: 1, hasUnpublishedChanges: false, modified: new Date(0).toISOString() };
}
