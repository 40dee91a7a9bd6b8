import { z } from 'zod';
import { DISCUSSION_DEFAULT_PAGE_SIZE, POST_PREVIEW_COMMENTS_PAGE, POST_PREVIEW_COMMENTS_PAGE_SIZE } from '../constants.ts';
import { defaultDiscussion, discussionSchema } from '../entities/discussion.ts';
import { pagedListSchema } from '../entities/paged-list.ts';
import { entityIdSchema, isoDateTimeSchema, planningSchema } from '../entities/shared-fields.ts';
import {
  activityEditableFields,
  activityPageSchema,
  activityPagingFields,
  activityParamsSchema,
  activityUpdateFields,
  learnerActivityHeadFields,
  MAX_ACTIVITY_PAGE,
  MAX_POSTS_PAGE_SIZE,
  pathIdSchema,
  savedActivityFields,
  unsavedActivityVersion,
} from './activity-fields.ts';

export { MAX_POSTS_PAGE_SIZE, POSTS_DEFAULT_PAGE_SIZE } from './activity-fields.ts';

// Authoring §3, §7 (Discussions) and the learner calls of issue 6. A discussion is a lesson of kind
// Discussion; its posts and their comments are rows of their own. Query names are the spec's.

const pageSchema = activityPageSchema;
export const MAX_COMMENTS_PAGE_SIZE = 100;
/** The longest rich text of a post, comment, submission or feedback, in characters of HTML. */
export const MAX_RICH_TEXT_LENGTH = 20_000;

/** A user as lists show them: the id (null once the person is removed) and the name kept with the row. */
export const activityAuthorSchema = z.object({ id: z.string().nullable(), name: z.string() });
export type ActivityAuthor = z.infer<typeof activityAuthorSchema>;

/**
 * The rich text of a post, comment, submission or feedback: HTML from the editor. The server keeps only
 * the formatting the editor makes (every script, handler and unsafe address is removed), and a text
 * that is empty once sanitised answers 400.
 */
export const richTextContentSchema = z.string().trim().min(1).max(MAX_RICH_TEXT_LENGTH);

// ---- the discussion itself -------------------------------------------------------------------------

/** Path parameters: {id} is the discussion (a lesson id), "new" on PUT to create one. */
export const discussionParamsSchema = activityParamsSchema;
export const discussionPostParamsSchema = discussionParamsSchema.extend({ postId: pathIdSchema });
export const commentParamsSchema = z.object({ id: pathIdSchema });

/** GET /api/discussions/summaries (spec: courseId, page, pageSize). Without courseId: every course of the account. */
export const discussionSummariesQuerySchema = z.object({
  courseId: entityIdSchema.optional(),
  ...activityPagingFields,
});
export type DiscussionSummariesQuery = z.infer<typeof discussionSummariesQuerySchema>;

export const discussionSummarySchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  title: z.string(),
  description: z.string(),
  isPublished: z.boolean(),
  visibleToAllUsers: z.boolean(),
  /** Posts the caller can see (the whole discussion for authors and administrators). */
  postCount: z.number().int().min(0),
  /** The newest post or comment (written or edited) the caller can see; null while there is none. */
  lastActivityAt: isoDateTimeSchema.nullable(),
  modified: isoDateTimeSchema,
});
export type DiscussionSummary = z.infer<typeof discussionSummarySchema>;
export const discussionSummariesResponseSchema = pagedListSchema(discussionSummarySchema);
export type DiscussionSummariesResponse = z.infer<typeof discussionSummariesResponseSchema>;

/**
 * GET /api/discussions/{id}/latest and the answer of PUT: the Discussion entity of authoring §3 (Latest
 * version) with what a save needs: the lesson version to send back, and when it last changed.
 */
export const discussionResponseSchema = discussionSchema.extend({ courseTitle: z.string(), ...savedActivityFields });
export type DiscussionResponse = z.infer<typeof discussionResponseSchema>;

/** A discussion not created yet (id "new"), in the course it will join, with the spec's defaults. */
export function newDiscussion(courseId: string): DiscussionResponse {
  return { ...defaultDiscussion({ courseId }), courseTitle: '', ...unsavedActivityVersion() };
}

/** The editable fields of a discussion, shared by assessments. */
export const discussionFieldsSchema = z.object({
  ...activityEditableFields,
  postRequired: z.boolean(),
  commentRequired: z.boolean(),
  visibleToAllUsers: z.boolean(),
  planning: planningSchema.refine(
    (planning) =>
      !planning.startDateTime || !planning.endDateTime || Date.parse(planning.startDateTime) <= Date.parse(planning.endDateTime),
    { message: 'The end must not be before the start.', path: ['endDateTime'] },
  ),
});

/**
 * PUT /api/discussions/{id}: the given fields replace the Latest version's. version is the one the edit
 * started from (stale → 409 with details.current). With id "new" it creates the discussion at the end of
 * courseId (required then, version not needed) and answers 201.
 */
