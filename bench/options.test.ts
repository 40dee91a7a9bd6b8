import { describe, expect, it } from 'vitest';
import { readBenchOptions } from './options.ts';

const measuredSecondsPerTarget = (options: { warmupSeconds: number; rounds: number; roundSeconds: number }) =>
  options.warmupSeconds + options.rounds * options.roundSeconds;

describe('readBenchOptions', () => {
  it('runs a full measurement at 32 connections in several rounds by default', () => {
    const options = readBenchOptions([]);
    expect(options).toMatchObject({ smoke: false, connections: 32 });
    expect(options.rounds).toBeGreaterThan(1);
    // Five targets must fit well under two minutes, start-up included.
    expect(5 * measuredSecondsPerTarget(options)).toBeLessThanOrEqual(75);
    // At least ten seconds of each target counts.
    expect(options.rounds * (options.roundSeconds - options.rampSeconds)).toBeGreaterThanOrEqual(10);
    // A median of several first visits, so one slow page load does not decide a browser figure.
    expect(options.browserVisits).toBeGreaterThanOrEqual(3);
  });

  it('keeps --smoke to about a second per target with a shorter warm-up', () => {
    const options = readBenchOptions(['--smoke']);
    expect(options).toMatchObject({ smoke: true, connections: 32, rounds: 1, roundSeconds: 1 });
    expect(options.warmupSeconds).toBeLessThan(options.roundSeconds);
    expect(options.rampSeconds).toBeLessThan(options.roundSeconds);
    expect(options.browserVisits).toBe(1);
  });

  it('refuses arguments it does not know, so a typo does not silently run the long benchmark', () => {
    expect(() => readBenchOptions(['--smok'])).toThrow(/--smok/);
  });

  it('runs everything unless --only names a part', () => {
    expect(readBenchOptions([]).only).toBeUndefined();
    expect(readBenchOptions(['--only', 'api-read'])).toMatchObject({ only: 'api-read', smoke: false, connections: 32 });
    expect(readBenchOptions(['--smoke', '--only=api-read'])).toMatchObject({ only: 'api-read', smoke: true });
    expect(readBenchOptions(['--only', 'editor-open'])).toMatchObject({ only: 'editor-open', smoke: false });
  });

  it('refuses --only without a part it knows', () => {
    expect(() => readBenchOptions(['--only'])).toThrow(/--only takes one of: api-read, editor-open/);
    expect(() => readBenchOptions(['--only', 'api-reads'])).toThrow(/"api-reads"/);
  });
});
