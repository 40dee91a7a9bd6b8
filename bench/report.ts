/** What autocannon measured for one target. */
export interface Measurement {
  requestsPerSecond: number;
  p99Ms: number;
}

/** Our two read endpoints, or the data ceiling's routes for them. */
export interface ReadEndpoints<T> {
  me: T;
  courses: T;
}

export type BenchDatabase = 'pglite' | 'postgres';

// The targets: what the server adds around the database work (auth, validation, serialising) costs at
// most a fifth of the data ceiling's throughput on PostgreSQL and a tenth on PGlite (issue 12: 0.8 and
// 0.9; the first target of 0.6 was issue 2's), and the slowest 1 % of our reads answer within 20 ms.
// PGlite's bar is higher because its queries run in our process, so the ceiling pays no network either.
export const MINIMUM_READ_RATIO: Record<BenchDatabase, number> = { postgres: 0.8, pglite: 0.9 };
export const MAXIMUM_READ_P99_MS = 20;

/** `name-rps` and `name-p99-ms`, printed as soon as a target is measured. */
export function measurementLines(name: string, measurement: Measurement): string[] {
  return [`${name}-rps: ${Math.round(measurement.requestsPerSecond)}`, `${name}-p99-ms: ${formatMilliseconds(measurement.p99Ms)}`];
}

/**
 * The verdict, printed last: each endpoint's ratio, a `target-missed:` line per missed target, then
 * `api-read-ratio` (the worse endpoint against its own data ceiling) and `api-read-p99-ms` (the worse p99).
 */
export function verdictLines(ours: ReadEndpoints<Measurement>, dataCeiling: ReadEndpoints<Measurement>, database: BenchDatabase): string[] {
  const minimumRatio = MINIMUM_READ_RATIO[database];
  const meRatio = roundRatio(ours.me.requestsPerSecond / dataCeiling.me.requestsPerSecond);
  const coursesRatio = roundRatio(ours.courses.requestsPerSecond / dataCeiling.courses.requestsPerSecond);
  const ratio = Math.min(meRatio, coursesRatio);
  const p99Ms = Math.max(ours.me.p99Ms, ours.courses.p99Ms);
  const missed: string[] = [];
  if (ratio < minimumRatio) missed.push(`target-missed: api-read-ratio ${ratio.toFixed(2)} is below ${minimumRatio} on ${database}`);
  if (p99Ms > MAXIMUM_READ_P99_MS)
    missed.push(`target-missed: api-read-p99-ms ${formatMilliseconds(p99Ms)} is above ${MAXIMUM_READ_P99_MS}`);
  return [
    `api-me-ratio: ${meRatio.toFixed(2)}`,
    `api-courses-ratio: ${coursesRatio.toFixed(2)}`,
    ...missed,
    `api-read-ratio: ${ratio.toFixed(2)}`,
    `api-read-p99-ms: ${formatMilliseconds(p99Ms)}`,
  ];
}

// The target is judged on the printed figure, so a ratio shown as 0.60 never reads as a miss.
function roundRatio(ratio: number): number {
  return Math.round(ratio * 100) / 100;
}

function formatMilliseconds(milliseconds: number): string {
  return String(Math.round(milliseconds * 100) / 100);
}
