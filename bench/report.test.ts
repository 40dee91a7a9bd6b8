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
    const lines = verdictLines({ me: at(4800, 10), courses: at(3500, 12) }, dataCeiling);
    expect(lines.slice(-2)).toEqual(['api-read-ratio: 0.70', 'api-read-p99-ms: 12']);
    expect(lines).toContain('api-me-ratio: 0.80');
    expect(lines.some((line) => line.startsWith('target-missed:'))).toBe(false);
  });

  it('prints a target-missed line for each missed target, before the last two lines', () => {
    const lines = verdictLines({ me: at(3000, 25), courses: at(4500, 11) }, dataCeiling);
    expect(lines.filter((line) => line.startsWith('target-missed:'))).toEqual([
      'target-missed: api-read-ratio 0.50 is below 0.6',
      'target-missed: api-read-p99-ms 25 is above 20',
    ]);
    expect(lines.slice(-2)).toEqual(['api-read-ratio: 0.50', 'api-read-p99-ms: 25']);
  });

  it('judges the ratio as printed, so 0.599 shows as 0.60 and is not a miss', () => {
    const lines = verdictLines({ me: at(5990, 5), courses: at(5000, 5) }, { me: at(10_000, 5), courses: at(5000, 5) });
    expect(lines.slice(-2, -1)).toEqual(['api-read-ratio: 0.60']);
    expect(lines.some((line) => line.startsWith('target-missed:'))).toBe(false);
  });
});
