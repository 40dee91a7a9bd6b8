import { describe, expect, it } from 'vitest';
import { statusActionsFor } from './status-actions.ts';

describe('the status actions offered per status', () => {
  it('lets a draft go live, be scheduled, go to review or be archived', () => {
    expect(statusActionsFor('Draft')).toEqual(['publish', 'schedule', 'submitForReview', 'archive']);
  });

  it('lets a published course be republished, unpublished or archived, but not scheduled', () => {
    expect(statusActionsFor('Published')).toEqual(['publish', 'unpublish', 'archive']);
  });

  it('lets a scheduled course be published now, rescheduled, unpublished or archived', () => {
    expect(statusActionsFor('Scheduled')).toEqual(['publish', 'schedule', 'unpublish', 'archive']);
  });

  it('keeps a course under review from going live until its review ends', () => {
    expect(statusActionsFor('InReview')).toEqual(['draft', 'markReviewed', 'archive']);
  });

  it('brings an archived course back only as a draft', () => {
    expect(statusActionsFor('Archived')).toEqual(['draft']);
  });

  it('lets a reviewed course go live or back to work', () => {
    expect(statusActionsFor('Reviewed')).toEqual(['publish', 'schedule', 'draft', 'submitForReview', 'archive']);
  });
});
