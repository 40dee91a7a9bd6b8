import { describe, expect, it } from 'vitest';
import { newLessonData } from './lesson-defaults.ts';

describe('the stored fields of a new lesson', () => {
  it('keep the kind’s own defaults beside the lesson fields, from core', () => {
    expect(newLessonData('Discussion', { author: 'Ada' })).toMatchObject({
      author: 'Ada',
      postRequired: false,
      commentRequired: false,
      visibleToAllUsers: true,
    });
    expect(newLessonData('Assessment', { author: 'Ada' })).toMatchObject({
      postRequired: false,
      minimumScore: 0,
      gradeByPercentage: false,
    });
    expect(newLessonData('Observation', { author: 'Ada' })).toMatchObject({ criteria: [] });
    expect(newLessonData('Conference', { author: 'Ada' })).toMatchObject({
      startDateTime: null,
      endDateTime: null,
      joinUrl: '',
      capacity: null,
    });
  });

  it('give a slide lesson none of them, and keep the columns and slides out of the document', () => {
    const data = newLessonData('Lesson', { author: 'Ada' });
    for (const field of ['postRequired', 'minimumScore', 'criteria', 'joinUrl', 'id', 'title', 'latestSavedSlidesStateIdentifier'])
      expect(data).not.toHaveProperty(field);
    expect(data.configuration).not.toHaveProperty('slides');
  });
});
