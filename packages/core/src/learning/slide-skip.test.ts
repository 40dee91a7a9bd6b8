import { describe, expect, it } from 'vitest';
import { skippedSlideAnswers, slideSkipReason, slideSkipReasons, waitsForReport } from './slide-skip.ts';

describe('slide skips', () => {
  it.each(slideSkipReasons)('reads back the reason it records (%s)', (reason) => {
    expect(slideSkipReason(skippedSlideAnswers(reason))).toBe(reason);
    // As the server stores and answers it.
    expect(slideSkipReason(JSON.parse(JSON.stringify(skippedSlideAnswers(reason))))).toBe(reason);
  });

  it('never takes an answer for a skip', () => {
    for (const answers of [
      null,
      undefined,
      'camera-unavailable',
      ['camera-unavailable'],
      { status: 'completed' },
      { skipped: 'bored' },
      { skipped: true },
    ])
      expect(slideSkipReason(answers)).toBeNull();
  });
});

describe('slides that wait for their own report', () => {
  it('holds a SCORM package unless the author made it optional', () => {
    expect(waitsForReport({ type: 'scorm', data: {} })).toBe(true);
    expect(waitsForReport({ type: 'scorm', data: { isRequiredForLessonCompletion: true } })).toBe(true);
    expect(waitsForReport({ type: 'scorm', data: { isRequiredForLessonCompletion: false } })).toBe(false);
  });

  it('never holds an AICC package (it cannot report) nor other content', () => {
    expect(waitsForReport({ type: 'aicc', data: { isRequiredForLessonCompletion: true } })).toBe(false);
    expect(waitsForReport({ type: 'external-url', data: {} })).toBe(false);
    expect(waitsForReport({ type: 'title' })).toBe(false);
  });
});
