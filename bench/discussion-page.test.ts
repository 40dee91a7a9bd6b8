import { describe, expect, it } from 'vitest';
import { discussionPageLines, discussionPageLoad, firstPostNumberOfPage } from './discussion-page.ts';

describe('discussion page figure', () => {
  it('prints both pages and the worse of the two, with a target-missed line above 15 ms', () => {
    expect(discussionPageLines({ firstPage: [1, 2, 3.456], deepPage: [4, 5] })).toEqual([
      'discussion-page-1-p95-ms: 3.46',
      'discussion-page-4000-p95-ms: 5',
      'discussion-page-p95-ms: 5',
    ]);
    expect(discussionPageLines({ firstPage: [20], deepPage: [4] })).toEqual([
      'discussion-page-1-p95-ms: 20',
      'discussion-page-4000-p95-ms: 4',
      'target-missed: discussion-page-p95-ms 20 is above 15',
      'discussion-page-p95-ms: 20',
    ]);
  });

  it('expects page 4,000 of 100,000 posts to start at post 20,020 (newest first, 20 a page)', () => {
    expect(firstPostNumberOfPage(1)).toBe(100_000);
    expect(firstPostNumberOfPage(4000)).toBe(20_020);
  });

  it('measures 200 requests per page after 20 (20 after 3 with --smoke)', () => {
    expect(discussionPageLoad(false)).toEqual({ warmupRequests: 20, measuredRequests: 200 });
    expect(discussionPageLoad(true)).toEqual({ warmupRequests: 3, measuredRequests: 20 });
  });
});