export const discussionUpdateBodySchema = discussionFieldsSchema.partial().extend(activityUpdateFields);
export type DiscussionUpdateBody = z.infer<typeof discussionUpdateBodySchema>;

// ---- posts and comments ----------------------------------------------------------------------------

export const discussionCommentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  author: activityAuthorSchema,
  /** Sanitised HTML. */
  content: z.string(),
  createdAt: isoDateTimeSchema,
  modifiedAt: isoDateTimeSchema,
  /** Written by the caller (who may then edit it). */
  isOwn: z.boolean(),
});
export type DiscussionComment = z.infer<typeof discussionCommentSchema>;

/** A page of comments, newest first (authoring §4: the client reverses them so the oldest shows first). */
export const commentPageSchema = pagedListSchema(discussionCommentSchema);
export type CommentPage = z.infer<typeof commentPageSchema>;

export const discussionPostSchema = z.object({
  id: z.string(),
  discussionId: z.string(),
  author: activityAuthorSchema,
  /** Sanitised HTML. */
  content: z.string(),
  createdAt: isoDateTimeSchema,
  modifiedAt: isoDateTimeSchema,
  commentCount: z.number().int().min(0),
  isOwn: z.boolean(),
  /** The preview: commentsPage of commentsPageSize newest comments. */
  comments: commentPageSchema,
});
export type DiscussionPost = z.infer<typeof discussionPostSchema>;

/** GET /api/discussions/{id}/posts (spec: page, pageSize, commentsPage 1, commentsPageSize 2): newest post first. */
export const discussionPostsQuerySchema = z.object({
  ...activityPagingFields,
  commentsPage: z.coerce.number().int().min(1).max(MAX_ACTIVITY_PAGE).default(POST_PREVIEW_COMMENTS_PAGE),
  commentsPageSize: z.coerce.number().int().min(0).max(MAX_COMMENTS_PAGE_SIZE).default(POST_PREVIEW_COMMENTS_PAGE_SIZE),
});
export type DiscussionPostsQuery = z.infer<typeof discussionPostsQuerySchema>;
export const discussionPostsResponseSchema = pagedListSchema(discussionPostSchema);
export type DiscussionPostsResponse = z.infer<typeof discussionPostsResponseSchema>;

/** GET …/posts/{postId}/comments (spec: page, pageSize; pageSize defaults to the spec's 2). */
export const commentsQuerySchema = z.object({
  page: pageSchema,
  pageSize: z.coerce.number().int().min(1).max(MAX_COMMENTS_PAGE_SIZE).default(DISCUSSION_DEFAULT_PAGE_SIZE),
});
export type CommentsQuery = z.infer<typeof commentsQuerySchema>;

/**
 * postIds as the spec's one query name: repeated (postIds=a&postIds=b) or comma-separated. None asks for
 * nothing (an empty answer), so an unknown discussion still answers 404 rather than a 400 about the query.
 */
const postIdsSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter((id) => id.trim() !== '') : value),
  z.array(z.string().trim().min(1).max(100)).max(MAX_POSTS_PAGE_SIZE).default([]),
);

/** GET /api/discussions/{id}/posts/comments (spec: page, pageSize, postIds): the same page of comments of each post. */
export const postsCommentsQuerySchema = commentsQuerySchema.extend({ postIds: postIdsSchema });
export type PostsCommentsQuery = z.infer<typeof postsCommentsQuerySchema>;

/** One post's page of comments; the answer lists them in the order of postIds (posts not visible are left out). */
export const postCommentPageSchema = commentPageSchema.extend({ postId: z.string() });
export const postsCommentsResponseSchema = z.object({ items: z.array(postCommentPageSchema) });
export type PostsCommentsResponse = z.infer<typeof postsCommentsResponseSchema>;

/** POST /api/discussions/{id}/posts (learner call, ours) and POST …/comments, PUT /api/comments/{id} (spec: content). */
export const contentBodySchema = z.object({ content: richTextContentSchema });
export type ContentBody = z.infer<typeof contentBodySchema>;

// ---- what a learner sees ----------------------------------------------------------------------------

/**
 * GET /api/discussions/{id}/learner (ours): the published discussion as a learner of its course sees it,
 * with whether posting is open (within planning) and how much the learner has done.
 */
export const learnerDiscussionSchema = z.object({
  ...learnerActivityHeadFields,
  postRequired: z.boolean(),
  commentRequired: z.boolean(),
  visibleToAllUsers: z.boolean(),
  planning: planningSchema,
  /** Whether posting and commenting are open now (planning's window; open ends are open). */
  open: z.boolean(),
  myPostCount: z.number().int().min(0),
  myCommentCount: z.number().int().min(0),
  /** postRequired and commentRequired are met. */
  completed: z.boolean(),
});
export type LearnerDiscussion = z.infer<typeof learnerDiscussionSchema>;
