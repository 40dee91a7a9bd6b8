import { describe, expect, it } from 'vitest';
import { readBenchOptions } from './options.ts';

describe('readBenchOptions', () => {
  it('runs a full measurement at 32 connections by default', () => {
    const options = readBenchOptions([]);
    expect(options).toMatchObject({ smoke: false, connections: 32 });
    // Five targets must fit well under two minutes.
    expect(5 * (options.warmupSeconds + options.measureSeconds)).toBeLessThan(90);
  });

  it('keeps --smoke to about a second per target with a shorter warm-up', () => {
    const options = readBenchOptions(['--smoke']);
    expect(options).toMatchObject({ smoke: true, connections: 32, measureSeconds: 1 });
    expect(options.warmupSeconds).toBeLessThan(options.measureSeconds);
  });

  it('refuses arguments it does not know, so a typo does not silently run the long benchmark', () => {
    expect(() => readBenchOptions(['--smok'])).toThrow(/--smok/);
  });
});
