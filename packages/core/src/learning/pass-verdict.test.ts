import { describe, expect, it } from 'vitest';
import { attemptPassed } from './attempts.ts';
import { attemptVerdict, courseVerdict, hasPassingScore } from './pass-verdict.ts';

describe('what a finished attempt or course is called', () => {
  // Issue 11, seen: "a replay scoring 33/100 showed 'Passed' (the course's passing score defaults to 0)".
  it('with a minimum score of 0 an attempt is completed, never passed', () => {
    expect(attemptVerdict(attemptPassed(33, 0), 0)).toBe('completed');
    expect(attemptVerdict(attemptPassed(100, 0), 0)).toBe('completed');
    expect(hasPassingScore(0)).toBe(false);
  });

  it('with a minimum above 0 an attempt passes from that score', () => {
    expect(attemptVerdict(attemptPassed(60, 60), 60)).toBe('passed');
    expect(attemptVerdict(attemptPassed(59, 60), 60)).toBe('not-passed');
    expect(hasPassingScore(1)).toBe(true);
  });

  it('a course is in progress until completed, then completed, passed or completed without passing', () => {
    expect(courseVerdict({ completed: false, passed: false }, 50)).toBe('in-progress');
    expect(courseVerdict({ completed: true, passed: true }, 0)).toBe('completed');
    expect(courseVerdict({ completed: true, passed: true }, 50)).toBe('passed');
    expect(courseVerdict({ completed: true, passed: false }, 50)).toBe('completed-not-passed');
  });
});
