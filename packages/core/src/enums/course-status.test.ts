import { describe, expect, it } from 'vitest';
import { courseStatusDisplay, courseStatusSchema, courseStatusValues } from './course-status.ts';

describe('course statuses (authoring §3, templates §4)', () => {
  it('are the seven spec values in order', () => {
    expect(courseStatusValues).toEqual(['NotSpecified', 'Draft', 'InReview', 'Reviewed', 'Scheduled', 'Published', 'Archived']);
  });

  it('reject an unknown status and a wrong case', () => {
    expect(courseStatusSchema.safeParse('Deleted').success).toBe(false);
    expect(courseStatusSchema.safeParse('draft').success).toBe(false);
    expect(courseStatusSchema.parse('InReview')).toBe('InReview');
  });

  it.each([
    ['NotSpecified', 'Not Specified', 'neutral'],
    ['Draft', 'Draft', 'neutral'],
    ['InReview', 'In Review', 'warning'],
    ['Reviewed', 'Reviewed', 'info'],
    ['Scheduled', 'Scheduled', 'info'],
    ['Published', 'Published', 'positive'],
    ['Archived', 'Archived', 'inverse'],
  ] as const)('%s is shown as %s in a %s colour', (status, label, tone) => {
    expect(courseStatusDisplay[status].label).toBe(label);
    expect(courseStatusDisplay[status].tone).toBe(tone);
    expect(courseStatusDisplay[status].color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('gives each status its own colour, so none can be mistaken for another', () => {
    const colors = courseStatusValues.map((status) => courseStatusDisplay[status].color);
    expect(new Set(colors).size).toBe(courseStatusValues.length);
  });
});
