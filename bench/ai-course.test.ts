import { describe, expect, it } from 'vitest';
import { aiCourseLines, measureAiCourseOverhead } from './ai-course.ts';

describe('the AI course overhead benchmark', () => {
  it('generates a real course: every lesson has slides, and the time is measured', async () => {
    const { medianMs, slides } = await measureAiCourseOverhead(2, 1);
    expect(slides).toBeGreaterThanOrEqual(2 * 4);
    expect(medianMs).toBeGreaterThan(0);
  });

  it('prints the figure and its verdict', () => {
    expect(aiCourseLines(412.6)).toEqual(['ai-course-overhead-ms: 413']);
    expect(aiCourseLines(1001)).toEqual(['target-missed: ai-course-overhead-ms 1001 is above 1000', 'ai-course-overhead-ms: 1001']);
  });
});
