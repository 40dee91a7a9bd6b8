import { describe, expect, it } from 'vitest';
import { assessmentSchema, defaultAssessment } from './assessment.ts';

describe('assessment defaults (authoring §3, templates §3.4)', () => {
  it('are the discussion defaults plus minimumScore 0 and gradeByPercentage false', () => {
    expect(defaultAssessment()).toEqual({
      id: 'new',
      courseId: '',
      title: '',
      description: '',
      isPublished: false,
      externalId: '',
      prerequisites: [],
      postRequired: false,
      commentRequired: false,
      visibleToAllUsers: true,
      planning: { startDateTime: null, endDateTime: null },
      minimumScore: 0,
      gradeByPercentage: false,
    });
  });

  it('round-trip and reject a negative minimum score', () => {
    expect(assessmentSchema.parse(defaultAssessment())).toEqual(defaultAssessment());
    expect(assessmentSchema.safeParse(defaultAssessment({ minimumScore: -1 })).success).toBe(false);
  });
});
