import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyPagedList, type PagedList } from '../entities/paged-list.ts';
import type { ThreadComment } from './comment-threads.ts';
import {
  addPost,
  addPostComment,
  postPreviewCommentsQuery,
  previewPost,
  receivePostComments,
  receivePosts,
  removePost,
  removePostComment,
  replacePostComment,
  type ThreadedPost,
} from './post-lists.ts';

interface Note extends ThreadComment {
  postId: string;
  content: string;
}
interface Post extends ThreadedPost<Note> {
  content: string;
}

const note = (postId: string, n: number, content = `${postId}-c${n}`): Note => ({
  id: `${postId}-c${n}`,
  postId,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
  content,
});
/** A post as the server sends it: comments newest first. */
const serverPost = (id: string, commentNumbers: number[], commentCount = commentNumbers.length): Post => ({
  id,
  content: id,
  commentCount,
  comments: { items: [...commentNumbers].sort((a, b) => b - a).map((n) => note(id, n)), currentPage: 1, totalCount: commentCount },
});
const page = (posts: Post[], currentPage: number, totalCount: number): PagedList<Post> => ({ items: posts, currentPage, totalCount });
const commentIds = (list: PagedList<Post>, postId: string) =>
  list.items.find((post) => post.id === postId)?.comments.items.map((comment) => comment.id);

describe('post previews', () => {
  it('asks for page 1 of 2 comments per post', () => {
    expect(postPreviewCommentsQuery).toEqual({ commentsPage: 1, commentsPageSize: 2 });
  });

  it('holds the 2 newest comments of page 1, oldest first, and counts them all', () => {
    const preview = previewPost<Note, Post>(serverPost('p', [1, 2, 3, 4], 4));
    expect(preview.comments.items.map((comment) => comment.id)).toEqual(['p-c3', 'p-c4']);
    expect(preview.comments.totalCount).toBe(4);
    expect(preview.commentCount).toBe(4);
  });
});

describe('receivePosts', () => {
  it('replaces with page 1 and appends later pages, each post a preview', () => {
    const first = receivePosts<Note, Post>(emptyPagedList(), page([serverPost('a', [1, 2, 3]), serverPost('b', [])], 1, 3));
    expect(first.items.map((post) => post.id)).toEqual(['a', 'b']);
    expect(commentIds(first, 'a')).toEqual(['a-c2', 'a-c3']);
    const second = receivePosts<Note, Post>(first, page([serverPost('c', [5])], 2, 3));
    expect(second.items.map((post) => post.id)).toEqual(['a', 'b', 'c']);
    expect(receivePosts<Note, Post>(second, page([serverPost('d', [])], 1, 1)).items.map((post) => post.id)).toEqual(['d']);
  });
});

describe('comments under posts', () => {
  const loaded = () => receivePosts<Note, Post>(emptyPagedList(), page([serverPost('a', [3, 4], 4), serverPost('b', [1], 1)], 1, 2));

  it('merges more of a post’s comments oldest first without duplicates', () => {
    const next = receivePostComments<Note, Post>(loaded(), 'a', {
      items: [note('a', 3), note('a', 2), note('a', 1)],
      currentPage: 2,
      totalCount: 4,
    });
    expect(commentIds(next, 'a')).toEqual(['a-c1', 'a-c2', 'a-c3', 'a-c4']);
    expect(commentIds(next, 'b')).toEqual(['b-c1']);
  });

  it('adds a comment last and counts it in the thread and the post', () => {
    const next = addPostComment<Note, Post>(loaded(), 'b', note('b', 9));
    expect(commentIds(next, 'b')).toEqual(['b-c1', 'b-c9']);
    expect(next.items[1]?.commentCount).toBe(2);
    expect(next.items[1]?.comments.totalCount).toBe(2);
  });

  it('puts an edited comment in place', () => {
    const next = replacePostComment<Note, Post>(loaded(), note('a', 3, 'edited'));
    expect(next.items[0]?.comments.items[0]?.content).toBe('edited');
  });

  it('removes a comment and lowers both totals, never below 0', () => {
    const next = removePostComment<Note, Post>(loaded(), 'a-c3');
    expect(commentIds(next, 'a')).toEqual(['a-c4']);
    expect(next.items[0]?.commentCount).toBe(3);
    const zero = receivePosts<Note, Post>(emptyPagedList(), page([{ ...serverPost('z', [1], 0) }], 1, 1));
    const after = removePostComment<Note, Post>(zero, 'z-c1');
    expect(after.items[0]?.commentCount).toBe(0);
    expect(after.items[0]?.comments.totalCount).toBe(0);
  });
});

describe('posts', () => {
  it('deleting a post removes it with its comments and lowers the total, never below 0', () => {
    const list = receivePosts<Note, Post>(emptyPagedList(), page([serverPost('a', [1, 2]), serverPost('b', [3])], 1, 1));
    const next = removePost(list, 'a');
    expect(next.items.map((post) => post.id)).toEqual(['b']);
    expect(next.items.flatMap((post) => post.comments.items).some((comment) => comment.postId === 'a')).toBe(false);
    expect(removePost(next, 'b').totalCount).toBe(0);
  });

  it('a new post goes first and counts once', () => {
    const list = receivePosts<Note, Post>(emptyPagedList(), page([serverPost('a', [])], 1, 1));
    const added = addPost<Note, Post>(addPost<Note, Post>(list, serverPost('n', [])), serverPost('n', []));
    expect(added.items.map((post) => post.id)).toEqual(['n', 'a']);
    expect(added.totalCount).toBe(2);
  });

  it('keeps counts at 0 or more and never shows a deleted post’s comments, whatever is deleted', () => {
    const action = fc.oneof(
      fc.record({ kind: fc.constant('post' as const), id: fc.constantFrom('a', 'b') }),
      fc.record({ kind: fc.constant('comment' as const), id: fc.constantFrom('a-c1', 'a-c2', 'b-c3') }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 8 }), fc.integer({ min: 0, max: 2 }), (actions, total) => {
        let list = receivePosts<Note, Post>(emptyPagedList(), page([serverPost('a', [1, 2], 1), serverPost('b', [3], 0)], 1, total));
        for (const { kind, id } of actions) list = kind === 'post' ? removePost(list, id) : removePostComment<Note, Post>(list, id);
        expect(list.totalCount).toBeGreaterThanOrEqual(0);
        for (const post of list.items) {
          expect(post.commentCount).toBeGreaterThanOrEqual(0);
          expect(post.comments.totalCount).toBeGreaterThanOrEqual(0);
          expect(post.comments.items.every((comment) => comment.postId === post.id)).toBe(true);
        }
      }),
    );
  });
});
