import { describe, expect, it } from 'vitest';
import { canModerate, orderAssessmentsForModeration, orderDiscussionsForModeration, totalWaiting } from './overview.ts';

describe('who moderates', () => {
  it('lets facilitators, authors and administrators in, and keeps learners and reviewers out', () => {
    expect(canModerate(['facilitator'])).toBe(true);
    expect(canModerate(['account-owner'])).toBe(true);
    expect(canModerate(['restricted-author'])).toBe(true);
    expect(canModerate(['app-user', 'facilitator'])).toBe(true);
    expect(canModerate(['app-user'])).toBe(false);
    expect(canModerate(['reviewer', 'course-reviewer'])).toBe(false);
    expect(canModerate([])).toBe(false);
  });
});

describe('the order of the overview', () => {
  it('puts the newest activity first and discussions without posts last, newest change first', () => {
    const items = [
      { id: 'silent-old', lastActivityAt: null, modified: '2025-01-01T00:00:00.000Z' },
      { id: 'yesterday', lastActivityAt: '2025-06-01T09:00:00.000Z', modified: '2025-01-01T00:00:00.000Z' },
      { id: 'silent-new', lastActivityAt: null, modified: '2025-03-01T00:00:00.000Z' },
      { id: 'today', lastActivityAt: '2025-06-02T09:00:00.000Z', modified: '2024-01-01T00:00:00.000Z' },
    ];
    expect(orderDiscussionsForModeration(items).map((item) => item.id)).toEqual(['today', 'yesterday', 'silent-new', 'silent-old']);
    // The input is left as it was.
    expect(items[0]!.id).toBe('silent-old');
  });

  it('keeps the server order between equal activities', () => {
    const at = '2025-06-01T09:00:00.000Z';
    const items = ['a', 'b', 'c'].map((id) => ({ id, lastActivityAt: at, modified: at }));
    expect(orderDiscussionsForModeration(items).map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('puts the assessments with most waiting submissions first and adds them up', () => {
    const items = [
      { id: 'none', waitingCount: 0 },
      { id: 'many', waitingCount: 5 },
      { id: 'some', waitingCount: 2 },
      { id: 'none2', waitingCount: 0 },
    ];
    expect(orderAssessmentsForModeration(items).map((item) => item.id)).toEqual(['many', 'some', 'none', 'none2']);
    expect(totalWaiting(items)).toBe(7);
    expect(totalWaiting([])).toBe(0);
  });
});
