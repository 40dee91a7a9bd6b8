import { describe, expect, it } from 'vitest';
import { isFinalPackageStatus, packageOutcome } from './runtime-outcome.ts';

describe('a package’s outcome from its data-model values', () => {
  it('reads SCORM 1.2’s lesson status and raw score', () => {
    expect(packageOutcome('scorm12', { 'cmi.core.lesson_status': 'passed', 'cmi.core.score.raw': '85' })).toEqual({
      status: 'passed',
      score: 85,
    });
    expect(packageOutcome('scorm12', { 'cmi.core.lesson_status': 'bogus' })).toEqual({ status: null, score: null });
  });

  it('reads SCORM 2004’s success before its completion, and its scaled score', () => {
    const values = { 'cmi.completion_status': 'completed', 'cmi.success_status': 'failed', 'cmi.score.scaled': '0.4' };
    expect(packageOutcome('scorm2004-4th', values)).toEqual({ status: 'failed', score: 40 });
    expect(packageOutcome('scorm2004-3rd', { 'cmi.completion_status': 'incomplete', 'cmi.success_status': 'unknown' })).toEqual({
      status: 'incomplete',
      score: null,
    });
  });

  it('counts a 2004 raw score against its range, and keeps every score within 0 to 100', () => {
    expect(packageOutcome('scorm2004-4th', { 'cmi.score.raw': '15', 'cmi.score.min': '0', 'cmi.score.max': '20' }).score).toBe(75);
    expect(packageOutcome('scorm12', { 'cmi.core.score.raw': '140' }).score).toBe(100);
  });

  it('knows which statuses end the package’s part in the lesson', () => {
    expect(['passed', 'failed', 'completed', 'incomplete', null].map((status) => isFinalPackageStatus(status as never))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
