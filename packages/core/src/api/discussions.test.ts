import { describe, expect, it } from 'vitest';
import {
  commentsQuerySchema,
  contentBodySchema,
  discussionPostsQuerySchema,
  discussionSummariesQuerySchema,
  discussionUpdateBodySchema,
  MAX_RICH_TEXT_LENGTH,
  postsCommentsQuerySchema,
} from './discussions.ts';

describe('discussion query strings', () => {
  it('defaults the posts page to the spec: page 1, comment previews from page 1, 2 per post', () => {
    expect(discussionPostsQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20, commentsPage: 1, commentsPageSize: 2 });
  });

  it('reads numbers from query text and refuses pages below 1 or above the bound', () => {
    expect(discussionPostsQuerySchema.parse({ page: '4000', pageSize: '20' })).toMatchObject({ page: 4000, pageSize: 20 });
    expect(discussionPostsQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(discussionPostsQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(discussionPostsQuerySchema.safeParse({ page: '1.5' }).success).toBe(false);
  });

  it('gives comments the spec default page size of 2', () => {
    expect(commentsQuerySchema.parse({})).toEqual({ page: 1, pageSize: 2 });
  });

  it('takes postIds repeated or comma-separated (none: an empty list), at most a page of posts', () => {
    expect(postsCommentsQuerySchema.parse({ postIds: 'a,b' }).postIds).toEqual(['a', 'b']);
    expect(postsCommentsQuerySchema.parse({ postIds: ['a', 'b'] }).postIds).toEqual(['a', 'b']);
    expect(postsCommentsQuerySchema.parse({}).postIds).toEqual([]);
    expect(postsCommentsQuerySchema.parse({ postIds: '' }).postIds).toEqual([]);
    expect(postsCommentsQuerySchema.safeParse({ postIds: Array.from({ length: 101 }, (_, index) => `p${index}`) }).success).toBe(false);
  });

  it('lets summaries go without a course', () => {
    expect(discussionSummariesQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
  });
});

describe('discussion bodies', () => {
  it('refuses empty or over-long content', () => {
    expect(contentBodySchema.safeParse({ content: '   ' }).success).toBe(false);
    expect(contentBodySchema.safeParse({ content: 'x'.repeat(MAX_RICH_TEXT_LENGTH + 1) }).success).toBe(false);
    expect(contentBodySchema.parse({ content: ' <p>Hi</p> ' }).content).toBe('<p>Hi</p>');
  });

  it('refuses a planning that ends before it starts', () => {
    const planning = { startDateTime: '2025-06-02T00:00:00.000Z', endDateTime: '2025-06-01T00:00:00.000Z' };
    expect(discussionUpdateBodySchema.safeParse({ version: 1, planning }).success).toBe(false);
    expect(discussionUpdateBodySchema.safeParse({ version: 1, planning: { ...planning, endDateTime: null } }).success).toBe(true);
  });

  it('needs a whole positive version when one is given', () => {
    expect(discussionUpdateBodySchema.safeParse({ version: 0 }).success).toBe(false);
    expect(discussionUpdateBodySchema.safeParse({ title: 'Hello' }).success).toBe(true);
    expect(discussionUpdateBodySchema.safeParse({ title: '' }).success).toBe(false);
  });
});
