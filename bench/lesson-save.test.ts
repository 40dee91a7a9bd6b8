import { describe, expect, it } from 'vitest';
import { lessonSaveLines, lessonSaveLoad, percentile95 } from './lesson-save.ts';

describe('lesson save figure', () => {
  it('takes the 95th percentile by nearest rank', () => {
    const latencies = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile95(latencies)).toBe(95);
    expect(percentile95([7])).toBe(7);
    expect(percentile95([3, 1, 2])).toBe(3);
    expect(percentile95([])).toBeNaN();
  });

  it('prints the figure, and a target-missed line first when it is above 50 ms', () => {
    expect(lessonSaveLines([10, 20, 30.456])).toEqual(['lesson-save-200-p95-ms: 30.46']);
    expect(lessonSaveLines([10, 60])).toEqual(['target-missed: lesson-save-200-p95-ms 60 is above 50', 'lesson-save-200-p95-ms: 60']);
    expect(lessonSaveLines([50])).toEqual(['lesson-save-200-p95-ms: 50']);
  });

  it('measures 100 saves after 10 (10 after 2 with --smoke)', () => {
    expect(lessonSaveLoad(false)).toEqual({ warmupSaves: 10, measuredSaves: 100 });
    expect(lessonSaveLoad(true)).toEqual({ warmupSaves: 2, measuredSaves: 10 });
  });
});
