import { describe, expect, it } from 'vitest';
import { assessmentUpdateBodySchema, feedbackBodySchema, submissionsQuerySchema } from './assessments.ts';

describe('assessment calls', () => {
  it('filters submissions by the three statuses and a created date or date-time', () => {
    expect(submissionsQuerySchema.parse({ status: 'graded', created: '2025-06-01' })).toMatchObject({
      status: 'graded',
      created: '2025-06-01',
    });
    expect(submissionsQuerySchema.parse({ created: '2025-06-01T10:00:00.000Z' }).created).toBe('2025-06-01T10:00:00.000Z');
    expect(submissionsQuerySchema.safeParse({ status: 'passed' }).success).toBe(false);
    expect(submissionsQuerySchema.safeParse({ created: 'yesterday' }).success).toBe(false);
  });

  it('takes feedback with one of the three statuses and an optional score that is not negative', () => {
    expect(feedbackBodySchema.parse({ content: 'Good', status: 'needs-revision' })).toEqual({ content: 'Good', status: 'needs-revision' });
    expect(feedbackBodySchema.safeParse({ content: 'Good', status: 'graded' }).success).toBe(false);
    expect(feedbackBodySchema.safeParse({ content: 'Good', status: 'passed', score: -1 }).success).toBe(false);
    expect(feedbackBodySchema.safeParse({ status: 'passed' }).success).toBe(false);
  });

  it('saves minimumScore and gradeByPercentage beside the discussion fields', () => {
    expect(assessmentUpdateBodySchema.parse({ version: 2, minimumScore: 70, gradeByPercentage: true, postRequired: true })).toEqual({
      version: 2,
      minimumScore: 70,
      gradeByPercentage: true,
      postRequired: true,
    });
    expect(assessmentUpdateBodySchema.safeParse({ minimumScore: -5 }).success).toBe(false);
  });
});
