import type { ReviewComment } from '@slidewise/core';
import { describe, expect, it } from 'vitest';
import { commentsAt, openCommentCounts, visibleComments } from './comment-filter.ts';

const comment = (id: string, lessonId: string, slideId: string | null, resolved: boolean): ReviewComment => ({
  id,
  courseId: 'c1',
  lessonId,
  slideId,
  content: `Comment ${id}`,
  resolved,
  author: { id: 'u1', name: 'Rita Reviewer' },
  createdAt: '2030-01-01T09:00:00.000Z',
  modified: '2030-01-01T09:00:00.000Z',
});

const comments = [
  comment('a', 'l1', null, false),
  comment('b', 'l1', 's1', true),
  comment('c', 'l1', 's1', false),
  comment('d', 'l2', null, true),
];

describe('review comment filters', () => {
  it('hides resolved comments unless asked to show them', () => {
    expect(visibleComments(comments, false).map((c) => c.id)).toEqual(['a', 'c']);
    expect(visibleComments(comments, true).map((c) => c.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('picks the comments of a lesson or of one of its slides', () => {
    expect(commentsAt(comments, 'l1', null).map((c) => c.id)).toEqual(['a']);
    expect(commentsAt(comments, 'l1', 's1').map((c) => c.id)).toEqual(['b', 'c']);
  });

  it('counts open comments per lesson', () => {
    const counts = openCommentCounts(comments);
    expect(counts.get('l1')).toBe(2);
    expect(counts.get('l2')).toBeUndefined();
  });
});
