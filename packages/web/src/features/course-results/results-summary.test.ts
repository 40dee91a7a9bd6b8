import type { CourseLearnerResult } from '@slidewise/core';
import { describe, expect, it } from 'vitest';
import { filterLearners, summariseResults } from './results-summary.ts';

const learner = (overrides: Partial<CourseLearnerResult>): CourseLearnerResult => ({
  userId: 'u',
  name: 'Name',
  email: 'name@example.com',
  completedLessonCount: 0,
  lessonCount: 3,
  score: null,
  passed: false,
  completed: false,
  verdict: 'in-progress',
  lastActivityAt: null,
  lessons: [],
  ...overrides,
});

describe('summariseResults', () => {
  it('counts learners, completions and passes, and averages only the scores there are', () => {
    const summary = summariseResults(
      [
        learner({ userId: 'a', score: 80, passed: true, completed: true, verdict: 'passed' }),
        learner({ userId: 'b', score: 40, completed: true, verdict: 'completed-not-passed' }),
        learner({ userId: 'c' }),
      ],
      60,
    );
    expect(summary).toEqual({ learnerCount: 3, completedCount: 2, passedCount: 1, averageScore: 60 });
  });

  it('counts nobody as passed when the minimum score is 0, whatever the stored flag says', () => {
    const summary = summariseResults([learner({ userId: 'a', score: 33, passed: true, completed: true, verdict: 'completed' })], 0);
    expect(summary.passedCount).toBeNull();
    expect(summary.completedCount).toBe(1);
  });

  it('has no average before any score', () => {
    expect(summariseResults([learner({})], 50).averageScore).toBeNull();
    expect(summariseResults([], 50)).toEqual({ learnerCount: 0, completedCount: 0, passedCount: 0, averageScore: null });
  });
});

describe('filterLearners', () => {
  const people = [
    learner({ userId: 'a', name: 'José Núñez', email: 'jose@example.com' }),
    learner({ userId: 'b', name: 'Ada', email: 'ada@lovelace.dev' }),
  ];

  it('matches names without accents and e-mails', () => {
    expect(filterLearners(people, 'nunez').map((item) => item.userId)).toEqual(['a']);
    expect(filterLearners(people, 'LOVELACE').map((item) => item.userId)).toEqual(['b']);
  });

  it('keeps everyone for an empty search', () => {
    expect(filterLearners(people, '  ')).toHaveLength(2);
  });
});
