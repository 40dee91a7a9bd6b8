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

// The targets: auth, validation and the ORM cost at most 40 % of the data ceiling's
// throughput, and the slowest 1 % of our reads answer within 20 ms.
export const MINIMUM_READ_RATIO = 0.6;
export const MAXIMUM_READ_P99_MS = 20;

/** `name-rps` and `name-p99-ms`, printed as soon as a target is measured. */
export function measurementLines(name: string, measurement: Measurement): string[] {
  return [`${name}-rps: ${Math.round(measurement.requestsPerSecond)}`, `${name}-p99-ms: ${formatMilliseconds(measurement.p99Ms)}`];
}

/**
 * The verdict, printed last: each endpoint's ratio, a `target-missed:` line per missed target, then
 * `api-read-ratio` (the worse endpoint against its own data ceiling) and `api-read-p99-ms` (the worse p99).
 */
export function verdictLines(ours: ReadEndpoints<Measurement>, dataCeiling: ReadEndpoints<Measurement>): string[] {
  const meRatio = roundRatio(ours.me.requestsPerSecond / dataCeiling.me.requestsPerSecond);
  const coursesRatio = roundRatio(ours.courses.requestsPerSecond / dataCeiling.courses.requestsPerSecond);
  const ratio = Math.min(meRatio, coursesRatio);
  const p99Ms = Math.max(ours.me.p99Ms, ours.courses.p99Ms);
  const missed: string[] = [];
  if (ratio < MINIMUM_READ_RATIO) missed.push(`target-missed: api-read-ratio ${ratio.toFixed(2)} is below ${MINIMUM_READ_RATIO}`);
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
