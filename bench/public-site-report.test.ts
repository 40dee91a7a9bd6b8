import { describe, expect, it } from 'vitest';
import { percentile95, publicSiteLines } from './public-site-report.ts';

describe('percentile95', () => {
  it('takes the nearest rank', () => {
    expect(percentile95(Array.from({ length: 100 }, (_, index) => index + 1))).toBe(95);
    expect(percentile95([7])).toBe(7);
    expect(percentile95([3, 1, 2])).toBe(3);
  });
});

describe('publicSiteLines', () => {
  it('prints the two targets and the lesson figure, and says which target is missed', () => {
    expect(
      publicSiteLines({ htmlLatenciesMs: [2, 3, 4], healthLatenciesMs: [1, 1, 2], courseJsGzipBytes: 1700, lessonJsGzipBytes: 204_800 }),
    ).toEqual([
      "# api-health-p95-ms: 2.0 (the same server, one request after each page: the load's share)",
      'public-page-html-p95-ms: 4.0',
      'public-page-js-gz-kb: 1.7',
      'public-lesson-js-gz-kb: 200',
    ]);
    expect(
      publicSiteLines({ htmlLatenciesMs: [12], healthLatenciesMs: [1], courseJsGzipBytes: 70 * 1024, lessonJsGzipBytes: 0 }).slice(4),
    ).toEqual(['target-missed: public-page-html-p95-ms 12.0 is above 10', 'target-missed: public-page-js-gz-kb 70 is above 60']);
  });
});
