import { describe, expect, it } from 'vitest';
import { mergeLessonFields } from './lesson-merge.ts';

describe('mergeLessonFields', () => {
  const stored = {
    externalId: 'old',
    hideScore: false,
    postRequired: true,
    features: {
      starOptions: { enabled: false },
      attemptRestriction: { resetCourseOnNumberAttempts: 0, lockOnCompletion: false, lockIntervalMin: 0 },
    },
    configuration: { slides: [{ id: 's1' }], narration: { enabled: true }, scale: 1 },
  };

  it('replaces the given fields and keeps the others, including ones the save does not know', () => {
    expect(mergeLessonFields(stored, { externalId: 'new', hideScore: true })).toMatchObject({
      externalId: 'new',
      hideScore: true,
      postRequired: true,
    });
  });

  it('changes only the given parts of features and configuration', () => {
    const merged = mergeLessonFields(stored, { features: { starOptions: { enabled: true } }, configuration: { slides: [] } });
    expect(merged.features).toEqual({ ...stored.features, starOptions: { enabled: true } });
    expect(merged.configuration).toEqual({ ...stored.configuration, slides: [] });
  });

  it('does not change what it was given', () => {
    const copy = structuredClone(stored);
    mergeLessonFields(stored, { features: { starOptions: { enabled: true } } });
    expect(stored).toEqual(copy);
  });
});
