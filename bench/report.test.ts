import { describe, expect, it } from 'vitest';
import { measurementLines, verdictLines, type Measurement } from './report.ts';

const at = (requestsPerSecond: number, p99Ms: number): Measurement => ({ requestsPerSecond, p99Ms });

describe('measurementLines', () => {
  it('prints whole requests per second and the p99 in milliseconds', () => {
    expect(measurementLines('api-me', at(4321.6, 7.25))).toEqual(['api-me-rps: 4322', 'api-me-p99-ms: 7.25']);
  });
});

describe('verdictLines', () => {
  const dataCeiling = { me: at(6000, 8), courses: at(5000, 9) };

  it('ends with the worse ratio and the worse p99, and reports no miss when both targets hold', () => {
    const lines = verdictLines({ me: at(5400, 10), courses: at(4100, 12) }, dataCeiling, 'postgres');
    expect(lines.slice(-2)).toEqual(['api-read-ratio: 0.82', 'api-read-p99-ms: 12']);
    expect(lines).toContain('api-me-ratio: 0.90');
    expect(lines.some((line) => line.startsWith('target-missed:'))).toBe(false);
  });

  it('prints a target-missed line for each missed target, before the last two lines', () => {
    const lines = verdictLines({ me: at(3000, 25), courses: at(4500, 11) }, dataCeiling, 'postgres');
    expect(lines.filter((line) => line.startsWith('target-missed:'))).toEqual([
      'target-missed: api-read-ratio 0.50 is below 0.8 on postgres',
      'target-missed: api-read-p99-ms 25 is above 20',
    ]);
    expect(lines.slice(-2)).toEqual(['api-read-ratio: 0.50', 'api-read-p99-ms: 25']);
  });

  it('judges the ratio as printed, so 0.799 shows as 0.80 and is not a miss', () => {
    const lines = verdictLines({ me: at(7990, 5), courses: at(5000, 5) }, { me: at(10_000, 5), courses: at(5000, 5) }, 'postgres');
    expect(lines.slice(-2, -1)).toEqual(['api-read-ratio: 0.80']);
    expect(lines.some((line) => line.startsWith('target-missed:'))).toBe(false);
  });

  it('holds PGlite to 0.9, since its ceiling pays no network either', () => {
    const lines = verdictLines({ me: at(5100, 5), courses: at(4500, 5) }, dataCeiling, 'pglite');
    expect(lines).toContain('target-missed: api-read-ratio 0.85 is below 0.9 on pglite');
    expect(
      verdictLines({ me: at(5500, 5), courses: at(4600, 5) }, dataCeiling, 'pglite').some((line) => line.startsWith('target-missed:')),
    ).toBe(false);
  });
});
