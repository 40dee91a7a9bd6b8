// The public course site's figures (issue 18): how fast the server renders a course page, and how much
// JavaScript a stranger's browser downloads before the page is usable. Pure, so the harness's tests can
// check the arithmetic and the verdict.

/** Issue 18's targets. */
export const MAXIMUM_PUBLIC_PAGE_HTML_P95_MS = 10;
export const MAXIMUM_PUBLIC_PAGE_JS_GZ_KB = 60;

/** The 95th percentile of a non-empty list of timings (nearest rank). */
export function percentile95(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * 0.95) - 1))]!;
}

export interface PublicSiteFigures {
  /** One client's course page requests, in milliseconds. */
  htmlLatenciesMs: readonly number[];
  /** `GET /api/health`, each right after a course page request: what the machine's load alone costs a request. */
  healthLatenciesMs: readonly number[];
  /** Gzipped bytes of the scripts the course page loads (it is usable once they ran: its HTML needs none). */
  courseJsGzipBytes: number;
  /** The same for a lesson page, whose player is usable once its scripts ran. */
  lessonJsGzipBytes: number;
}

const kilobytes = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function publicSiteLines(figures: PublicSiteFigures): string[] {
  const p95 = percentile95(figures.htmlLatenciesMs);
  const courseKb = kilobytes(figures.courseJsGzipBytes);
  const lines = [
    `# api-health-p95-ms: ${percentile95(figures.healthLatenciesMs).toFixed(1)} (the same server, one request after each page: the load's share)`,
    `public-page-html-p95-ms: ${p95.toFixed(1)}`,
    `public-page-js-gz-kb: ${courseKb}`,
    // Not a target of the issue: what a visitor downloads once they choose to play a lesson.
    `public-lesson-js-gz-kb: ${kilobytes(figures.lessonJsGzipBytes)}`,
  ];
  if (p95 > MAXIMUM_PUBLIC_PAGE_HTML_P95_MS)
    lines.push(`target-missed: public-page-html-p95-ms ${p95.toFixed(1)} is above ${MAXIMUM_PUBLIC_PAGE_HTML_P95_MS}`);
  if (courseKb > MAXIMUM_PUBLIC_PAGE_JS_GZ_KB)
    lines.push(`target-missed: public-page-js-gz-kb ${courseKb} is above ${MAXIMUM_PUBLIC_PAGE_JS_GZ_KB}`);
  return lines;
}
