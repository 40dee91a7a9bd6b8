import { describe, expect, it } from 'vitest';
import { courseStatusValues } from '../enums/course-status.ts';
import { canTransition, courseStatusTransitions } from './course-status-transitions.ts';

describe('course status transitions', () => {
  it('has a row for each of the seven statuses', () => {
    expect(Object.keys(courseStatusTransitions).sort()).toEqual([...courseStatusValues].sort());
  });

  it('never leads back to NotSpecified', () => {
    for (const from of courseStatusValues) expect([from, canTransition(from, 'NotSpecified')]).toEqual([from, false]);
  });

  it('lets a draft go to review, be scheduled, published or archived', () => {
    for (const to of ['InReview', 'Scheduled', 'Published', 'Archived'] as const) expect(canTransition('Draft', to)).toBe(true);
    expect(canTransition('Draft', 'Reviewed')).toBe(false);
    expect(canTransition('Draft', 'Draft')).toBe(false);
  });

  it('keeps a course under review off the air until the review ends', () => {
    expect(canTransition('InReview', 'Published')).toBe(false);
    expect(canTransition('InReview', 'Scheduled')).toBe(false);
    expect(canTransition('InReview', 'Reviewed')).toBe(true);
    expect(canTransition('InReview', 'Draft')).toBe(true);
    expect(canTransition('Reviewed', 'Published')).toBe(true);
  });

  it('allows republishing and rescheduling, not scheduling what is live', () => {
    expect(canTransition('Published', 'Published')).toBe(true);
    expect(canTransition('Scheduled', 'Scheduled')).toBe(true);
    expect(canTransition('Published', 'Scheduled')).toBe(false);
    expect(canTransition('Published', 'InReview')).toBe(false);
  });

  it('brings an archived course back only as a draft', () => {
    expect(courseStatusValues.filter((to) => canTransition('Archived', to))).toEqual(['Draft']);
  });
});
