import { describe, expect, it } from 'vitest';
import { courseVerdictLines, type CourseFigures } from './course-report.ts';

const withinTargets: CourseFigures = {
  courseGet: { requestsPerSecond: 900, p99Ms: 3.456 },
  lessons: { requestsPerSecond: 200, p99Ms: 12 },
  miniCourseList: { requestsPerSecond: 40, p99Ms: 30 },
  lessonsLoaded: { requestsPerSecond: 700, p99Ms: 60 },
  lessonsCeiling: { requestsPerSecond: 1000, p99Ms: 40 },
  editorReadyMs: 640.4,
};

describe('courseVerdictLines', () => {
  it('prints the four figures, the list as time per call, and no miss when every target is met', () => {
    expect(courseVerdictLines(withinTargets)).toEqual([
      'course-get-p99-ms: 3.46',
      'lessons-500-p99-ms: 12',
      'mini-course-list-ms: 25',
      'lessons-read-ratio: 0.70',
      'course-editor-ready-ms: 640',
    ]);
  });

  it('names every missed target before the figures', () => {
    const lines = courseVerdictLines({
      courseGet: { requestsPerSecond: 100, p99Ms: 5.2 },
      lessons: { requestsPerSecond: 50, p99Ms: 16 },
      miniCourseList: { requestsPerSecond: 10, p99Ms: 120 },
      lessonsLoaded: { requestsPerSecond: 500, p99Ms: 90 },
      lessonsCeiling: { requestsPerSecond: 1000, p99Ms: 40 },
      editorReadyMs: 1200,
    });
    expect(lines.slice(0, 5)).toEqual([
      'target-missed: course-get-p99-ms 5.2 is above 5',
      'target-missed: lessons-500-p99-ms 16 is above 15',
      'target-missed: mini-course-list-ms 100 is above 50',
      'target-missed: lessons-read-ratio 0.50 is below 0.6',
      'target-missed: course-editor-ready-ms 1200 is above 1000',
    ]);
    expect(lines).toContain('lessons-read-ratio: 0.50');
  });

  it('does not count a ratio that prints as 0.60 as a miss', () => {
    const lines = courseVerdictLines({ ...withinTargets, lessonsLoaded: { requestsPerSecond: 599.6, p99Ms: 1 } });
    expect(lines).toContain('lessons-read-ratio: 0.60');
    expect(lines.some((line) => line.startsWith('target-missed'))).toBe(false);
  });
});
