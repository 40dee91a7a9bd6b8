import { describe, expect, it } from 'vitest';
import { npmTestLines } from './npm-test-report.ts';

describe('npmTestLines', () => {
  it('ends with whole seconds, after the cores and the load before and after', () => {
    expect(npmTestLines({ seconds: 151.6, loadBefore: 0.4, loadAfter: 2.345, cores: 2 })).toEqual([
      'npm-test-cores: 2',
      'npm-test-load-before: 0.40',
      'npm-test-load-after: 2.35',
      'npm-test-s: 152',
    ]);
  });

  it('adds a target-missed line above 180 s, and none at 180 s', () => {
    const slow = npmTestLines({ seconds: 181, loadBefore: 1, loadAfter: 1, cores: 2 });
    expect(slow.slice(-2)).toEqual(['target-missed: npm-test-s 181 is above 180', 'npm-test-s: 181']);
    expect(npmTestLines({ seconds: 180.4, loadBefore: 1, loadAfter: 1, cores: 2 }).some((line) => line.startsWith('target-missed:'))).toBe(
      false,
    );
  });
});
